// Frequently asked questions of the assistance pages (/asistenta, /business/asistenta), grouped by topic.
import { compareRo } from "../collate";

export interface FaqView {
  id: string;
  question: string;
  answerHtml: string;
  topic: string;
  orderIndex: number;
}

export function groupFaq(items: FaqView[]): { topic: string; items: FaqView[] }[] {
  const topics = new Map<string, FaqView[]>();
  const sorted = [...items].sort((a, b) => a.orderIndex - b.orderIndex || compareRo(a.question, b.question));
  for (const f of sorted) topics.set(f.topic, [...(topics.get(f.topic) ?? []), f]);
  return [...topics].map(([topic, list]) => ({ topic, items: list }));
}
