// A failed call to one of the shop's back ends (cart, payments, product orders, document upload) in the terms of
// the SPEC §8 shop error mapping (src/domain/errors/shopError.ts FailedCall), with the gateway error beside it.
// One shape and one builder for every shop client; the address decides the service row ("path contains").
import type { FailedCall } from "../../domain/errors/shopError";
import { isRecord } from "../../domain/read";
import { toGatewayError, type GatewayError } from "./errors";

export interface ShopCallFailure extends FailedCall {
  error: GatewayError;
}

export function shopCallFailure(error: unknown, service: string, url: string): ShopCallFailure {
  const e = toGatewayError(error, service);
  return {
    url,
    status: e.status,
    statusText: e.message,
    body: e.payload,
    isJson: isRecord(e.payload) || Array.isArray(e.payload),
    transactionId: e.transactionId,
    error: e,
  };
}
