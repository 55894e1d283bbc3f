// The costControl client (clients/gateway/services/costControlClient.ts) bound to the session on first use, in a module of its own
// so a page loads only the clients it calls.
import { createCostControlApi, type CostControlApi } from "../../../clients/gateway/services/costControlClient";
import { sessionPort } from "../../gateway";

let api: CostControlApi | null = null;

export const costControlApi = (): CostControlApi => (api ??= createCostControlApi(sessionPort));
