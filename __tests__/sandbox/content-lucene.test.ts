// The Lucene subset (reference §1.3) as a pure parser + matcher.
import { parseLucene, LuceneSyntaxError } from "../../sandbox/src/modules/content/lucene/parse";
import { matches, type MatchDoc } from "../../sandbox/src/modules/content/lucene/match";

const card: MatchDoc = {
  type: "serviceplancard",
  system: { identifier: "abc-1", live: true, working: true, languageid: 1, contenttype: "ServicePlanCard", title: "Smart 10" },
  fields: {
    externalid: "PLAN-CBU-SMART-10",
    nonformattedheadline: "30 GB internet și minute nelimitate",
    orderindex: 3,
    labels: ["5g", "recomandat"],
  },
};
const label: MatchDoc = {
  type: "planlabel",
  system: { identifier: "lbl-1", live: false, working: true, languageid: 1, contenttype: "PlanLabel", title: "Nou" },
  fields: { key: "nou", text: "Nou" },
};
const m = (q: string, doc: MatchDoc = card) => matches(parseLucene(q), doc);

describe("Lucene parser", () => {
  it("parses must / mustNot / should clauses and field groups", () => {
    expect(parseLucene("+a:1 -b:2 c:3")).toEqual({
      kind: "bool",
      clauses: [
        { occur: "must", node: { kind: "field", field: "a", value: { kind: "term", text: "1", wildcard: false } } },
        { occur: "mustNot", node: { kind: "field", field: "b", value: { kind: "term", text: "2", wildcard: false } } },
        { occur: "should", node: { kind: "field", field: "c", value: { kind: "term", text: "3", wildcard: false } } },
      ],
    });
    const grouped = parseLucene("+SecurityIssue.token:(a b)");
    expect(grouped).toMatchObject({
      clauses: [
        {
          occur: "must",
          node: { kind: "bool", clauses: [{ node: { field: "SecurityIssue.token" } }, { node: { field: "SecurityIssue.token" } }] },
        },
      ],
    });
  });

  it("keeps hyphens inside values and reads escapes, phrases, wildcards and ranges", () => {
    expect(parseLucene("+x:PLAN-CBU-1")).toMatchObject({ clauses: [{ node: { value: { text: "PLAN-CBU-1" } } }] });
    expect(parseLucene("+x:a\\:b")).toMatchObject({ clauses: [{ node: { value: { text: "a:b" } } }] });
    expect(parseLucene('+x:"two words"')).toMatchObject({ clauses: [{ node: { value: { kind: "phrase", text: "two words" } } }] });
    expect(parseLucene("+x:sm*")).toMatchObject({ clauses: [{ node: { value: { kind: "term", wildcard: true } } }] });
    expect(parseLucene("+x:[1 TO 5}")).toMatchObject({
      clauses: [{ node: { value: { kind: "range", lo: "1", hi: "5", incLo: true, incHi: false } } }],
    });
    expect(parseLucene("")).toEqual({ kind: "all" });
    expect(parseLucene("*:*")).toMatchObject({ clauses: [{ node: { kind: "all" } }] });
  });

  it.each(["+(", "+a:(b", "a:[1 TO", '+a:"open', "OR a:1", "a:1 AND", ")", "+a:", "a:1 \\"])("rejects %p", (q) => {
    expect(() => parseLucene(q)).toThrow(LuceneSyntaxError);
  });
});

describe("Lucene matcher", () => {
  it("matches +Type.field:value case-insensitively on the type, the field and the value", () => {
    expect(m("+ServicePlanCard.externalId:PLAN-CBU-SMART-10")).toBe(true);
    expect(m("+serviceplancard.EXTERNALID:plan-cbu-smart-10")).toBe(true);
    expect(m("+ServicePlanCard.externalId:PLAN-CBU-SMART-15")).toBe(false);
    // The same field name under another type never matches.
    expect(m("+PlanLabel.externalId:PLAN-CBU-SMART-10")).toBe(false);
  });

  it("analyses text (token match) unless _dotraw asks for the exact value", () => {
    expect(m("+ServicePlanCard.nonFormattedHeadline:internet")).toBe(true);
    expect(m("+ServicePlanCard.nonFormattedHeadline_dotraw:internet")).toBe(false);
    expect(m('+ServicePlanCard.nonFormattedHeadline_dotraw:"30 GB internet și minute nelimitate"')).toBe(true);
    expect(m('+ServicePlanCard.nonFormattedHeadline:"minute nelimitate"')).toBe(true);
    expect(m('+ServicePlanCard.nonFormattedHeadline:"nelimitate minute"')).toBe(false);
  });

  it("handles system fields, negation, OR and parentheses", () => {
    expect(m("+live:true +languageId:1")).toBe(true);
    expect(m("+live:true", label)).toBe(false);
    expect(m("+contentType:ServicePlanCard -ServicePlanCard.labels:5g")).toBe(false);
    expect(m("+contentType:ServicePlanCard -ServicePlanCard.labels:nou")).toBe(true);
    expect(m("+(PlanLabel.key:nou OR PlanLabel.key:5g)", label)).toBe(true);
    expect(m("+(PlanLabel.key:5g || PlanLabel.key:reducere)", label)).toBe(false);
    expect(m("+PlanLabel.key:(reducere nou)", label)).toBe(true);
    expect(m("PlanLabel.key:nou AND live:true", label)).toBe(false);
    expect(m("PlanLabel.key:nou OR live:true", label)).toBe(true);
    expect(m("-live:true", label)).toBe(true);
  });

  it("supports wildcards and ranges", () => {
    expect(m("+ServicePlanCard.externalId:PLAN-CBU-*")).toBe(true);
    expect(m("+ServicePlanCard.externalId:PLAN-EBU-*")).toBe(false);
    expect(m("+title:sm?rt*")).toBe(true);
    expect(m("+ServicePlanCard.orderIndex:[1 TO 3]")).toBe(true);
    expect(m("+ServicePlanCard.orderIndex:[1 TO 3}")).toBe(false);
    expect(m("+ServicePlanCard.orderIndex:[10 TO *]")).toBe(false);
  });

  it("searches the title and text fields when no field is named", () => {
    expect(m("smart")).toBe(true);
    expect(m("nelimitate")).toBe(true);
    expect(m("tableta")).toBe(false);
  });
});
