// The port-in client (docs/portin-address-contract.md "Port-in back end", prefix BACKEND_PREFIX.portIn): the donor
// operators and porting window, a number's portability, the SMS code to the number being ported (SPEC §7 send-SMS,
// bot-check action otcSendValidationSms like /dxl-otc) and its validation, the TMF622 port-in order and its
// cancellation (cancelProductOrder). A visitor's anonymous token is enough. Zod-free: the domain reads the answers
// (domain/portIn/answers.ts); a 200 whose errorCode is not no_error rejects as kind "rejected" with that code, a failure
// status as the gateway error with the body's code.
import {
  readOperators,
  readPortInOrder,
  readSmsSent,
  readSmsValidated,
  type OperatorsAnswer,
  type PortInOrderView,
} from "../../domain/portIn/answers";
import { botcheckBody, jsonBody, rejected, type Botcheck } from "./answers";
import { malformed } from "./errors";
import { guarded } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

const SERVICE = "portIn";
/** SPEC §7 "bot-check action otcSendValidationSms" (the port-in send shares otc's codes and limits). */
export const PORT_IN_SMS_ACTION = "otcSendValidationSms";

export interface PortInApi {
  operators(): Promise<OperatorsAnswer>;
  /** Resolves when the number can be ported; rejects with code number_already_ours, number_not_found, invalid_msisdn. */
  portability(msisdn: string): Promise<{ donorOperator: string }>;
  sendValidationSms(msisdn: string, botcheck: Botcheck | null): Promise<{ resendTimestamp: string | null }>;
  validateSms(msisdn: string, code: string): Promise<{ token: string; expiresAt: string }>;
  createOrder(body: Record<string, unknown>): Promise<PortInOrderView>;
  order(id: string): Promise<PortInOrderView>;
  /** The caller's port-in orders, newest first (self-care's orders page). */
  orders(): Promise<PortInOrderView[]>;
  /** TMF622 cancelProductOrder (ANCOM a7); rejects 409 port_in_not_cancellable, 404 for an order not the caller's. */
  cancel(orderId: string): Promise<{ cancellationId: string }>;
}

export function createPortInApi(port: SessionPort, options: GatewayClientOptions = {}): PortInApi {
  const http = createGatewayClient(SERVICE, port, options);
  const order = (body: unknown, status: number) => {
    const view = readPortInOrder(body);
    if (!view) throw malformed(SERVICE, body, "not a port-in order", status);
    return view;
  };
  return {
    operators: () =>
      guarded(SERVICE, async () => {
        const res = await http.get("operators");
        const answer = readOperators(res.data);
        if (!answer) throw malformed(SERVICE, res.data, "no operators or porting window", res.status);
        return answer;
      }),
    portability: (msisdn) =>
      guarded(SERVICE, async () => {
        const res = await http.get("portability", { params: { msisdn } });
        const body = jsonBody(res, SERVICE);
        const donor = body.donorOperator as { id?: unknown } | undefined;
        return { donorOperator: typeof donor?.id === "string" ? donor.id : "" };
      }),
    sendValidationSms: (msisdn, botcheck) =>
      guarded(SERVICE, async () => {
        const res = await http.post("portIn/sendValidationSms", { payload: { msisdn }, ...botcheckBody(botcheck, PORT_IN_SMS_ACTION) });
        const body = jsonBody(res, SERVICE);
        if (body.errorCode !== "no_error")
          throw rejected(res, SERVICE, typeof body.errorCode === "string" ? body.errorCode : "GenericError");
        return readSmsSent(body.payload);
      }),
    validateSms: (msisdn, code) =>
      guarded(SERVICE, async () => {
        const res = await http.post("portIn/validateSms", { payload: { msisdn, code } });
        const body = jsonBody(res, SERVICE);
        if (body.errorCode !== "no_error")
          throw rejected(res, SERVICE, typeof body.errorCode === "string" ? body.errorCode : "GenericError");
        const token = readSmsValidated(body.payload);
        if (!token) throw malformed(SERVICE, body, "no port-in token", res.status);
        return token;
      }),
    createOrder: (body) =>
      guarded(SERVICE, async () => {
        const res = await http.post("productOrder", body);
        return order(res.data, res.status);
      }),
    order: (id) =>
      guarded(SERVICE, async () => {
        const res = await http.get(`productOrder/${encodeURIComponent(id)}`);
        return order(res.data, res.status);
      }),
    orders: () =>
      guarded(SERVICE, async () => {
        const res = await http.get("productOrder");
        if (!Array.isArray(res.data)) throw malformed(SERVICE, res.data, "not a list of port-in orders", res.status);
        return res.data.map((o: unknown) => order(o, res.status));
      }),
    cancel: (orderId) =>
      guarded(SERVICE, async () => {
        const res = await http.post("cancelProductOrder", { productOrder: { id: orderId } });
        const body = jsonBody(res, SERVICE);
        if (body.state !== "done" || typeof body.id !== "string") throw malformed(SERVICE, body, "cancellation not done", res.status);
        return { cancellationId: body.id };
      }),
  };
}
