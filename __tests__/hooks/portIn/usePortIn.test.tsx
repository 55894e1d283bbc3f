// The port-in hooks (src/hooks/portIn/usePortIn.ts) against a fake port-in client and cart command: the SMS send only
// after the portability check, the code's token kept, the plan added with flow MNP, the port-in order filed ONCE with
// relatedOrderNumber (a stored id is read back instead of posting again), and the journey kept in sessionStorage
// without any CNP.
import React from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { PortInRequest } from "../../../src/domain/portIn/portInRequest";

import { setAnonymousTokens } from "../../../src/domain/session/tokens";
import { setTokens } from "../../../src/state/sessionStore";
import { pair } from "../../domain/session/fixtures";
const mockApi = {
  operators: jest.fn(),
  portability: jest.fn(),
  sendValidationSms: jest.fn(),
  validateSms: jest.fn(),
  createOrder: jest.fn(),
  order: jest.fn(),
};
const mockRunCartAction = jest.fn();
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));
jest.mock("../../../src/hooks/cart/cartCommands", () => ({ runCartAction: (...a: unknown[]) => mockRunCartAction(...a) }));
jest.mock("../../../src/clients/botcheck/recaptcha", () => ({
  getBotcheckToken: async () => ({ token: "bot", action: "otcSendValidationSms" }),
}));

const REQUEST: PortInRequest = {
  msisdnToPort: "0745100001",
  donorOperator: "ORANGE",
  donorSubscriptionType: "prepaid",
  iccid: "8940100000000000016",
};
const VIEW = {
  id: "PI-7001",
  state: "acknowledged",
  msisdn: "0745100001",
  portingDate: "2026-03-05",
  asap: true,
  window: null,
  refusal: null,
};

import * as hooks from "../../../src/hooks/portIn/usePortIn";

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return Wrapper;
}

beforeEach(() => {
  window.sessionStorage.clear();
  // The visitor's anonymous session (the hooks start one when there is none).
  setTokens((current) => setAnonymousTokens(current, "anonymous", pair("anon")));
  Object.values(mockApi).forEach((f) => f.mockReset());
  mockRunCartAction.mockReset();
});

async function throughAgreement(): Promise<void> {
  hooks.dispatchPortIn({ type: "offerChosen", offer: { id: "PLAN-CBU-SMART-15", offerType: "MobileService" } });
  hooks.dispatchPortIn({ type: "smsSent", request: REQUEST, resendTimestamp: null });
  hooks.dispatchPortIn({ type: "codeValidated", token: "pin_1", expiresAt: new Date(Date.now() + 60_000).toISOString() });
  hooks.dispatchPortIn({ type: "portingAgreed", porting: { date: "asap", acceptProvisionalNumber: false } });
}

describe("SPEC §7 port-in hooks", () => {
  it("SPEC §4 validating phone: portability first, then the SMS to that number; a number already ours sends nothing", async () => {
    mockApi.portability.mockRejectedValueOnce(Object.assign(new Error("409"), { code: "number_already_ours" }));
    const { result } = renderHook(() => hooks.useSendPortInCode(), { wrapper: wrapper() });
    await act(async () => {
      await result.current.mutateAsync(REQUEST).catch(() => undefined);
    });
    expect(mockApi.sendValidationSms).not.toHaveBeenCalled();

    mockApi.portability.mockResolvedValue({ donorOperator: "ORANGE" });
    mockApi.sendValidationSms.mockResolvedValue({ resendTimestamp: "2026-03-02T09:01:00.000Z" });
    await act(async () => {
      await result.current.mutateAsync(REQUEST);
    });
    expect(mockApi.sendValidationSms).toHaveBeenCalledWith("0745100001", { token: "bot", action: "otcSendValidationSms" });
    const { result: state } = renderHook(() => hooks.usePortInState());
    expect(state.current.vetting).toEqual({ step: "validatingCode", resendTimestamp: "2026-03-02T09:01:00.000Z" });
  });

  it("the code's token is kept with its expiry; the porting agreement adds the plan with flow MNP once", async () => {
    hooks.dispatchPortIn({ type: "offerChosen", offer: { id: "PLAN-CBU-SMART-15", offerType: "MobileService" } });
    hooks.dispatchPortIn({ type: "smsSent", request: REQUEST, resendTimestamp: null });
    mockApi.validateSms.mockResolvedValue({ token: "pin_1", expiresAt: "2030-01-01T00:00:00.000Z" });
    const v = renderHook(() => hooks.useValidatePortInCode(), { wrapper: wrapper() });
    await act(async () => {
      await v.result.current.mutateAsync({ msisdn: "0745100001", code: "123456" });
    });
    mockRunCartAction.mockResolvedValue({ ok: true, cart: {} });
    const a = renderHook(() => hooks.useAgreePorting(), { wrapper: wrapper() });
    await act(async () => {
      await a.result.current.mutateAsync({ date: "asap", acceptProvisionalNumber: true });
      await a.result.current.mutateAsync({ date: "asap", acceptProvisionalNumber: true });
    });
    expect(mockRunCartAction).toHaveBeenCalledTimes(1);
    expect(mockRunCartAction).toHaveBeenCalledWith("personal", {
      type: "add",
      product: expect.objectContaining({ productOfferingId: "PLAN-CBU-SMART-15", offerType: "MobileService", flow: "MNP" }),
    });
    const stored = window.sessionStorage.getItem("aria-portin") ?? "";
    expect(JSON.parse(stored).s).toMatchObject({ token: { value: "pin_1" }, inCart: true, hasAgreedToTerms: true });
    expect(stored).not.toMatch(/cnp/i);
  });

  it("a refused add keeps the plan out of the cart (the catalogued error is the screen's)", async () => {
    await throughAgreement();
    mockRunCartAction.mockResolvedValue({ ok: false, error: { code: "400300" } });
    const a = renderHook(() => hooks.useAgreePorting(), { wrapper: wrapper() });
    await act(async () => {
      expect((await a.result.current.mutateAsync({ date: "asap", acceptProvisionalNumber: false })).ok).toBe(false);
    });
    expect(renderHook(() => hooks.usePortInState()).result.current.inCart).toBe(false);
  });

  it("the confirmation files the port ONCE with relatedOrderNumber; a stored id is read back, not posted again", async () => {
    await throughAgreement();
    mockApi.createOrder.mockResolvedValue(VIEW);
    mockApi.order.mockResolvedValue({ ...VIEW, state: "inProgress" });
    const f = renderHook(() => hooks.useFilePortIn(), { wrapper: wrapper() });
    await act(async () => {
      await Promise.all([f.result.current.mutateAsync("CMD-2026-000042"), f.result.current.mutateAsync("CMD-2026-000042")]);
    });
    expect(mockApi.createOrder).toHaveBeenCalledTimes(1);
    const chars = (mockApi.createOrder.mock.calls[0][0] as any).productOrderItem[0].product.productCharacteristic;
    expect(chars).toContainEqual({ name: "relatedOrderNumber", valueType: "string", value: "CMD-2026-000042" });
    await waitFor(() => expect(renderHook(() => hooks.usePortInState()).result.current.portInOrderId).toBe("PI-7001"));

    await act(async () => {
      expect((await f.result.current.mutateAsync("CMD-2026-000042")).state).toBe("inProgress");
    });
    expect(mockApi.createOrder).toHaveBeenCalledTimes(1);
    expect(mockApi.order).toHaveBeenCalledWith("PI-7001");
  });
});
