// Stand-in for the operator's older cost-control page (prefix /legacy). SPEC §2: users the abonament page turns
// away get "an external legacy cost-control page" in a new tab; the site's LEGACY_COST_CONTROL_URL points here.
// A plain public page, no auth, like the real one behind its own sign-in.
import type { FastifyInstance } from "fastify";
import type { SandboxModule } from "../module";

export const LEGACY_COST_CONTROL_TITLE = "Control cost (pagina veche)";

const PAGE = `<!doctype html>
<html lang="ro">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${LEGACY_COST_CONTROL_TITLE}</title>
</head>
<body>
<main>
<h1>Control cost</h1>
<p>Aceasta este pagina veche de control al costurilor a operatorului. Aici puteai stabili o limită lunară de cheltuieli pentru abonament.</p>
<p>Pagina este păstrată doar pentru conturile care nu au încă acces la noul cont online.</p>
</main>
</body>
</html>
`;

function registerLegacyRoutes(app: FastifyInstance): void {
  app.get("/cost-control", async (_request, reply) => reply.type("text/html; charset=utf-8").send(PAGE));
}

export const legacyModule: SandboxModule = {
  name: "legacy",
  prefix: "/legacy",
  migrations: [],
  register: (app) => registerLegacyRoutes(app),
};
