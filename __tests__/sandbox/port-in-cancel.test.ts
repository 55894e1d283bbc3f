// Cancelling a port-in (issue 28 step 3; /tmp/issue28/contract-cancel.md): TMF622 POST /dxl-port-in/cancelProductOrder
// → 201 CancelProductOrder "done" and the order "cancelled"; ANCOM a7: only at least 24 hours before the porting moment
// (the window's start, else 04:00 on the porting day), never once completed; someone else's order 404; a cancelled
// port frees the number; the fast-forward lever's {"portingSoon": true} puts the porting moment less than 24 h away.
import { anonymous, type Session } from "./cart-helpers";
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const P = "/dxl-port-in";
const DAY_MS = 24 * 60 * 60 * 1000;
/** Seeded numbers of other networks that port (docs/portin-address-contract.md "Seeded numbers"). */
const NUMBERS: Record<string, { operator: string; type: "prepaid" | "postpaid"; proof: string }> = {
  "0745100001": { operator: "ORANGE", type: "prepaid", proof: "8940100000000000016" },
  "0745100002": { operator: "ORANGE", type: "postpaid", proof: "CL45100002" },
  "0766200001": { operator: "TELEKOM", type: "prepaid", proof: "89403000000000000109" },
  "0766200002": { operator: "TELEKOM", type: "postpaid", proof: "TK66200002" },
  "0770300001": { operator: "DIGI", type: "prepaid", proof: "8940200000000000031" },
  "0770300002": { operator: "DIGI", type: "postpaid", proof: "DG70300002" },
  "0745100091": { operator: "ORANGE", type: "postpaid", proof: "CL45100091" },
};

describe("SPEC §7 / ANCOM a7 port-in cancellation (TMF622 cancelProductOrder)", () => {
  let t: TestSandbox;
  beforeEach(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 30 * 24 * 3600 });
  });
  afterEach(() => t.close());

  const call = <T = any>(who: Session, method: string, path: string, body?: unknown): Promise<Reply<T>> =>
    t.request<T>(method, P + path, { token: who.token, provider: who.provider, body });
  const cancel = (who: Session, id: string, extra: Record<string, unknown> = {}) =>
    call(who, "POST", "/cancelProductOrder", { productOrder: { id }, ...extra });
  const fastForward = (id: string, body?: unknown) => t.request("POST", `/sandbox/port-in/${id}/fast-forward`, { body });

  /** Files a port-in of `msisdn` (asap) for `who`, proving the number with its SMS code first. */
  async function file(who: Session, msisdn: string): Promise<any> {
    const n = NUMBERS[msisdn];
    const sent = await call(who, "POST", "/portIn/sendValidationSms", {
      payload: { msisdn },
      "g-recaptcha-response": await t.botToken("otcSendValidationSms"),
      "g-recaptcha-action": "otcSendValidationSms",
    });
    expect(sent.body.errorCode).toBe("no_error");
    const code = (await t.request("GET", `/sandbox/outbox?to=${msisdn}`)).body.messages[0].code;
    const v = await call(who, "POST", "/portIn/validateSms", { payload: { msisdn, code } });
    const chars = {
      msisdnToPort: msisdn,
      donorOperator: n.operator,
      donorSubscriptionType: n.type,
      [n.type === "prepaid" ? "iccid" : "donorClientCode"]: n.proof,
      requestedPortingDate: "asap",
      acceptProvisionalNumber: false,
      portInToken: v.body.payload.portInToken,
    };
    const r = await call(who, "POST", "/productOrder", {
      productOrderItem: [
        { action: "add", product: { productCharacteristic: Object.entries(chars).map(([name, value]) => ({ name, value })) } },
      ],
    });
    expect(r.status).toBe(201);
    return r.body;
  }

  it("a7 cancellation filed with the acceptor and confirmed: 201 CancelProductOrder done; the order is cancelled, dated now; the number may be filed again", async () => {
    const visitor = await anonymous(t);
    const order = await file(visitor, "0745100001");
    const r = await cancel(visitor, order.id, { cancellationReason: "M-am răzgândit" });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      "@type": "CancelProductOrder",
      state: "done",
      productOrder: { id: order.id },
      cancellationReason: "M-am răzgândit",
      effectiveCancellationDate: "2026-03-02T11:00:00+02:00",
    });
    expect(r.body.id).toMatch(/^CPO-\d+$/);
    expect(r.headers.get("location")).toBe(`${P}/cancelProductOrder/${r.body.id}`);

    const view = (await call(visitor, "GET", `/productOrder/${order.id}`)).body;
    expect(view).toMatchObject({ state: "cancelled", expectedCompletionDate: null, completionDate: null });
    expect(view.stateChange).toEqual([
      { state: "acknowledged", changeDate: "2026-03-02T11:00:00+02:00" },
      { state: "cancelled", changeDate: "2026-03-02T11:00:00+02:00" },
    ]);
    expect((await call(visitor, "GET", "/productOrder?state=cancelled")).body.map((o: { id: string }) => o.id)).toEqual([order.id]);

    // A cancelled port cannot be resumed, only filed again: the number is free (no port_in_already_open).
    const again = await cancel(visitor, order.id);
    expect([again.status, again.body.code, again.body.reason]).toEqual([409, "port_in_not_cancellable", "cancelled"]);
    const refiled = await file(visitor, "0745100001");
    expect(refiled.state).toBe("acknowledged");
    // Not even the clock brings the cancelled one back: it never gets the donor's answer.
    t.clock.advance(2 * 60 * 60 * 1000);
    expect((await call(visitor, "GET", `/productOrder/${order.id}`)).body.state).toBe("cancelled");
  });

  it("someone else's or an unknown order is 404 (nothing cancelled); no token 401; a body without productOrder.id 400", async () => {
    const owner = await anonymous(t);
    const order = await file(owner, "0766200001");
    const other = await anonymous(t);
    expect([(await cancel(other, order.id)).status, (await cancel(other, order.id)).body.code]).toEqual([404, "Not found"]);
    expect((await cancel(owner, "PI-1")).status).toBe(404);
    expect((await t.request("POST", `${P}/cancelProductOrder`, { body: { productOrder: { id: order.id } } })).status).toBe(401);
    const bad = await call(owner, "POST", "/cancelProductOrder", { productOrder: {} });
    expect([bad.status, bad.body.code]).toEqual([400, "invalid_body"]);
    expect((await call(owner, "GET", `/productOrder/${order.id}`)).body.state).toBe("acknowledged");
  });

  it("a7 at least 24 h before the porting moment (the window's start, 04:00 on the porting day): allowed at exactly 24 h, 409 tooLate a millisecond later", async () => {
    const visitor = await anonymous(t);
    const first = await file(visitor, "0770300001");
    const second = await file(visitor, "0770300002");
    // Both asap on Thursday 2026-03-05: porting moment 04:00 Romania time; the limit is Wednesday 04:00.
    expect([first.requestedCompletionDate, second.requestedCompletionDate]).toEqual(["2026-03-05", "2026-03-05"]);
    const limit = Date.parse("2026-03-05T04:00:00+02:00") - DAY_MS;
    // The donor answers after an hour (inProgress, window 04:00–07:00): the window's start is then the moment.
    t.clock.now = limit;
    const atLimit = await cancel(visitor, first.id);
    expect(atLimit.status).toBe(201);
    t.clock.now = limit + 1;
    const late = await cancel(visitor, second.id);
    expect([late.status, late.body.code, late.body.reason]).toEqual([409, "port_in_not_cancellable", "tooLate"]);
    expect(late.body.message).toBe("Portarea nu mai poate fi anulată: au rămas mai puțin de 24 de ore până la portare.");
    const still = (await call(visitor, "GET", `/productOrder/${second.id}`)).body;
    expect([still.state, still.portIn.portingWindow.start]).toEqual(["inProgress", "2026-03-05T04:00:00+02:00"]);
  });

  it("a7 a completed port cannot be undone (409 completed); a refused one has nothing to cancel (409 rejected)", async () => {
    const visitor = await anonymous(t);
    const done = await file(visitor, "0766200002");
    expect((await fastForward(done.id)).body.state).toBe("inProgress");
    expect((await fastForward(done.id)).body.state).toBe("completed");
    const r1 = await cancel(visitor, done.id);
    expect([r1.status, r1.body.code, r1.body.reason]).toEqual([409, "port_in_not_cancellable", "completed"]);

    const refused = await file(visitor, "0745100091");
    expect((await fastForward(refused.id)).body.state).toBe("rejected");
    const r2 = await cancel(visitor, refused.id);
    expect([r2.status, r2.body.reason]).toEqual([409, "rejected"]);
  });

  it("fast-forward {portingSoon: true}: inProgress with the porting window less than 24 h away, so a cancellation is 409 tooLate", async () => {
    const visitor = await anonymous(t);
    const order = await file(visitor, "0745100002");
    // 2026-03-02 11:00 Romania time: the next window opens tomorrow at 04:00 (17 h away).
    const soon = await fastForward(order.id, { portingSoon: true });
    expect(soon.status).toBe(200);
    expect(soon.body).toMatchObject({
      state: "inProgress",
      requestedCompletionDate: "2026-03-03",
      portIn: { portingDate: "2026-03-03", portingWindow: { start: "2026-03-03T04:00:00+02:00", end: "2026-03-03T07:00:00+02:00" } },
    });
    const r = await cancel(visitor, order.id);
    expect([r.status, r.body.reason]).toEqual([409, "tooLate"]);
    expect((await fastForward(order.id, { portingSoon: "yes" })).status).toBe(400);
  });

  it("fast-forward {portingSoon: true} before 04:00 Romania time takes today's window", async () => {
    const visitor = await anonymous(t);
    t.clock.now = Date.parse("2026-03-03T01:30:00+02:00");
    const order = await file(visitor, "0745100001");
    const soon = await fastForward(order.id, { portingSoon: true });
    expect(soon.body.portIn.portingWindow.start).toBe("2026-03-03T04:00:00+02:00");
    expect(soon.body.state).toBe("inProgress");
  });
});
