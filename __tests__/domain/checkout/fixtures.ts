import type { ContractData } from "../../../src/domain/checkout/validators";

/** CNPs with the right control digit (computed by hand against the 279146358279 key). */
export const GOOD_CNP = "1800101221144";
export const GOOD_CNPS = [GOOD_CNP, "5021229123450", "1960730112348", "6000229400010", "2851231701234", "7000101040017"];

export const contract: ContractData = {
  firstName: "Ana-Maria",
  lastName: "Popescu",
  county: "Cluj",
  city: "Cluj-Napoca",
  address: "Str. Memorandumului 28, ap. 4",
  phone: "0722123456",
  cnp: GOOD_CNP,
  email: "ana.popescu@exemplu.ro",
};
