// The fleet report's generation (src/domain/fleetReport/reportStatus.ts, reportFile.ts): SPEC §2 raport-sumar-flota
// "follow the generation in a live status, download (the link names its format and size)".
import "../../textEncoder";
import {
  advanceReport,
  mapFleetReport,
  reportIdOf,
  reportPhase,
  reportPollInterval,
  reportSearch,
  reportStatusOf,
  REPORT_POLL_MS,
  type FleetReport,
} from "../../../src/domain/fleetReport/reportStatus";
import { fileLabel, formatFileSize, reportBytesMatch, reportFileName } from "../../../src/domain/fleetReport/reportFile";

const RAW = {
  id: "FR-000007",
  status: "completed",
  bans: ["500000503"],
  period: { from: "2026-09", to: "2026-10" },
  format: "csv",
  lineCount: 60,
  requestedAt: "2026-11-26T19:00:00+02:00",
  completedAt: "2026-11-26T19:00:04+02:00",
  file: { name: "raport-flota-500000503-2026-09_2026-10.csv", mimeType: "text/csv", size: 24_311, href: "/x" },
};
const report = (over: Partial<FleetReport> = {}): FleetReport => ({ ...mapFleetReport(RAW)!, ...over });

describe("SPEC §2 raport-sumar-flota: the report's generation", () => {
  it("reads the answer", () => {
    expect(mapFleetReport(RAW)).toEqual({
      id: "FR-000007",
      status: "completed",
      bans: ["500000503"],
      period: { from: "2026-09", to: "2026-10" },
      format: "csv",
      lineCount: 60,
      requestedAt: "2026-11-26T19:00:00+02:00",
      completedAt: "2026-11-26T19:00:04+02:00",
      file: { name: "raport-flota-500000503-2026-09_2026-10.csv", mimeType: "text/csv", size: 24311 },
    });
  });

  it.each([[null], [{ format: "csv" }], [{ id: "FR-1", format: "pdf" }], [[RAW]]])("%j is no report", (raw) => {
    expect(mapFleetReport(raw)).toBeNull();
  });

  it("statuses: the four known; unknown (TMF's 'aborted ', 'held') keeps generating, missing is acknowledged", () => {
    expect(["acknowledged", "inProgress", "completed", "failed"].map(reportStatusOf)).toEqual([
      "acknowledged",
      "inProgress",
      "completed",
      "failed",
    ]);
    expect(reportStatusOf("aborted ")).toBe("inProgress");
    expect(reportStatusOf("held")).toBe("inProgress");
    expect(reportStatusOf(undefined)).toBe("acknowledged");
  });

  it("phases: generating until completed with a file; completed without a file or failed is a failure", () => {
    expect(reportPhase(report({ status: "acknowledged", file: null }))).toBe("generating");
    expect(reportPhase(report({ status: "inProgress", file: null }))).toBe("generating");
    expect(reportPhase(report())).toBe("ready");
    expect(reportPhase(report({ file: null }))).toBe("failed");
    expect(reportPhase(report({ status: "failed", file: null }))).toBe("failed");
  });

  it("a state is never gone back on; a final one never changes; another report replaces the shown one", () => {
    const ack = report({ status: "acknowledged", file: null });
    const running = report({ status: "inProgress", file: null });
    const done = report();
    expect(advanceReport(null, ack)).toBe(ack);
    expect(advanceReport(ack, running)).toBe(running);
    expect(advanceReport(running, ack)).toBe(running);
    expect(advanceReport(running, done)).toBe(done);
    expect(advanceReport(done, report({ status: "failed", file: null }))).toBe(done);
    const other = report({ id: "FR-000008", status: "acknowledged" });
    expect(advanceReport(done, other)).toBe(other);
  });

  it(`asks again every ${REPORT_POLL_MS} ms while generating, never once final`, () => {
    expect(reportPollInterval(report({ status: "inProgress", file: null }))).toBe(REPORT_POLL_MS);
    expect(reportPollInterval(report())).toBe(false);
    expect(reportPollInterval(report({ status: "failed" }))).toBe(false);
    expect(reportPollInterval(undefined)).toBe(false);
  });

  it("the followed report lives in the address (?raport=…); a malformed id is ignored", () => {
    expect(reportSearch("FR-000007")).toBe("?raport=FR-000007");
    expect(reportIdOf("?raport=FR-000007&x=1")).toBe("FR-000007");
    expect(reportIdOf(reportSearch(null))).toBeNull();
    expect(reportIdOf("?raport=../x")).toBeNull();
  });
});

describe("SPEC §2 raport-sumar-flota: the download names its format and size", () => {
  it.each([
    [0, "1 KB"],
    [1, "1 KB"],
    [1024, "1 KB"],
    [1025, "2 KB"],
    [24_311, "24 KB"],
    [1024 * 1024 - 1, "1024 KB"],
    [1024 * 1024, "1,0 MB"],
    [1_300_000, "1,2 MB"],
  ])("%d bytes → %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('the label: "CSV, 24 KB", "XLSX, 9 KB"', () => {
    expect(fileLabel("csv", 24_311)).toBe("CSV, 24 KB");
    expect(fileLabel("xlsx", 9000)).toBe("XLSX, 9 KB");
  });

  it("the saved name: the back end's with the format's extension, else one from the id", () => {
    expect(reportFileName("raport.csv", "csv", "FR-1")).toBe("raport.csv");
    expect(reportFileName("raport", "xlsx", "FR-1")).toBe("raport.xlsx");
    expect(reportFileName(null, "csv", "FR-1")).toBe("raport-flota-FR-1.csv");
  });

  it("the bytes must be the format asked for: XLSX a zip, CSV text (not HTML, JSON, PDF or a zip)", () => {
    const text = (s: string) => new TextEncoder().encode(s);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]);
    expect(reportBytesMatch(zip, "xlsx")).toBe(true);
    expect(reportBytesMatch(text("Număr;Cont"), "xlsx")).toBe(false);
    expect(reportBytesMatch(new Uint8Array([0xef, 0xbb, 0xbf, ...text("Număr;Cont\r\n")]), "csv")).toBe(true);
    expect(reportBytesMatch(zip, "csv")).toBe(false);
    expect(reportBytesMatch(text("<html>"), "csv")).toBe(false);
    expect(reportBytesMatch(text('{"code":"x"}'), "csv")).toBe(false);
    expect(reportBytesMatch(text("%PDF-1.7"), "csv")).toBe(false);
    expect(reportBytesMatch(new Uint8Array([0xef, 0xbb, 0xbf]), "csv")).toBe(false);
    expect(reportBytesMatch(new Uint8Array(), "csv")).toBe(false);
  });
});
