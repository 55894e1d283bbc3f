// Issue 29 forms: the bill e-mail dialog's failed send shows the error summary (focused inside the dialog, a link per
// wrong field); nothing is sent and what was typed stays.
import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EmailDialog } from "../../../src/ecare/billing/EmailDialog";
import { roBills } from "../../../src/i18n/ro/bills";

describe("issue 29 forms: bill e-mail dialog", () => {
  it("a bad address: the summary takes focus inside the dialog and links to the field; nothing sent", async () => {
    const onSend = jest.fn();
    const user = userEvent.setup();
    render(<EmailDialog role="ContractOwner" defaultEmail="" busy={false} failure={null} onSend={onSend} onCancel={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: roBills.email.title });
    expect(within(dialog).queryByRole("group", { name: /^Formularul are/ })).toBeNull();
    await user.type(within(dialog).getByLabelText(roBills.email.field), "nu-e-adresa");
    await user.click(within(dialog).getByRole("button", { name: roBills.email.send }));
    const summary = within(dialog).getByRole("group", { name: "Formularul are 1 eroare" });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole("link", { name: roBills.email.field }));
    expect(within(dialog).getByLabelText(roBills.email.field)).toHaveFocus();
    expect(within(dialog).getByLabelText(roBills.email.field)).toHaveValue("nu-e-adresa");
    expect(onSend).not.toHaveBeenCalled();
  });
});
