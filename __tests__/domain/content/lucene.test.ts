import { exactAnyOf, liveContentQuery, luceneQuote } from "../../../src/domain/content/lucene";

describe("SPEC §7 content query strings", () => {
  it("quotes values so dashes, spaces and operators are literal", () => {
    expect(luceneQuote("PLAN-CBU-SMART-15")).toBe('"PLAN-CBU-SMART-15"');
    expect(luceneQuote("a b OR c:d (e)")).toBe('"a b OR c:d (e)"');
  });
  it("escapes the characters special inside a phrase", () => {
    expect(luceneQuote('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
  });
  it("matches one id exactly through the _dotraw field", () => {
    expect(exactAnyOf("ServicePlanCard", "externalId", ["PLAN-CBU-SMART-15"])).toBe(
      '+ServicePlanCard.externalId_dotraw:"PLAN-CBU-SMART-15"',
    );
  });
  it("ORs several ids in one field group", () => {
    expect(exactAnyOf("ServiceCardBenefit", "broadleafId", ["A-1", "B 2"])).toBe('+ServiceCardBenefit.broadleafId_dotraw:("A-1" OR "B 2")');
  });
  it("asks for live content, and for nothing when there are no ids", () => {
    expect(liveContentQuery("PlanLabel", "key", ["5g"])).toBe('+PlanLabel.key_dotraw:"5g" +live:true');
    expect(exactAnyOf("PlanLabel", "key", [])).toBeNull();
    expect(liveContentQuery("PlanLabel", "key", [])).toBeNull();
  });
});
