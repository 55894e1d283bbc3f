// Product images drawn in code as SVG (no downloads): phones, tablets, watches, SIM cards, routers,
// TV boxes, MiFi hotspots, plan cards and banners, in a few colours. Served as SVG, or rendered to
// PNG/WebP by the /dA route on request.

export interface SeedImage {
  /** Stable key, also the asset id suffix, e.g. "phone-negru". */
  key: string;
  fileName: string;
  width: number;
  height: number;
  svg: string;
}

export const COLOURS: Record<string, { fill: string; accent: string }> = {
  negru: { fill: "#1f2328", accent: "#4b5563" },
  alb: { fill: "#f3f4f6", accent: "#d1d5db" },
  albastru: { fill: "#1d4ed8", accent: "#60a5fa" },
  verde: { fill: "#047857", accent: "#34d399" },
  roz: { fill: "#db2777", accent: "#f9a8d4" },
  argintiu: { fill: "#9ca3af", accent: "#e5e7eb" },
};

const BRAND = "#e60000";

const svg = (w: number, h: number, body: string, label: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">` +
  `<rect width="${w}" height="${h}" fill="#ffffff"/>${body}</svg>`;

function phone(c: { fill: string; accent: string }): string {
  return svg(
    400,
    400,
    `<rect x="130" y="30" width="140" height="340" rx="26" fill="${c.fill}"/>` +
      `<rect x="140" y="48" width="120" height="296" rx="14" fill="#0b1220"/>` +
      `<rect x="146" y="56" width="108" height="280" rx="10" fill="url(#g)"/>` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.accent}"/><stop offset="1" stop-color="${BRAND}"/></linearGradient></defs>` +
      `<circle cx="200" cy="64" r="5" fill="#111827"/>` +
      `<rect x="272" y="110" width="4" height="40" rx="2" fill="${c.accent}"/>`,
    "Telefon",
  );
}

function tablet(c: { fill: string; accent: string }): string {
  return svg(
    400,
    400,
    `<rect x="70" y="50" width="260" height="300" rx="22" fill="${c.fill}"/>` +
      `<rect x="86" y="66" width="228" height="268" rx="10" fill="${c.accent}"/>` +
      `<circle cx="200" cy="58" r="4" fill="#111827"/>`,
    "Tabletă",
  );
}

function watch(c: { fill: string; accent: string }): string {
  return svg(
    400,
    400,
    `<rect x="165" y="40" width="70" height="320" rx="20" fill="${c.accent}"/>` +
      `<rect x="130" y="120" width="140" height="160" rx="36" fill="${c.fill}"/>` +
      `<rect x="144" y="134" width="112" height="132" rx="26" fill="#0b1220"/>` +
      `<circle cx="200" cy="200" r="36" fill="none" stroke="${BRAND}" stroke-width="8"/>`,
    "Ceas inteligent",
  );
}

function sim(c: { fill: string; accent: string }): string {
  return svg(
    400,
    400,
    `<path d="M110 60 H250 L300 110 V340 H110 Z" fill="${c.fill}" stroke="${c.accent}" stroke-width="6"/>` +
      `<rect x="160" y="170" width="90" height="110" rx="12" fill="#d4a017"/>` +
      `<path d="M160 205 H250 M160 245 H250 M205 170 V280" stroke="#8a6a0a" stroke-width="4"/>` +
      `<circle cx="150" cy="100" r="14" fill="${BRAND}"/>`,
    "Cartelă SIM",
  );
}

function router(c: { fill: string; accent: string }): string {
  return svg(
    400,
    400,
    `<rect x="80" y="200" width="240" height="90" rx="18" fill="${c.fill}"/>` +
      `<rect x="110" y="90" width="12" height="120" rx="6" fill="${c.accent}"/>` +
      `<rect x="278" y="90" width="12" height="120" rx="6" fill="${c.accent}"/>` +
      `<circle cx="130" cy="245" r="7" fill="#22c55e"/><circle cx="160" cy="245" r="7" fill="#22c55e"/><circle cx="190" cy="245" r="7" fill="${BRAND}"/>`,
    "Router",
  );
}

function tvBox(c: { fill: string; accent: string }): string {
  return svg(
    400,
    400,
    `<rect x="60" y="60" width="280" height="170" rx="10" fill="#0b1220"/>` +
      `<rect x="72" y="72" width="256" height="146" rx="4" fill="${c.accent}"/>` +
      `<polygon points="180,115 180,175 230,145" fill="#ffffff"/>` +
      `<rect x="110" y="280" width="180" height="50" rx="10" fill="${c.fill}"/>` +
      `<circle cx="270" cy="305" r="6" fill="${BRAND}"/>`,
    "TV box",
  );
}

function mifi(c: { fill: string; accent: string }): string {
  return svg(
    400,
    400,
    `<rect x="100" y="120" width="200" height="160" rx="40" fill="${c.fill}"/>` +
      `<path d="M160 190 q40 -40 80 0 M175 210 q25 -25 50 0" stroke="${c.accent}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      `<circle cx="200" cy="232" r="9" fill="${BRAND}"/>`,
    "Hotspot MiFi",
  );
}

function planCard(label: string, colour: string): string {
  return svg(
    600,
    320,
    `<rect x="0" y="0" width="600" height="320" fill="${colour}"/>` +
      `<circle cx="520" cy="60" r="140" fill="#ffffff" opacity="0.12"/>` +
      `<path d="M60 220 q60 -90 120 0 t120 0" stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round"/>` +
      `<text x="60" y="110" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${label}</text>`,
    label,
  );
}

function banner(label: string, colour: string): string {
  return svg(
    800,
    300,
    `<rect width="800" height="300" fill="${colour}"/>` +
      `<rect x="560" y="40" width="200" height="220" rx="24" fill="#ffffff" opacity="0.15"/>` +
      `<text x="50" y="170" font-family="Arial, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${label}</text>`,
    label,
  );
}

const DRAWERS = { phone, tablet, watch, sim, router, tvbox: tvBox, mifi } as const;

/** Every seeded image. Keys are what the catalogue seed refers to. */
export function seedImages(): SeedImage[] {
  const out: SeedImage[] = [];
  for (const [shape, draw] of Object.entries(DRAWERS)) {
    for (const [colour, c] of Object.entries(COLOURS)) {
      out.push({ key: `${shape}-${colour}`, fileName: `${shape}-${colour}.svg`, width: 400, height: 400, svg: draw(c) });
    }
  }
  const cards: [string, string, string][] = [
    ["card-cbu", "Abonament", BRAND],
    ["card-ebu", "Business", "#1f2937"],
    ["card-internet", "Internet acasă", "#0e7490"],
    ["card-tv", "TV digital", "#6d28d9"],
    ["card-bundle", "Internet + TV", "#b45309"],
    ["card-mobile-bundle", "Abonament + telefon", "#be123c"],
  ];
  for (const [key, label, colour] of cards)
    out.push({ key, fileName: `${key}.svg`, width: 600, height: 320, svg: planCard(label, colour) });
  const banners: [string, string, string][] = [
    ["banner-disney", "Disney+ inclus", "#0b3d91"],
    ["banner-tv-plus", "TV Plus", "#6d28d9"],
    ["banner-roaming", "Roaming UE", "#0e7490"],
    ["banner-cloud", "Cloud 100 GB", "#047857"],
    ["banner-asigurare", "Asigurare telefon", "#b45309"],
    ["banner-weekend", "Internet nelimitat în weekend", BRAND],
  ];
  for (const [key, label, colour] of banners)
    out.push({ key, fileName: `${key}.svg`, width: 800, height: 300, svg: banner(label, colour) });
  return out;
}
