// The usage overview of abonament / cost-control (issue 16; SPEC §7 "Usage and products": prepaid credit = first
// bucket of first usage consumption, allowances remaining vs total; daily use over the cycle, loaded on demand), with
// the usage-consumption and usage-management clients faked at the API level.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderWithRoot } from "../../render";
import type { UsageResultPage } from "../../../src/clients/gateway/usageManagementClient";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { UsageRecord } from "../../../src/domain/usage/usageRecords";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import { UsageOverview } from "../../../src/ecare/services/usage/UsageOverview";
import { USAGE_SKELETON_LINES } from "../../../src/ecare/shell/sizes";
import { bucket, consumption, PERSONAS } from "../fixtures";

let mockProfile: UserInfo;
const mockApi = { usagePage: jest.fn<Promise<UsageResultPage>, [Record<string, string>]>() };
const mockUsage = { usageSummary: jest.fn() };
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
// The usage summary's client answers with mockUsage, the usage lists' (and any other) with mockApi.
jest.mock("../../../src/hooks/boundClient", () => ({
  boundClient: (create: { name: string }) => (create.name === "createUsageSummaryApi" ? mockUsage : mockApi),
}));

const NOW = Date.parse("2026-02-04T10:00:00Z");

const PREPAID_SUMMARY = {
  usageConsumption: [
    consumption("0733000201", [
      bucket("monetary", "Credit", 7.35, 0, { validFor: { endDateTime: "2026-03-01T21:59:59Z" } }),
      bucket("data", "Internet", 7.5, 15),
      bucket("voice", "Minute naționale", 0, 0, { isUnlimited: true }),
      bucket("sms", "SMS naționale", 120, 300),
      bucket("data", "Roaming 5 GB", 5, 5),
    ]),
  ],
};

const rec = (id: string, date: string, extra: Partial<UsageRecord>): UsageRecord => ({
  id,
  date,
  category: "other",
  type: "",
  description: "",
  amountRon: 0,
  volume: null,
  durationSeconds: null,
  calledNumber: "",
  roamingCountry: "",
  ...extra,
});
const RECORDS: UsageRecord[] = [
  rec("a", "2026-02-02T10:00:00+02:00", { category: "data", volume: { value: 300, units: "MB" } }),
  rec("b", "2026-02-03T10:00:00+02:00", { category: "voice", durationSeconds: 120 }),
  rec("c", "2026-02-03T11:00:00+02:00", { category: "sms" }),
];

function renderOverview(profile: UserInfo = PERSONAS.prepaidOwner()) {
  mockProfile = profile;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithRoot(
    <QueryClientProvider client={client}>
      <UsageOverview now={NOW} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}
const overview = () => screen.getByRole("region", { name: "Consumul tău" });
const daily = () => screen.getByRole("region", { name: "Consum zilnic" });

beforeEach(() => {
  mockUsage.usageSummary.mockReset().mockResolvedValue(PREPAID_SUMMARY);
  mockApi.usagePage.mockReset().mockResolvedValue({ items: RECORDS, total: 3, page: 1, pageCount: 1, totals: null });
});

describe("SPEC §7 usage and products: credit and allowances, remaining vs total", () => {
  it("prepaid: the credit with its validity, then each allowance as a sentence and a bar", async () => {
    renderOverview();
    expect(await within(overview()).findByText("Credit disponibil")).toBeInTheDocument();
    expect(within(overview()).getByText("7,35 €")).toBeInTheDocument();
    expect(within(overview()).getByText("Credit valabil până la")).toBeInTheDocument();
    expect(within(overview()).getByText("Internet: 7,5 GB rămași din 15 GB")).toBeInTheDocument();
    expect(within(overview()).getByText("50% rămas")).toBeInTheDocument();
    expect(within(overview()).getByText("Minute naționale: Nelimitat")).toBeInTheDocument();
    expect(within(overview()).getByText("SMS naționale: 120 SMS rămase din 300 SMS")).toBeInTheDocument();
    expect(within(overview()).getByText("Roaming 5 GB: 5 GB rămași din 5 GB")).toBeInTheDocument();
  });

  it("postpaid: no credit", async () => {
    mockUsage.usageSummary.mockResolvedValue({ usageConsumption: [consumption("0722000101", [bucket("data", "Internet", 20, 50)])] });
    renderOverview(PERSONAS.postpaidOwner());
    expect(await within(overview()).findByText("Internet: 20 GB rămași din 50 GB")).toBeInTheDocument();
    expect(within(overview()).queryByText("Credit disponibil")).not.toBeInTheDocument();
  });

  it("a failed summary is the catalogued ribbon; the daily chart still works", async () => {
    mockUsage.usageSummary.mockRejectedValue(new GatewayError({ kind: "http", message: "x", status: 500, service: "usage" }));
    const { user } = renderOverview();
    const alert = await within(overview()).findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca creditul și resursele incluse.");
    await user.click(within(daily()).getByRole("button", { name: "Arată consumul zilnic" }));
    expect(await within(daily()).findByRole("img", { name: /Internet pe zi/ })).toBeInTheDocument();
  });
});

describe("SPEC §7 usage: daily use over the cycle, loaded on demand", () => {
  it("while the summary loads: the skeleton as tall as the page's shell draws it, and no daily section yet", async () => {
    renderOverview();
    expect(within(overview()).getAllByTestId("dashboard-skeleton")[0]!.querySelectorAll("span")).toHaveLength(USAGE_SKELETON_LINES);
    expect(screen.queryByRole("button", { name: "Arată consumul zilnic" })).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Arată consumul zilnic" })).toBeInTheDocument();
    expect(within(daily()).getByRole("button", { name: "Arată consumul zilnic" })).toBeInTheDocument();
  });

  it("nothing of the chart is asked until 'Arată consumul zilnic'; then the cycle's unbilled records in pages of 100", async () => {
    const { user } = renderOverview();
    await within(overview()).findByText("Credit disponibil");
    expect(mockApi.usagePage).not.toHaveBeenCalled();
    expect(within(daily()).queryByRole("img")).not.toBeInTheDocument();
    await user.click(within(daily()).getByRole("button", { name: "Arată consumul zilnic" }));
    const chart = await within(daily()).findByRole("img", { name: /Internet pe zi \(MB\)/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining("Total 300 MB"));
    expect(mockApi.usagePage).toHaveBeenCalledWith(
      expect.objectContaining({
        customerId: "CUST-1",
        mainSubscriptionProductId: "0733000201",
        nbVdfBillEventType: "unbilled",
        "billingCycle.year": "2026",
        "billingCycle.instance": "2",
        offset: "0",
        limit: "100",
      }),
    );
    expect(within(daily()).getByRole("img", { name: /Minute pe zi/ })).toBeInTheDocument();
    expect(within(daily()).getByRole("img", { name: /SMS pe zi/ })).toBeInTheDocument();
    // The table alternative: every day of the cycle up to today, 0 when nothing.
    const table = within(daily()).getByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(5);
    expect(rows[2]).toHaveTextContent("2 februarie 2026300 MB0 min0 SMS");
    expect(rows[3]).toHaveTextContent("3 februarie 20260 MB2 min1 SMS");
    expect(rows[4]).toHaveTextContent("4 februarie 2026");
  });

  it("a cycle longer than a page asks the other pages too", async () => {
    mockApi.usagePage.mockResolvedValue({ items: RECORDS, total: 150, page: 1, pageCount: 15, totals: null });
    const { user } = renderOverview();
    // The daily section comes with the summary (what follows the card does not move while it loads).
    await within(overview()).findByText("Credit disponibil");
    await user.click(within(daily()).getByRole("button", { name: "Arată consumul zilnic" }));
    await within(daily()).findByRole("table");
    expect(mockApi.usagePage.mock.calls.map(([q]) => q.offset)).toEqual(["0", "100"]);
  });

  it("an empty cycle says so; a failure is the ribbon with a retry, the allowances stay", async () => {
    mockApi.usagePage.mockRejectedValueOnce(new GatewayError({ kind: "http", message: "x", status: 503, service: "usage" }));
    mockApi.usagePage.mockResolvedValue({ items: [], total: 0, page: 1, pageCount: 1, totals: null });
    const { user } = renderOverview();
    await within(overview()).findByText("Credit disponibil");
    await user.click(within(daily()).getByRole("button", { name: "Arată consumul zilnic" }));
    const alert = await within(daily()).findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca consumul zilnic.");
    expect(within(overview()).getByText("Internet: 7,5 GB rămași din 15 GB")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    await waitFor(() => expect(within(daily()).getByText("Nu ai consum în ciclul de facturare curent.")).toBeInTheDocument());
  });
});
