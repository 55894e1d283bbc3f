// Issue 29 forms: the cost-control form's failed save shows the error summary (focused, a link to the limit field),
// nothing is asked or sent, what was typed stays.
import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CostControlCard } from "../../../src/ecare/services/costControl/CostControlCard";
import { roCostControl as c } from "../../../src/i18n/ro/costControl";

const mockMutate = jest.fn();
jest.mock("../../../src/hooks/services/useCostControl", () => ({
  useCostControl: () => ({
    isPending: false,
    isError: false,
    data: { monthlyLimitEur: 50, alertThresholdPercent: 80, blockPremiumNumbers: false, blockRoamingData: false, spentThisMonthEur: null },
  }),
  useSaveCostControl: () => ({ mutate: mockMutate, reset: () => undefined, isPending: false, isSuccess: false, isError: false }),
}));

describe("issue 29 forms: cost control", () => {
  it("a limit out of range: the summary takes focus and links to the limit; nothing asked or sent", async () => {
    const user = userEvent.setup();
    render(<CostControlCard msisdn="0733000201" />);
    const limit = screen.getByLabelText(c.limit);
    await user.clear(limit);
    await user.type(limit, "1000");
    await user.click(screen.getByRole("button", { name: c.save }));
    expect(limit).toHaveAccessibleDescription(expect.stringContaining(c.errors.limitRange));
    const summary = screen.getByRole("group", { name: "Formularul are 1 eroare" });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole("link", { name: c.limit })).toHaveAttribute("href", "#cost-limit");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(mockMutate).not.toHaveBeenCalled();
    expect(limit).toHaveValue("1000");
  });
});
