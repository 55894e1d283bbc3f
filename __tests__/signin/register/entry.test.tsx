// DESIGN.md "My account: 'Creează cont' on /login": the way into the registration from the sign-in page.
import React from "react";
import { screen } from "@testing-library/react";
import { renderWithRoot } from "../../render";
import { LoginScreen } from "../../../src/signin/LoginScreen";
import { roRegistrationEntry } from "../../../src/i18n/ro/registrationEntry";

describe("'Creează cont' on /login", () => {
  it("leads from the personal sign-in page to the registration", () => {
    renderWithRoot(<LoginScreen area="personal" />);
    expect(screen.getByRole("link", { name: "Creează cont" })).toHaveAttribute("href", "/login/creeaza-cont");
    expect(screen.getByRole("heading", { name: roRegistrationEntry.heading })).toBeInTheDocument();
  });

  it("is not offered on the business sign-in page (business accounts are the company administrator's)", () => {
    renderWithRoot(<LoginScreen area="business" />);
    expect(screen.queryByRole("link", { name: "Creează cont" })).toBeNull();
  });
});
