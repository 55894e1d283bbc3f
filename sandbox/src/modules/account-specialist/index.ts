// The account specialist back end (prefix /dxl-account-specialist; SPEC §7 "GET account specialist /{customerId}",
// SPEC §3 "voiceSpecialist and dataSpecialist … picked from related parties named 'Voice Specialist' or 'Data
// Specialist'"; contract "Account specialist"): the business customer as a TMF-like party whose relatedParty[] holds the
// operator's people assigned to it — each {id, name (the role name), role, fullName, emailAddress, phoneNumber}; the
// site picks the two specialists by name. Any business identity of the customer may read it (companyScope: consumers
// 403 not_business, non-operator users 403 insufficient_role); another customer's id is 404 'Not found', like an
// unknown one, so nothing leaks.
import type { FastifyInstance } from "fastify";
import { companyScope } from "../../auth/companyScope";
import { CartError } from "../cart/errors";
import type { SandboxModule } from "../module";

export const ACCOUNT_SPECIALIST_PREFIX = "/dxl-account-specialist";

const e = (status: number, code: string, message: string) => new CartError(status, code, code, message);
const errors = {
  notBusiness: () => e(403, "not_business", "Specialistul de cont este doar pentru clienții business."),
  nonOperator: () => e(403, "insufficient_role", "Specialistul de cont este doar pentru clienții din rețeaua noastră."),
  notFound: (id: string) => e(404, "Not found", `Nu am găsit clientul ${id}.`),
};

interface Party {
  id: string;
  name: string;
  fullName: string;
  emailAddress: string;
  phoneNumber: string;
}

/**
 * The operator's people per business customer. Acme has both specialists and a billing contact (not a specialist: the
 * site must leave it out); Vasile Consulting only a voice specialist; a business customer not listed has none.
 */
const RELATED_PARTIES: Readonly<Record<string, readonly Party[]>> = {
  "CUST-EBU-5000": [
    {
      id: "SPC-0101",
      name: "Voice Specialist",
      fullName: "Andreea Ionescu",
      emailAddress: "andreea.ionescu@operator.example.ro",
      phoneNumber: "+40 372 000 101",
    },
    {
      id: "SPC-0102",
      name: "Data Specialist",
      fullName: "Mihai Constantinescu",
      emailAddress: "mihai.constantinescu@operator.example.ro",
      phoneNumber: "0372000102",
    },
    {
      id: "SPC-0190",
      name: "Billing Contact",
      fullName: "Birou facturare business",
      emailAddress: "facturare.business@operator.example.ro",
      phoneNumber: "0372000190",
    },
  ],
  "CUST-EBU-6101": [
    {
      id: "SPC-0201",
      name: "Voice Specialist",
      fullName: "Cristina Dobre",
      emailAddress: "cristina.dobre@operator.example.ro",
      phoneNumber: "0372000201",
    },
  ],
};

function registerAccountSpecialistRoutes(app: FastifyInstance): void {
  app.get<{ Params: { customerId: string } }>("/:customerId", async (request) => {
    const scope = companyScope(request, errors);
    const asked = request.params.customerId.trim();
    if (asked !== scope.fleet.customerId) throw errors.notFound(asked);
    return {
      "@type": "Customer",
      id: scope.fleet.customerId,
      href: `${ACCOUNT_SPECIALIST_PREFIX}/${scope.fleet.customerId}`,
      name: scope.fleet.companyName,
      relatedParty: (RELATED_PARTIES[scope.fleet.customerId] ?? []).map((p) => ({
        ...p,
        role: p.name,
        "@referredType": "Individual",
      })),
    };
  });
}

export const accountSpecialistModule: SandboxModule = {
  name: "account-specialist",
  prefix: ACCOUNT_SPECIALIST_PREFIX,
  migrations: [],
  register: (app) => registerAccountSpecialistRoutes(app),
};
