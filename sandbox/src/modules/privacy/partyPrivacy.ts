// The party-management privacy back end (prefix /party-management; SPEC §7 "GET and POST party-management and
// privacy"), in TMF644 Privacy Management's shape: the person's PartyPrivacyProfile within a customer — one
// characteristic per purpose (name = the purpose, value = granted, privacyUsagePurpose, validFor of the current value)
// and, as partyPrivacyAgreement, the history: one agreement per period a purpose was granted (approved while it lasts,
// terminated with an endDateTime once withdrawn), whichever API the change came through. Same consents as /dxl-gdpr,
// read without a cache.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseBody } from "../../http/validation";
import type { SandboxContext } from "../module";
import { isoLocal } from "../usage-management/zone";
import { privacyCaller, type PrivacyCaller } from "./access";
import { privacyErrors } from "./errors";
import { PURPOSES, purposeById } from "./purposes";
import { applyConsents, consentsOf, historyOf, type ConsentChange, type HistoryEntry } from "./store";

export const PARTY_PRIVACY_ROUTE = "/privacy/:customerId";

const iso = (t: number | null | undefined) => (t === null || t === undefined ? null : isoLocal(t));

const Characteristic = z.object({ name: z.string(), value: z.unknown(), privacyUsagePurpose: z.string().optional() }).loose();
const Body = z
  .object({
    partyPrivacyProfileCharacteristic: z.array(Characteristic),
    agreedByParty: z.object({ id: z.string() }).loose().optional(),
  })
  .loose();

interface Agreement {
  id: string;
  href: string;
  "@type": "PartyPrivacyAgreement";
  name: string;
  agreementType: "privacyConsent";
  status: "approved" | "terminated";
  validFor: { startDateTime: string; endDateTime?: string };
  engagedParty: { id: string; role: string; "@referredType": string }[];
  partyPrivacyProfileCharacteristic: { name: string; value: true; privacyUsagePurpose: string }[];
  characteristic: { name: string; value: string }[];
}

/** One agreement per granted period, oldest first. */
function agreementsOf(caller: PrivacyCaller, history: readonly HistoryEntry[]): Agreement[] {
  const open = new Map<string, Agreement>();
  const all: Agreement[] = [];
  for (const h of history) {
    const purpose = purposeById(h.purpose);
    if (!purpose) continue;
    if (h.granted) {
      const a: Agreement = {
        id: `PPA-${h.seq}`,
        href: `/party-management/privacy/${caller.customerId}#PPA-${h.seq}`,
        "@type": "PartyPrivacyAgreement",
        name: h.purpose,
        agreementType: "privacyConsent",
        status: "approved",
        validFor: { startDateTime: isoLocal(h.at) },
        engagedParty: [{ id: caller.userId, role: "agreedBy", "@referredType": "Individual" }],
        partyPrivacyProfileCharacteristic: [{ name: h.purpose, value: true, privacyUsagePurpose: purpose.privacyUsagePurpose }],
        characteristic: [{ name: "grantedVia", value: h.channel }],
      };
      open.set(h.purpose, a);
      all.push(a);
    } else {
      const a = open.get(h.purpose);
      if (!a) continue;
      a.status = "terminated";
      a.validFor.endDateTime = isoLocal(h.at);
      a.characteristic.push({ name: "withdrawnVia", value: h.channel });
      open.delete(h.purpose);
    }
  }
  return all;
}

function profileView(ctx: SandboxContext, caller: PrivacyCaller) {
  const consents = consentsOf(ctx.db, caller);
  const history = historyOf(ctx.db, caller);
  const since = new Map(history.map((h) => [h.purpose, h.at]));
  const p = caller.user.profile;
  const person = { id: caller.userId, name: `${p.firstName} ${p.lastName}`.trim(), "@referredType": "Individual" };
  const created = history[0]?.at ?? null;
  return {
    id: `PPP-${caller.customerId}-${caller.userId}`,
    href: `/party-management/privacy/${caller.customerId}`,
    "@type": "PartyPrivacyProfile",
    name: "Consimțăminte de marketing și personalizare",
    status: "created",
    creationDate: iso(created),
    lastUpdate: iso(consents.lastUpdated),
    validFor: created === null ? null : { startDateTime: iso(created) },
    agreedByParty: person,
    applicableForParty: person,
    relatedParty: [{ id: caller.customerId, role: "Customer", "@referredType": "Customer" }],
    partyPrivacyProfileSpecification: {
      id: "PPPS-CONSENT-RO-1",
      name: "Consimțăminte de marketing și personalizare",
      version: "1.0",
      "@referredType": "PartyPrivacyProfileSpecification",
    },
    partyPrivacyProfileCharacteristic: PURPOSES.map((purpose) => ({
      "@type": "PartyPrivacyProfileCharacteristic",
      name: purpose.id,
      value: consents.granted[purpose.id],
      privacyUsagePurpose: purpose.privacyUsagePurpose,
      gdprGroup: purpose.group,
      validFor: since.has(purpose.id) ? { startDateTime: iso(since.get(purpose.id)) } : null,
    })),
    partyPrivacyAgreement: agreementsOf(caller, history),
  };
}

/** The wanted values of a POST body, or the 400/403 naming the first bad characteristic. */
function wantedOf(caller: PrivacyCaller, body: z.output<typeof Body>): ConsentChange[] {
  if (body.agreedByParty && body.agreedByParty.id !== caller.userId) throw privacyErrors.agreedByOther();
  const seen = new Set<string>();
  const wanted = body.partyPrivacyProfileCharacteristic.map((c) => {
    const purpose = purposeById(c.name);
    if (!purpose) throw privacyErrors.unknownPurpose(c.name);
    if (seen.has(c.name)) throw privacyErrors.duplicatePurpose(c.name);
    seen.add(c.name);
    if (c.privacyUsagePurpose !== undefined && c.privacyUsagePurpose !== purpose.privacyUsagePurpose) {
      throw privacyErrors.purposeMismatch(c.name, purpose.privacyUsagePurpose);
    }
    if (typeof c.value !== "boolean") throw privacyErrors.invalidValue(c.name);
    return { purpose: c.name, granted: c.value };
  });
  if (wanted.length === 0) throw privacyErrors.noPurposes();
  return wanted;
}

export function registerPartyPrivacyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get(PARTY_PRIVACY_ROUTE, async (request, reply) => {
    const caller = privacyCaller(request);
    reply.header("cache-control", "no-store");
    return profileView(ctx, caller);
  });

  app.post(PARTY_PRIVACY_ROUTE, async (request, reply) => {
    const caller = privacyCaller(request);
    const wanted = wantedOf(caller, parseBody(Body, request.body));
    const at = ctx.now();
    ctx.db.transaction(() => applyConsents(ctx.db, caller, wanted, at, "party-management"))();
    reply.code(201).header("cache-control", "no-store");
    return profileView(ctx, caller);
  });
}
