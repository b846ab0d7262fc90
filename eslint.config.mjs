// Lint in the Office add-in style: the office-addins plugin's React config (its Office.js rules,
// typescript-eslint and prettier), applied to .tsx as well, with TypeScript left to check names.
import officeAddins from "eslint-plugin-office-addins";
import tsParser from "@typescript-eslint/parser";

// What the scoring core may not import: anything above it, and anything that is not pure TypeScript.
const CORE_PURE = [
  {
    regex: "^\\.\\./(\\.\\./)*(sheet|writers|functions|taskpane|cli|io|event|office|learn)(/|$)",
    message: "The scoring core is pure: it may import only its own modules and src/grid.",
  },
  {
    regex: "^(react|react-dom|@fluentui/.*|exceljs|node:.*)$",
    message: "The scoring core is pure TypeScript.",
  },
];

// Outside the core, the core is reached only through its front door.
const FRONT_DOOR = {
  regex: "(^|/)scoring/.+",
  message: "Import the scoring core through its front door (src/scoring/index.ts), not a file inside it.",
};

// The Office adapter, src/office, is below the front ends: the pane imports it, never the reverse.
const OFFICE_BELOW_FRONT_ENDS = {
  regex: "^\\.\\./(\\.\\./)*(taskpane|learn|cli|functions)(/|$)",
  message:
    "src/office is the Office.js adapter, below the front ends: it may not import the pane, the teaching page, the command line or the custom functions.",
};

// Office.js's globals: only src/office calls them, or names their types.
const OFFICE_NAMES = ["Excel", "Office", "OfficeRuntime", "OfficeExtension"];
const OFFICE_ONLY =
  "Only src/office, the Office adapter, uses Office.js (its calls and its types): add what is needed there and receive it as an action.";
const OFFICE_GLOBALS = OFFICE_NAMES.map((name) => ({ name, message: OFFICE_ONLY }));
// A type such as Excel.Range is a reference, not a value, so no-restricted-globals does not see it.
const OFFICE_TYPES = {
  selector: `TSQualifiedName > Identifier.left[name=/^(${OFFICE_NAMES.join("|")})$/]`,
  message: OFFICE_ONLY,
};

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
  // The layers. Outside the core, the core is reached only through its front door,
  // src/scoring/index.ts; the core itself imports nothing from outside src/scoring but the grid
  // addresses and text limits of src/grid, which import nothing from outside src/grid.
  {
    files: ["src/**/*.{ts,tsx}", "test/**/*.{ts,tsx}", "scripts/**/*.{ts,mts}"],
    ignores: ["src/scoring/**", "test/scoring/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [FRONT_DOOR] }] },
  },
  {
    files: ["src/office/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [FRONT_DOOR, OFFICE_BELOW_FRONT_ENDS] }] },
  },
  // Every call to Office.js is in src/office. (src/functions registers the custom functions with
  // CustomFunctions, which is not Office.js's workbook API and stays allowed there.)
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/office/**"],
    rules: {
      "no-restricted-globals": ["error", ...OFFICE_GLOBALS],
      "no-restricted-syntax": ["error", OFFICE_TYPES],
    },
  },
  {
    files: ["src/scoring/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: CORE_PURE }] },
  },
  // Inside the core, the rules and the domain's names come first: they may not reach up into the
  // scoring of boards and sessions, or into the options reader and the wording built on them.
  {
    files: ["src/scoring/rules/**/*.ts", "src/scoring/model/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...CORE_PURE,
            {
              regex: "^\\.\\./(board|session|options|words|movement)(/|$)",
              message:
                "The rules and the model come first in the core: they may not import board scoring, sessions, movements, options or words.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/grid/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(?!\\./)", message: "src/grid is a leaf: it imports nothing from outside it." },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: {
      ecmaVersion: 2022,
      globals: {
        require: "readonly",
        module: "writable",
        process: "readonly",
        console: "readonly",
        __dirname: "readonly",
      },
    },
  },
];
