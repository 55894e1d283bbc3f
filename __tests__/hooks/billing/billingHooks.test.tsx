// The billing screens' hooks (src/hooks/billing/) rendered with renderHook and a QueryClient, against fake billing
// clients (every client the hooks bind answers with the same double of their calls): SPEC §5/§9 rate lookup only for 3..100 (debounced), §6 the closed-account header only when asked, keys per
// account, downloads saved under the provider's file name, and what each write refreshes.
import React from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { BillingCareApi } from "../../../src/clients/gateway/billing/billingCareClient";
import type { BillListApi } from "../../../src/clients/gateway/billing/billListClient";
import type { BillPagesApi } from "../../../src/clients/gateway/billing/billPagesClient";
import type { BillsApi } from "../../../src/clients/gateway/billing/billsClient";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { OtcApi } from "../../../src/clients/gateway/otc";
import { mapUserInfo, type UserInfo } from "../../../src/domain/session/userInfo";
import { billingKeys } from "../../../src/hooks/billing/billingKeys";
import { useBillList } from "../../../src/hooks/billing/billList";
import { useBillSummary, useClosedAccounts, useTopUpHistory } from "../../../src/hooks/billing/billPages";
import { useDownloadDocument, usePayLink, useSendBillEmail } from "../../../src/hooks/billing/bills";
import { OBJECT_URL_LIFETIME_MS } from "../../../src/hooks/billing/saveFile";
import {
  useCardRecharge,
  useEbillSubscribe,
  usePaymentAgreement,
  usePaymentConfirmation,
  useVerifyEmail,
  useVoucherRecharge,
} from "../../../src/hooks/billing/useBillingActions";
import { useEbillSubscription, usePaymentConfirmationEligibility } from "../../../src/hooks/billing/useBillingData";
import { RATE_DEBOUNCE_MS, useRate } from "../../../src/hooks/billing/useRate";
import { ecareKeys } from "../../../src/hooks/ecareData";
import { clearSession, setUserProfile } from "../../../src/state/sessionStore";

/** Every call the billing hooks make: the billing clients' and the one-time-code client's e-mail codes. */
type Calls = BillListApi & BillsApi & BillPagesApi & BillingCareApi & Pick<OtcApi, "sendValidationEmail" | "validateEmail">;
type Api = { [K in keyof Calls]: jest.Mock };
const mockApi = {} as Api;
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const METHODS: (keyof Calls)[] = [
  "customerBills",
  "billSummary",
  "downloadDocument",
  "securityToken",
  "sendBillEmail",
  "closedAccounts",
  "createPayLink",
  "recharge",
  "rechargeVoucher",
  "convertEurRon",
  "topUpHistory",
  "ebillSubscription",
  "setEbillSubscription",
  "documentFormat",
  "setDocumentFormat",
  "paymentConfirmationEligibility",
  "confirmPayment",
  "paymentAgreementEligibility",
  "agreePayment",
  "sendValidationEmail",
  "validateEmail",
];

const profileFor = (identity: string): UserInfo => ({
  ...mapUserInfo({ ssoRoles: ["ContractOwner"] }),
  selectedIdentityId: identity,
  vfSsoId: "sso-1",
});

const NO_BILLS = { currentBill: null, billHistory: [], unifiedBillHistory: [] };
const RATE = { eur: 10, ron: 49.75, rate: 4.975, date: "2026-03-02" };
const LINK = { id: "PL-1", paymentLink: "http://127.0.0.1:8787/payments/pay/PL-1", status: "open", kind: "bill" };

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

beforeEach(() => {
  clearSession();
  setUserProfile(profileFor("ID-1"));
  for (const m of METHODS) mockApi[m] = jest.fn();
  mockApi.customerBills.mockResolvedValue(NO_BILLS);
  mockApi.convertEurRon.mockResolvedValue(RATE);
});

afterEach(() => {
  jest.useRealTimers();
});

describe("useRate: SPEC §5/§9 the lei equivalent only for 3..100 €, looked up 400 ms after typing stops", () => {
  beforeEach(() => jest.useFakeTimers());

  async function typeAndSettle(rerender: (p: { amount: unknown }) => void, amounts: unknown[]) {
    for (const amount of amounts) {
      rerender({ amount });
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
    }
    await act(async () => {
      jest.advanceTimersByTime(RATE_DEBOUNCE_MS);
    });
  }

  it.each([2.99, 100.01, "abc", "2,99", "100,01", "", 0])("no lookup is ever requested for %j", async (amount) => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ amount: a }: { amount: unknown }) => useRate(a), {
      wrapper,
      initialProps: { amount: "" as unknown },
    });
    await typeAndSettle(rerender, [amount]);
    await act(async () => {
      jest.advanceTimersByTime(5_000);
    });
    expect(mockApi.convertEurRon).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ amount: null, data: undefined, fetchStatus: "idle", settling: false });
  });

  it.each([
    [["1", "10", "100"], 100],
    [[3], 3],
    [["3"], 3],
    [["1", "10", "10,5"], 10.5],
  ])("typing %j looks up once, debounced, for %s", async (typed, expected) => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ amount: a }: { amount: unknown }) => useRate(a), {
      wrapper,
      initialProps: { amount: "" as unknown },
    });
    await typeAndSettle(rerender, typed);
    await waitFor(() => expect(result.current.data).toEqual(RATE));
    expect(mockApi.convertEurRon).toHaveBeenCalledTimes(1);
    expect(mockApi.convertEurRon).toHaveBeenCalledWith(expected);
    expect(result.current.amount).toBe(expected);
  });

  it("while typing nothing is asked; an amount leaving the range drops the shown rate without asking", async () => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ amount: a }: { amount: unknown }) => useRate(a), {
      wrapper,
      initialProps: { amount: "" as unknown },
    });
    await typeAndSettle(rerender, [100]);
    await waitFor(() => expect(result.current.data).toEqual(RATE));
    rerender({ amount: "100.0" });
    expect(result.current.settling).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(RATE_DEBOUNCE_MS - 1);
    });
    rerender({ amount: "100.01" });
    await act(async () => {
      jest.advanceTimersByTime(RATE_DEBOUNCE_MS);
    });
    expect(result.current).toMatchObject({ amount: null, data: undefined });
    expect(mockApi.convertEurRon).toHaveBeenCalledTimes(1);
  });
});

describe("useBillList / useBillSummary: SPEC §6 closed-account header only when asked, keys per account", () => {
  it("an open BAN is asked without the closed header, on the dashboard's cache entry", async () => {
    const { wrapper, client } = setup();
    const { result } = renderHook(() => useBillList("100000101"), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mockApi.customerBills).toHaveBeenCalledWith("100000101", { closedBan: null });
    expect(client.getQueryData(ecareKeys.bills("ID-1", "100000101"))).toEqual(NO_BILLS);
  });

  it("a closed BAN is asked with the header naming it", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useBillList("100000199", { closedBan: "100000199" }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mockApi.customerBills).toHaveBeenCalledWith("100000199", { closedBan: "100000199" });
  });

  it("no BAN: idle, nothing asked", () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useBillList(null), { wrapper });
    expect(result.current.fetchStatus).toBe("idle");
    expect(mockApi.customerBills).not.toHaveBeenCalled();
  });

  it("another account (identity) fetches its own bills instead of showing the previous account's", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useBillList("100000101"), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => setUserProfile(profileFor("ID-2")));
    await waitFor(() => expect(mockApi.customerBills).toHaveBeenCalledTimes(2));
  });

  it("a failure is the client's GatewayError (for the catalogued message) and a retry asks again", async () => {
    const { wrapper } = setup();
    mockApi.customerBills.mockRejectedValueOnce(new GatewayError({ kind: "http", message: "x", status: 503, service: "ebill" }));
    const { result } = renderHook(() => useBillList("100000101"), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(GatewayError);
    expect(result.current.error).toMatchObject({ kind: "http", status: 503 });
    await act(async () => {
      await result.current.refetch();
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mockApi.customerBills).toHaveBeenCalledTimes(2);
  });

  it("a bill summary: the header only for a closed account", async () => {
    mockApi.billSummary.mockResolvedValue({ bill: {}, lines: [] });
    const { wrapper } = setup();
    const open = renderHook(() => useBillSummary("1000001012602"), { wrapper });
    const closed = renderHook(() => useBillSummary("1000001992506", { closedBan: "100000199" }), { wrapper });
    await waitFor(() => expect(open.result.current.isSuccess && closed.result.current.isSuccess).toBe(true));
    expect(mockApi.billSummary.mock.calls).toEqual([
      ["1000001012602", { closedBan: null }],
      ["1000001992506", { closedBan: "100000199" }],
    ]);
  });

  it("closed accounts are read once per account", async () => {
    mockApi.closedAccounts.mockResolvedValue([{ customerId: "C", crmCustomerSegment: "RESIDENTIAL", ban: "100000199" }]);
    const { wrapper } = setup();
    const { result } = renderHook(() => useClosedAccounts(), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
  });
});

describe("useDownloadDocument: saved under the provider's file name", () => {
  const createObjectURL = jest.fn(() => "blob:http://localhost/doc-1");
  const revokeObjectURL = jest.fn();
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it("the blob becomes an object URL clicked by an <a download> named as the provider names the invoice", async () => {
    jest.useFakeTimers();
    const blob = new Blob(["%PDF-1.4"], { type: "application/pdf" });
    mockApi.downloadDocument.mockResolvedValue({ blob, fileName: "FV202602-100000101_PDF_1P.pdf", mimeType: "application/pdf" });
    const clicked: { download: string; href: string; inDocument: boolean }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href, inDocument: document.body.contains(this) });
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useDownloadDocument(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ billId: "1000001012602", type: "PDF_1P", fileName: "FV202602-100000101_PDF_1P.pdf" });
    });
    expect(mockApi.downloadDocument).toHaveBeenCalledWith("1000001012602", "PDF_1P", {
      fileName: "FV202602-100000101_PDF_1P.pdf",
      closedBan: undefined,
    });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ download: "FV202602-100000101_PDF_1P.pdf", href: "blob:http://localhost/doc-1", inDocument: true }]);
    expect(document.querySelectorAll("a[download]")).toHaveLength(0);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(OBJECT_URL_LIFETIME_MS));
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:http://localhost/doc-1");
    click.mockRestore();
  });

  it("save: false only fetches (an in-page preview); the closed header option is passed on", async () => {
    mockApi.downloadDocument.mockResolvedValue({ blob: new Blob([]), fileName: "x.pdf", mimeType: "application/pdf" });
    const { wrapper } = setup();
    const { result } = renderHook(() => useDownloadDocument(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ billId: "1", type: "PDF_1P", closedBan: "100000199", save: false });
    });
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(mockApi.downloadDocument).toHaveBeenCalledWith("1", "PDF_1P", { fileName: undefined, closedBan: "100000199" });
  });

  it("a refused download is the mutation's error; nothing is saved", async () => {
    mockApi.downloadDocument.mockRejectedValue(
      new GatewayError({ kind: "http", message: "x", status: 404, code: "document_not_available" }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useDownloadDocument(), { wrapper });
    act(() => result.current.mutate({ billId: "1", type: "PDF_2C" }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ code: "document_not_available" });
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});

describe("writes and what they refresh", () => {
  it("useSendBillEmail passes the payload and the closed account on", async () => {
    mockApi.sendBillEmail.mockResolvedValue({ recipients: ["ana@example.ro"], documentName: "FV.pdf" });
    const { wrapper } = setup();
    const { result } = renderHook(() => useSendBillEmail(), { wrapper });
    const payload = { email: "ana@example.ro", otherEmails: null, userType: "ContractOwner" as const };
    await act(async () => {
      await result.current.mutateAsync({ billId: "1", type: "PDF_1P", payload });
    });
    expect(mockApi.sendBillEmail).toHaveBeenCalledWith("1", "PDF_1P", payload, { closedBan: undefined });
    await waitFor(() => expect(result.current.data).toEqual({ recipients: ["ana@example.ro"], documentName: "FV.pdf" }));
  });

  it("usePayLink answers the link for the screen to open; the bills are marked stale, not fetched before leaving", async () => {
    mockApi.createPayLink.mockResolvedValue(LINK);
    const { wrapper, client } = setup();
    const { result } = renderHook(() => ({ bills: useBillList("100000101"), pay: usePayLink() }), { wrapper });
    await waitFor(() => expect(result.current.bills.isSuccess).toBe(true));
    let link: unknown;
    await act(async () => {
      link = await result.current.pay.mutateAsync({ billId: "1000001012602", redirectTo: "http://127.0.0.1:9000/ecare/facturi-si-plati" });
    });
    expect(link).toEqual(LINK);
    expect(mockApi.createPayLink).toHaveBeenCalledWith("1000001012602", "http://127.0.0.1:9000/ecare/facturi-si-plati");
    expect(mockApi.customerBills).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(ecareKeys.bills("ID-1", "100000101"))?.isInvalidated).toBe(true);
  });

  it("usePaymentConfirmation / usePaymentAgreement fetch the bills and the eligibility again", async () => {
    mockApi.confirmPayment.mockResolvedValue({ id: "PC-1" });
    mockApi.agreePayment.mockResolvedValue({ id: "PA-1" });
    mockApi.paymentConfirmationEligibility.mockResolvedValue({ eligible: true });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        bills: useBillList("100000101"),
        eligibility: usePaymentConfirmationEligibility("100000101"),
        confirm: usePaymentConfirmation("100000101"),
        agree: usePaymentAgreement("100000101"),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.bills.isSuccess && result.current.eligibility.isSuccess).toBe(true));
    await act(async () => {
      await result.current.confirm.mutateAsync();
    });
    await waitFor(() => expect(mockApi.customerBills).toHaveBeenCalledTimes(2));
    expect(mockApi.paymentConfirmationEligibility).toHaveBeenCalledTimes(2);
    await act(async () => {
      await result.current.agree.mutateAsync({ agreementDate: "2026-04-01" });
    });
    expect(mockApi.agreePayment).toHaveBeenCalledWith("100000101", "2026-04-01");
    await waitFor(() => expect(mockApi.customerBills).toHaveBeenCalledTimes(3));
  });

  it("a voucher fetches the credit and the top-up history again; a card recharge only marks them stale", async () => {
    mockApi.rechargeVoucher.mockResolvedValue({
      status: "success",
      msisdn: "0733000201",
      amount: { unit: "EUR", value: 10 },
      voucher: "••••5555",
    });
    mockApi.recharge.mockResolvedValue({ ...LINK, kind: "recharge" });
    mockApi.topUpHistory.mockResolvedValue({ items: [], total: 0 });
    const { wrapper, client } = setup();
    const invalidate = jest.spyOn(client, "invalidateQueries");
    const { result } = renderHook(
      () => ({
        history: useTopUpHistory({ relatedPartyId: "0733000201", limit: 10 }),
        voucher: useVoucherRecharge(),
        card: useCardRecharge(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.history.isSuccess).toBe(true));
    await act(async () => {
      await result.current.card.mutateAsync({ amount: 10, email: "ana@example.ro", phone: "0733000201" });
    });
    expect(mockApi.topUpHistory).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: billingKeys.credit("ID-1"), refetchType: "none" });
    await act(async () => {
      await result.current.voucher.mutateAsync({ voucher: "2222333344445555", email: "ana@example.ro", phone: "0733000201" });
    });
    await waitFor(() => expect(mockApi.topUpHistory).toHaveBeenCalledTimes(2));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: billingKeys.credit("ID-1") });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: billingKeys.topUps("ID-1") });
  });

  it("useTopUpHistory keeps the previous page while the next loads; no number, no call", async () => {
    let resolveNext: (v: unknown) => void = () => undefined;
    mockApi.topUpHistory
      .mockResolvedValueOnce({ items: [{ id: "A" }], total: 2 })
      .mockImplementationOnce(() => new Promise((r) => (resolveNext = r)));
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ offset }) => useTopUpHistory({ relatedPartyId: "0733000201", limit: 1, offset }), {
      wrapper,
      initialProps: { offset: 0 },
    });
    await waitFor(() => expect(result.current.data?.items).toEqual([{ id: "A" }]));
    rerender({ offset: 1 });
    await waitFor(() => expect(mockApi.topUpHistory).toHaveBeenCalledTimes(2));
    expect(result.current).toMatchObject({ isPlaceholderData: true, data: { items: [{ id: "A" }] } });
    await act(async () => resolveNext({ items: [{ id: "B" }], total: 2 }));
    await waitFor(() => expect(result.current.data?.items).toEqual([{ id: "B" }]));
    const idle = renderHook(() => useTopUpHistory(null), { wrapper });
    expect(idle.result.current.fetchStatus).toBe("idle");
  });

  it("useEbillSubscribe stores the answer as the subscription; useVerifyEmail refetches it only when verified", async () => {
    mockApi.ebillSubscription.mockResolvedValue({ ebillEmail: "", isEbillSubscribed: false, isEmailVerified: false });
    mockApi.setEbillSubscription.mockResolvedValue({ ebillEmail: "ana@example.ro", isEbillSubscribed: true, isEmailVerified: true });
    mockApi.validateEmail.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ sub: useEbillSubscription("100000101"), subscribe: useEbillSubscribe("100000101"), verify: useVerifyEmail("100000101") }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.sub.isSuccess).toBe(true));
    await act(async () => {
      expect(await result.current.verify.mutateAsync({ email: "ana@example.ro", code: "000000" })).toBe(false);
    });
    expect(mockApi.validateEmail).toHaveBeenCalledWith("ana@example.ro", "000000", "sso-1");
    expect(mockApi.ebillSubscription).toHaveBeenCalledTimes(1);
    await act(async () => {
      expect(await result.current.verify.mutateAsync({ email: "ana@example.ro", code: "123456", username: "postpaid.owner" })).toBe(true);
    });
    expect(mockApi.validateEmail).toHaveBeenLastCalledWith("ana@example.ro", "123456", "postpaid.owner");
    await waitFor(() => expect(mockApi.ebillSubscription).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.sub.isFetching).toBe(false));
    await act(async () => {
      await result.current.subscribe.mutateAsync({ ebillEmail: "ana@example.ro", isEbillSubscribed: true });
    });
    expect(mockApi.setEbillSubscription).toHaveBeenCalledWith({ ebillEmail: "ana@example.ro", isEbillSubscribed: true }, "100000101");
    await waitFor(() =>
      expect(result.current.sub.data).toEqual({ ebillEmail: "ana@example.ro", isEbillSubscribed: true, isEmailVerified: true }),
    );
  });
});
