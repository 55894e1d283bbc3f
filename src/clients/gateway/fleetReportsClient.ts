// The fleet reports client (SPEC §7 "GET fleet reports check-multiple-bans; POST fleet reports"; contract "Fleet
// reports", BACKEND_PREFIX.fleetReports): which accounts may go in a report, the request (202), the generation's state,
// and the file. The file is fetched here with the bearer token as bytes (a plain link could not carry the token), kept
// only when the bytes are the format asked for, and named by the answer's Content-Disposition — the bill download's way
// (billing/documentDownload.ts, whose helpers it reuses). Zod-free; the domain reads the answers.
import { mapBanCheck, type BanCheck } from "../../domain/fleetReport/banCheck";
import { REPORT_FILE_TYPES, reportBytesMatch, reportFileName } from "../../domain/fleetReport/reportFile";
import type { FleetReportRequest, ReportFormat } from "../../domain/fleetReport/reportRequest";
import { mapFleetReport, type FleetReport } from "../../domain/fleetReport/reportStatus";
import { bytesOf, DOWNLOAD_TIMEOUT_MS, fileNameOfDisposition, jsonOfBytes, mimeOf } from "./billing/documentDownload";
import { malformed } from "./errors";
import { guarded, headerOf } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const FLEET_REPORT_ROUTES = {
  check: "check-multiple-bans",
  reports: "",
  report: (id: string) => encodeURIComponent(id),
  download: (id: string) => `${encodeURIComponent(id)}/download`,
} as const;

/** A downloaded report, to be saved under `fileName`. */
export interface DownloadedReport {
  blob: Blob;
  fileName: string;
  format: ReportFormat;
}

export interface FleetReportsApi {
  /** Which of `bans` (default: all the caller's) may go in a report. */
  checkBans(bans?: readonly string[]): Promise<BanCheck>;
  /** Asks for a report; answers it as acknowledged (202). */
  create(request: FleetReportRequest): Promise<FleetReport>;
  report(id: string): Promise<FleetReport>;
  download(report: Pick<FleetReport, "id" | "format"> & { fileName?: string | null }): Promise<DownloadedReport>;
}

/** A refused download's JSON error arrives as bytes too: decoded before the interceptors read it (toGatewayError). */
function decodeFailureBody(this: unknown, data: unknown, _headers: unknown, status?: number): unknown {
  return status !== undefined && (status < 200 || status >= 300) ? jsonOfBytes(data) : data;
}

export function createFleetReportsApi(port: SessionPort, options: GatewayClientOptions = {}): FleetReportsApi {
  const http = createGatewayClient("fleetReports", port, { anonymousAllowed: false, ...options });
  const one = (body: unknown, status: number): FleetReport => {
    const report = mapFleetReport(body);
    if (!report) throw malformed("fleetReports", body, "not a fleet report", status);
    return report;
  };
  return {
    checkBans: (bans) =>
      guarded("fleetReports", async () => {
        const params = bans && bans.length > 0 ? { ban: bans.join(",") } : undefined;
        const res = await http.get(FLEET_REPORT_ROUTES.check, { params });
        const check = mapBanCheck(res.data);
        if (!check) throw malformed("fleetReports", res.data, "not a check of accounts", res.status);
        return check;
      }),
    create: (request) =>
      guarded("fleetReports", async () => {
        const res = await http.post(FLEET_REPORT_ROUTES.reports, request);
        return one(res.data, res.status);
      }),
    report: (id) =>
      guarded("fleetReports", async () => {
        const res = await http.get(FLEET_REPORT_ROUTES.report(id));
        return one(res.data, res.status);
      }),
    download: ({ id, format, fileName }) =>
      guarded("fleetReports", async () => {
        const { mimeType } = REPORT_FILE_TYPES[format];
        const res = await http.get(FLEET_REPORT_ROUTES.download(id), {
          headers: { Accept: `${mimeType}, */*` },
          // Bytes, never text: an XLSX read as a string is corrupted.
          responseType: "arraybuffer",
          transformResponse: [decodeFailureBody],
          timeout: DOWNLOAD_TIMEOUT_MS,
        });
        const bytes = bytesOf(res.data);
        if (!bytes || !reportBytesMatch(bytes, format)) {
          const claimed = mimeOf(headerOf(res, "content-type")) || "none";
          throw malformed("fleetReports", jsonOfBytes(res.data), `not a ${format} file (type ${claimed})`, res.status);
        }
        const named = fileNameOfDisposition(headerOf(res, "content-disposition")) ?? fileName;
        return {
          blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeType }),
          fileName: reportFileName(named, format, id),
          format,
        };
      }),
  };
}
