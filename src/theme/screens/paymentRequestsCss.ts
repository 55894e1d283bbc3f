// The payment requests panel's styles under the root class .ecare-payment-requests, used with .ecare-dashboard and
// .ecare-bills (cards, notes, actions are the same pieces).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const paymentRequestsCss: SystemStyleObject = {
  "& .payment-part": { mt: "4", pt: "4", borderTopWidth: "1px", borderColor: "border" },
  "& .payment-part:first-of-type": { borderTopWidth: "0", pt: "0" },
  "& .payment-form": { display: "grid", gap: "3", mt: "3", maxWidth: "360px" },
  "& .payment-status": { mt: "3", fontWeight: "700" },
};
