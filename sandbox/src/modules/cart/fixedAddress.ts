// Home internet and TV in the cart (issue 28; SPEC §3 "Fixed service cart item", §7 "add /cartItem/- … address fields"):
// an add of a fixed-services offering must say where it is installed. The address key is resolved through the
// geographic-address store (unknown → 400), the service-qualification logic is asked for it, and the same fit rule the
// site shows (src/domain/address/offerFit.ts: the services the offer needs, its speed ≤ the address's top speed; an
// alternate with a future date is not orderable yet) decides; a refusal is SPEC §8 CART 400300 (eligibility) naming why.
// The item keeps the address as the geographic store has it (not as sent), flow FIX, and at most one fixed offer per cart.
import { readQualification } from "../../../../src/domain/address/answers";
import {
  FIXED_SERVICE_CATEGORY,
  fixedSubProducts,
  isFixedOfferType,
  type BundleSubProduct,
} from "../../../../src/domain/address/eligibility";
import { fixedOfferNeeds, offerFitAt, type OfferFit } from "../../../../src/domain/address/offerFit";
import { FIXED_SERVICE } from "../../../../src/domain/cart/fixedService";
import { COUNTRY } from "../../../../src/domain/constants";
import { formatDateRo } from "../../../../src/domain/dates";
import { catalogue } from "../../seed/catalogue";
import { fixedAddress } from "../geographic-address";
import { addressById } from "../geographic-address/data";
import type { SandboxContext } from "../module";
import { qualificationAt } from "../service-qualification";
import { CartError, cartErrors } from "./errors";
import type { Offering } from "./offerings";
import type { CartState } from "./store";

/** A fixed-services offering: by its offer type, or the FixedServices offer type its attributes carry. */
export const isFixedOffering = (o: Offering | null): o is Offering =>
  o !== null && (isFixedOfferType(o.offerType) || o.attributes.offerType === FIXED_SERVICE.offerType);

const notEligible = (why: string) => new CartError(400, "400300", "fixed_not_available", why);

/** The offer's details as the shop shows them ("Viteză": "500 Mbps"), from the catalogue's cartDetails. */
let detailsById: Map<string, { title: string; value: string }[]> | null = null;
function detailsOf(id: string): { title: string; value: string }[] {
  detailsById ??= new Map(
    catalogue()
      .filter((i) => i.type === "FixedOffer")
      .map((i) => {
        const raw = i.fields.cartDetails;
        const map = raw !== null && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
        return [i.externalId, Object.entries(map).map(([title, value]) => ({ title, value: String(value) }))];
      }),
  );
  return detailsById.get(id) ?? [];
}

function why(o: Offering, fit: Exclude<OfferFit, { status: "available" }>, where: string): string {
  if (fit.status === "later") {
    return `Oferta ${o.name} nu se poate comanda încă la ${where}: serviciile sunt disponibile de la ${formatDateRo(fit.from, "long")}.`;
  }
  const r = fit.reason;
  if (r.kind === "speed")
    return `Oferta ${o.name} nu este disponibilă la ${where}: viteza maximă la această adresă este ${r.maxMbps} Mbps.`;
  const service = r.service === "tv" ? "Televiziunea" : "Internetul fix";
  const reasons = r.labels.length > 0 ? ` ${r.labels.join(" ")}` : "";
  return `Oferta ${o.name} nu este disponibilă la ${where}: ${service} nu este disponibil.${reasons}`;
}

/**
 * Checks a fixed add and returns its characteristics as stored: the address fields from the geographic store, flow
 * FIX. Throws 400 (missing or unknown address), 400300 (not orderable there, or a fixed offer already in the cart).
 */
export function checkFixedAdd(ctx: SandboxContext, state: CartState, o: Offering, chars: Record<string, string>): Record<string, string> {
  const key = chars.addressKey?.trim() ?? "";
  if (key === "") throw cartErrors.malformed("un serviciu fix se adaugă cu adresa de instalare (addressKey și câmpurile adresei).");
  const flow = chars.flow?.trim() || FIXED_SERVICE.flow;
  if (flow !== FIXED_SERVICE.flow) throw notEligible(`Oferta ${o.name} se comandă doar ca serviciu fix (flow ${FIXED_SERVICE.flow}).`);
  const found = addressById(key);
  const answer = found ? qualificationAt(ctx, key) : null;
  const q = answer ? readQualification(answer) : null;
  if (!found || !answer || !q) {
    throw new CartError(400, "400", "address_not_found", `Adresa de instalare „${key}” nu există. Verifică adresa și încearcă din nou.`);
  }
  const existing = state.items.find((i) => (i.kind === "product" || i.kind === "bundle") && i.characteristics.addressKey);
  if (existing) {
    throw notEligible(
      "Coșul are deja un serviciu fix. Poți comanda un singur pachet de internet și TV pe comandă; șterge-l pe cel din coș pentru a alege altul.",
    );
  }
  const where = fixedAddress(found.number, found.flat).addressId.label;
  const serviceType = o.attributes.serviceType ?? chars.serviceType ?? "";
  const fit = offerFitAt(fixedOfferNeeds(serviceType, detailsOf(o.id)), q);
  if (fit.status !== "available") throw notEligible(why(o, fit, where));
  const street = found.number.street;
  const county = street.locality.county;
  return {
    ...chars,
    flow,
    addressKey: key,
    city: county.value === "B" ? county.label : street.locality.label,
    stateOrProvince: county.label,
    street1: street.label,
    streetNumber: found.number.nr,
    country: COUNTRY,
    formattedAddress: where,
  };
}

/** What the cart answer adds to a fixed item (SPEC §3): the FixedService category and its bundleSubProducts. */
export function fixedItemView(o: Offering | null): { category: string; bundleSubProducts: BundleSubProduct[] } | null {
  if (!isFixedOffering(o)) return null;
  return {
    category: FIXED_SERVICE_CATEGORY,
    bundleSubProducts: fixedSubProducts({
      id: o.id,
      name: o.name,
      serviceType: o.attributes.serviceType ?? "",
      components: o.components.map((id) => ({ id, name: id })),
    }),
  };
}

/** The SPEC §3 bundleSubProducts of a fixed item, as a field of the cart item (none for other items). */
export function fixedParts(o: Offering | null): { bundleSubProducts?: BundleSubProduct[] } {
  const view = fixedItemView(o);
  return view ? { bundleSubProducts: view.bundleSubProducts } : {};
}
