// Whether the signed-in identity may open a self-care path (the route guards' answer). The shell provides the real
// function; without a provider nothing is offered, so a screen outside the shell cannot link into a redirect.
import React, { createContext, useContext } from "react";

export type CanVisit = (path: string) => boolean;

const offerNothing: CanVisit = () => false;

const CanVisitContext = createContext<CanVisit>(offerNothing);

export function CanVisitProvider({ value, children }: { value: CanVisit; children: React.ReactNode }): React.ReactElement {
  return <CanVisitContext.Provider value={value}>{children}</CanVisitContext.Provider>;
}

export function useCanVisit(): CanVisit {
  return useContext(CanVisitContext);
}
