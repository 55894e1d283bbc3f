// Issue 29 forms: the GOV.UK-style error summary (../shared/reference/porting-address-consent-a11y.md (e) "Forms")
// shows after a failed submit only, takes focus once per failed attempt, links to each invalid field (the link
// focuses it without changing the address) and goes away when the errors are fixed.
import React, { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EarlyForm } from "../../../src/components/forms/EarlyForm";
import { ErrorSummary } from "../../../src/components/forms/ErrorSummary";
import { FormField } from "../../../src/components/forms/FormField";
import { fieldValue } from "../../../src/components/forms/formControls";

/** A form that needs both fields; errors are also given before any submit to prove they are not summarised then. */
function TwoFields({ initial = {} }: { initial?: Partial<Record<"a" | "b", string>> }) {
  const [errors, setErrors] = useState(initial);
  const submit = (form: HTMLFormElement) =>
    setErrors({
      a: fieldValue(form, "a") ? undefined : "Completează Prenume.",
      b: fieldValue(form, "b") ? undefined : "Completează Nume.",
    });
  return (
    <EarlyForm onSubmit={submit} aria-label="test">
      <ErrorSummary
        fields={[
          ["f-a", "Prenume", errors.a],
          ["f-b", "Nume", errors.b],
        ]}
      />
      <FormField id="f-a" name="a" label="Prenume" error={errors.a} />
      <FormField id="f-b" name="b" label="Nume" error={errors.b} />
      <button type="submit">Trimite</button>
    </EarlyForm>
  );
}

const summary = () => screen.queryByRole("group", { name: /^Formularul are/ });

describe("issue 29 forms: ErrorSummary", () => {
  it("is not shown and takes no focus on the first render, even with messages already there", () => {
    render(<TwoFields initial={{ a: "Completează Prenume." }} />);
    expect(summary()).toBeNull();
    expect(document.body).toHaveFocus();
  });

  it("after a failed submit: focused, titled with the count, one link per invalid field in order", async () => {
    const user = userEvent.setup();
    render(<TwoFields />);
    await user.click(screen.getByRole("button", { name: "Trimite" }));
    const box = summary();
    expect(box).toHaveAccessibleName("Formularul are 2 erori");
    expect(box).toHaveFocus();
    const links = screen.getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Prenume", "#f-a"],
      ["Nume", "#f-b"],
    ]);
    // The message itself stays under its field only.
    expect(screen.getAllByText("Completează Prenume.")).toHaveLength(1);
  });

  it("a link focuses its field and leaves the address alone", async () => {
    const user = userEvent.setup();
    render(<TwoFields />);
    await user.click(screen.getByRole("button", { name: "Trimite" }));
    const before = window.location.href;
    await user.click(screen.getByRole("link", { name: "Nume" }));
    expect(screen.getByLabelText("Nume")).toHaveFocus();
    expect(window.location.href).toBe(before);
  });

  it("follows the errors: one fixed field leaves one link and the focus returns on the next failed submit; all fixed hides it", async () => {
    const user = userEvent.setup();
    render(<TwoFields />);
    await user.click(screen.getByRole("button", { name: "Trimite" }));
    await user.type(screen.getByLabelText("Prenume"), "Ana");
    await user.click(screen.getByRole("button", { name: "Trimite" }));
    expect(summary()).toHaveAccessibleName("Formularul are 1 eroare");
    expect(summary()).toHaveFocus();
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["Nume"]);
    await user.type(screen.getByLabelText("Nume"), "Pop");
    await user.click(screen.getByRole("button", { name: "Trimite" }));
    expect(summary()).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("works in a plain <form> too (the submit event is the attempt)", async () => {
    function Plain() {
      const [error, setError] = useState<string | undefined>();
      return (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setError("Alege un fișier.");
          }}
        >
          <ErrorSummary fields={[["doc", "Act de identitate", error]]} />
          <label htmlFor="doc">Act de identitate</label>
          <input id="doc" type="file" />
          <button type="submit">Trimite</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Plain />);
    expect(summary()).toBeNull();
    await user.click(screen.getByRole("button", { name: "Trimite" }));
    expect(summary()).toHaveFocus();
    expect(screen.getByRole("link", { name: "Act de identitate" })).toHaveAttribute("href", "#doc");
  });
});
