// Issue 29: where an error page (a page that failed, "page not found") leads back to. Self-care's pages (SPEC §2
// "Self-care", /ecare/...) lead to the self-care dashboard; any other page to its area's home (SPEC §2: the business
// area for a first segment "business", else personal).
import { areaFromPath, areaHome } from "../area";
import { DASHBOARD_PATH } from "../session/landing";
import { ECARE_ROOT } from "../guards/paths";

export function errorPageWayBack(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? "";
  if (path === ECARE_ROOT || path.startsWith(`${ECARE_ROOT}/`)) return DASHBOARD_PATH;
  return areaHome(areaFromPath(path));
}
