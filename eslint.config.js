import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".astro/", "tools/", "node_modules/", "test-results/", "playwright-report/", "public/", "screenshots/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Astro's content store is not an API: the site reads collections with getCollection/getEntry.
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "src/content/cross-check/test-content.ts", "src/content/store.ts", "src/content/home-store.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)(home-)?store$",
              message: "Read content with getCollection/getEntry (src/content/index.ts); the store is for tests.",
            },
          ],
        },
      ],
    },
  },
  {
    // What the server shares with the site is one folder it can take as it is (src/shared/).
    files: ["server/**/*.ts"],
    ignores: ["**/*.test.ts", "server/test-server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^\\.\\./src/(?!shared/)", message: "The server takes from the site only what src/shared/ holds." }] },
      ],
    },
  },
);
