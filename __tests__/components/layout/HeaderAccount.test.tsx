import React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import HeaderAccount from "../../../src/components/layout/HeaderAccount";

const mockSignOut = jest.fn<Promise<void>, [string]>();
let mockSignedIn = true;
jest.mock("../../../src/state/useSignedIn", () => ({ useSignedIn: () => mockSignedIn }));
// The sign-out code (gateway client, axios) is a separate chunk, fetched on demand.
jest.mock("../../../src/hooks/signOut", () => ({ signOut: (area: string) => mockSignOut(area) }));

beforeEach(() => {
  mockSignedIn = true;
  mockSignOut.mockReset();
});

test("a signed-out visitor sees no sign-out button", () => {
  mockSignedIn = false;
  render(<HeaderAccount area="personal" />);
  expect(screen.queryByRole("button", { name: "Ieși din cont" })).toBeNull();
});

test("the click loads the sign-out code and signs out of the page's area, the button busy meanwhile", async () => {
  let finish: () => void = () => undefined;
  mockSignOut.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
  render(<HeaderAccount area="business" />);
  fireEvent.click(screen.getByRole("button", { name: "Ieși din cont" }));
  await waitFor(() => expect(mockSignOut).toHaveBeenCalledWith("business"));
  expect(screen.getByRole("button", { name: "Se închide sesiunea…" })).toBeDisabled();
  await act(async () => finish());
  expect(screen.getByRole("button", { name: "Ieși din cont" })).toBeEnabled();
});
