// The notices of a return from the provider's page (a bill payment, a card recharge), one module loaded only when the
// address is such a return (BillsScreen): the bills page's first load stays within its budget.
import React from "react";
import { RechargeReturnNotice } from "../recharge/RechargeReturnNotice";
import { PayReturnNotice } from "./PayReturnNotice";

export default function ReturnNotices({ search }: { search: string }): React.ReactElement {
  return (
    <>
      <PayReturnNotice search={search} />
      <RechargeReturnNotice search={search} />
    </>
  );
}
