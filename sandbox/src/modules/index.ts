// The backends the sandbox serves, in registration order. A new backend = one new module here.
import type { SandboxModule } from "./module";
import { adminModule } from "./admin";
import { identityModule } from "./identity";
import { otcModule } from "./otc";
import { contentModule } from "./content";
import { catalogueModule } from "./catalogue";
import { catalogueAdminModule } from "./catalogue/withdrawn";
import { cartModule } from "./cart";
import { documentsModule, ordersModule } from "./orders";
import { paymentsModule } from "./payments";
import { webUserModule } from "./webuser";
import { ebillModule } from "./ebill";
import { dxlEbillModule, mvaPaymentModule, topUpHistoryModule } from "./ebill/gateways";
import { ebillSubscribeModule } from "./ebill/subscribe";
import { usageConsumptionModule } from "./usage-consumption";
import { usageManagementModule } from "./usage-management";
import { legacyModule } from "./legacy";
import { privacyModules } from "./privacy";
import { barUnbarModule } from "./bar-unbar";
import { portInModule } from "./port-in";
import { portInAdminModule } from "./port-in/fastForward";
import { troubleTicketModule } from "./trouble-ticket";
import { impactedServiceModule } from "./impacted-service";
import { fleetReportsModule } from "./fleet-reports";
import { accountSpecialistModule } from "./account-specialist";
import { permissionsModule } from "./permissions";
import { hboMaxModule, loyaltyModule } from "./loyalty";
import { accountAdminModule } from "./identity/accountAdmin";
import { geographicAddressModule } from "./geographic-address";
import { serviceQualificationModule } from "./service-qualification";
import {
  banHierarchyModule,
  costControlModule,
  productInventoryModule,
  productOfferingModule,
  recommendationsModule,
  selfcareOrderingModule,
  simLocationModule,
} from "./selfcare";

export const modules: SandboxModule[] = [
  identityModule,
  otcModule,
  adminModule,
  contentModule,
  catalogueModule,
  catalogueAdminModule,
  cartModule,
  ordersModule,
  paymentsModule,
  documentsModule,
  webUserModule,
  ebillModule,
  dxlEbillModule,
  mvaPaymentModule,
  topUpHistoryModule,
  ebillSubscribeModule,
  usageConsumptionModule,
  usageManagementModule,
  productInventoryModule,
  productOfferingModule,
  recommendationsModule,
  selfcareOrderingModule,
  costControlModule,
  banHierarchyModule,
  simLocationModule,
  troubleTicketModule,
  impactedServiceModule,
  barUnbarModule,
  portInModule,
  portInAdminModule,
  fleetReportsModule,
  accountSpecialistModule,
  permissionsModule,
  ...privacyModules,
  loyaltyModule,
  hboMaxModule,
  accountAdminModule,
  geographicAddressModule,
  serviceQualificationModule,
  legacyModule,
];
