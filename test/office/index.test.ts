// The adapter's front: whether the pane is running in Excel once Office.js is ready. Office is
// stood in for by a plain object on globalThis.
import { officeHost } from "../../src/office";

const g = globalThis as unknown as Record<string, unknown>;

/** Office.js as far as officeHost asks: onReady resolving with `host`, and the host names. */
function installOffice(ready: () => Promise<{ host: string | null }>): void {
  g.Office = { onReady: ready, HostType: { Excel: "Excel", Word: "Word" } };
}

afterEach(() => {
  delete g.Office;
});

describe("officeHost", () => {
  test("in Excel: true", async () => {
    installOffice(async () => ({ host: "Excel" }));
    await expect(officeHost()).resolves.toBe(true);
  });

  test("in another Office host, or a plain browser (no host): false", async () => {
    installOffice(async () => ({ host: "Word" }));
    await expect(officeHost()).resolves.toBe(false);
    installOffice(async () => ({ host: null }));
    await expect(officeHost()).resolves.toBe(false);
  });

  test("Office.js failing or missing altogether: false, never an error", async () => {
    installOffice(() => Promise.reject(new Error("office.js could not start")));
    await expect(officeHost()).resolves.toBe(false);
    delete g.Office;
    await expect(officeHost()).resolves.toBe(false);
  });
});
