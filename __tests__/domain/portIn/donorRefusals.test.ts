import { DONOR_REFUSAL_CODES, DONOR_REFUSALS } from "../../../src/domain/portIn/donorRefusals";

describe("ANCOM a2/a3 donor refusal reasons", () => {
  it("exactly the three allowed reasons; debts or a running contract are not among them", () => {
    expect(DONOR_REFUSAL_CODES).toEqual(["requestIncomplete", "identityMismatch", "numberNotInService"]);
    expect(DONOR_REFUSAL_CODES.join(" ")).not.toMatch(/debt|contract|suspend/i);
  });

  it.each(DONOR_REFUSAL_CODES)("%s has a Romanian title, message and a way to fix it that ends in resubmitting", (code) => {
    const r = DONOR_REFUSALS[code];
    expect(r.title.length).toBeGreaterThan(10);
    expect(r.message).toMatch(/Operatorul actual/);
    expect(r.howToFix).toMatch(/trimite din nou cererea/);
  });
});
