// /ecare/facturi-si-plati/sumar as routed: the summary screen with what the shell knows — whether the SPEC §2
// detalii-facturi guard lets this viewer in (the chooser roles reach the summary, not the details) and the card
// recharge's return notice (SPEC §2: facturi-si-plati?rechargeSuccess=true lands here with the same query).
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { PATHS } from "../../../domain/guards/paths";
import { useCanVisit } from "../../kit/CanVisitContext";
import { RechargeReturnNotice } from "../../recharge/RechargeReturnNotice";
import { BillSummaryScreen } from "./BillSummaryScreen";

export function SummaryRoute(props: RouteComponentProps): React.ReactElement {
  const canVisit = useCanVisit();
  return (
    <BillSummaryScreen
      {...props}
      canSeeDetails={canVisit(PATHS.billDetails)}
      notice={<RechargeReturnNotice search={props.location?.search ?? ""} />}
    />
  );
}
