// SPEC §8 RIBBON (role="alert") with issue 12's one mapping from error kind to message, retry only when it can help.
import React from "react";
import { screen } from "@testing-library/react";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { ErrorRibbon } from "../../../src/components/errors/ErrorRibbon";

describe("issue 12: ErrorRibbon", () => {
  it.each([
    [new GatewayError({ kind: "network", message: "x" }), "Verifică conexiunea la internet", true],
    [new GatewayError({ kind: "timeout", message: "x" }), "Serviciul răspunde greu acum.", true],
    [new GatewayError({ kind: "http", message: "x", status: 502 }), "Serviciul nu răspunde acum.", true],
    [new GatewayError({ kind: "http", message: "x", status: 429 }), "Sunt prea multe cereri", true],
    [new GatewayError({ kind: "http", message: "x", status: 403 }), "nu are acces la aceste informații", false],
    [new GatewayError({ kind: "http", message: "x", status: 404 }), "Nu am găsit aceste informații.", false],
    [new GatewayError({ kind: "invalid_response", message: "x", status: 200 }), "A apărut o eroare neașteptată.", false],
  ])("%s → its message; retry offered: %s", (error, text, retry) => {
    renderWithRoot(<ErrorRibbon what="Nu am putut încărca factura." error={error} onRetry={jest.fn()} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca factura.");
    expect(alert).toHaveTextContent(text);
    expect(screen.queryByRole("button", { name: "Încearcă din nou" }) !== null).toBe(retry);
  });

  it("shows the transaction id for support when there is one", () => {
    renderWithRoot(<ErrorRibbon what="X." error={new GatewayError({ kind: "http", message: "x", status: 500, transactionId: "abc-1" })} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Cod pentru asistență: abc-1");
  });
});
