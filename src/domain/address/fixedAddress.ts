// SPEC §3 "Fixed-services address: county, locality, street, streetNo, building, levelType, subunit, addressId; each
// with label and value" — TMF673 GeographicAddress read as the shop keeps it (stateOrProvince → county, city →
// locality, streetType + streetName → street, streetNr → streetNo, geographicSubAddress buildingName → building,
// levelNumber → levelType, subUnitNumber → subunit, id → addressId). Its label is the formatted address.
import type { LabelValue } from "./search";

export interface FixedServicesAddress {
  county: LabelValue;
  locality: LabelValue;
  street: LabelValue;
  streetNo: LabelValue;
  /** Block and staircase ("Bloc A3, Scara 1"); null for a house. */
  building: LabelValue | null;
  /** The floor ("Parter", "Etaj 2"); null for a house. */
  levelType: LabelValue | null;
  /** The apartment ("Ap. 14"); null for a house. */
  subunit: LabelValue | null;
  /** value: the TMF673 address id; label: the formatted address. */
  addressId: LabelValue;
}

/** The county whose localities are București's sectors (SPEC §3 county "București", locality "Sector 1" … "Sector 6"). */
const BUCURESTI = "București";

/**
 * The address as one line, the way Romanian post is addressed: street and number, then block, staircase, floor and
 * apartment, then locality and county ("Strada Republicii nr. 10, Bloc A3, Scara 1, Etaj 2, Ap. 14, Brașov, județul
 * Brașov"); in București the sector and the city ("Bulevardul Unirii nr. 5, Sector 3, București").
 */
export function formatAddress(a: Omit<FixedServicesAddress, "addressId">): string {
  const parts = [`${a.street.label} nr. ${a.streetNo.label}`];
  for (const sub of [a.building, a.levelType, a.subunit]) if (sub) parts.push(sub.label);
  parts.push(a.locality.label);
  parts.push(a.county.label === BUCURESTI ? BUCURESTI : `județul ${a.county.label}`);
  return parts.join(", ");
}
