// raport-sumar-flota's hooks (SPEC §7 "GET fleet reports check-multiple-bans; POST fleet reports"): the accounts that
// may go in a report, the request, the followed generation (asked again every second until it is final; an older answer
// never takes a state back, domain advanceReport) and the download, saved under the back end's file name through an
// object URL, as a bill is (saveFile).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFleetReportsApi, type DownloadedReport } from "../../clients/gateway/fleetReportsClient";
import type { FleetReportRequest } from "../../domain/fleetReport/reportRequest";
import { advanceReport, reportPollInterval, type FleetReport } from "../../domain/fleetReport/reportStatus";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { saveFile } from "../billing/saveFile";
import { boundClient } from "../boundClient";

const api = () => boundClient(createFleetReportsApi);

/** Per account (the selected identity), so switching account never shows another account's reports. */
export const fleetReportKeys = {
  accounts: (identity: string, bans: readonly string[]) => ["account", identity, "fleetReport", "accounts", bans.join(",")] as const,
  report: (identity: string, id: string) => ["account", identity, "fleetReport", "report", id] as const,
};

/**
 * Which of the profile's accounts may go in a report (check-multiple-bans), their lines and the back end's month.
 * `enabled`: whether the identity may be on the page at all — after an account switch the screen renders once more
 * for the new identity before the guards move it on, and must not ask the back end for what it will refuse.
 */
export function useReportAccounts(bans: readonly string[], enabled: boolean) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: fleetReportKeys.accounts(identity, bans),
    queryFn: () => api().checkBans(bans),
    enabled,
    ...personal,
  });
}

/** Asks for a report; its first state is stored where useFleetReport reads it. */
export function useCreateReport() {
  const identity = useAccountIdentity();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: FleetReportRequest) => api().create(request),
    onSuccess: (report) => client.setQueryData(fleetReportKeys.report(identity, report.id), report),
  });
}

/** The report's generation, asked again while it runs; null id: none followed (or the identity may not follow it). */
export function useFleetReport(id: string | null) {
  const identity = useAccountIdentity();
  const client = useQueryClient();
  const key = fleetReportKeys.report(identity, id ?? "");
  return useQuery({
    queryKey: key,
    queryFn: async () => advanceReport(client.getQueryData<FleetReport>(key), await api().report(id ?? "")),
    enabled: id !== null,
    refetchInterval: (query) => reportPollInterval(query.state.data),
    ...personal,
  });
}

/** "Descarcă": the file, fetched with the session's token and saved under the back end's name. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (report: FleetReport): Promise<DownloadedReport> => {
      const file = await api().download({ id: report.id, format: report.format, fileName: report.file?.name });
      saveFile(file.blob, file.fileName);
      return file;
    },
  });
}
