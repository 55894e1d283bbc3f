// `npm run build`: a production build of the site. The shop is built from the content system, which must answer
// during the build: with no GATSBY_CONTENT_URL the sandbox on 127.0.0.1:8787 is used (started here, and stopped
// afterwards, unless one is already running).
import path from "node:path";
import { ROOT, gatsbyBuild, isUp, siteEnvFor, startSandbox } from "./lib/servers.mjs";

const SANDBOX_PORT = Number(process.env.SANDBOX_PORT || 8787);
let sandbox = null;
let code = 1;
try {
  let env = {};
  if (!process.env.GATSBY_CONTENT_URL) {
    const url = `http://127.0.0.1:${SANDBOX_PORT}`;
    if (!(await isUp(url))) {
      sandbox = await startSandbox({ port: SANDBOX_PORT, dbFile: process.env.SANDBOX_DB || path.join(ROOT, ".data", "sandbox.sqlite") });
      console.log(`build: started the sandbox on ${url}`);
    }
    env = siteEnvFor(url);
  }
  code = await gatsbyBuild(env);
} catch (err) {
  console.error(`build: ${err.message}`);
} finally {
  await sandbox?.stop();
}
process.exit(code);
