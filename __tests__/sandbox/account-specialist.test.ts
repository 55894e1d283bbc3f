// account specialist (contract "Account specialist"; SPEC §7 "GET account specialist /{customerId}", SPEC §3 specialists
// picked from related parties named 'Voice Specialist' or 'Data Specialist'): the business customer's related parties,
// for any business identity of that customer; consumers and non-operator users refused, another customer's id 404.
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const P = "/dxl-account-specialist";

type Party = { id: string; name: string; role: string; fullName: string; emailAddress: string; phoneNumber: string };
type Customer = { id: string; name: string; relatedParty: Party[] };

describe("account specialist", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 24 * 3600 });
    const { accessToken } = await t.login("multi.identity");
    const r = await t.request<{ accessToken: string }>("POST", "/identity/selectedidentity/ecare", {
      token: accessToken,
      body: { identityId: "idn-015-ebu" },
    });
    tokens.set("multi.identity", r.body.accessToken);
  });
  afterAll(() => t.close());

  async function call(path: string, username: string): Promise<Reply<Customer>> {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return t.request<Customer>("GET", path, { token: tokens.get(username) });
  }
  const refusal = (r: Reply) => [r.status, (r.body as { code?: string }).code];

  it("Acme: a voice and a data specialist among its related parties, each with a name, e-mail and phone", async () => {
    const r = await call(`${P}/CUST-EBU-5000`, "business.chooser");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ "@type": "Customer", id: "CUST-EBU-5000", name: "Acme Logistic SRL" });
    expect(r.body.relatedParty.map((p) => p.name)).toEqual(["Voice Specialist", "Data Specialist", "Billing Contact"]);
    for (const p of r.body.relatedParty) {
      expect(p).toMatchObject({ id: expect.any(String), role: p.name, fullName: expect.any(String) });
      expect(p.emailAddress).toMatch(/^[^@\s]+@[^@\s]+\.ro$/);
      expect(p.phoneNumber.replace(/\D/g, "")).toMatch(/\d{10}$/);
    }
  });

  it("every business role of the company reads it", async () => {
    const expected = (await call(`${P}/CUST-EBU-5000`, "business.chooser")).body;
    for (const user of ["business.delegated", "business.authorized", "business.technical", "business.power", "business.sub"])
      expect((await call(`${P}/CUST-EBU-5000`, user)).body).toEqual(expected);
  });

  it("another business customer has only a voice specialist", async () => {
    const r = await call(`${P}/CUST-EBU-6101`, "multi.identity");
    expect(r.status).toBe(200);
    expect(r.body.relatedParty).toEqual([expect.objectContaining({ name: "Voice Specialist", fullName: "Cristina Dobre" })]);
  });

  it("someone else's or an unknown customer id → 404; consumers 403 not_business; non-operator 403; no token 401", async () => {
    expect(refusal(await call(`${P}/CUST-EBU-6101`, "business.chooser"))).toEqual([404, "Not found"]);
    expect(refusal(await call(`${P}/CUST-EBU-5000`, "multi.identity"))).toEqual([404, "Not found"]);
    expect(refusal(await call(`${P}/CUST-NOPE`, "business.chooser"))).toEqual([404, "Not found"]);
    expect(refusal(await call(`${P}/CUST-CBU-1001`, "postpaid.owner"))).toEqual([403, "not_business"]);
    expect(refusal(await call(`${P}/CUST-NONVF-7001`, "nonvf.user"))).toEqual([403, "insufficient_role"]);
    expect((await t.request("GET", `${P}/CUST-EBU-5000`)).status).toBe(401);
  });
});
