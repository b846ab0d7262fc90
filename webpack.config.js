// Builds the add-in into dist/: one bundle per surface (functions.js for the custom functions,
// taskpane.js for the pane), taskpane.html as the shared runtime page that loads both,
// functions.json and the help pages (dist/help/) from the functions' JSDoc, and copies of the
// manifest and icons.
// A second configuration, "cli", builds the command line for Node into dist/cli/ (score.js, which
// `npm run score` runs), so that a run starts plain JavaScript instead of compiling TypeScript.
// A third, "solve-worker", built before the add-in, is the double-dummy solver as a Web Worker
// script in build/solve-worker/: learn.js and functions.js carry its text and start it from a Blob
// URL, so no second script is fetched and the teaching page still works opened from disk.
//
//   npm run build        production build of both (exits non-zero on any error, type errors
//                        included; `--env typechecked` skips the type check when tsc has just run)
//   npm run build:dev    development build of both, with source maps
//   npm run dev-server   https://localhost:3000/ for sideloading during development (the add-in and
//                        its solver worker, which is written to build/ as the add-in reads it there)
//   webpack --env cli    the command line only, without the type check: what scripts/cli.mjs runs
//                        when dist/cli/ is missing or older than src/ (the type check is npm test's)
//
// Every URL in manifest.xml and in the functions' @helpurl tags uses the development base
// https://localhost:3000/. A production build replaces it with ADDIN_BASE_URL when that is set.
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { URL } = require("node:url");

const webpack = require("webpack");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const HtmlWebpackPlugin = require("html-webpack-plugin");

const DEV_BASE = "https://localhost:3000/";
const FUNCTIONS_SOURCE = "./src/functions/functions.ts";
const DEV_CERTS_DIR = path.join(os.homedir(), ".office-addin-dev-certs");

/** The base URL a production build points the manifest at: ADDIN_BASE_URL, else the dev base. */
function productionBase() {
  const raw = process.env.ADDIN_BASE_URL;
  if (!raw) {
    console.warn(
      `[bridge-scoring] ADDIN_BASE_URL is not set: dist/manifest.xml keeps the development base ${DEV_BASE}.\n` +
        "  Set it to the https address that will serve dist/, e.g. ADDIN_BASE_URL=https://example.org/bridge/ npm run build",
    );
    return DEV_BASE;
  }
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`ADDIN_BASE_URL "${raw}" is not a URL; expected e.g. https://example.org/bridge/`);
  }
  if (url.protocol !== "https:") {
    throw new Error(`ADDIN_BASE_URL "${raw}" must use https: Office loads add-ins only over https.`);
  }
  return url.href.endsWith("/") ? url.href : `${url.href}/`;
}

/** Replaces the development base in the named emitted files (manifest.xml, functions.json). */
class RewriteBaseUrlPlugin {
  constructor(base, files) {
    this.base = base;
    this.files = files;
  }

  apply(compiler) {
    if (this.base === DEV_BASE) return;
    compiler.hooks.thisCompilation.tap("RewriteBaseUrlPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        // After CopyWebpackPlugin and the metadata plugin have added their files.
        { name: "RewriteBaseUrlPlugin", stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        () => {
          for (const file of this.files) {
            const asset = compilation.getAsset(file);
            if (!asset) {
              compilation.errors.push(
                new webpack.WebpackError(`RewriteBaseUrlPlugin: ${file} was not emitted`),
              );
              continue;
            }
            const text = asset.source.source().toString().split(DEV_BASE).join(this.base);
            compilation.updateAsset(file, new webpack.sources.RawSource(text));
          }
        },
      );
    });
  }
}

/**
 * Writes dist/help/: a page for each custom function and an index, made from the JSDoc of the
 * functions' source by scripts/help-pages.ts (loaded through tsx, as webpack reads this file as
 * plain JavaScript). A fault in that JSDoc (a bad @helpurl, a link to no page) fails the build.
 */
class HelpPagesPlugin {
  constructor(source) {
    this.source = path.resolve(__dirname, source);
  }

  apply(compiler) {
    const { helpPages } = require("tsx/cjs/api").require(
      "./scripts/help-pages.ts",
      path.join(__dirname, "webpack.config.js"),
    );
    compiler.hooks.thisCompilation.tap("HelpPagesPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "HelpPagesPlugin", stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.source);
          let pages;
          try {
            pages = helpPages(fs.readFileSync(this.source, "utf8"), path.relative(__dirname, this.source));
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(`HelpPagesPlugin: ${error.message}`));
            return;
          }
          for (const [name, html] of pages) {
            compilation.emitAsset(`help/${name}`, new webpack.sources.RawSource(html), { minimized: true });
          }
        },
      );
    });
  }
}

/** https options for the dev server: the Office dev certificates when they are installed. */
function devServerHttps() {
  const files = { key: "localhost.key", cert: "localhost.crt", ca: "ca.crt" };
  const paths = Object.fromEntries(Object.entries(files).map(([k, f]) => [k, path.join(DEV_CERTS_DIR, f)]));
  if (Object.values(paths).every((p) => fs.existsSync(p))) {
    return {
      type: "https",
      options: Object.fromEntries(Object.entries(paths).map(([k, p]) => [k, fs.readFileSync(p)])),
    };
  }
  console.warn(
    `[bridge-scoring] No Office dev certificates in ${DEV_CERTS_DIR}: serving https with a self-signed\n` +
      "  certificate that Excel will not trust. See README.md, section Development server.",
  );
  return { type: "https" };
}

/** TypeScript through ts-loader, as every bundle compiles it. */
function typescriptRule(env, dev, transpileOnly) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: "ts-loader",
      options: {
        // Type-check what is bundled, so a type error fails the build. `npm test` has just run
        // tsc over the whole project and passes --env typechecked to skip doing it twice.
        transpileOnly: transpileOnly || Boolean(env && env.typechecked),
        onlyCompileBundledFiles: true,
        compilerOptions: { sourceMap: dev, noEmit: false },
      },
    },
  };
}

// The task pane's worked examples import examples/*.csv as text.
const CSV_AS_TEXT = { test: /\.csv$/, type: "asset/source" };

module.exports = (env, argv) => {
  const dev = argv.mode === "development";
  // The development server serves the add-in; the command line has nothing to serve.
  if (env && env.WEBPACK_SERVE) return [solveWorkerConfig(env, dev), addinConfig(env, dev)];
  // The command line alone, as scripts/cli.mjs builds it: not type-checked, as tsx never did.
  if (env && env.cli) return cliConfig(env, dev, true);
  return [solveWorkerConfig(env, dev), addinConfig(env, dev), cliConfig(env, dev, false)];
};

// The solver worker, built first into build/ (not shipped as a file of its own): the add-in's
// configuration reads its text into the bundles that start it from a Blob URL.
const SOLVE_WORKER_DIR = path.resolve(__dirname, "build", "solve-worker");
const SOLVE_WORKER_FILE = path.join(SOLVE_WORKER_DIR, "solve-worker.js");

/** The double-dummy solver as a Web Worker script, one file with no chunks to load. */
function solveWorkerConfig(env, dev) {
  return {
    name: "solve-worker",
    mode: dev ? "development" : "production",
    target: "webworker",
    // Source maps and eval would point at files the page does not have.
    devtool: false,
    entry: { "solve-worker": "./src/office/solve-worker.ts" },
    output: { path: SOLVE_WORKER_DIR, filename: "[name].js", clean: true },
    resolve: { extensions: [".ts", ".tsx", ".js"] },
    module: { rules: [typescriptRule(env, dev, false)] },
    performance: { hints: false },
  };
}

/** The add-in: what Excel loads, from dist/. */
function addinConfig(env, dev) {
  const base = dev ? DEV_BASE : productionBase();
  return {
    name: "addin",
    dependencies: ["solve-worker"],
    mode: dev ? "development" : "production",
    devtool: dev ? "source-map" : false,
    entry: {
      functions: FUNCTIONS_SOURCE,
      // The pane runs in the functions' runtime (taskpane.html loads both): the code they share
      // (the engine, the event layer) is loaded once, with the functions, not twice.
      taskpane: { import: "./src/taskpane/entry/index.tsx", dependOn: "functions" },
      learn: "./src/learn/index.tsx",
      "results-dialog": "./src/office/results-dialog.ts",
    },
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: "[name].js",
      // dist/cli/ is the command line's, built by its own configuration (cliConfig).
      clean: { keep: /^cli[\\/]/ },
      // Write every file on every build, even when its bytes are unchanged (a change to comments
      // only), so a file's time says when it was last built: the browser test refuses a bundle
      // older than the sources it was built from.
      compareBeforeEmit: false,
    },
    resolve: {
      extensions: [".ts", ".tsx", ".js"],
      // The pane and the teaching page never write a workbook (Excel is the workbook; the output
      // registry's workbook entry is the command line's), so the workbook writer, with ExcelJS and
      // Node's file system behind it, is left out of their bundles.
      // mdb-reader's hashing and ciphers (for Office-encrypted databases only, never a Bridgemate
      // database) would bring Node's streams into the browser: a module refusing such a database
      // stands in for them.
      alias: {
        [path.resolve(__dirname, "src/writers/xlsx.ts")]: false,
        "create-hash$": path.resolve(__dirname, "src/io/no-encryption.ts"),
        "browserify-aes/browser.js$": path.resolve(__dirname, "src/io/no-encryption.ts"),
      },
      // mdb-reader (Bridgemate databases) uses Node's Buffer: the buffer package stands in for it.
      fallback: { buffer: require.resolve("buffer/") },
    },
    module: {
      rules: [typescriptRule(env, dev, false), CSV_AS_TEXT],
    },
    plugins: [
      new CustomFunctionsMetadataPlugin({ output: "functions.json", input: FUNCTIONS_SOURCE }),
      new HtmlWebpackPlugin({
        filename: "taskpane.html",
        template: "./src/taskpane/entry/taskpane.html",
        // The shared runtime: the custom functions register first, then the pane renders.
        chunks: ["functions", "taskpane"],
        chunksSortMode: "manual",
      }),
      // The teaching page: the engine and the results page in any browser, without Office.
      new HtmlWebpackPlugin({
        filename: "learn.html",
        template: "./src/learn/learn.html",
        chunks: ["learn"],
      }),
      // Where Excel on Mac shows a results file the pane cannot download.
      new HtmlWebpackPlugin({
        filename: "results-dialog.html",
        template: "./src/office/results-dialog.html",
        chunks: ["results-dialog"],
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: "manifest.xml", to: "manifest.xml", info: { minimized: true } },
          { from: "assets/*.png", to: "assets/[name][ext]", info: { minimized: true } },
          { from: "help/help.css", to: "help/help.css", info: { minimized: true } },
        ],
      }),
      new HelpPagesPlugin(FUNCTIONS_SOURCE),
      new RewriteBaseUrlPlugin(base, ["manifest.xml", "functions.json"]),
      // The solver worker's script, as a string where it is started (src/office/solve-in-worker.ts).
      new webpack.DefinePlugin({
        __SOLVE_WORKER_SOURCE__: webpack.DefinePlugin.runtimeValue(
          () => {
            if (!fs.existsSync(SOLVE_WORKER_FILE))
              throw new Error(
                `${SOLVE_WORKER_FILE} is missing: the solve-worker configuration builds it first.`,
              );
            return JSON.stringify(fs.readFileSync(SOLVE_WORKER_FILE, "utf8"));
          },
          { fileDependencies: [SOLVE_WORKER_FILE] },
        ),
      }),
      // mdb-reader's browser build uses the global Buffer, which browsers do not have.
      new webpack.ProvidePlugin({ Buffer: ["buffer", "Buffer"] }),
    ],
    performance: {
      // React and Fluent UI make the pane bundle about 1 MB minified; warn only well above that.
      maxAssetSize: 2_000_000,
      maxEntrypointSize: 2_000_000,
    },
    devServer: env && env.WEBPACK_SERVE ? devServerConfig() : undefined,
  };
}

/**
 * The command line for Node: dist/cli/score.js runs `npm run score` (src/cli/bin.ts calls main()
 * in src/cli/score.ts). Not minified: it runs on the director's machine, where its size does not
 * matter and a readable stack matters more.
 */
function cliConfig(env, dev, transpileOnly) {
  return {
    name: "cli",
    mode: dev ? "development" : "production",
    target: "node20",
    devtool: dev ? "source-map" : false,
    entry: {
      score: "./src/cli/bin.ts",
      dd: "./src/cli/dd-bin.ts",
      deal: "./src/cli/deal-bin.ts",
      movement: "./src/cli/movement-bin.ts",
    },
    output: {
      path: path.resolve(__dirname, "dist", "cli"),
      filename: "[name].js",
      clean: true,
      // As for the add-in: a rebuild always rewrites the file, so its time says when it was built,
      // which is how scripts/cli.mjs tells that a bundle is older than the sources.
      compareBeforeEmit: false,
    },
    resolve: {
      extensions: [".ts", ".tsx", ".js"],
      // ExcelJS is loaded only by a run that writes a workbook (see the module's comment).
      alias: {
        exceljs$: path.resolve(__dirname, "src/cli/exceljs-on-demand.ts"),
        // mdb-reader likewise, loaded only by a run that opens a Bridgemate database.
        "mdb-reader$": path.resolve(__dirname, "src/cli/mdb-reader-on-demand.ts"),
      },
    },
    module: { rules: [typescriptRule(env, dev, transpileOnly), CSV_AS_TEXT] },
    // ExcelJS is required from the project's node_modules, when a workbook is written. Bundled, its
    // 3 MB made every run slower to start (--help 0.12 s against 0.08 s) for about 0.1 s saved on
    // a run that writes a workbook; most runs print, so it stays out.
    // mdb-reader is an ES module: Node 20.19 and later require() it.
    externals: {
      "exceljs/excel.js": "commonjs exceljs",
      "mdb-reader-from-node-modules": "commonjs mdb-reader",
      // playwright-core drives Chromium only for a PDF (--hand-records out.pdf): required from
      // node_modules then, never bundled (src/cli/pdf.ts).
      "playwright-core": "commonjs playwright-core",
    },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

function devServerConfig() {
  return {
    port: Number(process.env.npm_package_config_dev_server_port || 3000),
    server: devServerHttps(),
    headers: { "Access-Control-Allow-Origin": "*" },
    static: false,
    // The server keeps what it builds in memory; the solver worker's script is read from disk by
    // the add-in's build (see solveWorkerConfig), so that one file is written out.
    devMiddleware: { writeToDisk: (file) => path.resolve(file).startsWith(SOLVE_WORKER_DIR + path.sep) },
  };
}
