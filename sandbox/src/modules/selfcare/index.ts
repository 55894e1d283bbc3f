// The self-care back ends (docs/services-contract.md from "Who may read and order"), each its own module under its
// own prefix: product inventory (also the self-care tables and seed), offerings, recommendations, self-care orders
// (beside the shop's at /product-ordering), cost control, BAN hierarchy and SIM location.
export { productInventoryModule } from "./productInventory";
export { productOfferingModule } from "./productOffering";
export { recommendationsModule } from "./recommendations";
export { selfcareOrderingModule } from "./productOrdering";
export { costControlModule } from "./costControl";
export { banHierarchyModule } from "./banHierarchy";
export { simLocationModule } from "./simLocation";
