// The seeded address book (docs contract "Geographic address"): 41 counties and București (its sectors as localities),
// their localities, streets, numbers and, for blocks of flats, staircases, floors and apartments. Derived from the names
// in places.ts and stable hashes (seed/stableNumber), so every run and machine has the same few thousand addresses and
// ids; built once per process and kept in memory, since the search folds diacritics, which SQLite cannot.
import { COUNTIES, foldName } from "../../../../src/domain/checkout/counties";
import { compareRo } from "../../../../src/domain/collate";
import type { LabelValue } from "../../../../src/domain/address/search";
import { stableInt } from "../../seed/stableNumber";
import { COMMON_STREETS, DEEP_STREETS, LOCALITIES, type StreetName } from "./places";

export interface County extends LabelValue {
  localities: Locality[];
}
export interface Locality extends LabelValue {
  county: County;
  /** Covered in depth (its own street list) or a county's first locality: a town with blocks of flats. */
  urban: boolean;
  streets: Street[];
}
export interface Street extends LabelValue {
  type: string;
  name: string;
  locality: Locality;
  numbers: StreetNumber[];
}
export interface Block {
  name: string;
  staircases: string[];
  /** Floors above the ground floor ("Parter"). */
  floors: number;
  flatsPerFloor: number;
}
/** A number on a street: one TMF673 GeographicAddress; value is its id. */
export interface StreetNumber extends LabelValue {
  nr: string;
  suffix: string;
  street: Street;
  blocks: Block[];
}
/** One flat of a block: a geographicSubAddress; value is its address id (the number's id + block, staircase, flat). */
export interface SubAddress extends LabelValue {
  number: StreetNumber;
  block: string;
  staircase: string;
  floor: number;
  flat: number;
}

export const slug = (text: string): string =>
  foldName(text)
    .replace(/[^a-z0-9 ]/g, "")
    .trim()
    .replace(/ +/g, "-");

/** Numbers whose building is a block of flats whatever the hash (the contract's known addresses). */
const BLOCK_NUMBERS = new Set(["B.sector-3.bulevardul-unirii.10", "CJ.cluj-napoca.calea-dorobantilor.5"]);
/** Numbers that are houses whatever the hash. */
const HOUSE_NUMBERS = new Set(["BV.brasov.strada-republicii.10", "IS.iasi.strada-lapusneanu.3", "TM.timisoara.aleea-viilor.2"]);

function blocksOf(id: string, urban: boolean): Block[] {
  const h = stableInt(`blocks:${id}`);
  if (HOUSE_NUMBERS.has(id) || (!BLOCK_NUMBERS.has(id) && h % 100 >= (urban ? 40 : 10))) return [];
  const count = 1 + (h % 2);
  const letter = "ABCDEFGHMP"[h % 10];
  return Array.from({ length: count }, (_, i) => {
    const b = stableInt(`block:${id}:${i}`);
    const staircases = b % 3 === 0 ? ["A", "B"] : b % 3 === 1 ? ["1"] : ["1", "2", "3"];
    return { name: `${letter}${1 + (b % 9) + i}`, staircases, floors: 4 + (b % 7), flatsPerFloor: 2 + (b % 3) };
  });
}

function numbersOf(street: Street, deep: boolean): StreetNumber[] {
  const h = stableInt(`numbers:${street.value}`);
  const count = deep ? 10 + (h % 25) : 4 + (h % 12);
  const numbers: StreetNumber[] = [];
  for (let n = 1; n <= count; n++) {
    const add = (suffix: string) => {
      const nr = String(n);
      const value = `${street.value}.${slug(nr + suffix)}`;
      numbers.push({ label: nr + suffix, value, nr, suffix, street, blocks: blocksOf(value, street.locality.urban) });
    };
    add("");
    if (stableInt(`suffix:${street.value}:${n}`) % 9 === 0) add("A");
  }
  return numbers;
}

function streetsOf(locality: Locality, deep: boolean): Street[] {
  const names: StreetName[] = deep
    ? (DEEP_STREETS[locality.label] ?? [])
    : [...COMMON_STREETS]
        .sort((a, b) => stableInt(`${locality.value}:${a[1]}`) - stableInt(`${locality.value}:${b[1]}`))
        .slice(0, 4 + (stableInt(`streets:${locality.value}`) % 4));
  const streets = names.map(([type, name]): Street => {
    const label = `${type} ${name}`;
    return { label, value: `${locality.value}.${slug(label)}`, type, name, locality, numbers: [] };
  });
  for (const street of streets) street.numbers = numbersOf(street, deep);
  return streets.sort((a, b) => compareRo(a.name, b.name) || compareRo(a.type, b.type));
}

export interface AddressBook {
  counties: County[];
  localities: Map<string, Locality>;
  streets: Map<string, Street>;
  numbers: Map<string, StreetNumber>;
}

function build(): AddressBook {
  const book: AddressBook = { counties: [], localities: new Map(), streets: new Map(), numbers: new Map() };
  for (const c of COUNTIES) {
    const county: County = { label: c.name, value: c.code, localities: [] };
    (LOCALITIES[c.code] ?? []).forEach((name, i) => {
      const deep = DEEP_STREETS[name] !== undefined;
      const locality: Locality = { label: name, value: `${c.code}.${slug(name)}`, county, urban: deep || i === 0, streets: [] };
      locality.streets = streetsOf(locality, deep);
      county.localities.push(locality);
      book.localities.set(locality.value, locality);
      for (const street of locality.streets) {
        book.streets.set(street.value, street);
        for (const number of street.numbers) book.numbers.set(number.value, number);
      }
    });
    county.localities.sort((a, b) => compareRo(a.label, b.label));
    book.counties.push(county);
  }
  book.counties.sort((a, b) => compareRo(a.label, b.label));
  return book;
}

let cached: AddressBook | undefined;
export const addressBook = (): AddressBook => (cached ??= build());

export const floorLabel = (floor: number): string => (floor === 0 ? "Parter" : `Etaj ${floor}`);

/** Every flat of a number, in block, staircase and flat order; none for a house. */
export function subAddressesOf(number: StreetNumber): SubAddress[] {
  const flats: SubAddress[] = [];
  for (const block of number.blocks) {
    for (const staircase of block.staircases) {
      for (let floor = 0; floor <= block.floors; floor++) {
        for (let i = 1; i <= block.flatsPerFloor; i++) {
          const flat = floor * block.flatsPerFloor + i;
          flats.push({
            label: `Bloc ${block.name}, Scara ${staircase}, ${floorLabel(floor)}, Ap. ${flat}`,
            value: `${number.value}.${slug(block.name)}.${slug(staircase)}.${flat}`,
            number,
            block: block.name,
            staircase,
            floor,
            flat,
          });
        }
      }
    }
  }
  return flats;
}

/** The number or flat an address id names; null when there is none. */
export function addressById(id: string): { number: StreetNumber; flat: SubAddress | null } | null {
  const parts = id.split(".");
  if (parts.length !== 4 && parts.length !== 7) return null;
  const number = addressBook().numbers.get(parts.slice(0, 4).join("."));
  if (!number) return null;
  if (parts.length === 4) return { number, flat: null };
  const flat = subAddressesOf(number).find((f) => f.value === id);
  return flat ? { number, flat } : null;
}
