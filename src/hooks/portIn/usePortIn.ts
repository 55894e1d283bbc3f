// The port-in journey's hooks (issue 28; docs/portin-address-contract.md): the journey state kept in the tab
// (state/portIn), the operators and porting window (react-query), and the commands of each step bound to the port-in
// client — check the number and send the SMS code to it, validate the code, agree the porting terms and put the plan in
// the cart with flow MNP (the cart command "Adaugă în coș" uses), file the port-in order once the shop order is paid
// (idempotent: the stored order id), and read that order's state.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { getBotcheckToken } from "../../clients/botcheck/recaptcha";
import { createPortInApi, PORT_IN_SMS_ACTION } from "../../clients/gateway/portInClient";
import { portInOrderBody, type PortInOrderView } from "../../domain/portIn/answers";
import type { PortInRequest } from "../../domain/portIn/portInRequest";
import type { PortingChoice, PortInState } from "../../domain/portIn/portInState";
import { dispatchPortIn, getPortIn, getServerPortIn, subscribePortIn } from "../../state/portIn/portInStore";
import { createIdentityApi } from "../../clients/gateway/identity";
import { cartAccess } from "../../domain/cart/access";
import { clientPathForArea } from "../../domain/session/clientPaths";
import { setAnonymousTokens } from "../../domain/session/tokens";
import { getTokens, setTokens } from "../../state/sessionStore";
import { anonymousSignIn } from "../anonymousSignIn";
import { boundClient } from "../boundClient";
import { runCartAction, type CommandResult } from "../cart/cartCommands";

export const portInKeys = {
  operators: ["portIn", "operators"] as const,
  order: (id: string) => ["portIn", "order", id] as const,
};

const api = () => boundClient(createPortInApi);

let signingIn: Promise<void> | null = null;

/**
 * A visitor with no session gets the shop's anonymous one first (as the cart's first add does): the port-in token is
 * bound to the caller, and the cart add that follows must be the same caller's.
 */
async function withSession(): Promise<void> {
  const access = cartAccess(getTokens(), "personal");
  if (access.kind !== "anonymous" || !access.needsToken) return;
  signingIn ??= anonymousSignIn(boundClient(createIdentityApi), clientPathForArea("personal"))
    .then(({ tokens }) => setTokens((current) => setAnonymousTokens(current, "anonymous", tokens)))
    .finally(() => {
      signingIn = null;
    });
  await signingIn;
}

/** The journey as stored in this tab (the server render and the hydration see the initial one). */
export function usePortInState(): PortInState {
  return useSyncExternalStore(subscribePortIn, getPortIn, getServerPortIn);
}

export { dispatchPortIn };

export function usePortInOperators() {
  return useQuery({
    queryKey: portInKeys.operators,
    queryFn: async () => {
      await withSession();
      return api().operators();
    },
  });
}

/** Step "numar": the number must be portable (409/404 refuse it), then the code is sent to it. */
export function useSendPortInCode() {
  return useMutation({
    mutationFn: async (request: PortInRequest) => {
      await withSession();
      await api().portability(request.msisdnToPort);
      const botcheck = await getBotcheckToken(PORT_IN_SMS_ACTION);
      return api().sendValidationSms(request.msisdnToPort, botcheck);
    },
    onSuccess: (sent, request) => void dispatchPortIn({ type: "smsSent", request, resendTimestamp: sent.resendTimestamp }),
  });
}

/** "Trimite din nou": the same number again. */
export function useResendPortInCode() {
  return useMutation({
    mutationFn: async (request: PortInRequest) => {
      const botcheck = await getBotcheckToken(PORT_IN_SMS_ACTION);
      return api().sendValidationSms(request.msisdnToPort, botcheck);
    },
    onSuccess: (sent, request) => void dispatchPortIn({ type: "smsSent", request, resendTimestamp: sent.resendTimestamp }),
  });
}

/** Step "cod": the code from the SMS gives the port-in token. */
export function useValidatePortInCode() {
  return useMutation({
    mutationFn: ({ msisdn, code }: { msisdn: string; code: string }) => api().validateSms(msisdn, code),
    onSuccess: (t) => void dispatchPortIn({ type: "codeValidated", token: t.token, expiresAt: t.expiresAt }),
  });
}

/** Step "portare": the terms agreed, the plan goes to the cart with flow MNP (the sandbox checks the port-in token). */
export function useAgreePorting() {
  return useMutation({
    mutationFn: async (porting: PortingChoice): Promise<AgreeResult> => {
      const state = getPortIn();
      if (!state.selected) throw Object.assign(new Error("no offer chosen"), { code: "no_offer" });
      dispatchPortIn({ type: "portingAgreed", porting });
      if (state.inCart) return { ok: true };
      const result = await runCartAction("personal", {
        type: "add",
        product: {
          productOfferingId: state.selected.id,
          offerType: state.selected.offerType,
          serviceType: "MOBILE",
          externalId: state.selected.id,
          flow: "MNP",
        },
      });
      return result.ok ? { ok: true } : result;
    },
    onSuccess: (result) => {
      if (result.ok) dispatchPortIn({ type: "addedToCart" });
    },
  });
}

/** The cart add's outcome: a refused add carries the catalogued error (SPEC §8) or the input message. */
export type AgreeResult = { ok: true } | Extract<CommandResult, { ok: false }>;

let filing: Promise<PortInOrderView> | null = null;

/**
 * The confirmation: the paid shop order's number, then the port-in order filed ONCE (a stored id is read instead; two
 * renders share the one request in flight).
 */
export function useFilePortIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderNumber: string): Promise<PortInOrderView> => {
      const state = dispatchPortIn({ type: "paid", orderNumber });
      if (state.portInOrderId) return api().order(state.portInOrderId);
      const body = portInOrderBody(state);
      if (!body) throw Object.assign(new Error("port-in incomplete"), { code: "port_in_token_invalid" });
      filing ??= api()
        .createOrder(body)
        .finally(() => {
          filing = null;
        });
      return filing;
    },
    onSuccess: (view) => {
      dispatchPortIn({ type: "portInFiled", id: view.id });
      client.setQueryData(portInKeys.order(view.id), view);
    },
  });
}

/** The filed order's state ("Actualizează starea" refetches it). */
export function usePortInOrder(id: string | null) {
  return useQuery({
    queryKey: portInKeys.order(id ?? ""),
    queryFn: () => api().order(id ?? ""),
    enabled: id !== null,
    staleTime: 0,
  });
}
