// Lint in the Office add-in style: the office-addins plugin's React config (its Office.js rules,
// typescript-eslint and prettier), applied to .tsx as well, with TypeScript left to check names.
import officeAddins from "eslint-plugin-office-addins";
import tsParser from "@typescript-eslint/parser";

export default [
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "test-artifacts/**"] },
  ...officeAddins.configs.react,
  {
    files: ["**/*.{ts,tsx,mts}"],
    languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: "module" },
    rules: {
      "no-undef": "off",
      "no-redeclare": "off",
      "react/react-in-jsx-scope": "off",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { require: "readonly", module: "writable", process: "readonly", console: "readonly", __dirname: "readonly" },
    },
  },
];
