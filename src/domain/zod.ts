// THE zod of the site: every schema is built from this import. `jitless` stops zod probing `new Function` when its
// first object schema is built, a probe the pages' Content-Security-Policy (no 'unsafe-eval') reports as a violation
// even though zod catches the refusal. Schemas then parse without generated code, which is all the site needs.
import { z } from "zod";

z.config({ jitless: true });

export { z };
