// The visitor as the data layer sees it (SPEC §4 analytics), read synchronously from the stored session and the stored
// eligible flows: the analytics client builds each event when it is pushed, so a sign-in or sign-out in any tab shows
// in the next event. The rule of what is read (hashed ids only) is domain/analytics/events.ts analyticsVisitor.
import { analyticsVisitor, type AnalyticsVisitor } from "../domain/analytics/events";
import { isLoggedIn } from "../domain/session/activeMethod";
import { readCustomerFlows } from "./eligibleFlowsStore";
import { sessionStore } from "./sessionStore";

export function currentVisitor(): AnalyticsVisitor {
  const { auth, user } = sessionStore.get();
  const loggedIn = isLoggedIn(auth);
  return analyticsVisitor(user.profile, loggedIn ? readCustomerFlows().flows : [], loggedIn);
}
