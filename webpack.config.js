// Builds the add-in into dist/: one bundle per surface (functions.js for the custom functions,
// taskpane.js for the pane), taskpane.html as the shared runtime page that loads both,
// functions.json from the functions' JSDoc, and copies of the manifest, icons and help pages.
//
//   npm run build        production build (exits non-zero on any error, type errors included;
//                        `--env typechecked` skips the type check when tsc has just run)
//   npm run build:dev    development build, with source maps
//   npm run dev-server   https://localhost:3000/ for sideloading during development
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

module.exports = (env, argv) => {
  const dev = argv.mode === "development";
  const base = dev ? DEV_BASE : productionBase();
  return {
    mode: dev ? "development" : "production",
    devtool: dev ? "source-map" : false,
    entry: {
      functions: FUNCTIONS_SOURCE,
      taskpane: "./src/taskpane/index.tsx",
      learn: "./src/learn/index.tsx",
      "results-dialog": "./src/office/results-dialog.ts",
    },
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: "[name].js",
      clean: true,
      // Write every file on every build, even when its bytes are unchanged (a change to comments
      // only), so a file's time says when it was last built: the browser test refuses a bundle
      // older than the sources it was built from.
      compareBeforeEmit: false,
    },
    resolve: {
      extensions: [".ts", ".tsx", ".js"],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: "ts-loader",
            options: {
              // Type-check what is bundled, so a type error fails the build. `npm test` has just run
              // tsc over the whole project and passes --env typechecked to skip doing it twice.
              transpileOnly: Boolean(env && env.typechecked),
              onlyCompileBundledFiles: true,
              compilerOptions: { sourceMap: dev, noEmit: false },
            },
          },
        },
        // The task pane's worked examples import examples/*.csv as text.
        { test: /\.csv$/, type: "asset/source" },
      ],
    },
    plugins: [
      new CustomFunctionsMetadataPlugin({ output: "functions.json", input: FUNCTIONS_SOURCE }),
      new HtmlWebpackPlugin({
        filename: "taskpane.html",
        template: "./src/taskpane/taskpane.html",
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
          { from: "help", to: "help", info: { minimized: true } },
        ],
      }),
      new RewriteBaseUrlPlugin(base, ["manifest.xml", "functions.json"]),
    ],
    performance: {
      // React and Fluent UI make the pane bundle about 1 MB minified; warn only well above that.
      maxAssetSize: 2_000_000,
      maxEntrypointSize: 2_000_000,
    },
    devServer: env && env.WEBPACK_SERVE ? devServerConfig() : undefined,
  };
};

function devServerConfig() {
  return {
    port: Number(process.env.npm_package_config_dev_server_port || 3000),
    server: devServerHttps(),
    headers: { "Access-Control-Allow-Origin": "*" },
    static: false,
  };
}
