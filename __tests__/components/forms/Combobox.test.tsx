// The site's combobox (src/components/forms/Combobox.tsx) against the WAI-ARIA APG combobox pattern and the GOV.UK
// accessible-autocomplete criteria (../shared/reference/porting-address-consent-a11y.md (b)): roles and states, keys,
// focus kept in the field, options out of the Tab order, the Romanian match count, the value restricted to the options.
import React, { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Combobox, type ComboboxOption } from "../../../src/components/forms/Combobox";

const COUNTIES: ComboboxOption[] = [
  { label: "Brașov", value: "BV" },
  { label: "Brăila", value: "BR" },
  { label: "București", value: "B" },
];

function Harness({
  options = COUNTIES,
  total,
  pending = false,
  onChoose = () => undefined,
  disabled = false,
}: {
  options?: ComboboxOption[] | undefined;
  total?: number;
  pending?: boolean;
  onChoose?: (o: ComboboxOption) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState("");
  const [value, setValue] = useState<ComboboxOption | null>(null);
  return (
    <>
      <Combobox
        id="county"
        label="Județ"
        text={text}
        onTextChange={setText}
        value={value}
        onChoose={(o) => {
          setValue(o);
          setText(o.label);
          onChoose(o);
        }}
        options={options}
        total={total ?? options?.length ?? 0}
        pending={pending}
        disabled={disabled}
      />
      <button type="button">după</button>
    </>
  );
}

const field = () => screen.getByRole("combobox", { name: "Județ" });

describe("Combobox (APG combobox with listbox popup)", () => {
  it("a later answer for the same text keeps the highlight on the same option; Enter then chooses it", async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    const { rerender } = render(<Harness onChoose={(o) => chosen.push(o.value)} />);
    await user.type(field(), "b");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(document.getElementById(field().getAttribute("aria-activedescendant") ?? "")).toHaveTextContent("Brăila");
    // The debounced search settles: a new list (new array, Brăila now first) still holds the highlighted option.
    rerender(<Harness options={[COUNTIES[1]!, COUNTIES[2]!]} onChoose={(o) => chosen.push(o.value)} />);
    expect(document.getElementById(field().getAttribute("aria-activedescendant") ?? "")).toHaveTextContent("Brăila");
    // A list without it drops the highlight: Enter chooses nothing.
    rerender(<Harness options={[COUNTIES[2]!]} onChoose={(o) => chosen.push(o.value)} />);
    expect(field()).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(chosen).toEqual(["B"]);
  });

  it("is a labelled combobox with list autocomplete, collapsed, controlling its listbox", () => {
    render(<Harness />);
    const input = field();
    expect(input).toHaveAttribute("aria-autocomplete", "list");
    expect(input).toHaveAttribute("aria-expanded", "false");
    const list = document.getElementById(input.getAttribute("aria-controls") ?? "");
    expect(list).toHaveAttribute("role", "listbox");
    expect(input).not.toHaveAttribute("aria-activedescendant");
  });

  it("typing opens the list and announces the count in Romanian; Down/Up move aria-activedescendant; focus stays", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), "br");
    expect(field()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("option")).toHaveLength(3);
    expect(screen.getByRole("status")).toHaveTextContent("3 rezultate");
    await user.keyboard("{ArrowDown}");
    const first = screen.getAllByRole("option")[0];
    expect(field()).toHaveAttribute("aria-activedescendant", first?.id);
    expect(first).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(field()).toHaveAttribute("aria-activedescendant", first?.id);
    await user.keyboard("{ArrowUp}");
    expect(field()).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option")[2]?.id);
    expect(document.activeElement).toBe(field());
  });

  it("Enter chooses the highlighted option, closes the list and keeps the focus in the field", async () => {
    const user = userEvent.setup();
    const chosen = jest.fn();
    render(<Harness onChoose={chosen} />);
    await user.type(field(), "bra");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(chosen).toHaveBeenCalledWith({ label: "Brăila", value: "BR" });
    expect(field()).toHaveValue("Brăila");
    expect(field()).toHaveAttribute("aria-expanded", "false");
    expect(document.activeElement).toBe(field());
  });

  it("Escape closes the list; a second Escape puts the chosen text back", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), "bu");
    await user.keyboard("{ArrowDown}{Enter}");
    await user.clear(field());
    await user.type(field(), "x");
    expect(field()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(field()).toHaveAttribute("aria-expanded", "false");
    expect(field()).toHaveValue("x");
    await user.keyboard("{Escape}");
    expect(field()).toHaveValue("Brașov");
  });

  it("options are not in the Tab order: Tab leaves for the next control, closing the list and restoring the choice", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), "bra");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "după" }));
    expect(field()).toHaveAttribute("aria-expanded", "false");
    // Nothing was chosen: the field holds only a choice (restricted to the options).
    expect(field()).toHaveValue("");
    for (const o of screen.queryAllByRole("option", { hidden: true })) expect(o).not.toHaveAttribute("tabindex");
  });

  it("a click on an option chooses it without the field losing focus", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), "b");
    await user.click(screen.getByRole("option", { name: "București" }));
    expect(field()).toHaveValue("București");
    expect(document.activeElement).toBe(field());
  });

  it("no match says 'Niciun rezultat' and shows no list; while searching nothing is announced", () => {
    const { rerender } = render(<Harness options={[]} />);
    fireEvent.change(field(), { target: { value: "zzz" } });
    expect(field()).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("status")).toHaveTextContent("Niciun rezultat");
    rerender(<Harness options={[]} pending />);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("counts every match, not only those shown (20 de rezultate)", () => {
    render(<Harness total={20} />);
    fireEvent.change(field(), { target: { value: "b" } });
    expect(screen.getByRole("status")).toHaveTextContent("20 de rezultate");
  });

  it("disabled: cannot be typed in", () => {
    render(<Harness disabled />);
    expect(field()).toBeDisabled();
  });
});
