// ESLint (flat config): the recommended rules and typescript-eslint's type-aware ones for the
// package and its unit tests; the recommended JavaScript rules for the end-to-end script.
// `npm run lint`; CI runs it.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "src/gen/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  { files: ["**/*.test.ts"], rules: { "@typescript-eslint/require-await": "off" } },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: Object.fromEntries(
        ["console", "process", "setTimeout", "clearTimeout", "URL", "Buffer", "AbortController", "fetch"].map((g) => [g, "readonly"]),
      ),
    },
  },
);
