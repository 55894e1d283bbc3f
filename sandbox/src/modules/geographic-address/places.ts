// The seed's place names: the localities of each county and the streets of the localities covered in depth. Real names
// with their diacritics (comma-below ș/ț); the streets of the other localities come from COMMON_STREETS.

/** [type, name]: "Strada" + "Republicii" reads "Strada Republicii". */
export type StreetName = readonly [string, string];

const s = (type: string, ...names: string[]): StreetName[] => names.map((n) => [type, n] as const);

/** Localities covered in depth: their own streets. București's localities are its six sectors. */
export const DEEP_STREETS: Record<string, StreetName[]> = {
  "Sector 1": [
    ...s("Calea", "Victoriei", "Dorobanților"),
    ...s("Bulevardul", "Aviatorilor", "Ion Mihalache"),
    ...s("Șoseaua", "Kiseleff"),
    ...s("Strada", "Paris", "Polonă"),
    ...s("Aleea", "Alexandru"),
  ],
  "Sector 2": [
    ...s("Șoseaua", "Ștefan cel Mare", "Pantelimon"),
    ...s("Bulevardul", "Pache Protopopescu", "Lacul Tei"),
    ...s("Strada", "Vasile Lascăr", "Avrig"),
    ...s("Aleea", "Circului"),
  ],
  "Sector 3": [
    ...s("Bulevardul", "Unirii", "Decebal"),
    ...s("Calea", "Călărașilor"),
    ...s("Strada", "Matei Basarab"),
    ...s("Aleea", "Barajul Uzului"),
    ...s("Șoseaua", "Mihai Bravu"),
  ],
  "Sector 4": [
    ...s("Calea", "Șerban Vodă"),
    ...s("Bulevardul", "Alexandru Obregia", "Constantin Brâncoveanu"),
    ...s("Strada", "Turnu Măgurele"),
    ...s("Aleea", "Covasna"),
  ],
  "Sector 5": [
    ...s("Calea", "13 Septembrie", "Rahovei"),
    ...s("Strada", "Sebastian"),
    ...s("Șoseaua", "Alexandriei"),
    ...s("Aleea", "Pravăț"),
  ],
  "Sector 6": [
    ...s("Bulevardul", "Iuliu Maniu", "Timișoara"),
    ...s("Calea", "Crângași"),
    ...s("Strada", "Drumul Taberei", "Valea Cascadelor"),
    ...s("Aleea", "Callatis"),
  ],
  "Cluj-Napoca": [
    ...s("Calea", "Dorobanților", "Florești"),
    ...s("Strada", "Memorandumului", "Horea", "Observatorului", "Moților"),
    ...s("Bulevardul", "Eroilor", "21 Decembrie 1989"),
    ...s("Aleea", "Băișoara"),
  ],
  Iași: [
    ...s("Bulevardul", "Ștefan cel Mare și Sfânt", "Carol I", "Independenței"),
    ...s("Strada", "Lăpușneanu", "Sărărie", "Anastasie Panu"),
    ...s("Șoseaua", "Păcurari"),
    ...s("Aleea", "Decebal"),
  ],
  Timișoara: [
    ...s("Bulevardul", "Revoluției din 1989", "Take Ionescu"),
    ...s("Strada", "Alba Iulia", "Mărășești", "Eugeniu de Savoya"),
    ...s("Calea", "Aradului", "Șagului"),
    ...s("Aleea", "Viilor"),
  ],
  Brașov: [
    ...s("Strada", "Republicii", "Mureșenilor", "Lungă", "Zizinului", "Avram Iancu"),
    ...s("Bulevardul", "Eroilor", "15 Noiembrie"),
    ...s("Calea", "București"),
    ...s("Aleea", "Lizeanu"),
  ],
  Constanța: [
    ...s("Bulevardul", "Tomis", "Mamaia", "Alexandru Lăpușneanu", "Ferdinand"),
    ...s("Strada", "Ștefan cel Mare", "Traian", "Mircea cel Bătrân"),
    ...s("Aleea", "Pescărușilor"),
  ],
};

/** Streets every other locality picks a few of (by a stable hash of its name). */
export const COMMON_STREETS: StreetName[] = [
  ...s("Strada", "Mihai Eminescu", "Avram Iancu", "Libertății", "Unirii", "Gării", "Școlii", "Tudor Vladimirescu"),
  ...s("Strada", "Mihai Viteazu", "Nicolae Bălcescu", "Ștefan cel Mare", "Morii", "Florilor", "Păcii", "Teiului"),
  ...s("Bulevardul", "Republicii", "Independenței", "Revoluției"),
  ...s("Calea", "Națională"),
  ...s("Aleea", "Trandafirilor", "Castanilor"),
  ...s("Șoseaua", "de Centură"),
  ...s("Piața", "Centrală"),
];

/** Each county's localities by its code (src/domain/checkout/counties.ts); the first is the county seat. */
export const LOCALITIES: Record<string, string[]> = {
  AB: ["Alba Iulia", "Sebeș"],
  AR: ["Arad", "Lipova"],
  AG: ["Pitești", "Curtea de Argeș"],
  BC: ["Bacău", "Onești"],
  BH: ["Oradea", "Salonta"],
  BN: ["Bistrița"],
  BT: ["Botoșani", "Dorohoi"],
  BV: ["Brașov", "Săcele", "Făgăraș", "Codlea", "Râșnov", "Zărnești", "Ghimbav"],
  BR: ["Brăila"],
  B: ["Sector 1", "Sector 2", "Sector 3", "Sector 4", "Sector 5", "Sector 6"],
  BZ: ["Buzău", "Râmnicu Sărat"],
  CS: ["Reșița", "Caransebeș"],
  CL: ["Călărași", "Oltenița"],
  CJ: ["Cluj-Napoca", "Florești", "Turda", "Dej", "Apahida", "Câmpia Turzii", "Gherla"],
  CT: ["Constanța", "Mangalia", "Medgidia", "Năvodari", "Ovidiu", "Cernavodă", "Eforie"],
  CV: ["Sfântu Gheorghe", "Târgu Secuiesc"],
  DB: ["Târgoviște", "Moreni"],
  DJ: ["Craiova", "Băilești"],
  GL: ["Galați", "Tecuci"],
  GR: ["Giurgiu"],
  GJ: ["Târgu Jiu", "Motru"],
  HR: ["Miercurea Ciuc", "Odorheiu Secuiesc"],
  HD: ["Deva", "Hunedoara", "Petroșani"],
  IL: ["Slobozia", "Fetești"],
  IS: ["Iași", "Pașcani", "Tomești", "Miroslava", "Valea Lupului", "Hârlău"],
  IF: ["Voluntari", "Otopeni", "Popești-Leordeni", "Bragadiru", "Chiajna"],
  MM: ["Baia Mare", "Sighetu Marmației"],
  MH: ["Drobeta-Turnu Severin"],
  MS: ["Târgu Mureș", "Sighișoara"],
  NT: ["Piatra Neamț", "Roman"],
  OT: ["Slatina", "Caracal"],
  PH: ["Ploiești", "Câmpina", "Sinaia"],
  SM: ["Satu Mare", "Carei"],
  SJ: ["Zalău"],
  SB: ["Sibiu", "Mediaș", "Cisnădie"],
  SV: ["Suceava", "Fălticeni", "Rădăuți"],
  TR: ["Alexandria", "Roșiorii de Vede"],
  TM: ["Timișoara", "Lugoj", "Dumbrăvița", "Giroc", "Ghiroda", "Sânnicolau Mare"],
  TL: ["Tulcea", "Măcin"],
  VS: ["Vaslui", "Bârlad", "Huși"],
  VL: ["Râmnicu Vâlcea", "Drăgășani"],
  VN: ["Focșani", "Adjud"],
};
