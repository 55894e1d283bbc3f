// Texts of home internet and TV ordered by address (issue 28): the "Adaugă în coș" of an offer in the address check's
// answer, the installation address on the cart row and on the confirmation, the order summary (SPEC §3), and the fixed
// product pages' way to the address check.
export const roFixedOrder = {
  /** The button's accessible name: "Adaugă în coș: <offer>" (DESIGN.md "Adaugă în coș" first). */
  add: (offer: string) => `Adaugă în coș: ${offer}`,
  addVisible: "Adaugă în coș",
  adding: (offer: string) => `Adăugăm ${offer} în coș…`,
  added: (offer: string) => `${offer} a fost adăugat în coș. Te ducem la coș…`,
  addressError: "Nu am putut citi adresa de instalare.",
  notAdded: "Nu am putut adăuga oferta în coș.",
  orderable: "Poți comanda online ofertele disponibile la adresa ta.",
  nothingOrderable: "La această adresă nu poți comanda online niciuna dintre aceste oferte.",
  installationAddress: (address: string) => `Adresa de instalare: ${address}`,
  checkAddress: "Verifică adresa",
  checkAddressLead: "Internetul și televiziunea se comandă pentru o adresă: verifică întâi ce poți avea acolo.",
  summary: {
    heading: "Sumarul comenzii",
    discounts: "Reduceri",
    raw: "Preț întreg",
    discount: "Reducere",
    net: "De plătit acum",
    monthly: "Lunar",
    installation: "Instalare la adresa de mai sus, după semnarea contractului; un tehnician te sună pentru programare.",
  },
} as const;
