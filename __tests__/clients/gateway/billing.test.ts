// The billing clients (src/clients/gateway/billing/: the bill list, the bills page's, the bill pages' and the recharge
// and settings client) and the e-mail codes of the one-time-code client, against a fake gateway: SPEC §7 "Bills and payments", "E-bill
// subscription and e-mail", §6 closed-account header and bill e-mail, §5/§9 rate lookup 3..100, and
// docs/billing-contract.md's paths, headers and answers. No network.
import "../../textEncoder";
import { AxiosHeaders, isAxiosError, type AxiosAdapter } from "axios";
import { createBillingCareApi, RateLookupNotAllowed } from "../../../src/clients/gateway/billing/billingCareClient";
import { createBillListApi } from "../../../src/clients/gateway/billing/billListClient";
import { createBillPagesApi } from "../../../src/clients/gateway/billing/billPagesClient";
import { createBillsApi } from "../../../src/clients/gateway/billing/billsClient";
import { fileNameOfDisposition, safeFileName } from "../../../src/clients/gateway/billing/documentDownload";
import { createOtcApi } from "../../../src/clients/gateway/otc";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { emptyTokens, setAnonymousTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Reply, type Seen } from "./fakeGateway";

type Answer = Reply & { headers?: Record<string, string> };

/** fakeGateway plus response headers and the responseType each request asked for. */
function gateway(handler: (req: Seen) => Answer | Promise<Answer>) {
  let headers: Record<string, string> = {};
  const responseTypes: (string | undefined)[] = [];
  const gw = fakeGateway(async (req) => {
    const reply = await handler(req);
    headers = "headers" in reply && reply.headers ? reply.headers : {};
    return reply;
  });
  const adapter: AxiosAdapter = async (config) => {
    responseTypes.push(config.responseType);
    try {
      const res = await gw.adapter(config);
      return { ...res, headers: AxiosHeaders.from(headers) };
    } catch (e) {
      if (isAxiosError(e) && e.response) e.response.headers = AxiosHeaders.from(headers);
      throw e;
    }
  };
  return { ...gw, adapter, responseTypes };
}

const sso = () => setBaseTokens(emptyTokens(), pair("base"));

function api(handler: (req: Seen) => Answer | Promise<Answer>, tokens: AuthTokens = sso()) {
  const gw = gateway(handler);
  const port = memoryPort(tokens, "personal");
  port.segment = "RESIDENTIAL";
  const options = { adapter: gw.adapter };
  // Every billing call, each from the client that owns it (as the hooks bind them), and the e-mail codes' client.
  const billing = {
    ...createBillListApi(port, options),
    ...createBillsApi(port, options),
    ...createBillPagesApi(port, options),
    ...createBillingCareApi(port, options),
  };
  return { gw, billing, otc: createOtcApi(port, options) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

const tmfError = (status: number, code: string, message = "Mesaj") => ({
  status,
  data: { "@type": "Error", code, reason: code, message, status },
});

const BILL = {
  id: "1000001012602",
  billNo: "FV202602-100000101",
  billDate: "2026-02-05T00:00:00.000Z",
  paymentDueDate: "2026-02-25T00:00:00.000Z",
  billingPeriod: { startDateTime: "2026-01-05T00:00:00.000Z", endDateTime: "2026-02-04T23:59:59.999Z" },
  amountDue: { unit: "RON", value: 87.31 },
  remainingAmount: { unit: "RON", value: 87.31 },
  taxExcludedAmount: { unit: "RON", value: 73.37 },
  paymentStatus: "UNPAID",
  state: "sent",
  financialAccount: { accountBalance: [{ balanceType: "leftToPay", amount: { unit: "RON", value: 87.31 } }] },
  billDocument: [
    { id: "1000001012602-PDF_1P", attachmentType: "PDF_1P", name: "FV202602-100000101_PDF_1P.pdf", mimeType: "application/pdf" },
  ],
  billingAccount: { id: "100000101" },
};

const LINK = {
  id: "PL-1",
  paymentLink: "http://127.0.0.1:8787/payments/pay/PL-1",
  status: "open",
  kind: "bill",
  amount: { unit: "RON", value: 87.31 },
  amountRon: { unit: "RON", value: 87.31 },
  bills: [{ id: "1000001012602", billNo: "FV202602-100000101", amountRon: 87.31 }],
  banId: "100000101",
  redirectTo: "http://127.0.0.1:9000/ecare/facturi-si-plati",
  expiresAt: "2026-03-02T09:30:00.000Z",
};

const PDF = new TextEncoder().encode("%PDF-1.4\n...\n%%EOF\n");
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
const bytes = (u: Uint8Array) => u.buffer.slice(u.byteOffset, u.byteOffset + u.byteLength);

/** jsdom's Blob has no arrayBuffer(): read it as the browser's FileReader does. */
const blobBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe("SPEC §7 GET ebill /customerBill?banId={ban} and §6 the closed-account header", () => {
  it("asks for the BAN's bills with the signed-in token and maps them to SPEC §3 bills (current + history)", async () => {
    const { gw, billing } = api(() => json([BILL, { ...BILL, id: "1000001012601" }]));
    const bills = await billing.customerBills("100000101");
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/ebill/customerBill?banId=100000101" });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
    expect(bills.currentBill).toMatchObject({ billId: "1000001012602", billNumber: "FV202602-100000101", leftToPayAmount: 87.31 });
    expect(bills.billHistory.map((b) => b.billId)).toEqual(["1000001012601"]);
  });

  it("sends X-Closed-Account-Ban only when a closed BAN is named", async () => {
    const { gw, billing } = api(() => json([]));
    await billing.customerBills("100000101");
    await billing.customerBills("100000101", { closedBan: null });
    await billing.customerBills("100000101", { closedBan: "  " });
    await billing.customerBills("100000199", { closedBan: "100000199" });
    expect(gw.calls.map((c) => c.headers["x-closed-account-ban"])).toEqual([undefined, undefined, undefined, "100000199"]);
  });

  it.each([{ bills: [] }, "<html>", null])("an answer that is not a list (%j) is invalid_response", async (body) => {
    const { billing } = api(() => json(body));
    expect(await rejection(billing.customerBills("100000101"))).toMatchObject({
      kind: "invalid_response",
      service: "ebill",
      payload: null,
    });
  });

  it("a refusal keeps its status and code (a closed BAN without the header)", async () => {
    const { billing } = api(() => tmfError(403, "closed_account_header_required"));
    const error = await rejection(billing.customerBills("100000199"));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: "http", status: 403, code: "closed_account_header_required", service: "ebill" });
  });

  it("is never sent with an anonymous token", async () => {
    const { gw, billing } = api(() => json([]), setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")));
    expect(await rejection(billing.customerBills("100000101"))).toMatchObject({ kind: "unauthorized" });
    expect(gw.calls).toHaveLength(0);
  });
});

describe("SPEC §7 GET ebill /billSummary/VDF{billId}", () => {
  const summary = {
    ...BILL,
    lines: [
      {
        id: "1000001012602-0722000101",
        msisdn: "0722000101",
        services: [{ name: "RED 12", category: "recurring", taxExcludedAmount: { unit: "RON", value: 30.12 } }],
        taxExcludedAmount: { unit: "RON", value: 73.37 },
      },
      { id: "1000001012602-fixed", msisdn: null, services: [], taxExcludedAmount: { unit: "RON", value: 0 } },
    ],
  };

  it("addresses the bill as VDF{id} (prefixed or not) and reads the bill and its lines", async () => {
    const { gw, billing } = api(() => json(summary));
    const read = await billing.billSummary("1000001012602");
    await billing.billSummary("VDF1000001012602", { closedBan: "100000199" });
    expect(gw.calls.map((c) => c.path)).toEqual(["/ebill/billSummary/VDF1000001012602", "/ebill/billSummary/VDF1000001012602"]);
    expect(gw.calls.map((c) => c.headers["x-closed-account-ban"])).toEqual([undefined, "100000199"]);
    expect(read.bill).toMatchObject({ billId: "1000001012602", amountDue: 87.31 });
    expect(read.lines).toEqual([
      {
        id: "1000001012602-0722000101",
        msisdn: "0722000101",
        services: [{ name: "RED 12", category: "recurring", amount: 30.12, unit: "RON" }],
        amount: 73.37,
        unit: "RON",
      },
      { id: "1000001012602-fixed", msisdn: null, services: [], amount: 0, unit: "RON" },
    ]);
  });

  it.each([{}, { ...summary, lines: [{ id: "x", services: [{ name: "A" }] }] }, []])(
    "a summary without a bill or with a broken line → invalid_response",
    async (body) => {
      const { billing } = api(() => json(body));
      expect(await rejection(billing.billSummary("1000001012602"))).toMatchObject({ kind: "invalid_response" });
    },
  );
});

describe("SPEC §7 GET .../billDocument/{type}/download: saved as the provider's invoice", () => {
  const pdf = (headers: Record<string, string>): Answer => ({ status: 200, data: bytes(PDF), headers });

  it("asks for bytes (responseType arraybuffer, pdf/zip/any accepted) and names the file from Content-Disposition", async () => {
    const { gw, billing } = api(() =>
      pdf({ "content-type": "application/pdf", "content-disposition": 'attachment; filename="FV202602-100000101_PDF_1P.pdf"' }),
    );
    const doc = await billing.downloadDocument("1000001012602", "PDF_1P", { fileName: "other.pdf" });
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/ebill/customerBill/VDF1000001012602/billDocument/PDF_1P/download" });
    expect(gw.calls[0]!.headers.accept).toBe("application/pdf, application/zip, */*");
    expect(gw.calls[0]!.headers["x-closed-account-ban"]).toBeUndefined();
    expect(gw.responseTypes).toEqual(["arraybuffer"]);
    expect(doc.fileName).toBe("FV202602-100000101_PDF_1P.pdf");
    expect(doc.mimeType).toBe("application/pdf");
    expect(doc.blob.type).toBe("application/pdf");
    expect(doc.blob.size).toBe(PDF.byteLength);
    expect(Array.from(await blobBytes(doc.blob))).toEqual(Array.from(PDF));
  });

  it("without Content-Disposition the bill's document name is the file name, else one made of the bill and type", async () => {
    const { billing } = api(() => ({ status: 200, data: bytes(ZIP), headers: { "content-type": "application/zip" } }));
    expect((await billing.downloadDocument("1000001012602", "ZIP_CD", { fileName: "FV202602-500000501_ZIP_CD.zip" })).fileName).toBe(
      "FV202602-500000501_ZIP_CD.zip",
    );
    expect((await billing.downloadDocument("1000001012602", "ZIP_CD")).fileName).toBe("1000001012602_ZIP_CD.zip");
  });

  it("sends the closed-account header when asked", async () => {
    const { gw, billing } = api(() => pdf({ "content-type": "application/pdf" }));
    await billing.downloadDocument("1000001992506", "PDF_1P", { closedBan: "100000199" });
    expect(gw.calls[0]!.headers["x-closed-account-ban"]).toBe("100000199");
  });

  it("a refusal's JSON body (bytes) keeps its status and code", async () => {
    const body = new TextEncoder().encode(JSON.stringify({ "@type": "Error", code: "document_not_available", message: "Nu există." }));
    const { billing } = api(() => ({ status: 404, data: bytes(body) }));
    expect(await rejection(billing.downloadDocument("1000001012602", "PDF_2C"))).toMatchObject({
      kind: "http",
      status: 404,
      code: "document_not_available",
      message: "Nu există.",
      service: "ebill",
    });
  });

  it("the bytes decide the type and the extension, never the answer's Content-Type (issue 24)", async () => {
    const { billing } = api(() => ({
      status: 200,
      data: bytes(ZIP),
      headers: { "content-type": "text/html", "content-disposition": 'attachment; filename="factura.html"' },
    }));
    const doc = await billing.downloadDocument("1000001012602", "ZIP_CD");
    expect(doc).toMatchObject({ kind: "zip", mimeType: "application/zip", fileName: "factura.html.zip" });
    expect(doc.blob.type).toBe("application/zip");
    const { billing: pdfBilling } = api(() => pdf({ "content-type": "application/octet-stream" }));
    const pdfDoc = await pdfBilling.downloadDocument("1000001012602", "PDF_1P");
    expect(pdfDoc).toMatchObject({ kind: "pdf", mimeType: "application/pdf", fileName: "1000001012602_PDF_1P.pdf" });
    expect(pdfDoc.blob.type).toBe("application/pdf");
  });

  it.each([
    ["an HTML page", "<!doctype html><script>alert(document.domain)</script>", "text/html"],
    ["an SVG", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', "image/svg+xml"],
    ["HTML sent as a PDF", "<html><body>%PDF-</body></html>", "application/pdf"],
  ])("%s is neither kept nor saved: invalid_response (issue 24)", async (_, text, type) => {
    const { billing } = api(() => ({ status: 200, data: bytes(new TextEncoder().encode(text)), headers: { "content-type": type } }));
    expect(await rejection(billing.downloadDocument("1000001012602", "PDF_1P"))).toMatchObject({
      kind: "invalid_response",
      service: "ebill",
    });
  });

  it.each([
    [
      "a JSON answer",
      { status: 200, data: bytes(new TextEncoder().encode('{"status":"ok"}')), headers: { "content-type": "application/json" } },
    ],
    ["no bytes", { status: 200, data: new ArrayBuffer(0), headers: { "content-type": "application/pdf" } }],
    ["not bytes at all", { status: 200, data: null, headers: {} }],
  ])("%s is not a document → invalid_response", async (_, reply) => {
    const { billing } = api(() => reply);
    expect(await rejection(billing.downloadDocument("1000001012602", "PDF_1P"))).toMatchObject({ kind: "invalid_response" });
  });

  it.each([
    ['attachment; filename="FV202602-100000101_PDF_1P.pdf"', "FV202602-100000101_PDF_1P.pdf"],
    ["attachment; filename=FV202602.pdf", "FV202602.pdf"],
    ["attachment; filename*=UTF-8''Factur%C4%83%20mai.pdf; filename=\"Factura mai.pdf\"", "Factură mai.pdf"],
    ['attachment; filename="../../etc/passwd"', "passwd"],
    ['attachment; filename="a:b*c?.pdf"', "a_b_c_.pdf"],
    ['attachment; filename=".."', null],
    ["attachment", null],
    [undefined, null],
  ])("Content-Disposition %j → %j", (header, name) => {
    expect(fileNameOfDisposition(header)).toBe(name);
  });

  it("safeFileName drops paths and control characters", () => {
    expect(safeFileName("C:\\x\\FV.pdf")).toBe("FV.pdf");
    expect(safeFileName("F\u0000V.pdf")).toBe("F_V.pdf");
    expect(safeFileName("  ")).toBeNull();
  });
});

describe("SPEC §7 bill download, the preview's PDF only (issue 24): only bytes that start with %PDF-", () => {
  const answer = (text: string | Uint8Array, type: string): Answer => ({
    status: 200,
    data: bytes(typeof text === "string" ? new TextEncoder().encode(text) : text),
    headers: { "content-type": type },
  });

  it("a PDF is kept as a fixed application/pdf Blob", async () => {
    const { billing } = api(() => answer(PDF, "application/pdf; charset=binary"));
    const doc = await billing.downloadDocument("1000001012602", "PDF_1P", { only: "pdf" });
    expect(doc.kind).toBe("pdf");
    expect(doc.blob.type).toBe("application/pdf");
  });

  it("the preview refuses a text/html answer", async () => {
    const { billing } = api(() => answer("<!doctype html><script>steal(localStorage)</script>", "text/html"));
    expect(await rejection(billing.downloadDocument("1000001012602", "PDF_1P", { only: "pdf" }))).toMatchObject({
      kind: "invalid_response",
      service: "ebill",
    });
  });

  it("the preview refuses an application/pdf content type whose bytes do not start with %PDF-", async () => {
    const { billing } = api(() => answer("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>%PDF-1.4", "application/pdf"));
    expect(await rejection(billing.downloadDocument("1000001012602", "PDF_1P", { only: "pdf" }))).toMatchObject({
      kind: "invalid_response",
    });
  });

  it("the preview refuses a zip (a download, never framed)", async () => {
    const { billing } = api(() => answer(ZIP, "application/pdf"));
    expect(await rejection(billing.downloadDocument("1000001012602", "PDF_1P", { only: "pdf" }))).toMatchObject({
      kind: "invalid_response",
    });
  });
});

describe("SPEC §7 POST .../sendEmail with a security token (§6 payload by role)", () => {
  function mailer() {
    let n = 0;
    return api((req) => {
      if (req.path === "/ebill/securityToken")
        return json({ securityToken: `sbx_st_${++n}`, expiresIn: 300, expiresAt: "2026-03-02T09:05:00Z" });
      return json({
        status: "sent",
        billId: "1000001012602",
        document: { name: "FV.pdf", mimeType: "application/pdf" },
        recipients: ["ana@example.ro"],
      });
    });
  }

  it("fetches a fresh token right before each send and sends it as X-Security-Token", async () => {
    const { gw, billing } = mailer();
    const body = { email: "ana@example.ro", otherEmails: null, userType: "ContractOwner" as const };
    const sent = await billing.sendBillEmail("1000001012602", "PDF_1P", body);
    await billing.sendBillEmail("1000001012602", "PDF_1P", body);
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /ebill/securityToken",
      "POST /ebill/customerBill/VDF1000001012602/billDocument/PDF_1P/sendEmail",
      "GET /ebill/securityToken",
      "POST /ebill/customerBill/VDF1000001012602/billDocument/PDF_1P/sendEmail",
    ]);
    expect(gw.calls[1]!.headers["x-security-token"]).toBe("sbx_st_1");
    expect(gw.calls[3]!.headers["x-security-token"]).toBe("sbx_st_2");
    expect(gw.calls[1]!.body).toEqual(body);
    expect(sent).toEqual({ recipients: ["ana@example.ro"], documentName: "FV.pdf" });
  });

  it("the Chooser's otherEmails travel; the closed-account header only when asked", async () => {
    const { gw, billing } = mailer();
    const body = { email: "admin@firma.ro", otherEmails: ["contabil@firma.ro"], userType: "Chooser" as const };
    await billing.sendBillEmail("5000005012602", "ZIP_CD", body, { closedBan: "500000599" });
    expect(gw.calls[1]!.body).toEqual(body);
    expect(gw.calls[0]!.headers["x-closed-account-ban"]).toBeUndefined();
    expect(gw.calls[1]!.headers["x-closed-account-ban"]).toBe("500000599");
  });

  it("no token, no send: a failed token call rejects and nothing is posted", async () => {
    const { gw, billing } = api(() => ({ status: 503, data: { code: "unavailable" } }));
    expect(
      await rejection(billing.sendBillEmail("1", "PDF_1P", { email: "a@b.ro", otherEmails: null, userType: "ContractOwner" })),
    ).toMatchObject({ kind: "http", status: 503 });
    expect(gw.calls.map((c) => c.method)).toEqual(["GET"]);
  });

  it("a token answer without a token is invalid_response", async () => {
    const { billing } = api(() => json({ expiresIn: 300 }));
    expect(await rejection(billing.securityToken())).toMatchObject({ kind: "invalid_response" });
  });
});

describe("SPEC §3 closed accounts", () => {
  it("closedAccounts reads SPEC §3's fields; a bad item is invalid_response", async () => {
    const account = { customerId: "CUST-CBU-1001", crmCustomerSegment: "RESIDENTIAL", ban: "100000199" };
    const { gw, billing } = api(() => json([account]));
    expect(await billing.closedAccounts()).toEqual([account]);
    expect(gw.calls[0]!.path).toBe("/ebill/closedAccounts");
    const broken = api(() => json([{ customerId: "x" }]));
    expect(await rejection(broken.billing.closedAccounts())).toMatchObject({ kind: "invalid_response" });
  });
});

describe("SPEC §7 pay links: POST ebill /payment-link", () => {
  it("a bill's link: body billId + redirectTo; the answer's link and amounts", async () => {
    const { gw, billing } = api(() => json(LINK, 201));
    const link = await billing.createPayLink("1000001012602", "http://127.0.0.1:9000/ecare/facturi-si-plati");
    expect(gw.calls[0]).toMatchObject({
      method: "POST",
      path: "/ebill/payment-link",
      body: { billId: "1000001012602", redirectTo: "http://127.0.0.1:9000/ecare/facturi-si-plati" },
    });
    expect(link).toMatchObject({
      id: "PL-1",
      paymentLink: LINK.paymentLink,
      kind: "bill",
      amount: { value: 87.31, unit: "RON" },
      banId: "100000101",
    });
    expect(link.bills).toEqual([{ id: "1000001012602", billNo: "FV202602-100000101", amountRon: 87.31 }]);
  });

  it("no redirectTo: none is sent (the gateway's default)", async () => {
    const { gw, billing } = api(() => json(LINK, 201));
    await billing.createPayLink("1000001012602");
    expect(gw.calls[0]!.body).toEqual({ billId: "1000001012602" });
  });

  it.each(["javascript:alert(1)", "/payments/pay/PL-1", "", "data:text/html,x"])(
    "a link that is not a web address (%j) is invalid_response",
    async (paymentLink) => {
      const { billing } = api(() => json({ ...LINK, paymentLink }, 201));
      expect(await rejection(billing.createPayLink("1000001012602"))).toMatchObject({ kind: "invalid_response" });
    },
  );

  it.each([
    ["http on another host", "http://evil.example/payments/pay/PL-1"],
    ["https off the allow-list", "https://evil.example/payments/pay/PL-1"],
    ["the gateway's host on another port", "http://127.0.0.1:9999/payments/pay/PL-1"],
  ])("issue 24: a pay link %s is not followed: every pay-link call fails as invalid_response", async (_why, paymentLink) => {
    const { billing } = api(() => json({ ...LINK, paymentLink }, 201));
    expect(await rejection(billing.createPayLink("1000001012602"))).toMatchObject({ kind: "invalid_response", service: "ebill" });
    expect(await rejection(billing.recharge({ amount: 10, email: "a@b.ro", phone: "0722123456" }))).toMatchObject({
      kind: "invalid_response",
      service: "ebill",
    });
  });

  it("a paid bill's refusal keeps its code (409 bill_already_paid)", async () => {
    const { billing } = api(() => tmfError(409, "bill_already_paid"));
    expect(await rejection(billing.createPayLink("1000001012602"))).toMatchObject({ kind: "http", status: 409, code: "bill_already_paid" });
  });
});

describe("SPEC §7 recharge by card (POST ebill /recharge) and by voucher (POST /dxl-ebill/api/recharge/voucher)", () => {
  it("a card recharge sends amount, email, phone, redirectTo and answers the pay link with the rate", async () => {
    const answer = {
      ...LINK,
      kind: "recharge",
      amount: { unit: "EUR", value: 10 },
      amountRon: { unit: "RON", value: 49.75 },
      rate: 4.975,
      msisdn: "0733000201",
      bills: undefined,
    };
    const { gw, billing } = api(() => json(answer, 201));
    const request = {
      amount: 10,
      email: "ana@example.ro",
      phone: "0733000201",
      redirectTo: "http://127.0.0.1:9000/ecare/facturi-si-plati?rechargeSuccess=true",
    };
    const link = await billing.recharge(request);
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/ebill/recharge", body: request });
    expect(link).toMatchObject({
      kind: "recharge",
      amount: { value: 10, unit: "EUR" },
      amountRon: { value: 49.75, unit: "RON" },
      rate: 4.975,
      msisdn: "0733000201",
      bills: [],
    });
  });

  it("a voucher sends voucher, email, phone; the credit answer is read", async () => {
    const { gw, billing } = api(() =>
      json({ status: "success", msisdn: "0733000201", amount: { unit: "EUR", value: 10 }, voucher: "••••5555" }),
    );
    const request = { voucher: "2222333344445555", email: "ana@example.ro", phone: "0733000201" };
    expect(await billing.rechargeVoucher(request)).toEqual({
      status: "success",
      msisdn: "0733000201",
      amount: { unit: "EUR", value: 10 },
      voucher: "••••5555",
    });
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/dxl-ebill/api/recharge/voucher", body: request });
  });

  it("a used voucher's refusal keeps its code", async () => {
    const { billing } = api(() => tmfError(409, "voucher_already_used"));
    expect(await rejection(billing.rechargeVoucher({ voucher: "1", email: "a@b.ro", phone: "0733000201" }))).toMatchObject({
      status: 409,
      code: "voucher_already_used",
      service: "dxlEbill",
    });
  });
});

describe("SPEC §5/§9 exchange rate: GET convert-eur-ron/{amount}?payment_flow_type=recharge, only for 3..100", () => {
  const rate = { eur: 10, ron: 49.75, rate: 4.975, date: "2026-03-02", paymentFlowType: "recharge", min: 3, max: 100 };

  it.each([2.99, 100.01, "abc", Number.NaN, "", 0, "1e2", "-5"])("%j: refused before any call (RateLookupNotAllowed)", async (amount) => {
    const { gw, billing } = api(() => json(rate));
    await expect(billing.convertEurRon(amount)).rejects.toBeInstanceOf(RateLookupNotAllowed);
    expect(gw.calls).toHaveLength(0);
  });

  it.each([
    [3, "3"],
    [100, "100"],
    ["10,5", "10.5"],
    ["12.50", "12.5"],
  ])("%j is looked up as %s", async (amount, path) => {
    const { gw, billing } = api(() => json(rate));
    expect(await billing.convertEurRon(amount)).toEqual({ eur: 10, ron: 49.75, rate: 4.975, date: "2026-03-02" });
    expect(gw.calls[0]).toMatchObject({
      method: "GET",
      path: `/dxl-mva-payment/api/v1/convert-eur-ron/${path}?payment_flow_type=recharge`,
    });
  });

  it("an answer without a rate is invalid_response", async () => {
    const { billing } = api(() => json({ eur: 10 }));
    expect(await rejection(billing.convertEurRon(10))).toMatchObject({ kind: "invalid_response", service: "exchangeRate" });
  });
});

describe("Top-up history: GET /prepay-balance/topupBalance", () => {
  const item = {
    id: "TU-0733000201-S0",
    "@type": "TopupBalance",
    status: "confirmed",
    requestedDate: "2026-02-20T00:00:00.000Z",
    confirmationDate: "2026-02-20T00:00:01.000Z",
    amount: { amount: 10, units: "EUR" },
    amountRon: { amount: 49.75, units: "RON" },
    channel: { id: "card", name: "Card" },
    logicalResource: [{ id: "0733000201", "@referredType": "MSISDN" }],
  };

  it("sends the filters it is given and reads the page and the total (X-Total-Count)", async () => {
    const { gw, billing } = api(() => ({ status: 200, data: [item], headers: { "x-total-count": "7" } }));
    const page = await billing.topUpHistory({
      relatedPartyId: "0733000201",
      startDate: "2026-01-01",
      endDate: "2026-03-02",
      limit: 1,
      offset: 2,
    });
    expect(gw.calls[0]!.path).toBe(
      "/prepay-balance/topupBalance?relatedPartyId=0733000201&startDate=2026-01-01&endDate=2026-03-02&limit=1&offset=2",
    );
    expect(page).toEqual({
      total: 7,
      items: [
        {
          id: "TU-0733000201-S0",
          status: "confirmed",
          date: "2026-02-20T00:00:01.000Z",
          amount: { value: 10, unit: "EUR" },
          amountRon: { value: 49.75, unit: "RON" },
          channel: "card",
          channelName: "Card",
          msisdn: "0733000201",
        },
      ],
    });
  });

  it("without a total header the total is what has been seen; empty filters are not sent", async () => {
    const { gw, billing } = api(() => json([item, item]));
    expect((await billing.topUpHistory({ relatedPartyId: "0733000201", startDate: "", endDate: null, offset: 10 })).total).toBe(12);
    expect(gw.calls[0]!.path).toBe("/prepay-balance/topupBalance?relatedPartyId=0733000201&offset=10");
  });

  it("an item without an amount is invalid_response", async () => {
    const { billing } = api(() => json([{ id: "x" }]));
    expect(await rejection(billing.topUpHistory({ relatedPartyId: "0733000201" }))).toMatchObject({
      kind: "invalid_response",
      service: "topUp",
    });
  });
});

describe("SPEC §7 E-bill subscription and e-mail", () => {
  it("GET/POST ebill-subscription/ebill, with the BAN when given", async () => {
    const { gw, billing } = api((req) =>
      json(
        req.method === "GET"
          ? { banId: "100000101", ebillEmail: null, isEbillSubscribed: false, isEmailVerified: false }
          : { ebillEmail: "ana@example.ro", isEbillSubscribed: true, isEmailVerified: true },
      ),
    );
    expect(await billing.ebillSubscription()).toEqual({ ebillEmail: "", isEbillSubscribed: false, isEmailVerified: false });
    expect(await billing.setEbillSubscription({ ebillEmail: "ana@example.ro", isEbillSubscribed: true }, "100000101")).toEqual({
      ebillEmail: "ana@example.ro",
      isEbillSubscribed: true,
      isEmailVerified: true,
    });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /dxl-subscribe/ebill-subscription/ebill",
      "POST /dxl-subscribe/ebill-subscription/ebill",
    ]);
    expect(gw.calls[1]!.body).toEqual({ ebillEmail: "ana@example.ro", isEbillSubscribed: true, banId: "100000101" });
  });

  it("GET/POST document-format/ebill", async () => {
    const { gw, billing } = api(() =>
      json({ banId: "100000101", billDocumentFormat: "EBILL", isEbillAlertAllowed: true, isEbillFormatAllowed: true }),
    );
    expect(await billing.documentFormat("100000101")).toEqual({
      billDocumentFormat: "EBILL",
      isEbillAlertAllowed: true,
      isEbillFormatAllowed: true,
    });
    await billing.setDocumentFormat({ billDocumentFormat: "EBILL", isEbillAlertAllowed: true });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /dxl-subscribe/document-format/ebill?banId=100000101",
      "POST /dxl-subscribe/document-format/ebill",
    ]);
    expect(gw.calls[1]!.body).toEqual({ billDocumentFormat: "EBILL", isEbillAlertAllowed: true });
  });

  it.each(["<html>", null, []])("a settings answer that is not an object (%j) is invalid_response", async (body) => {
    const { billing } = api(() => json(body));
    expect(await rejection(billing.documentFormat())).toMatchObject({ kind: "invalid_response", service: "ebillSettings" });
  });

  it("a subscription with an unverified address keeps the gateway's code", async () => {
    const { billing } = api(() => tmfError(409, "email_not_verified"));
    expect(await rejection(billing.setEbillSubscription({ ebillEmail: "x@y.ro", isEbillSubscribed: true }))).toMatchObject({
      code: "email_not_verified",
    });
  });

  it("the e-mail code goes through the one-time-code service (client-id digitalfirst); SPEC §5 only no_error verifies", async () => {
    const { gw, otc } = api((req) => {
      if (req.path.endsWith("/sendValidationEmail"))
        return json({ errorCode: "no_error", payload: { email: "ana@example.ro", expiresIn: 300 } });
      return json({ errorCode: (req.body as { payload: { code: string } }).payload.code === "123456" ? "no_error" : "GenericError" });
    });
    await otc.sendValidationEmail("ana@example.ro");
    expect(await otc.validateEmail("ana@example.ro", "000000", "postpaid.owner")).toBe(false);
    expect(await otc.validateEmail("ana@example.ro", "123456", "postpaid.owner")).toBe(true);
    expect(gw.calls.map((c) => c.path)).toEqual([
      "/dxl-otc/otc/sendValidationEmail",
      "/dxl-otc/otc/validateEmail",
      "/dxl-otc/otc/validateEmail",
    ]);
    expect(gw.calls.every((c) => c.headers["client-id"] === "digitalfirst" && c.headers.authorization === "Bearer base-access")).toBe(true);
    expect(gw.calls[2]!.body).toEqual({ payload: { email: "ana@example.ro", code: "123456" }, username: "postpaid.owner" });
  });

  it("a code the service refuses to send rejects with its errorCode (kind rejected)", async () => {
    const { otc } = api(() => json({ errorCode: "sms_blocked" }));
    expect(await rejection(otc.sendValidationEmail("ana@example.ro"))).toMatchObject({ kind: "rejected", code: "sms_blocked" });
  });
});

describe("SPEC §7 payment confirmation and agreement (source header 'ecare', agreementDate header)", () => {
  const eligible = {
    eligible: true,
    banId: "100000101",
    billId: "1000001012602",
    billNo: "FV202602-100000101",
    amountDue: { unit: "RON", value: 87.31 },
    paymentDueDate: "2026-02-25T00:00:00.000Z",
    minAgreementDate: "2026-03-03",
    maxAgreementDate: "2026-04-01",
  };

  it("checkEligibility for both, with X-Source: ecare (not the usual web) and the BAN in the body", async () => {
    const { gw, billing } = api(() => json(eligible));
    expect(await billing.paymentConfirmationEligibility("100000101")).toMatchObject({
      eligible: true,
      reason: null,
      billId: "1000001012602",
    });
    expect(await billing.paymentAgreementEligibility("100000101")).toMatchObject({
      minAgreementDate: "2026-03-03",
      maxAgreementDate: "2026-04-01",
    });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /ebill/paymentConfirmation/checkEligibility",
      "POST /ebill/paymentAgreement/checkEligibility",
    ]);
    expect(gw.calls.map((c) => c.headers["x-source"])).toEqual(["ecare", "ecare"]);
    expect(gw.calls.map((c) => c.body)).toEqual([{ banId: "100000101" }, { banId: "100000101" }]);
  });

  it("not eligible comes back with its reason", async () => {
    const { billing } = api(() => json({ eligible: false, reason: "Factura curentă este plătită.", banId: "100000101", billId: null }));
    expect(await billing.paymentConfirmationEligibility("100000101")).toMatchObject({
      eligible: false,
      reason: "Factura curentă este plătită.",
      billId: null,
      amountDue: null,
    });
  });

  it("a confirmation is registered (201) or answered again (200: repeated)", async () => {
    let status = 201;
    const { gw, billing } = api(() =>
      json(
        {
          id: "PC-1",
          type: "PaymentConfirmation",
          banId: "100000101",
          billId: "1000001012602",
          status: "registered",
          creationDate: "2026-03-02T09:00:00.000Z",
        },
        status,
      ),
    );
    expect(await billing.confirmPayment("100000101")).toMatchObject({ id: "PC-1", repeated: false, agreementDate: null });
    status = 200;
    expect(await billing.confirmPayment("100000101")).toMatchObject({ id: "PC-1", repeated: true });
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/ebill/paymentConfirmation", body: { banId: "100000101" } });
    expect(gw.calls[0]!.headers["x-source"]).toBe("ecare");
  });

  it("an agreement carries the promised day in the agreementDate header", async () => {
    const { gw, billing } = api(() =>
      json({ id: "PA-1", type: "PaymentAgreement", status: "registered", agreementDate: "2026-04-01" }, 201),
    );
    expect(await billing.agreePayment("100000101", "2026-04-01")).toMatchObject({ id: "PA-1", agreementDate: "2026-04-01" });
    expect(gw.calls[0]!.headers).toMatchObject({ "x-source": "ecare", agreementdate: "2026-04-01" });
  });

  it("a refusal keeps its code (409 not_eligible, 400 agreement_date_out_of_range)", async () => {
    const { billing } = api(() => tmfError(400, "agreement_date_out_of_range"));
    expect(await rejection(billing.agreePayment("100000101", "2026-03-02"))).toMatchObject({
      status: 400,
      code: "agreement_date_out_of_range",
    });
  });
});
