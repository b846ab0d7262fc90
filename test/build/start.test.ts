// `npm start` (scripts/start.mjs): on Windows and macOS it runs the office-addin-debugging that the
// lockfile installed; elsewhere it must say that nothing was started and exit 1, never 0.
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

describe("npm start", () => {
  test("office-addin-debugging is a development dependency, pinned by the lockfile", () => {
    const pkg = JSON.parse(read("package.json")) as { devDependencies: Record<string, string> };
    const range = pkg.devDependencies["office-addin-debugging"];
    expect(range).toMatch(/^\^\d+\.\d+\.\d+$/);
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, { version?: string; devDependencies?: Record<string, string> }>;
    };
    expect(lock.packages[""].devDependencies?.["office-addin-debugging"]).toBe(range);
    // The caret keeps the major version: the locked copy is within the declared range.
    expect(lock.packages["node_modules/office-addin-debugging"].version?.split(".")[0]).toBe(
      range.slice(1).split(".")[0],
    );
  });

  test("runs the installed command, never one fetched by npx at run time", () => {
    const script = read("scripts/start.mjs");
    expect(script).toMatch(/"node_modules",\s*"\.bin"/);
    expect(script).not.toMatch(/\bnpx\b/);
  });

  const sideloads = process.platform === "win32" || process.platform === "darwin";
  (sideloads ? test.skip : test)(
    "elsewhere says nothing was started, what to do instead, and exits 1",
    () => {
      const r = spawnSync(process.execPath, [path.join(ROOT, "scripts/start.mjs")], { encoding: "utf8" });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/cannot be sideloaded on this platform .*nothing was started/);
      expect(r.stderr).toMatch(/Upload My Add-in/);
      expect(r.stderr).toMatch(/npm run score -- examples\/club-board-15\.csv/);
    },
  );
});
