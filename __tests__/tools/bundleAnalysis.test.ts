// bench/lib/bundleAnalysis.mjs: modules grouped by package or src/ folder, each group's share of the file's real brotli
// size, and the base found from the budget report (files every page / every client-only route loads).
let A: any;
beforeAll(async () => {
  // @ts-expect-error -- an untyped .mjs bench module, compiled to CommonJS by the tools project's transform
  A = await import("../../bench/lib/bundleAnalysis.mjs");
});

test("a module belongs to its package (scoped or not), the Gatsby runtime, or its src/ folder", () => {
  expect(A.moduleGroup("./node_modules/react-dom/cjs/react-dom.production.min.js")).toBe("react-dom");
  expect(A.moduleGroup("./node_modules/@tanstack/query-core/build/modern/query.js")).toBe("@tanstack/query-core");
  expect(A.moduleGroup("./node_modules/gatsby/node_modules/@reach/router/index.js")).toBe("@reach/router");
  expect(A.moduleGroup("./.cache/production-app.js")).toBe("gatsby (.cache runtime)");
  expect(A.moduleGroup("./src/ecare/shell/EcareShell.tsx + 3 modules")).toBe("src/ecare/shell");
  expect(A.moduleGroup("./src/app/PageFrame.tsx")).toBe("src/app");
});

test("groups share the file's brotli size by their minified bytes, largest first", () => {
  const chunk = {
    label: "app.js",
    groups: [
      { path: "./node_modules/axios/lib/a.js", parsedSize: 3000, brotliSize: 900 },
      { label: "src", groups: [{ path: "./src/app/x.ts", parsedSize: 1000, brotliSize: 400 }] },
    ],
  };
  const groups = A.fileGroups(chunk, 1000);
  expect(groups.map((g: any) => [g.group, g.brotliShare])).toEqual([
    ["axios", 750],
    ["src/app", 250],
  ]);
  const md = A.analysisMarkdown(
    {
      everyPage: { brotliBytes: 1000, files: [{ file: "/app.js", brotliBytes: 1000, groups }] },
      everyClientRoute: { brotliBytes: 0, files: [] },
      everyEcareRoute: { brotliBytes: 0, files: [] },
      routeTotals: [{ route: "/ecare/dashboard as postpaid.owner", brotliBytes: 2048 }],
    },
    { date: "2026-11-26", command: "npm run bench:check" },
  );
  expect(md).toContain("| axios | 1 | 2.9 KB | 0.7 KB | 75.0 % |");
  expect(md).toContain("| /ecare/dashboard as postpaid.owner | 2.0 KB |");
});
