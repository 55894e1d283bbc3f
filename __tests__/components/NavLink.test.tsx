import React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import { NavLink } from "../../src/components/layout/NavLink";

describe("NavLink", () => {
  beforeEach(() => {
    (navigate as jest.Mock).mockClear();
    window.___loader = { hovering: jest.fn() };
  });

  it("is a real link to the path", () => {
    render(<NavLink to="/asistenta">Asistență</NavLink>);
    expect(screen.getByRole("link", { name: "Asistență" })).toHaveAttribute("href", "/asistenta");
  });

  it("navigates inside the app on a plain left click", () => {
    render(<NavLink to="/asistenta">Asistență</NavLink>);
    fireEvent.click(screen.getByRole("link"), { button: 0 });
    expect(navigate).toHaveBeenCalledWith("/asistenta");
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    "leaves %p clicks (new tab/window) to the browser",
    (init) => {
      render(<NavLink to="/asistenta">Asistență</NavLink>);
      fireEvent.click(screen.getByRole("link"), { button: 0, ...init });
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it("leaves external addresses to the browser", () => {
    render(<NavLink to="https://example.org/">Extern</NavLink>);
    fireEvent.click(screen.getByRole("link"), { button: 0 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("prefetches the target on hover and focus", () => {
    render(<NavLink to="/roaming">Roaming</NavLink>);
    fireEvent.mouseEnter(screen.getByRole("link"));
    fireEvent.focus(screen.getByRole("link"));
    expect(window.___loader?.hovering).toHaveBeenCalledTimes(2);
    expect(window.___loader?.hovering).toHaveBeenCalledWith("/roaming");
  });

  it("renders call-to-action variants as buttons-looking links", () => {
    render(
      <NavLink to="/" variant="primary">
        Acasă
      </NavLink>,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveClass("aria-button");
    expect(link).toHaveAttribute("data-variant", "primary");
  });
});
