// ESLint flat config: TypeScript + React rules, Prettier owns formatting.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { wallsConfig } from "./eslint.walls.mjs";

export default tseslint.config(
  {
    ignores: [
      "public/**",
      ".cache/**",
      "node_modules/**",
      ".data/**",
      "coverage/**",
      "e2e-artifacts/**",
      "bench/out/**",
      ".releases/**",
      "__tests__/tools/fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      "react/react-in-jsx-scope": "off",
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Layering (docs/architecture.md): domain/ is pure and imports nothing else of src/;
    // Recoil stays inside src/state/.
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "react",
                "react-dom",
                "axios",
                "recoil",
                "@chakra-ui/*",
                "gatsby",
                "../*/**",
                "../clients/*",
                "../build/*",
                "../state/*",
                "../components/*",
                "../hooks/*",
              ],
              message: "src/domain is pure: no React, axios, state or screens.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/state/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "recoil", message: "Recoil stays inside src/state/ (docs/decisions.md)." }] }],
    },
  },
  // The walls between the folders of src/ and no import cycles (eslint.walls.mjs).
  wallsConfig("src"),
  {
    // Tests read loosely-typed JSON answers of the sandbox; `any` there is deliberate.
    files: ["__tests__/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
);
