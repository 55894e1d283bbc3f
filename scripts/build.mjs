// `npm run build`: a production build of the site. It refuses to build without the operator's https gateway and content
// addresses (scripts/lib/buildTarget.mjs), unless SANDBOX_BUILD=1 asks for the local sandbox: then the content system
// must answer during the build, so with no GATSBY_CONTENT_URL the sandbox on 127.0.0.1:8787 is used (started here,
// and stopped afterwards, unless one is already running).
import path from "node:path";
import { SANDBOX_BUILD_FLAG, productionBuildRefusal } from "./lib/buildTarget.mjs";
import { ROOT, gatsbyBuild, isUp, siteEnvFor, startSandbox } from "./lib/servers.mjs";

const SANDBOX_PORT = Number(process.env.SANDBOX_PORT || 8787);
const sandboxAsked = process.env[SANDBOX_BUILD_FLAG] === "1";
let sandbox = null;
let code = 1;
try {
  let env = {};
  if (sandboxAsked && !process.env.GATSBY_CONTENT_URL) {
    const url = `http://127.0.0.1:${SANDBOX_PORT}`;
    if (!(await isUp(url))) {
      sandbox = await startSandbox({ port: SANDBOX_PORT, dbFile: process.env.SANDBOX_DB || path.join(ROOT, ".data", "sandbox.sqlite") });
      console.log(`build: started the sandbox on ${url}`);
    }
    env = siteEnvFor(url);
  }
  // Checked here too (gatsby-node checks again) so a refused build starts nothing.
  const refusal = productionBuildRefusal({ ...process.env, ...env });
  if (refusal) throw new Error(refusal);
  code = await gatsbyBuild(env);
} catch (err) {
  console.error(`build: ${err.message}`);
} finally {
  await sandbox?.stop();
}
process.exit(code);
