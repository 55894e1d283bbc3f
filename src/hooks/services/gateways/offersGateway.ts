// The offers client (clients/gateway/services/offersClient.ts) bound to the session on first use, in a module of its own
// so a page loads only the clients it calls.
import { createOffersApi, type OffersApi } from "../../../clients/gateway/services/offersClient";
import { sessionPort } from "../../gateway";

let api: OffersApi | null = null;

export const offersApi = (): OffersApi => (api ??= createOffersApi(sessionPort));
