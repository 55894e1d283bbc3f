// Every navigation to an address built from a return path (sign-in, one-time code, identity chooser, guards, session
// expiry) goes through here: the final value is checked right before the browser moves, so nothing upstream can turn
// a crafted returnTo into another host (issue 12 "no open redirect").
import type { NavigateOptions } from "@reach/router";
import { navigate } from "gatsby";
import { sameOriginPath } from "../domain/session/returnPath";

/** Navigates to `target` when it is a same-origin path, else to `fallback` (a path of ours). */
export async function navigateInside(target: string, fallback: string, options?: NavigateOptions<object>): Promise<void> {
  await navigate(sameOriginPath(target) ?? fallback, options);
}
