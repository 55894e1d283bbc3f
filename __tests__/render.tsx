// Renders a tree inside the same root wrapper the site uses (Chakra system with our tokens).
import type React from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { RootWrapper } from "../src/app/RootWrapper";

export function renderWithRoot(ui: React.ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: RootWrapper, ...options });
}
