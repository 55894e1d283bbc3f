// The backends the sandbox serves, in registration order. A new backend = one new module here.
import type { SandboxModule } from "./module";

export const modules: SandboxModule[] = [];
