/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: {
    "^.+\\.tsx?$": ["ts-jest", { tsconfig: { module: "commonjs", jsx: "react-jsx", isolatedModules: true } }],
    // The sample travellers the task pane imports as text (webpack: asset/source).
    "^.+\\.csv$": "<rootDir>/test/shims/text-transform.cjs",
    // mdb-reader (the Access reader behind Bridgemate databases) is published as ES modules only:
    // compiled to CommonJS like the project's own files.
    "node_modules/mdb-reader/.+\\.js$": [
      "ts-jest",
      { tsconfig: { module: "commonjs", allowJs: true, isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: ["/node_modules/(?!mdb-reader/)"],
  moduleNameMapper: {
    // office-addin-mock imports office-addin-manifest, which pulls ESM-only packages; it only needs the OfficeApp enum.
    "^office-addin-manifest$": "<rootDir>/test/shims/office-addin-manifest.ts",
  },
};
