// The fleet reports and account specialist clients (src/clients/gateway/fleetReportsClient.ts, accountSpecialistClient.ts;
// SPEC §7 "GET fleet reports check-multiple-bans; POST fleet reports", "GET account specialist /{customerId}"): their
// paths and bodies, the answers read by the domain, the file fetched as bytes with the token and named by the answer's
// Content-Disposition (the bill download's way), and a refusal kept with its status and code.
import "../../textEncoder";
import { AxiosHeaders, isAxiosError, type AxiosAdapter } from "axios";
import { createAccountSpecialistApi } from "../../../src/clients/gateway/accountSpecialistClient";
import type { GatewayError } from "../../../src/clients/gateway/errors";
import { createFleetReportsApi } from "../../../src/clients/gateway/fleetReportsClient";
import { emptyTokens, setAnonymousTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Reply, type Seen } from "./fakeGateway";

type Answer = Reply & { headers?: Record<string, string> };
const sso = () => setBaseTokens(emptyTokens(), pair("base"));

/** fakeGateway plus response headers and the responseType each request asked for. */
function apis(handler: (req: Seen) => Answer, tokens: AuthTokens = sso()) {
  let headers: Record<string, string> = {};
  const responseTypes: (string | undefined)[] = [];
  const gw = fakeGateway((req) => {
    const reply = handler(req);
    headers = "headers" in reply && reply.headers ? reply.headers : {};
    return reply;
  });
  const adapter: AxiosAdapter = async (config) => {
    responseTypes.push(config.responseType);
    try {
      return { ...(await gw.adapter(config)), headers: AxiosHeaders.from(headers) };
    } catch (e) {
      if (isAxiosError(e) && e.response) e.response.headers = AxiosHeaders.from(headers);
      throw e;
    }
  };
  const port = memoryPort(tokens, "personal");
  return {
    gw,
    responseTypes,
    reports: createFleetReportsApi(port, { adapter }),
    specialists: createAccountSpecialistApi(port, { adapter }),
  };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );
const bytes = (u: Uint8Array) => u.buffer.slice(u.byteOffset, u.byteOffset + u.byteLength);
const CSV = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("Număr;Cont (BAN)\r\n0729100000;500000503\r\n")]);
const REPORT = {
  id: "FR-000001",
  status: "acknowledged",
  bans: ["500000503"],
  period: { from: "2026-10", to: "2026-10" },
  format: "csv",
  lineCount: 60,
  requestedAt: "2026-11-26T19:00:00+02:00",
  completedAt: null,
  file: null,
};

describe("SPEC §7 fleet reports: the client", () => {
  it("GET check-multiple-bans?ban=a,b with the signed-in token; the answer is the domain's", async () => {
    const { gw, reports } = apis(() =>
      json({ customerId: "C", multipleBans: true, currentMonth: "2026-11", bans: [{ ban: "500000501", allowed: true, lineCount: 2 }] }),
    );
    await expect(reports.checkBans(["500000501", "500000503"])).resolves.toMatchObject({
      multipleBans: true,
      currentMonth: { year: 2026, month: 11 },
      accounts: [{ ban: "500000501", allowed: true, lineCount: 2 }],
    });
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/dxl-fleet-reports/check-multiple-bans?ban=500000501,500000503" });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
    await reports.checkBans();
    expect(gw.calls[1]!.path).toBe("/dxl-fleet-reports/check-multiple-bans");
  });

  it("POST the request to the reports' root; GET /{id} follows it", async () => {
    const { gw, reports } = apis(() => ({ status: 202, data: REPORT }));
    const request = { bans: ["500000503"], period: { from: "2026-10", to: "2026-10" }, format: "csv" as const };
    await expect(reports.create(request)).resolves.toMatchObject({ id: "FR-000001", status: "acknowledged" });
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/dxl-fleet-reports", body: request });
    await reports.report("FR-000001");
    expect(gw.calls[1]).toMatchObject({ method: "GET", path: "/dxl-fleet-reports/FR-000001" });
  });

  it.each([[{}], [[]], [{ id: "FR-1", format: "pdf" }]])("an answer that is not a report (%j) → invalid_response", async (body) => {
    const { reports } = apis(() => json(body));
    expect(await rejection(reports.report("FR-1"))).toMatchObject({ kind: "invalid_response", service: "fleetReports" });
  });

  it("the download asks for bytes and names the file from Content-Disposition", async () => {
    const { gw, reports, responseTypes } = apis(() => ({
      status: 200,
      data: bytes(CSV),
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="raport-flota-500000503-2026-10.csv"',
      },
    }));
    const file = await reports.download({ id: "FR-000001", format: "csv", fileName: "other.csv" });
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/dxl-fleet-reports/FR-000001/download" });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
    expect(responseTypes).toEqual(["arraybuffer"]);
    expect(file).toMatchObject({ fileName: "raport-flota-500000503-2026-10.csv", format: "csv" });
    expect(file.blob.type).toBe("text/csv");
    expect(file.blob.size).toBe(CSV.byteLength);
  });

  it("without Content-Disposition: the report's file name, else one from the id", async () => {
    const { reports } = apis(() => ({ status: 200, data: bytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0])) }));
    expect((await reports.download({ id: "FR-2", format: "xlsx", fileName: "raport.xlsx" })).fileName).toBe("raport.xlsx");
    const file = await reports.download({ id: "FR-2", format: "xlsx" });
    expect(file.fileName).toBe("raport-flota-FR-2.xlsx");
    expect(file.blob.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  });

  it("bytes that are not the format asked for are not kept: invalid_response", async () => {
    const { reports } = apis(() => ({
      status: 200,
      data: bytes(new TextEncoder().encode("<!doctype html>")),
      headers: { "content-type": "text/csv" },
    }));
    expect(await rejection(reports.download({ id: "FR-1", format: "csv" }))).toMatchObject({ kind: "invalid_response" });
    const { reports: xlsx } = apis(() => ({ status: 200, data: bytes(CSV) }));
    expect(await rejection(xlsx.download({ id: "FR-1", format: "xlsx" }))).toMatchObject({ kind: "invalid_response" });
  });

  it("a refused download's JSON body (bytes) keeps its status and code", async () => {
    const body = new TextEncoder().encode(JSON.stringify({ code: "report_not_ready", message: "Nu este gata." }));
    const { reports } = apis(() => ({ status: 409, data: bytes(body) }));
    expect(await rejection(reports.download({ id: "FR-1", format: "csv" }))).toMatchObject({
      kind: "http",
      status: 409,
      code: "report_not_ready",
      service: "fleetReports",
    });
  });

  it("is never sent with an anonymous token", async () => {
    const { gw, reports } = apis(() => json({}), setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")));
    expect(await rejection(reports.checkBans())).toMatchObject({ kind: "unauthorized" });
    expect(gw.calls).toHaveLength(0);
  });
});

describe("SPEC §7 account specialist: the client", () => {
  it("GET /{customerId}; the specialists are picked by the domain (SPEC §3)", async () => {
    const { gw, specialists } = apis(() =>
      json({
        id: "CUST-EBU-5000",
        relatedParty: [
          { id: "S1", name: "Voice Specialist", fullName: "Andreea Ionescu", emailAddress: "a@op.ro", phoneNumber: "0372000101" },
        ],
      }),
    );
    await expect(specialists.specialists("CUST-EBU-5000")).resolves.toEqual({
      voiceSpecialist: { id: "S1", fullName: "Andreea Ionescu", emailAddress: "a@op.ro", phoneNumber: "0372000101" },
      dataSpecialist: null,
    });
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/dxl-account-specialist/CUST-EBU-5000" });
  });

  it("a refusal keeps its status; a non-party answer is invalid_response", async () => {
    const { specialists } = apis(() => ({ status: 404, data: { code: "Not found", message: "x" } }));
    expect(await rejection(specialists.specialists("X"))).toMatchObject({ kind: "http", status: 404, service: "accountSpecialist" });
    const { specialists: broken } = apis(() => json([]));
    expect(await rejection(broken.specialists("X"))).toMatchObject({ kind: "invalid_response" });
  });
});
