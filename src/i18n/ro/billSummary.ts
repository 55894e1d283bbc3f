// The bill summary and bill details pages' texts (issue 15: /ecare/facturi-si-plati/sumar and /detalii-facturi). The
// bill's facts, statuses and actions are roBills's (src/i18n/ro/bills.ts); these are what the two pages add. Part of
// the Romanian dictionary (src/i18n/ro/): one file per area.

import { roEcare } from "./ecare";

export const roBillSummary = {
  summary: {
    title: roEcare.headings.billSummary,
    lead: "Ce cuprinde factura: serviciile fiecărui număr și totalul lor.",
    billHeading: "Factura",
    loading: "Se încarcă sumarul facturii…",
    error: "Nu am putut încărca sumarul facturii.",
    empty: "Nu ai facturi. Sumarul apare aici după prima factură.",
    taxExcluded: "Total fără TVA",
    linesHeading: "Servicii pe numere",
    noLines: "Factura nu are servicii detaliate.",
    fixedLine: "Servicii fixe",
    line: (msisdn: string) => `Numărul ${msisdn}`,
    service: "Serviciu",
    category: "Tip",
    amount: "Valoare fără TVA",
    categories: { recurring: "Abonament", usage: "Consum", oneTime: "Taxă unică", discount: "Reducere" } as Record<string, string>,
    lineTotal: "Total număr",
    linesTotal: "Total servicii, fără TVA",
  },
  details: {
    title: roEcare.headings.billDetails,
    lead: "Taxele, documentele și previzualizarea facturii.",
    loading: "Se încarcă factura…",
    error: "Nu am putut încărca factura.",
    empty: "Nu ai facturi.",
    taxesHeading: "Taxe",
    noTaxes: "Factura nu are taxe detaliate.",
    taxCategory: "Taxă",
    taxRate: "Cotă",
    taxAmount: "Valoare",
    taxCategories: { VAT: "TVA" } as Record<string, string>,
    documentsHeading: "Documente",
    noDocuments: "Factura nu are documente de descărcat.",
    documentName: "Document",
    documentType: "Tip",
    documentTypes: {
      PDF_1P: "Factură (sumar)",
      PDF_2P: "Factură detaliată",
      PDF_2C: "Factură convergentă",
      ZIP_CD: "Detalii apeluri (arhivă zip)",
    },
    previewHeading: "Previzualizare",
    preview: "Previzualizează factura",
    previewLoading: "Se încarcă previzualizarea…",
    previewFrame: "Previzualizare factură",
    previewError: "Nu am putut încărca previzualizarea facturii.",
    previewNone: "Factura nu are un document PDF de previzualizat.",
  },
  notFound: {
    heading: "Factura nu a fost găsită",
    text: "Factura cerută nu este una dintre facturile contului tău. Alege o factură din lista facturilor.",
  },
  links: {
    bills: "Facturi și plăți",
    details: "Detalii factură",
    summary: "Sumarul facturii",
  },
} as const;
