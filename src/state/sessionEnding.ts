// Who sends the user to sign in when a session ends on a self-care page. The code that ended it (logout, a
// failed refresh) navigates itself, with its reason ("Ai ieșit din cont", "Sesiunea a expirat") or to the
// server's after-logout address; the page's own guard must then stay still instead of racing it with a second
// redirect. A guard that finds no such mark (a guest arrived, another tab signed out) redirects itself.
// The sign-in page clears the mark when it opens (every such navigation ends there, or leaves the site).
import type { SignInReason } from "../domain/session/signInQuery";

let ending: SignInReason | null = null;

export function markSessionEnding(reason: SignInReason): void {
  ending = reason;
}

export function sessionEndingReason(): SignInReason | null {
  return ending;
}

export function sessionEnded(): void {
  ending = null;
}
