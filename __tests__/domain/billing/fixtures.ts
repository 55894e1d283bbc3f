/** A TMF678 CustomerBill as the gateway sends it (the contract of GET ebill /customerBill). */
export function tmfBill(id: string, over: Record<string, unknown> = {}) {
  return {
    id,
    href: `/ebill/customerBill/${id}`,
    billNo: `FV-${id}`,
    billDate: "2026-05-04T21:00:00.000Z",
    paymentDueDate: "2026-05-24T21:00:00.000Z",
    billingPeriod: { startDateTime: "2026-03-31T21:00:00.000Z", endDateTime: "2026-04-30T20:59:59.000Z" },
    amountDue: { unit: "RON", value: 62.47 },
    remainingAmount: { unit: "RON", value: 62.47 },
    taxExcludedAmount: { unit: "RON", value: 52.5 },
    taxIncludedAmount: { unit: "RON", value: 62.47 },
    taxItem: [{ taxCategory: "VAT", taxRate: 0.19, taxAmount: { unit: "RON", value: 9.97 } }],
    state: "sent",
    paymentStatus: "UNPAID",
    financialAccount: { id: "FA-1", accountBalance: [{ balanceType: "leftToPay", amount: { unit: "RON", value: 62.47 } }] },
    billDocument: [
      { id: `${id}-PDF_1P`, attachmentType: "PDF_1P", name: "sumar.pdf", mimeType: "application/pdf" },
      { id: `${id}-ZIP_CD`, attachmentType: "ZIP_CD", name: "detalii.zip", mimeType: "application/zip" },
    ],
    billingAccount: { id: "100000101" },
    ...over,
  };
}
