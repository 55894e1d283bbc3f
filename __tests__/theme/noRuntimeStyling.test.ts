// No Chakra or emotion code in the browser bundles: every element is styled by class names whose rules the build
// compiles into the global stylesheet (src/theme/globalStylesheet.tsx, written into <head> by gatsby-ssr.tsx). Chakra's
// system and emotion run at build time only; the style objects import Chakra's types only and are read by the theme
// alone (src/theme/screenCss.ts), so neither the libraries nor the objects reach a page's JavaScript.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { screenCss } from "../../src/theme/screenCss";

const ROOT = path.resolve(__dirname, "../..");
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [full] : [];
  });
}

const FILES = [...sourceFiles(path.join(ROOT, "src")), path.join(ROOT, "gatsby-browser.tsx"), path.join(ROOT, "gatsby-ssr.tsx")].map(
  (file) => ({ file: rel(file), source: ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true) }),
);

/** The files that compile the stylesheet: build time only (gatsby-ssr.tsx is the one caller). */
const BUILD_TIME = new Set(["src/theme/globalStylesheet.tsx", "src/theme/system.ts"]);
const STYLING_LIBRARIES = /^(@chakra-ui\/|@emotion\/|@pandacss\/|stylis(\/|$))/;

interface Import {
  specifier: string;
  /** `import type` / `export type … from`: erased by the compiler, nothing reaches a bundle. */
  typeOnly: boolean;
  /** The imported file's path from the repository root, for a relative specifier. */
  target?: string;
}

function importsOf(file: string, source: ts.SourceFile): Import[] {
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    let target: string | undefined;
    if (specifier.startsWith(".")) {
      const base = path.join(ROOT, path.dirname(file), specifier);
      const match = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
        .map((ext) => base + ext)
        .find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      target = rel(match ?? base);
    }
    found.push({ specifier, typeOnly, target });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.importClause?.isTypeOnly ?? false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === "require")) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const IMPORTS = FILES.map(({ file, source }) => ({ file, imports: importsOf(file, source) }));

describe("no run-time styling: Chakra and emotion at build time only", () => {
  it("scans the site's sources", () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(FILES.map((f) => f.file)).toEqual(expect.arrayContaining(["gatsby-browser.tsx", "src/theme/globalStylesheet.tsx"]));
  });

  it("imports Chakra or emotion (values) only in the build-time stylesheet compiler; style objects import types only", () => {
    const offenders = IMPORTS.flatMap(({ file, imports }) =>
      BUILD_TIME.has(file)
        ? []
        : imports.filter((i) => STYLING_LIBRARIES.test(i.specifier) && !i.typeOnly).map((i) => `${file}: ${i.specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it("reaches the stylesheet compiler only from gatsby-ssr.tsx", () => {
    const offenders = IMPORTS.flatMap(({ file, imports }) =>
      imports
        .filter((i) => !i.typeOnly && i.target && BUILD_TIME.has(i.target))
        .filter((i) => !(file === "gatsby-ssr.tsx" && i.target === "src/theme/globalStylesheet.tsx"))
        .filter((i) => !(file === "src/theme/globalStylesheet.tsx" && i.target === "src/theme/system.ts"))
        .map((i) => `${file} → ${i.target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("reads the style objects (files importing Chakra's style types) only inside src/theme", () => {
    const styleObjects = new Set(
      IMPORTS.filter(
        ({ file, imports }) => !BUILD_TIME.has(file) && imports.some((i) => i.typeOnly && STYLING_LIBRARIES.test(i.specifier)),
      ).map((f) => f.file),
    );
    expect(styleObjects).toContain("src/theme/screens/ecareFrameCss.ts");
    const offenders = IMPORTS.flatMap(({ file, imports }) =>
      file.startsWith("src/theme/")
        ? []
        : imports.filter((i) => i.target && styleObjects.has(i.target)).map((i) => `${file} → ${i.target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("styles no element with a css or sx prop (no emotion to read it)", () => {
    const offenders: string[] = [];
    for (const { file, source } of FILES) {
      const visit = (node: ts.Node) => {
        if (ts.isJsxAttribute(node) && ["css", "sx"].includes(node.name.getText(source))) {
          offenders.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(offenders).toEqual([]);
  });

  it("keeps src/theme a floor layer: it imports nothing from screens, components, hooks or state", () => {
    const offenders = IMPORTS.filter(({ file }) => file.startsWith("src/theme/")).flatMap(({ file, imports }) =>
      imports.filter((i) => i.target && !/^src\/(theme|domain)\//.test(i.target)).map((i) => `${file} → ${i.target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("puts every root class of the stylesheet's screen rules on an element", () => {
    const markup = FILES.filter(({ file }) => file.endsWith(".tsx")).map(({ source }) => source.text);
    const roots = [...new Set(Object.keys(screenCss).map((selector) => /^\.([\w-]+)/.exec(selector)?.[1]))];
    const unused = roots.filter(
      (name) => !name || !markup.some((text) => new RegExp(`className=\\{?["'\`][^"'\`]*(?<![\\w-])${name}(?![\\w-])`).test(text)),
    );
    expect(roots.length).toBeGreaterThan(20);
    expect(unused).toEqual([]);
  });
});
