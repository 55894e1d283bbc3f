// Four projects: `unit` (jsdom, the site), `sandbox` (node, a real sandbox on a free port), `tools`
// (node: build-time code and scripts such as the rebuild hook) and
// `e2e` (node, Playwright driving Debian's Chromium against the built site). `npm test` runs them all
// through scripts/test.mjs; the e2e project needs a built site and servers, so it is run by scripts/e2e.mjs.
const transform = { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" };
const common = {
  rootDir: __dirname,
  transform,
  testPathIgnorePatterns: ["/node_modules/", "\\.cache", "<rootDir>/public"],
  modulePathIgnorePatterns: ["<rootDir>/public", "<rootDir>/\\.cache"],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...common,
      displayName: "unit",
      testEnvironment: "jsdom",
      roots: ["<rootDir>/__tests__", "<rootDir>/__mocks__"],
      testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
      testPathIgnorePatterns: [
        ...common.testPathIgnorePatterns,
        "<rootDir>/__tests__/sandbox/",
        "<rootDir>/__tests__/tools/",
        "<rootDir>/__tests__/e2e/",
      ],
      testEnvironmentOptions: { url: "http://localhost/" },
      moduleNameMapper: {
        ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
        ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$": "<rootDir>/__mocks__/file-mock.js",
      },
      transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
      globals: { __PATH_PREFIX__: "" },
      setupFiles: ["<rootDir>/loadershim.js"],
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
    },
    {
      ...common,
      displayName: "sandbox",
      testEnvironment: "node",
      roots: ["<rootDir>/__tests__/sandbox"],
      testMatch: ["<rootDir>/__tests__/sandbox/**/*.test.ts"],
    },
    {
      ...common,
      displayName: "tools",
      testEnvironment: "node",
      // Also .mjs: tests import scripts/lib/*.mjs, compiled to CommonJS by babel (not those using import.meta).
      transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
      roots: ["<rootDir>/__tests__/tools"],
      testMatch: ["<rootDir>/__tests__/tools/**/*.test.[jt]s"],
    },
    {
      ...common,
      displayName: "e2e",
      testEnvironment: "node",
      roots: ["<rootDir>/__tests__/e2e"],
      testMatch: ["<rootDir>/__tests__/e2e/**/*.e2e.ts"],
      // Servers (built site + sandbox) are started by scripts/e2e.mjs, which passes their URLs in env.
      setupFilesAfterEnv: ["<rootDir>/__tests__/e2e/support/setup.ts"],
    },
  ],
};
