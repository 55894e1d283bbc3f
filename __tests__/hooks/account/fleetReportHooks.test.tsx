// useFleetReport / useDownloadReport (src/hooks/account/useFleetReport.ts; SPEC §7 fleet reports) against a fake client:
// the followed report never goes back to an earlier state when an older answer arrives, and the download saves the file
// under the back end's name.
import React from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { mapFleetReport, type FleetReport } from "../../../src/domain/fleetReport/reportStatus";
import { mapUserInfo } from "../../../src/domain/session/userInfo";
import { fleetReportKeys, useDownloadReport, useFleetReport } from "../../../src/hooks/account/useFleetReport";
import { saveFile } from "../../../src/hooks/billing/saveFile";
import { clearSession, setUserProfile } from "../../../src/state/sessionStore";

const mockApi = { report: jest.fn(), download: jest.fn() };
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));
jest.mock("../../../src/hooks/billing/saveFile", () => ({ saveFile: jest.fn() }));

const report = (status: string) =>
  mapFleetReport({
    id: "FR-1",
    status,
    format: "xlsx",
    period: { from: "2026-10", to: "2026-10" },
    file: status === "completed" ? { name: "r.xlsx", size: 9000 } : null,
  }) as FleetReport;

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

beforeEach(() => {
  clearSession();
  setUserProfile({ ...mapUserInfo({ ssoRoles: ["Chooser"] }), selectedIdentityId: "ID-1", vfSsoId: "sso-1" });
  mockApi.report.mockReset();
  mockApi.download.mockReset();
});

describe("SPEC §7 fleet reports: the hooks", () => {
  it("an older answer (acknowledged after inProgress) does not take the state back", async () => {
    const { client, wrapper } = setup();
    client.setQueryData(fleetReportKeys.report("ID-1", "FR-1"), report("inProgress"));
    mockApi.report.mockResolvedValue(report("acknowledged"));
    const { result } = renderHook(() => useFleetReport("FR-1"), { wrapper });
    await act(() => result.current.refetch());
    expect(mockApi.report).toHaveBeenCalledWith("FR-1");
    expect(result.current.data?.status).toBe("inProgress");
  });

  it("no report followed: nothing asked", () => {
    const { wrapper } = setup();
    renderHook(() => useFleetReport(null), { wrapper });
    expect(mockApi.report).not.toHaveBeenCalled();
  });

  it("the download saves the file under the back end's name", async () => {
    const blob = new Blob(["PK"]);
    mockApi.download.mockResolvedValue({ blob, fileName: "raport.xlsx", format: "xlsx" });
    const { wrapper } = setup();
    const { result } = renderHook(() => useDownloadReport(), { wrapper });
    await act(() => result.current.mutateAsync(report("completed")));
    expect(mockApi.download).toHaveBeenCalledWith({ id: "FR-1", format: "xlsx", fileName: "r.xlsx" });
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(blob, "raport.xlsx"));
  });
});
