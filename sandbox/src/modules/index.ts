// The backends the sandbox serves, in registration order. A new backend = one new module here.
import type { SandboxModule } from "./module";
import { adminModule } from "./admin";
import { identityModule } from "./identity";
import { otcModule } from "./otc";
import { contentModule } from "./content";
import { catalogueModule } from "./catalogue";
import { webUserModule } from "./webuser";

export const modules: SandboxModule[] = [identityModule, otcModule, adminModule, contentModule, catalogueModule, webUserModule];
