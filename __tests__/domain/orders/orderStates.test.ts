// The orders page's states (issue 26): every TMF622 ProductOrderStateType has a key and Romanian words, an unknown
// state is said as such; SPEC §4 "Pending product orders are queried with states inProgress, acknowledged, pending".
import { PENDING_ORDER_STATES } from "../../../src/domain/offers/orderStates";
import { isPendingOrderState, orderStateKey, orderStateTone, TMF_ORDER_STATES } from "../../../src/domain/orders/orderStates";
import { roOrders } from "../../../src/i18n/ro/orders";

describe("issue 26 order state labels: every TMF622 state, an unknown one shown as such", () => {
  it("the eleven TMF622 states, in the swagger's order", () => {
    expect(TMF_ORDER_STATES).toEqual([
      "acknowledged",
      "rejected",
      "pending",
      "held",
      "inProgress",
      "cancelled",
      "completed",
      "failed",
      "partial",
      "assessingCancellation",
      "pendingCancellation",
    ]);
  });

  it.each(TMF_ORDER_STATES.map((s) => [s]))("%s is its own key, whatever its case or spaces, with Romanian words", (state) => {
    expect(orderStateKey(state)).toBe(state);
    expect(orderStateKey(` ${state.toUpperCase()} `)).toBe(state);
    const label = roOrders.stateLabel(orderStateKey(state), state);
    expect(label).not.toBe("");
    expect(label).not.toContain(state);
  });

  it("every state has its own words (no two states read the same)", () => {
    const labels = TMF_ORDER_STATES.map((s) => roOrders.states[s]);
    expect(new Set(labels).size).toBe(TMF_ORDER_STATES.length);
  });

  it("'canceled' (American spelling) is cancelled", () => {
    expect(orderStateKey("canceled")).toBe("cancelled");
  });

  it.each([["draft"], ["inProgress.accepted"], ["aborted "], [""], [null], [undefined], [42], [{ state: "completed" }]])(
    "%p is unknown: no crash, said as 'Stare necunoscută' with the text sent",
    (raw) => {
      expect(orderStateKey(raw)).toBe("unknown");
      expect(orderStateTone("unknown")).toBe("unknown");
      expect(isPendingOrderState(raw)).toBe(false);
    },
  );

  it("an unknown state's words name it; without text they still say it is unknown", () => {
    expect(roOrders.stateLabel("unknown", "draft")).toBe("Stare necunoscută (draft)");
    expect(roOrders.stateLabel("unknown", "")).toBe("Stare necunoscută");
  });
});

describe("SPEC §4 'Pending product orders are queried with states inProgress, acknowledged, pending'", () => {
  it("pending is exactly that set, the constant the pending-orders query uses", () => {
    const pending = TMF_ORDER_STATES.filter((s) => isPendingOrderState(s));
    expect([...pending].sort()).toEqual([...PENDING_ORDER_STATES].sort());
    expect(isPendingOrderState("INPROGRESS")).toBe(true);
  });

  it("the look of a state: moving (pending and the other open states), done, stopped", () => {
    expect(TMF_ORDER_STATES.map((s) => [s, orderStateTone(s)])).toEqual([
      ["acknowledged", "moving"],
      ["rejected", "stopped"],
      ["pending", "moving"],
      ["held", "moving"],
      ["inProgress", "moving"],
      ["cancelled", "stopped"],
      ["completed", "done"],
      ["failed", "stopped"],
      ["partial", "done"],
      ["assessingCancellation", "moving"],
      ["pendingCancellation", "moving"],
    ]);
  });
});
