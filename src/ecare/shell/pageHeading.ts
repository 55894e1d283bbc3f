// The `h1` of each self-care page, one table for the page and its shell (EcareShell), so the heading a person sees
// before the page's code runs is the one that stays. The dashboard's names the person once the profile is known.
import type { PageName } from "../../domain/guards/paths";
import { roDashboard, roEcare } from "../../i18n/ro/ecare";

export function pageHeading(page: PageName): string {
  switch (page) {
    case "dashboard":
      return roDashboard.welcome("");
    case "associateServices":
      return roEcare.associate.title;
    case "billSummary":
    case "billDetails":
      return roEcare.headings[page];
    default:
      return roEcare.nav.pages[page];
  }
}
