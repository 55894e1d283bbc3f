// Issue 29 forms on the checkout steps: a failed save shows the error summary (focused, a link per invalid field, in
// the order of the fields), and the contract step's personal and address fields carry autocomplete tokens (WCAG 1.3.5).
import React, { useState } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContractStep } from "../../../src/shop/checkout/ContractStep";
import { ShippingStep } from "../../../src/shop/checkout/ShippingStep";
import { PaymentStep } from "../../../src/shop/checkout/PaymentStep";
import { DocumentsStep } from "../../../src/shop/checkout/DocumentsStep";
import type { FieldMessages } from "../../../src/hooks/checkout/useCheckout";

const summary = () => screen.getByRole("group", { name: /^Formularul are/ });
const hrefs = () =>
  within(summary())
    .getAllByRole("link")
    .map((a) => a.getAttribute("href"));

/** The step with the errors a save would give (set on save, as the checkout hook does). */
function Contract({ area, onSaveErrors }: { area: "personal" | "business"; onSaveErrors: FieldMessages }) {
  const [errors, setErrors] = useState<FieldMessages>({});
  return (
    <ContractStep
      area={area}
      contract={{}}
      organisation={{}}
      errors={errors}
      hydrated
      onSave={() => setErrors(onSaveErrors)}
      onDraft={() => undefined}
    />
  );
}

describe("issue 29 forms: checkout steps", () => {
  it("contract: no summary before a save; a failed save focuses it with a link per invalid field in field order", async () => {
    const user = userEvent.setup();
    render(<Contract area="business" onSaveErrors={{ email: "E-mail greșit", cui: "CUI greșit", firstName: "Lipsă", address: "Lipsă" }} />);
    expect(screen.queryByRole("group", { name: /^Formularul are/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: /Continuă/ }));
    expect(summary()).toHaveAccessibleName("Formularul are 4 erori");
    expect(summary()).toHaveFocus();
    expect(hrefs()).toEqual(["#checkout-cui", "#checkout-firstName", "#checkout-email", "#checkout-address"]);
    await user.click(within(summary()).getByRole("link", { name: "E-mail" }));
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveFocus();
  });

  it("contract: personal and address fields carry autocomplete tokens; the CNP none (autocomplete off)", () => {
    render(<Contract area="personal" onSaveErrors={{}} />);
    const tokens = Object.fromEntries(
      ["Prenume", "Nume", "CNP", "Telefon", "E-mail", "Județ", "Localitate", "Adresă"].map((label) => [
        label,
        screen.getByLabelText(label, { exact: true }).getAttribute("autocomplete"),
      ]),
    );
    expect(tokens).toEqual({
      Prenume: "given-name",
      Nume: "family-name",
      CNP: "off",
      Telefon: "tel",
      "E-mail": "email",
      Județ: "address-level1",
      Localitate: "address-level2",
      Adresă: "street-address",
    });
  });

  it("shipping: a failed save lists the shipping fields' errors; the tokens are in the shipping section", async () => {
    function Shipping() {
      const [errors, setErrors] = useState<FieldMessages>({});
      return (
        <ShippingStep
          draft={{ useContractAddress: false }}
          errors={errors}
          hydrated
          onSave={() => setErrors({ phone: "Lipsă", fullName: "Lipsă" })}
          onDraft={() => undefined}
          onBack={() => undefined}
        />
      );
    }
    const user = userEvent.setup();
    render(<Shipping />);
    expect(screen.getByLabelText("Localitate")).toHaveAttribute("autocomplete", "shipping address-level2");
    await user.click(screen.getByRole("button", { name: /Continuă/ }));
    expect(summary()).toHaveFocus();
    expect(hrefs()).toEqual(["#ship-fullName", "#ship-phone"]);
  });

  it("payment: no method chosen links to the first method's radio", async () => {
    function Payment() {
      const [errors, setErrors] = useState<FieldMessages>({});
      return (
        <PaymentStep
          methods={["CARD", "COD"]}
          method={null}
          installments={null}
          errors={errors}
          hydrated
          onSave={() => setErrors({ paymentMethod: "Alege cum plătești." })}
          onBack={() => undefined}
        />
      );
    }
    const user = userEvent.setup();
    render(<Payment />);
    await user.click(screen.getByRole("button", { name: /Continuă/ }));
    expect(summary()).toHaveAccessibleName("Formularul are 1 eroare");
    await user.click(within(summary()).getByRole("link"));
    expect(screen.getByRole("radio", { name: "Card online" })).toHaveFocus();
  });

  it("documents: a missing upload links to its file field", async () => {
    function Documents() {
      const [errors, setErrors] = useState<FieldMessages>({});
      return (
        <DocumentsStep
          uploaded={["CI"]}
          errors={errors}
          busy={false}
          onUpload={() => Promise.resolve(true)}
          onSave={() => setErrors({ RegistrationCertificate: "Încarcă certificatul." })}
          onBack={() => undefined}
        />
      );
    }
    const user = userEvent.setup();
    render(<Documents />);
    await user.click(screen.getByRole("button", { name: /Continuă/ }));
    expect(summary()).toHaveFocus();
    expect(hrefs()).toEqual(["#checkout-doc-RegistrationCertificate"]);
  });
});
