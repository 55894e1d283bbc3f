import {
  CHECKOUT_STEPS,
  methodToSend,
  nextStep,
  previousStep,
  resolveStep,
  slugOf,
  stepOfSlug,
  stepPath,
  stepsFor,
  thankYouPath,
  threeDSReturnUrl,
  type CheckoutFacts,
  type CheckoutStepId,
} from "../../../src/domain/checkout/steps";
import { isCheckoutPath } from "../../../src/domain/errors/shopError";

const consumer: CheckoutFacts = { customerType: "CBU", provider: "anonymous", offerTypes: ["Device"] };
const businessOtc: CheckoutFacts = { customerType: "EBU", provider: "otc", offerTypes: ["MobileService"] };
const q = (s: string) => new URLSearchParams(s);
const done = (...s: CheckoutStepId[]) => new Set<CheckoutStepId>(s);

describe("SPEC §3 Checkout steps as data: which steps per cart and customer type", () => {
  it("a consumer buying a device: contract → shipping → payment → review", () => {
    expect(stepsFor(consumer)).toEqual(["contract", "shipping", "payment", "review"]);
  });

  it("SPEC §6 documents only for a business customer signed in by one-time code", () => {
    expect(stepsFor(businessOtc)).toEqual(["contract", "shipping", "documents", "payment", "review"]);
    expect(stepsFor({ ...businessOtc, provider: "sso" })).toEqual(["contract", "shipping", "payment", "review"]);
    expect(stepsFor({ ...businessOtc, customerType: "CBU" })).toEqual(["contract", "shipping", "payment", "review"]);
  });

  it("no shipping when nothing is posted (fixed services installed at the address, add-ons)", () => {
    expect(stepsFor({ ...consumer, offerTypes: ["FixedInternet", "FixedTV"] })).toEqual(["contract", "payment", "review"]);
    expect(stepsFor({ ...consumer, offerTypes: ["FixedBundle", "Device"] })).toContain("shipping");
    expect(stepsFor({ ...consumer, offerTypes: ["Prepaid"] })).toContain("shipping");
  });

  it("SPEC §3 payment methods: no payment step when nothing is due now; the order is then sent not by card (COD)", () => {
    const fixed: CheckoutFacts = { ...consumer, offerTypes: ["FixedBundle"], dueNowRon: 0 };
    expect(stepsFor(fixed)).toEqual(["contract", "review"]);
    expect(methodToSend(stepsFor(fixed), null)).toBe("COD");
    expect(methodToSend(stepsFor(fixed), "CARD")).toBe("COD");
    // Something due, or not known yet: the payment step stays and the chosen method is sent.
    expect(stepsFor({ ...fixed, dueNowRon: 49 })).toContain("payment");
    expect(stepsFor({ ...fixed, dueNowRon: null })).toContain("payment");
    expect(methodToSend(stepsFor(consumer), null)).toBeNull();
    expect(methodToSend(stepsFor(consumer), "CARD")).toBe("CARD");
  });

  it("steps keep the order of CHECKOUT_STEPS", () => {
    const all = stepsFor(businessOtc);
    expect([...all].sort((a, b) => CHECKOUT_STEPS.indexOf(a) - CHECKOUT_STEPS.indexOf(b))).toEqual(all);
  });
});

describe("SPEC §3 Checkout: each step's address in the URL, next and previous", () => {
  it("slugs round-trip; the step is in the query so the path stays a checkout path (SPEC §8 checkout-only ribbons)", () => {
    for (const s of CHECKOUT_STEPS) expect(stepOfSlug(slugOf(s))).toBe(s);
    expect(stepOfSlug("nimic")).toBeNull();
    expect(stepOfSlug(null)).toBeNull();
    expect(stepPath("/checkout", "shipping")).toBe("/checkout?pas=livrare");
    expect(stepPath("/business/eshop/checkout", "documents")).toBe("/business/eshop/checkout?pas=documente");
    expect(isCheckoutPath(stepPath("/business/eshop/checkout", "payment"))).toBe(true);
    expect(thankYouPath("/checkout")).toBe("/checkout?pas=confirmare");
    expect(threeDSReturnUrl("https://shop.example", "/checkout")).toBe("https://shop.example/checkout?pas=plata&retur3ds=1");
  });

  it("next and previous within this checkout's steps (documents skipped for a consumer)", () => {
    const steps = stepsFor(consumer);
    expect(nextStep(steps, "shipping")).toBe("payment");
    expect(previousStep(steps, "payment")).toBe("shipping");
    expect(previousStep(steps, "contract")).toBeNull();
    expect(nextStep(steps, "review")).toBeNull();
    expect(nextStep(steps, "documents")).toBeNull();
    expect(nextStep(stepsFor(businessOtc), "shipping")).toBe("documents");
  });
});

describe("SPEC §3 Checkout: which step a URL shows (back/forward and reload)", () => {
  const steps = stepsFor(consumer);

  it("the step asked for when every step before it is done", () => {
    expect(resolveStep(q("pas=plata"), steps, done("contract", "shipping"))).toEqual({ step: "payment", redirect: false });
    expect(resolveStep(q("pas=date-contract"), steps, done("contract", "shipping"))).toEqual({ step: "contract", redirect: false });
  });

  it("no skipping ahead by typing an address: the first step not done", () => {
    expect(resolveStep(q("pas=sumar"), steps, done("contract"))).toEqual({ step: "shipping", redirect: true });
  });

  it("no step, an unknown one, or one this checkout does not have: the first step not done", () => {
    expect(resolveStep(q(""), steps, done())).toEqual({ step: "contract", redirect: true });
    expect(resolveStep(q("pas=xyz"), steps, done("contract"))).toEqual({ step: "shipping", redirect: true });
    expect(resolveStep(q("pas=documente"), steps, done("contract", "shipping"))).toEqual({ step: "payment", redirect: true });
  });

  it("a 3-D Secure return forces the payment step, even with the contract step undone (CNP only in memory)", () => {
    expect(resolveStep(q("pas=plata&retur3ds=1&paymentId=p1"), steps, done())).toEqual({ step: "payment", redirect: false });
    expect(resolveStep(q("retur3ds=1&paymentId=p1"), steps, done())).toEqual({ step: "payment", redirect: false });
  });
});
