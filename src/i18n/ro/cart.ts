// The cart page's texts (/cart, /business/eshop/checkout/cart). DESIGN.md names kept: "Coșul tău", "Coșul tău este
// gol", "Cantitate", "Cod voucher", "Aplică", "Elimină …", "Continuă comanda".
// Part of the Romanian dictionary (src/i18n/ro/): every user-visible text lives in one of these files, one per area.
import { countOf } from "../plural";

const PRODUCT = { one: "produs", many: "produse" };

export const roCartPage = {
  title: "Coșul tău",
  empty: "Coșul tău este gol",
  emptyLead: "Alege un abonament, un telefon sau o cartelă și le găsești aici până finalizezi comanda.",
  backToShop: "Înapoi la magazin",
  loading: "Se încarcă coșul…",
  summary: (n: number) => `Ai ${countOf(n, PRODUCT)} în coș.`,
  itemsLabel: "Produsele din coș",
  includes: "Include",
  quantity: "Cantitate",
  quantityHint: (max: number) => (max > 1 ? `Maximum ${max} bucăți.` : "Se poate comanda o singură bucată."),
  updateQuantity: "Actualizează",
  updateQuantityOf: (name: string) => `Actualizează cantitatea pentru ${name}`,
  remove: (name: string) => `Elimină ${name}`,
  removeTitle: "Elimini produsul din coș?",
  removeText: (name: string) => `${name} va fi scos din coș. Îl poți adăuga din nou oricând din magazin.`,
  confirm: "Confirmă",
  cancel: "Renunță",
  pending: "Se actualizează…",
  upfront: "Plată inițială",
  monthly: "Abonament lunar",
  perMonth: "/lună",
  inRon: (amount: string) => `adică ${amount}`,
  tax: (amount: string) => `din care TVA ${amount}`,
  totals: "Total comandă",
  upfrontTotal: "De plată acum",
  monthlyTotal: "De plată lunar",
  totalsNote: "Prețurile includ TVA. Suma în lei este calculată la cursul zilei folosit la plată.",
  voucher: {
    legend: "Ai un voucher?",
    field: "Cod voucher",
    apply: "Aplică",
    applied: "Vouchere aplicate",
    remove: (code: string) => `Elimină voucherul ${code}`,
    discount: "Reducere",
  },
  errors: {
    quantity: "Introdu un număr întreg de bucăți, cel puțin 1.",
    voucherEmpty: "Introdu codul voucherului.",
    voucherFormat: "Codul voucherului are doar litere, cifre și cratimă, fără spații (cel mult 30 de caractere).",
    stale: "Coșul s-a schimbat între timp. Reîncarcă pagina și încearcă din nou.",
  },
  continue: "Continuă comanda",
  starterPack: "Inclus cu cartela",
  kind: {
    Device: "Dispozitiv",
    MobileService: "Abonament",
    Prepaid: "Cartelă",
    Bundle: "Pachet",
    MobileBundle: "Pachet",
    ZeroUpfrontBundles: "Pachet fără avans",
    ServiceAddon: "Opțiune",
    NonConnectivity: "Accesoriu",
    Installment: "Rate",
    FixedServices: "Servicii fixe",
    FixedBundle: "Internet și TV",
    FixedTV: "TV",
    FixedInternet: "Internet",
    Voucher: "Voucher",
  },
} as const;

export const roCheckoutPlaceholder = {
  title: "Finalizarea comenzii",
  text: "Plata online și trimiterea comenzii se deschid în curând. Produsele rămân în coșul tău până atunci.",
  help: "Dacă vrei să comanzi acum, te ajutăm la 0800 800 800 (gratuit) sau în magazinele Aria.",
  backToCart: "Înapoi la coș",
} as const;
