// ESLint (flat config): the recommended rules and typescript-eslint's type-aware ones, for
// the client and its tests. `npm run lint`; CI runs it.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  { files: ["**/*.test.ts"], rules: { "@typescript-eslint/require-await": "off" } },
  { files: ["eslint.config.js"], ...tseslint.configs.disableTypeChecked },
);
