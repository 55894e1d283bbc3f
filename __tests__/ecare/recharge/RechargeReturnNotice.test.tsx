// Back from the card page (SPEC §2 "facturi-si-plati with rechargeSuccess=true ... /sumar"; docs/billing-contract.md
// "Back on the site"): a status for a recharge done, an alert for anything else, nothing for another address.
import React from "react";
import { screen } from "@testing-library/react";
import { renderWithRoot as render } from "../../render";
import { RechargeReturnNotice } from "../../../src/ecare/recharge/RechargeReturnNotice";

describe("RechargeReturnNotice", () => {
  it("rechargeSuccess=true: a status saying the recharge was made", () => {
    render(<RechargeReturnNotice search="?rechargeSuccess=true&paymentId=pay-1&paymentStatus=captured" />);
    expect(screen.getByRole("status")).toHaveTextContent("reîncărcarea a fost făcută");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each([
    ["?rechargeSuccess=false&paymentStatus=denied&errorCode=4005", "nu a fost aprobată de bancă"],
    ["?rechargeSuccess=false&paymentStatus=canceled", "Plata a fost anulată"],
    ["?rechargeSuccess=maybe", "Nu am putut afla rezultatul reîncărcării"],
  ])("%s: an alert", (search, text) => {
    render(<RechargeReturnNotice search={search} />);
    expect(screen.getByRole("alert")).toHaveTextContent(text);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("a bill payment's return or no query: nothing", () => {
    render(<RechargeReturnNotice search="?paymentId=pay-1&paymentStatus=captured&billPaid=true" />);
    render(<RechargeReturnNotice search="" />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
