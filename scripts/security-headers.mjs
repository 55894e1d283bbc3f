// `npm run security-headers [-- --check]`: writes the security headers of scripts/lib/securityHeaders.mjs as files a CDN
// or web server reads (deploy/security-headers.conf for nginx, deploy/_headers for Netlify / Cloudflare Pages). With
// --check it writes nothing and exits 1 when a file differs (a tools test does the same).
import fs from "node:fs";
import path from "node:path";
import { DEPLOY_FILES } from "./lib/securityHeaders.mjs";
import { ROOT } from "./lib/servers.mjs";

const check = process.argv.includes("--check");
let stale = 0;
for (const [rel, generate] of Object.entries(DEPLOY_FILES)) {
  const file = path.join(ROOT, rel);
  const want = generate();
  const have = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  if (have === want) continue;
  if (check) {
    console.error(`security-headers: ${rel} is not what scripts/lib/securityHeaders.mjs generates; run npm run security-headers`);
    stale++;
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, want);
    console.log(`security-headers: wrote ${rel}`);
  }
}
process.exit(stale ? 1 : 0);
