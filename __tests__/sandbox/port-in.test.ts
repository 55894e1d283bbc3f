// Port-in back end (/tmp/issue28/contract-portin.md): portability check, SMS code to the number being ported (otc's
// codes and limits), port-in token, TMF622-style port-in order moving with the clock, ANCOM's three donor refusals.
import { anonymous, baseSso, type Session } from "./cart-helpers";
import { startTestSandbox, T0, type Reply, type TestSandbox } from "./support/sandbox";

const P = "/dxl-port-in";
const HOUR = 60 * 60 * 1000;

describe("port-in (issue 28)", () => {
  let t: TestSandbox;
  let visitor: Session;
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 30 * 24 * 3600 });
    visitor = await anonymous(t);
  });
  afterAll(() => t.close());

  const call = <T = any>(method: string, path: string, body?: unknown, who: Session = visitor): Promise<Reply<T>> =>
    t.request<T>(method, P + path, { token: who.token, provider: who.provider, body });
  const refusal = (r: Reply) => [r.status, r.body.code, r.body.reason];

  async function send(msisdn: string, who: Session = visitor) {
    return call(
      "POST",
      "/portIn/sendValidationSms",
      {
        payload: { msisdn },
        "g-recaptcha-response": await t.botToken("otcSendValidationSms"),
        "g-recaptcha-action": "otcSendValidationSms",
      },
      who,
    );
  }
  const lastCode = async (msisdn: string): Promise<string> =>
    (await t.request("GET", `/sandbox/outbox?to=${msisdn}`)).body.messages[0].code;
  async function portInToken(msisdn: string, who: Session = visitor): Promise<string> {
    expect((await send(msisdn, who)).body.errorCode).toBe("no_error");
    const v = await call("POST", "/portIn/validateSms", { payload: { msisdn, code: await lastCode(msisdn) } }, who);
    expect(v.body.errorCode).toBe("no_error");
    return v.body.payload.portInToken;
  }
  const order = (chars: Record<string, unknown>, who: Session = visitor) =>
    call(
      "POST",
      "/productOrder",
      {
        productOrderItem: [
          {
            action: "add",
            productOffering: { id: "PO-RED-12" },
            product: { productCharacteristic: Object.entries(chars).map(([name, value]) => ({ name, value })) },
          },
        ],
      },
      who,
    );
  const prepaid = (msisdn: string, iccid: string, token: string, extra: Record<string, unknown> = {}) => ({
    msisdnToPort: msisdn,
    donorOperator: "ORANGE",
    donorSubscriptionType: "prepaid",
    iccid,
    acceptProvisionalNumber: false,
    portInToken: token,
    ...extra,
  });

  it("portability: a number of another network answers its operator and the porting window (Bucharest days)", async () => {
    const r = await call("GET", "/portability?msisdn=%2B40745100001");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      msisdn: "0745100001",
      portable: true,
      donorOperator: { id: "ORANGE", name: "Orange România" },
      portingWindow: { requestDay: "2026-03-02", earliest: "2026-03-05", latest: "2026-04-06" },
    });
    expect((await call("GET", "/portability?msisdn=0744000701")).body.donorOperator.id).toBe("ORANGE");
  });

  it("portability: numbers already ours (persona line, fleet line) are refused 409 number_already_ours; unknown 404; bad 400", async () => {
    expect(refusal(await call("GET", "/portability?msisdn=0722000101"))).toEqual([409, "number_already_ours", "alreadyOurNumber"]);
    expect(refusal(await call("GET", "/portability?msisdn=0729100000"))).toEqual([409, "number_already_ours", "alreadyOurNumber"]);
    expect(refusal(await call("GET", "/portability?msisdn=0755555555"))).toEqual([404, "number_not_found", "notInPortabilityDatabase"]);
    expect(refusal(await call("GET", "/portability?msisdn=0212345678"))).toEqual([400, "invalid_msisdn", "msisdnToPort"]);
    expect((await t.request("GET", `${P}/portability?msisdn=0745100001`)).status).toBe(401);
  });

  it("operators: the donor list, the subscription types and today's window", async () => {
    const r = await call("GET", "/operators");
    expect(r.body.operators.map((o: { id: string }) => o.id)).toEqual(["ORANGE", "TELEKOM", "DIGI", "LYCAMOBILE"]);
    expect(r.body.subscriptionTypes).toEqual(["prepaid", "postpaid"]);
  });

  it("SMS code goes to the number being ported (otc outbox); our numbers get none; the bot-check is the send-SMS one", async () => {
    const r = await send("0766200001");
    expect(r.body).toMatchObject({ errorCode: "no_error", payload: { msisdn: "0766200001", expiresIn: 300 } });
    expect(Date.parse(r.body.payload.resendTimestamp)).toBe(T0 + 60_000);
    expect(await lastCode("0766200001")).toMatch(/^\d{6}$/);
    expect(refusal(await send("0722000101"))).toEqual([409, "number_already_ours", "alreadyOurNumber"]);
    expect((await t.request("GET", "/sandbox/outbox?to=0722000101")).body.messages).toHaveLength(0);
    const noBot = await call("POST", "/portIn/sendValidationSms", { payload: { msisdn: "0766200001" } });
    expect(noBot.body).toEqual({ errorCode: "recaptcha_failed", payload: { reason: "missing" } });
  });

  it("SPEC §8 cannot_send_sms (unreachable seeded donor number) and sms_blocked (otc's 3 sends per 10 minutes)", async () => {
    expect((await send("0799999901")).body).toEqual({ errorCode: "cannot_send_sms", payload: null });
    expect((await send("0770300002")).body.errorCode).toBe("no_error");
    expect((await send("0770300002")).body.errorCode).toBe("no_error");
    expect((await send("0770300002")).body.errorCode).toBe("no_error");
    expect((await send("0770300002")).body).toEqual({ errorCode: "sms_blocked", payload: null });
  });

  it("SPEC §8 code_expired after the code's 5 minutes; a wrong code is GenericError; the right one gives a token", async () => {
    await send("0766200002");
    const code = await lastCode("0766200002");
    const wrong = code === "000000" ? "111111" : "000000";
    const v = (c: string) => call("POST", "/portIn/validateSms", { payload: { msisdn: "0766200002", code: c } });
    expect((await v(wrong)).body).toEqual({ errorCode: "GenericError", payload: null });
    t.clock.advance(5 * 60 * 1000);
    expect((await v(code)).body).toEqual({ errorCode: "code_expired", payload: null });
    await send("0766200002");
    const ok = await v(await lastCode("0766200002"));
    expect(ok.body).toMatchObject({
      errorCode: "no_error",
      payload: { msisdn: "0766200002", portInToken: expect.stringMatching(/^pin_/) },
    });
    expect(Date.parse(ok.body.payload.expiresAt)).toBe(t.clock.now + 30 * 60 * 1000);
  });

  it("order validation: the domain's field checks, the porting date, the explicit provisional-number choice, the token", async () => {
    const token = await portInToken("0745100001");
    expect(refusal(await order(prepaid("0745100001", "", token)))).toEqual([400, "invalid_port_in", "iccid"]);
    const bad = await order(prepaid("0745100001", "8940100000000000017", token));
    expect(bad.body.message).toMatch(/ICCID/);
    expect(refusal(await order(prepaid("0745100001", "8940100000000000016", token, { requestedPortingDate: "2026-03-14" })))).toEqual([
      400,
      "invalid_porting_date",
      "notWorkingDay",
    ]);
    expect(refusal(await order(prepaid("0745100001", "8940100000000000016", token, { requestedPortingDate: "2026-04-07" })))).toEqual([
      400,
      "invalid_porting_date",
      "tooLate",
    ]);
    expect((await order(prepaid("0745100001", "8940100000000000016", token, { acceptProvisionalNumber: undefined }))).body.code).toBe(
      "invalid_body",
    );
    expect(refusal(await order(prepaid("0745100001", "8940100000000000016", "")))).toEqual([403, "port_in_token_invalid", "missing"]);
    expect(refusal(await order(prepaid("0751400001", "8940600000000000045", token, { donorOperator: "LYCAMOBILE" })))).toEqual([
      403,
      "port_in_token_invalid",
      "mismatch",
    ]);
    const other = await anonymous(t);
    expect(refusal(await order(prepaid("0745100001", "8940100000000000016", token), other))).toEqual([
      403,
      "port_in_token_invalid",
      "mismatch",
    ]);
    expect(refusal(await order(prepaid("0722000101", "8940100000000000016", token)))).toEqual([
      409,
      "number_already_ours",
      "alreadyOurNumber",
    ]);
  });

  it("ANCOM a3: each donor refusal is reproducible by a seeded number and comes with its Romanian text and fix", async () => {
    const placed = [
      await order({
        ...prepaid("0745100091", "", await portInToken("0745100091")),
        donorSubscriptionType: "postpaid",
        donorClientCode: "CL45100091",
      }),
      await order({ ...prepaid("0766200092", "8940100000000000925", await portInToken("0766200092")), donorOperator: "TELEKOM" }),
      await order({ ...prepaid("0770300093", "8940300000000000931", await portInToken("0770300093")), donorOperator: "DIGI" }),
      // The wrong ICCID for a number that would port: the donor finds the identity does not match.
      await order({ ...prepaid("0770300001", "8940100000000000016", await portInToken("0770300001")), donorOperator: "DIGI" }),
    ];
    expect(placed.map((r) => [r.status, r.body.state])).toEqual(Array(4).fill([201, "acknowledged"]));
    t.clock.advance(HOUR - 1);
    expect((await call("GET", `/productOrder/${placed[0].body.id}`)).body.state).toBe("acknowledged");
    t.clock.advance(1);
    const answered = await Promise.all(placed.map((r) => call("GET", `/productOrder/${r.body.id}`)));
    expect(answered.map((r) => [r.body.state, r.body.rejectionReason.code])).toEqual([
      ["rejected", "requestIncomplete"],
      ["rejected", "identityMismatch"],
      ["rejected", "numberNotInService"],
      ["rejected", "identityMismatch"],
    ]);
    expect(answered[2].body.rejectionReason).toMatchObject({
      title: "Numărul nu mai este activ la operatorul actual",
      howToFix: expect.stringMatching(/trimite din nou cererea/),
    });
    expect(answered[0].body.expectedCompletionDate).toBeNull();
    expect(answered[0].body.stateChange.map((s: { state: string }) => s.state)).toEqual(["acknowledged", "rejected"]);
  });

  it("a prepaid port: acknowledged → inProgress (window set) → completed at the window's end; the number is then ours", async () => {
    const filedAt = t.clock.now;
    const token = await portInToken("0745100001");
    const r = await order(prepaid("0745100001", " 8940 1000 0000 0000 016", token, { requestedPortingDate: "asap" }));
    expect(r.status).toBe(201);
    expect(r.headers.get("location")).toBe(`${P}/productOrder/${r.body.id}`);
    expect(r.body).toMatchObject({
      "@type": "ProductOrder",
      flow: "MNP",
      state: "acknowledged",
      requestedCompletionDate: "2026-03-05",
      expectedCompletionDate: "2026-03-05T07:00:00+02:00",
      productOrderItem: [{ action: "add", productOffering: { id: "PO-RED-12" } }],
      portIn: { msisdn: "0745100001", donorSubscriptionType: "prepaid", asap: true, acceptProvisionalNumber: false, portingWindow: null },
      rejectionReason: null,
    });
    expect(r.body.productOrderItem[0].product.productCharacteristic).toContainEqual({
      name: "iccid",
      valueType: "string",
      value: "8940100000000000016",
    });
    expect(refusal(await order(prepaid("0745100001", "8940100000000000016", token)))).toEqual([403, "port_in_token_invalid", "used"]);
    expect(refusal(await order(prepaid("0745100001", "8940100000000000016", await portInToken("0745100001"))))).toEqual([
      409,
      "port_in_already_open",
      "portInInProgress",
    ]);

    t.clock.now = filedAt + HOUR;
    const progress = await call("GET", `/productOrder/${r.body.id}`);
    expect(progress.body.state).toBe("inProgress");
    expect(progress.body.portIn.portingWindow).toEqual({ start: "2026-03-05T04:00:00+02:00", end: "2026-03-05T07:00:00+02:00" });
    expect((await call("GET", "/productOrder?state=inProgress,acknowledged,pending")).body.map((o: { id: string }) => o.id)).toEqual([
      r.body.id,
    ]);

    t.clock.now = Date.parse("2026-03-05T07:00:00+02:00");
    const done = await call("GET", `/productOrder/${r.body.id}`);
    expect(done.body).toMatchObject({ state: "completed", completionDate: "2026-03-05T07:00:00+02:00" });
    expect(done.body.stateChange.map((s: { state: string }) => s.state)).toEqual(["acknowledged", "inProgress", "completed"]);
    expect(refusal(await call("GET", "/portability?msisdn=0745100001"))).toEqual([409, "number_already_ours", "alreadyOurNumber"]);
  });

  it("an order is its owner's: another visitor or a signed-in user gets 404 and an empty list", async () => {
    const mine = (await call("GET", "/productOrder")).body as { id: string }[];
    expect(mine.length).toBe(5);
    const other = await baseSso(t, "postpaid.owner");
    expect(refusal(await call("GET", `/productOrder/${mine[0].id}`, undefined, other))).toEqual([404, "Not found", "Not found"]);
    expect((await call("GET", "/productOrder", undefined, other)).body).toEqual([]);
  });
});
