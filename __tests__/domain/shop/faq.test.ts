import { groupFaq, type FaqView } from "../../../src/domain/shop/faq";

const faq = (id: string, topic: string, orderIndex: number, question = id): FaqView => ({
  id,
  topic,
  orderIndex,
  question,
  answerHtml: `<p>${id}</p>`,
});

describe("FAQ grouped by topic", () => {
  it("orders questions by orderIndex and topics by their first question", () => {
    const groups = groupFaq([faq("f3", "Facturi", 3), faq("r1", "Roaming", 1), faq("f2", "Facturi", 2), faq("r9", "Roaming", 9)]);
    expect(groups.map((g) => g.topic)).toEqual(["Roaming", "Facturi"]);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([
      ["r1", "r9"],
      ["f2", "f3"],
    ]);
  });

  it("equal orderIndex: by question with Romanian collation", () => {
    const groups = groupFaq([faq("ba", "T", 1, "Ba?"), faq("ala", "T", 1, "Ăla?"), faq("az", "T", 1, "Az?")]);
    expect(groups[0]?.items.map((i) => i.id)).toEqual(["az", "ala", "ba"]);
  });

  it("keeps every item and does not reorder the input", () => {
    const input = [faq("b", "X", 2), faq("a", "Y", 1), faq("c", "X", 0)];
    const groups = groupFaq(input);
    expect(groups.flatMap((g) => g.items)).toHaveLength(3);
    expect(input.map((i) => i.id)).toEqual(["b", "a", "c"]);
  });

  it("no items, no groups", () => {
    expect(groupFaq([])).toEqual([]);
  });
});
