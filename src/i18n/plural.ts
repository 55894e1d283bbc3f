// Romanian counts: "1 produs", "2 produse", "24 de produse". Romanian puts "de" between a number and its noun
// when the number ends in 20–99 or 00 (i.e. Intl's "other" category), so the choice comes from Intl.PluralRules
// rather than a hand-written rule; numbers are grouped the Romanian way ("1.250 de produse").

const rules = new Intl.PluralRules("ro");
const numbers = new Intl.NumberFormat("ro-RO");

export interface NounForms {
  /** The singular, after 1: "produs". */
  one: string;
  /** The plural: "produse" (after 0, 2–19, 101–119 …, and after "de" for the rest). */
  many: string;
}

/** "1 produs", "2 produse", "20 de produse", "1.000 de produse". */
export function countOf(n: number, noun: NounForms): string {
  const shown = numbers.format(n);
  switch (rules.select(n)) {
    case "one":
      return `${shown} ${noun.one}`;
    case "few":
      return `${shown} ${noun.many}`;
    default:
      return `${shown} de ${noun.many}`;
  }
}
