// Where "Creează cont" lives (issue 26; the spec does not show the path: ours, docs/decisions.md). Under /login like
// the identity chooser: a sign-in page, so it is never a return target after sign-in (session/returnPath.ts).
export const REGISTRATION_PATH = "/login/creeaza-cont";
