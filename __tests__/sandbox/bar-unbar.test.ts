// SIM block/unblock (SPEC §7 "Bar/unbar"; SPEC §8 DXL-BAR-UNBAR_006): GET /bar-unbar/{resource}?targetSystem reads a
// line's state, POST /bar-unbar/{action}?targetSystem[&resource] with an empty body bars or unbars it. The block is
// ANCOM's temporary suspension (outgoing calls, SMS and data stop; incoming calls and SMS still work). Any line the
// caller reaches may be read; only the contract holder's roles may act; someone else's line is 404 'Not found'.
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const SITE = "http://127.0.0.1:9000";
const OWNER_LINE = "0722000101";
const USER_LINE = "0722000102";
const REFUSED = "DXL-BAR-UNBAR_006";

type SimStatus = {
  id: string;
  publicIdentifier: string;
  targetSystem: string;
  status: string;
  statusDate: string | null;
  availableAction: string;
  barredServices: string[];
  workingServices: string[];
  description: string;
  customerRequest?: { id: string };
};

describe("bar/unbar (SPEC §7 Bar/unbar)", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 24 * 3600 });
  });
  afterAll(() => t.close());

  async function call(method: string, path: string, username: string, body?: unknown): Promise<Reply<SimStatus>> {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return t.request<SimStatus>(method, path, { token: tokens.get(username), body });
  }
  const state = (username: string, msisdn: string, targetSystem = "BSCS") =>
    call("GET", `/bar-unbar/${msisdn}?targetSystem=${targetSystem}`, username);
  const act = (username: string, action: string, query = "targetSystem=BSCS", body?: unknown) =>
    call("POST", `/bar-unbar/${action}?${query}`, username, body);
  const refusal = (r: Reply) => [r.status, (r.body as { code?: string }).code, (r.body as { reason?: string }).reason];

  it("every persona's mobile line starts active, with its consequence in words", async () => {
    const r = await state("postpaid.owner", OWNER_LINE);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: OWNER_LINE,
      publicIdentifier: OWNER_LINE,
      targetSystem: "BSCS",
      status: "active",
      statusDate: null,
      availableAction: "bar",
      barredServices: [],
    });
    expect(r.body.workingServices).toEqual(expect.arrayContaining(["outgoingCalls", "incomingCalls", "mobileData"]));
    for (const [user, line, system] of [
      ["postpaid.user", USER_LINE, "BSCS"],
      ["prepaid.owner", "0733000201", "PPS"],
      ["hybrid.owner", "0722000301", "BSCS"],
      ["business.chooser", "0728000511", "BSCS"],
    ] as const) {
      expect((await state(user, line, system)).body.status).toBe("active");
    }
  });

  it("postpaid.owner bars its SIM (empty body): suspended, ANCOM's consequence, read back; a repeat is 409 DXL-BAR-UNBAR_006", async () => {
    const barred = await act("postpaid.owner", "bar");
    expect(barred.status).toBe(200);
    expect(barred.body).toMatchObject({
      publicIdentifier: OWNER_LINE,
      status: "suspended",
      availableAction: "unbar",
      barredServices: ["outgoingCalls", "outgoingSms", "mobileData"],
      workingServices: ["incomingCalls", "incomingSms"],
    });
    expect(barred.body.description).toMatch(/apelurile și SMS-urile primite funcționează/);
    expect(barred.body.customerRequest?.id).toMatch(/\S/);
    expect(Date.parse(barred.body.statusDate as string)).toBe(t.clock.now - (t.clock.now % 1000));
    const { customerRequest: _request, ...shown } = barred.body;
    expect((await state("postpaid.owner", OWNER_LINE)).body).toEqual(shown);

    // The same action again changes nothing and says why.
    t.clock.advance(60_000);
    expect(refusal(await act("postpaid.owner", "bar", `targetSystem=BSCS&resource=${OWNER_LINE}`))).toEqual([
      409,
      REFUSED,
      "alreadyBarred",
    ]);
    expect((await state("postpaid.owner", OWNER_LINE)).body).toEqual(shown);

    const unbarred = await act("postpaid.owner", "unbar");
    expect(unbarred.body).toMatchObject({ status: "active", availableAction: "bar", barredServices: [] });
    expect((await state("postpaid.owner", OWNER_LINE)).body.status).toBe("active");
    expect(refusal(await act("postpaid.owner", "unbar"))).toEqual([409, REFUSED, "notBarred"]);
  });

  it("each bar/unbar creates one customer request (simBlock / simUnblock) naming the number; a refused repeat none", async () => {
    const count = () =>
      t.sb.db.prepare("SELECT kind, related_id FROM tt_ticket WHERE user_id = 'usr-003' AND class = 'request' ORDER BY created_at").all();
    const before = count().length;
    await act("prepaid.owner", "bar", "targetSystem=PPS");
    await act("prepaid.owner", "bar", "targetSystem=PPS");
    await act("prepaid.owner", "unbar", "targetSystem=PPS");
    expect(count().slice(before)).toEqual([
      { kind: "simBlock", related_id: "0733000201" },
      { kind: "simUnblock", related_id: "0733000201" },
    ]);
  });

  it("someone else's line is 404 'Not found' (read and act), and stays as it was", async () => {
    expect(refusal(await state("postpaid.owner", USER_LINE))).toEqual([404, "Not found", "Not found"]);
    expect(refusal(await act("postpaid.owner", "bar", `targetSystem=BSCS&resource=${USER_LINE}`))).toEqual([404, "Not found", "Not found"]);
    expect(refusal(await state("postpaid.user", OWNER_LINE))).toEqual([404, "Not found", "Not found"]);
    expect(refusal(await state("postpaid.owner", "0799999999"))).toEqual([404, "Not found", "Not found"]);
    // A business user's own-line scope: the delegated chooser does not reach the chooser's second line.
    expect(refusal(await act("business.delegated", "bar", "targetSystem=BSCS&resource=0728000511"))).toEqual([
      404,
      "Not found",
      "Not found",
    ]);
    expect((await state("postpaid.user", USER_LINE)).body.status).toBe("active");
    expect((await state("business.chooser", "0728000511")).body.status).toBe("active");
  });

  it("a plain User (and PowerUser, SubUser) reads its state but may not act: 403 DXL-BAR-UNBAR_006, nothing changes", async () => {
    for (const [user, line] of [
      ["postpaid.user", USER_LINE],
      ["business.power", "0728000505"],
      ["business.sub", "0728000506"],
    ] as const) {
      expect((await state(user, line)).status).toBe(200);
      expect(refusal(await act(user, "bar"))).toEqual([403, REFUSED, "notContractHolder"]);
      expect((await state(user, line)).body.status).toBe("active");
    }
  });

  it("the contract holder's business roles act on the lines they reach: chooser (any company line), delegated, authorized", async () => {
    const chooser = await act("business.chooser", "bar", "targetSystem=BSCS&resource=0728000511");
    expect([chooser.status, chooser.body.status]).toEqual([200, "suspended"]);
    expect((await state("business.chooser", "0728000501")).body.status).toBe("active");
    for (const user of ["business.delegated", "business.authorized"]) {
      expect((await act(user, "bar")).body.status).toBe("suspended");
      expect((await act(user, "unbar")).body.status).toBe("active");
    }
    expect((await act("business.chooser", "unbar", "targetSystem=BSCS&resource=0728000511")).body.status).toBe("active");
  });

  it("roles kept out of lines, non-operator users and anonymous callers are refused", async () => {
    expect(refusal(await state("business.technical", "0728000504"))).toEqual([403, "insufficient_role", "insufficient_role"]);
    expect(refusal(await state("nonvf.user", "0744000701"))).toEqual([403, "insufficient_role", "insufficient_role"]);
    expect((await t.request("GET", `/bar-unbar/${OWNER_LINE}?targetSystem=BSCS`)).status).toBe(401);
    expect((await t.request("POST", "/bar-unbar/bar?targetSystem=BSCS")).status).toBe(401);
  });

  it("a fixed service has no SIM: 404 no_sim", async () => {
    expect(refusal(await state("fixed.owner", "FIX-4000401", "UPC"))).toEqual([404, "no_sim", "no_sim"]);
    expect(refusal(await act("fixed.owner", "bar", "targetSystem=UPC"))).toEqual([404, "no_sim", "no_sim"]);
  });

  it("targetSystem must be sent and name the line's system; the body must be empty; bar and unbar are the only actions", async () => {
    expect(refusal(await call("GET", `/bar-unbar/${OWNER_LINE}`, "postpaid.owner"))[0]).toBe(400);
    expect((await call("GET", `/bar-unbar/${OWNER_LINE}`, "postpaid.owner")).body).toMatchObject({ code: "invalid_query" });
    expect(refusal(await state("postpaid.owner", OWNER_LINE, "PPS"))).toEqual([400, REFUSED, "targetSystemMismatch"]);
    expect(refusal(await act("postpaid.owner", "bar", "targetSystem=PPS"))).toEqual([400, REFUSED, "targetSystemMismatch"]);
    expect(refusal(await act("postpaid.owner", "bar", "targetSystem=XYZ"))[1]).toBe("invalid_query");
    expect(refusal(await act("postpaid.owner", "bar", "targetSystem=BSCS", { reason: "stolen" }))).toEqual([
      400,
      "invalid_body",
      "invalid_body",
    ]);
    expect(refusal(await act("postpaid.owner", "freeze"))).toEqual([404, "Not found", "Not found"]);
    expect((await state("postpaid.owner", OWNER_LINE)).body.status).toBe("active");
    // An empty JSON object counts as an empty body.
    expect((await act("postpaid.owner", "bar", "targetSystem=BSCS", {})).status).toBe(200);
    expect((await act("postpaid.owner", "unbar")).status).toBe(200);
  });

  it("answers the POST preflight from the site's origin", async () => {
    const r = await fetch(`${t.url}/bar-unbar/bar?targetSystem=BSCS`, {
      method: "OPTIONS",
      headers: { origin: SITE, "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type" },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get("access-control-allow-origin")).toBe(SITE);
    expect((r.headers.get("access-control-allow-methods") ?? "").split(",").map((m) => m.trim())).toContain("POST");
    const other = await fetch(`${t.url}/bar-unbar/bar?targetSystem=BSCS`, {
      method: "OPTIONS",
      headers: { origin: "http://evil.example", "access-control-request-method": "POST" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("bar/unbar state survives a restart (SPEC §7 Bar/unbar)", () => {
  it("a barred SIM is still barred after the sandbox restarts on the same file", async () => {
    const first = await startTestSandbox();
    const token = (await first.login("postpaid.owner")).accessToken;
    expect((await first.request("POST", "/bar-unbar/bar?targetSystem=BSCS", { token })).status).toBe(200);
    await first.close();
    const second = await startTestSandbox({ dbFile: first.dbFile });
    try {
      const again = (await second.login("postpaid.owner")).accessToken;
      const r = await second.request<SimStatus>("GET", `/bar-unbar/${OWNER_LINE}?targetSystem=BSCS`, { token: again });
      expect([r.status, r.body.status]).toEqual([200, "suspended"]);
    } finally {
      await second.close();
    }
  });
});
