// Renders a tree as the site does. The site has no root wrapper any more (nothing is styled at run time: the build's
// global stylesheet styles every class), so this is plain Testing Library render, kept as the tests' one entry point.
import type React from "react";
import { render, type RenderOptions } from "@testing-library/react";

export function renderWithRoot(ui: React.ReactElement, options?: RenderOptions) {
  return render(ui, options);
}
