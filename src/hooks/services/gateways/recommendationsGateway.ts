// The recommendations client (clients/gateway/services/recommendationsClient.ts) bound to the session on first use, in a module of its own
// so a page loads only the clients it calls.
import { createRecommendationsApi, type RecommendationsApi } from "../../../clients/gateway/services/recommendationsClient";
import { sessionPort } from "../../gateway";

let api: RecommendationsApi | null = null;

export const recommendationsApi = (): RecommendationsApi => (api ??= createRecommendationsApi(sessionPort));
