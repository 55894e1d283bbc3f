// The geographic address back end (prefix /geographic-address; SPEC §7 "geographic address", contract "Geographic
// address"): the TMF673 v1 cascade a visitor uses to say where home internet and TV should go — county (area
// type=county) → locality (area type=locality) → street → number (streetSegment) → flat (geographicSubAddress) — each
// answering label/value pairs filtered by `q` without regard to case or diacritics (src/domain/address/search.ts),
// limited and sorted; and one address by id (TMF673 GeographicAddress plus the SPEC §3 fixed-services address). Public:
// visitors check coverage before signing in; everything is read only.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { formatAddress, type FixedServicesAddress } from "../../../../src/domain/address/fixedAddress";
import { MAX_QUERY_LENGTH, searchOptions, type LabelValue } from "../../../../src/domain/address/search";
import { COUNTRY, DEFAULT_POSTCODE } from "../../../../src/domain/constants";
import { HttpError } from "../../http/errors";
import { parseParams, parseQuery } from "../../http/validation";
import type { SandboxModule } from "../module";
import { addressBook, addressById, floorLabel, subAddressesOf, type StreetNumber, type SubAddress } from "./data";

export const GEOGRAPHIC_ADDRESS_PREFIX = "/geographic-address";
/** Options one answer holds by default and at most. */
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 50;
const ID_MAX = 120;

const Search = {
  q: z.string().trim().max(MAX_QUERY_LENGTH, `cel mult ${MAX_QUERY_LENGTH} de caractere`).default(""),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
};
const Id = z.string().trim().min(1).max(ID_MAX);
const AreaQuery = z.discriminatedUnion("type", [
  z.object({ type: z.literal("county"), ...Search }),
  z.object({ type: z.literal("locality"), parentId: Id, ...Search }),
]);
const StreetQuery = z.object({ areaId: Id, ...Search });
const SegmentQuery = z.object({ streetId: Id, ...Search });
const SubAddressQuery = z.object(Search);
const IdParams = z.object({ id: Id });

const NAMES = { area: "o zonă", street: "o stradă", address: "o adresă" } as const;
const notFound = (what: keyof typeof NAMES, id: string) =>
  new HttpError(404, `${what}_not_found`, `Nu există ${NAMES[what]} cu id-ul „${id}”.`);
const pairs = (options: readonly LabelValue[]) => options.map((o) => ({ label: o.label, value: o.value }));

/** SPEC §3 fixed-services address of a number or one of its flats. */
export function fixedAddress(number: StreetNumber, flat: SubAddress | null): FixedServicesAddress {
  const { street } = number;
  const { locality } = street;
  const parts = {
    county: { label: locality.county.label, value: locality.county.value },
    locality: { label: locality.label, value: locality.value },
    street: { label: street.label, value: street.value },
    streetNo: { label: number.label, value: number.value },
    building: flat ? { label: `Bloc ${flat.block}, Scara ${flat.staircase}`, value: `${flat.block}/${flat.staircase}` } : null,
    levelType: flat ? { label: floorLabel(flat.floor), value: String(flat.floor) } : null,
    subunit: flat ? { label: `Ap. ${flat.flat}`, value: String(flat.flat) } : null,
  };
  return { ...parts, addressId: { label: formatAddress(parts), value: flat?.value ?? number.value } };
}

/** TMF673 GeographicAddress with the SPEC §3 view and the formatted address. */
function addressView(number: StreetNumber, flat: SubAddress | null) {
  const { street } = number;
  const { locality } = street;
  const county = locality.county;
  const fixed = fixedAddress(number, flat);
  const id = fixed.addressId.value;
  return {
    id,
    href: `${GEOGRAPHIC_ADDRESS_PREFIX}/geographicAddress/${id}`,
    "@type": "GeographicAddress",
    country: COUNTRY,
    postcode: DEFAULT_POSTCODE,
    stateOrProvince: county.label,
    city: county.value === "B" ? county.label : locality.label,
    locality: locality.label,
    streetType: street.type,
    streetName: street.name,
    streetNr: number.nr,
    streetNrSuffix: number.suffix,
    formattedAddress: fixed.addressId.label,
    hasSubAddress: flat === null && number.blocks.length > 0,
    geographicSubAddress: flat
      ? [
          {
            id: flat.value,
            subAddressType: "apartment",
            buildingName: flat.block,
            name: `Scara ${flat.staircase}`,
            levelType: "floor",
            levelNumber: String(flat.floor),
            subUnitType: "FLAT",
            subUnitNumber: String(flat.flat),
          },
        ]
      : [],
    fixedServicesAddress: fixed,
  };
}

function registerGeographicAddressRoutes(app: FastifyInstance): void {
  app.get("/area", async (request) => {
    const query = parseQuery(AreaQuery, request.query);
    const book = addressBook();
    if (query.type === "county") {
      const found = searchOptions(book.counties, query.q, query.limit);
      return { items: pairs(found.items), total: found.total };
    }
    const county = book.counties.find((c) => c.value === query.parentId);
    if (!county) throw notFound("area", query.parentId);
    const found = searchOptions(county.localities, query.q, query.limit);
    return { items: pairs(found.items), total: found.total };
  });

  app.get("/street", async (request) => {
    const query = parseQuery(StreetQuery, request.query);
    const locality = addressBook().localities.get(query.areaId);
    if (!locality) throw notFound("area", query.areaId);
    const found = searchOptions(locality.streets, query.q, query.limit);
    return { items: pairs(found.items), total: found.total };
  });

  app.get("/streetSegment", async (request) => {
    const query = parseQuery(SegmentQuery, request.query);
    const street = addressBook().streets.get(query.streetId);
    if (!street) throw notFound("street", query.streetId);
    const found = searchOptions(street.numbers, query.q, query.limit);
    return {
      items: found.items.map((n) => ({ label: n.label, value: n.value, hasSubAddress: n.blocks.length > 0 })),
      total: found.total,
    };
  });

  app.get("/geographicAddress/:id", async (request) => {
    const { id } = parseParams(IdParams, request.params);
    const found = addressById(id);
    if (!found) throw notFound("address", id);
    return addressView(found.number, found.flat);
  });

  app.get("/geographicAddress/:id/geographicSubAddress", async (request) => {
    const { id } = parseParams(IdParams, request.params);
    const query = parseQuery(SubAddressQuery, request.query);
    const found = addressById(id);
    if (!found || found.flat) throw notFound("address", id);
    const result = searchOptions(subAddressesOf(found.number), query.q, query.limit);
    return { items: pairs(result.items), total: result.total };
  });
}

export const geographicAddressModule: SandboxModule = {
  name: "geographic-address",
  prefix: GEOGRAPHIC_ADDRESS_PREFIX,
  migrations: [],
  register: (app) => registerGeographicAddressRoutes(app),
};
