import {
  portInOrderBody,
  portInProblemOf,
  readOperators,
  readPortInOrder,
  readSmsSent,
  readSmsValidated,
} from "../../../src/domain/portIn/answers";
import { DONOR_REFUSALS } from "../../../src/domain/portIn/donorRefusals";
import { initialPortInState, portInReducer } from "../../../src/domain/portIn/portInState";

const ORDER = {
  "@type": "ProductOrder",
  id: "PI-7001",
  state: "rejected",
  requestedCompletionDate: "2026-03-05",
  portIn: { msisdn: "0770300093", portingDate: "2026-03-05", asap: true, portingWindow: null },
  rejectionReason: { code: "numberNotInService", title: "server text", message: "server text", howToFix: "server text" },
};

describe("SPEC §7 port-in answers (docs/portin-address-contract.md)", () => {
  it("SPEC §7 operators and the porting window; an answer without them is unreadable", () => {
    expect(
      readOperators({
        operators: [{ id: "ORANGE", name: "Orange România" }],
        portingWindow: { earliest: "2026-03-05", latest: "2026-04-06" },
      }),
    ).toEqual({
      operators: [{ id: "ORANGE", name: "Orange România" }],
      window: { earliest: "2026-03-05", latest: "2026-04-06" },
    });
    expect(readOperators({ operators: [] })).toBeNull();
  });

  it("SPEC §7 send-SMS resendTimestamp and the validation's token", () => {
    expect(readSmsSent({ resendTimestamp: "2026-03-02T09:01:00.000Z" })).toEqual({ resendTimestamp: "2026-03-02T09:01:00.000Z" });
    expect(readSmsSent(null)).toEqual({ resendTimestamp: null });
    expect(readSmsValidated({ portInToken: "pin_1", expiresAt: "2026-03-02T09:30:00.000Z" })).toEqual({
      token: "pin_1",
      expiresAt: "2026-03-02T09:30:00.000Z",
    });
    expect(readSmsValidated({ portInToken: "pin_1" })).toBeNull();
  });

  it("ANCOM a3: a rejected order's reason comes from the domain's DONOR_REFUSALS by code, not the answer's text", () => {
    const view = readPortInOrder(ORDER);
    expect(view).toMatchObject({ id: "PI-7001", state: "rejected", portingDate: "2026-03-05", window: null });
    expect(view?.refusal).toEqual({ code: "numberNotInService", ...DONOR_REFUSALS.numberNotInService });
    expect(readPortInOrder({ ...ORDER, state: "completed" })?.refusal).toBeNull();
    expect(readPortInOrder({ ...ORDER, state: "weird" })).toBeNull();
  });

  it("TMF622 port-in body: the port data as characteristics with relatedOrderNumber = the paid shop order; null until complete", () => {
    let s = initialPortInState({ id: "PLAN-CBU-SMART-15", offerType: "MobileService" });
    expect(portInOrderBody(s)).toBeNull();
    s = portInReducer(s, {
      type: "smsSent",
      request: { msisdnToPort: "0745100002", donorOperator: "ORANGE", donorSubscriptionType: "postpaid", donorClientCode: "CL45100002" },
      resendTimestamp: null,
    });
    s = portInReducer(s, { type: "codeValidated", token: "pin_1", expiresAt: "2026-03-02T09:30:00.000Z" });
    s = portInReducer(s, { type: "portingAgreed", porting: { date: "2026-03-10", acceptProvisionalNumber: true } });
    expect(portInOrderBody(s)).toBeNull();
    s = portInReducer(s, { type: "paid", orderNumber: "CMD-2026-000042" });
    const body = portInOrderBody(s) as any;
    expect(body.productOrderItem).toHaveLength(1);
    expect(body.productOrderItem[0]).toMatchObject({ action: "add", productOffering: { id: "PLAN-CBU-SMART-15" } });
    const chars = Object.fromEntries(body.productOrderItem[0].product.productCharacteristic.map((c: any) => [c.name, c.value]));
    expect(chars).toEqual({
      msisdnToPort: "0745100002",
      donorOperator: "ORANGE",
      donorSubscriptionType: "postpaid",
      donorClientCode: "CL45100002",
      requestedPortingDate: "2026-03-10",
      acceptProvisionalNumber: true,
      portInToken: "pin_1",
      relatedOrderNumber: "CMD-2026-000042",
    });
  });

  it("SPEC §8 codes the port-in screens explain: known ones by code, anything else the generic ribbon", () => {
    expect(portInProblemOf(Object.assign(new Error("x"), { code: "number_already_ours" }))).toBe("number_already_ours");
    expect(portInProblemOf({ code: "EC1005" })).toBe("EC1005");
    expect(portInProblemOf({ code: "999999" })).toBeNull();
    expect(portInProblemOf(null)).toBeNull();
  });
});
