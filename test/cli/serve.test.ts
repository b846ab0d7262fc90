// The web server behind --serve, run on an ephemeral port over a temporary folder: it shows the
// page and the files beside it, and refuses every way out of the folder however it is spelled
// (asked with literal request lines, so that no client tidies a ".." away first), dot-files such
// as the writer's temporary file, other methods and unknown kinds of file; it listens on this
// computer only unless told otherwise, says plainly when it cannot listen, and frees its port.
import * as fs from "node:fs";
import * as http from "node:http";
import * as net from "node:net";
import * as os from "node:os";
import * as path from "node:path";
import { readServeValue, requestedName, RunningServer, serveFolder } from "../../src/cli/serve";

interface Reply {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** One request through node:http with the path exactly as written (the client does not normalise it). */
function ask(
  port: number,
  rawPath: string,
  method = "GET",
  headers: Record<string, string> = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: rawPath, method, headers, agent: false },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (b: Buffer) => parts.push(b));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The status line's number for a request line sent byte for byte over a socket (for what node:http will not send). */
function askRaw(port: number, requestLine: string): Promise<number | "closed"> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    socket.on("data", (b) => (text += b.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve(m ? Number(m[1]) : "closed");
    });
    socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  });
}

/** Every address of this computer's network interfaces. */
function ownAddresses(): os.NetworkInterfaceInfo[] {
  return Object.values(os.networkInterfaces()).flatMap((l) => l ?? []);
}

/** Whether a connection to an address and port is taken. */
function reaches(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, host, () => (s.destroy(), resolve(true)));
    s.on("error", () => resolve(false));
  });
}

const PAGE = "<!doctype html><title>Live</title><p>Pair 3 leads with 62.5%</p>";

let base: string;
let dir: string;
let server: RunningServer;

beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), "serve-"));
  dir = path.join(base, "live");
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, "live.html"), PAGE);
  fs.writeFileSync(path.join(dir, "results.pbn"), '[Event "Club"]\n');
  fs.writeFileSync(path.join(dir, "style.css"), "p{color:red}");
  fs.writeFileSync(path.join(dir, ".live.html.tmp-123"), "half written");
  fs.writeFileSync(path.join(dir, "session.bws"), "the Bridgemate database");
  fs.mkdirSync(path.join(dir, "sub"));
  fs.writeFileSync(path.join(dir, "sub", "inner.html"), "inner");
  fs.writeFileSync(path.join(base, "secret.txt"), "outside the folder");
  fs.writeFileSync(path.join(base, "secret.html"), "outside the folder");
  fs.symlinkSync(path.join(base, "secret.txt"), path.join(dir, "link-out.txt"));
  fs.symlinkSync(base, path.join(dir, "up"));
  fs.symlinkSync(path.join(dir, "live.html"), path.join(dir, "same.html"));
  fs.symlinkSync(path.join(dir, ".live.html.tmp-123"), path.join(dir, "to-dot.txt"));
  // One byte over the 20 MB limit (a sparse file: no 20 MB is written).
  fs.writeFileSync(path.join(dir, "huge.pdf"), "");
  fs.truncateSync(path.join(dir, "huge.pdf"), 20 * 1024 * 1024 + 1);
  server = await serveFolder(dir, { host: "127.0.0.1", port: 0 }, "live.html");
});

afterAll(async () => {
  await server.close();
  fs.rmSync(base, { recursive: true, force: true });
});

describe("what it serves", () => {
  test("the index at /, byte for byte, as html with the headers a live page needs", async () => {
    const r = await ask(server.port, "/");
    expect(r.status).toBe(200);
    expect(r.body).toBe(PAGE);
    expect(r.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(r.headers["content-length"]).toBe(String(Buffer.byteLength(PAGE)));
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    expect(r.headers["cache-control"]).toBe("no-store");
    expect(r.headers["referrer-policy"]).toBe("no-referrer");
    const csp = String(r.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
  });

  test("a named file, with its type; a query a phone adds to reload is ignored", async () => {
    const pbn = await ask(server.port, "/results.pbn");
    expect([pbn.status, pbn.body, pbn.headers["content-type"]]).toEqual([
      200,
      '[Event "Club"]\n',
      "text/plain; charset=utf-8",
    ]);
    const css = await ask(server.port, "/style.css?t=1700000000");
    expect([css.status, css.body, css.headers["content-type"]]).toEqual([
      200,
      "p{color:red}",
      "text/css; charset=utf-8",
    ]);
    expect((await ask(server.port, "/live.html")).body).toBe(PAGE);
  });

  test("a page replaced by renaming a new one over it is served new at the next request", async () => {
    const page = path.join(dir, "round.html");
    fs.writeFileSync(page, "round 1");
    expect((await ask(server.port, "/round.html")).body).toBe("round 1");
    fs.writeFileSync(path.join(dir, ".round.html.tmp-9"), "round 2");
    fs.renameSync(path.join(dir, ".round.html.tmp-9"), page);
    expect((await ask(server.port, "/round.html")).body).toBe("round 2");
  });

  test("a link inside the folder to a file inside it is served", async () => {
    expect((await ask(server.port, "/same.html")).body).toBe(PAGE);
  });

  test("HEAD gives the headers and length of GET, with no body", async () => {
    const r = await ask(server.port, "/live.html", "HEAD");
    expect(r.status).toBe(200);
    expect(r.body).toBe("");
    expect(r.headers["content-length"]).toBe(String(Buffer.byteLength(PAGE)));
    expect(r.headers["cache-control"]).toBe("no-store");
  });

  test("a missing file is 404, and says no more than that", async () => {
    const r = await ask(server.port, "/nothing.html");
    expect(r.status).toBe(404);
    expect(r.body).toBe("Not found\n");
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("what it refuses", () => {
  test("POST and other methods get 405 with the methods allowed", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const r = await ask(server.port, "/live.html", method);
      expect([method, r.status, r.headers.allow]).toEqual([method, 405, "GET, HEAD"]);
    }
  });

  test("a dot-file (the writer's temporary file), a folder, a subfolder's file, an unknown kind", async () => {
    for (const p of [
      "/.live.html.tmp-123",
      "/%2elive.html.tmp-123",
      "/sub",
      "/sub/",
      "/sub/inner.html",
      "/session.bws",
    ])
      expect([p, (await ask(server.port, p)).status]).toEqual([p, 404]);
  });

  test("a link out of the folder, to a file or through a folder, or to a dot-file, is refused", async () => {
    for (const p of ["/link-out.txt", "/up/secret.txt", "/up/live/live.html", "/to-dot.txt"]) {
      const r = await ask(server.port, p);
      expect([p, r.status]).toEqual([p, 404]);
      expect(r.body).not.toContain("outside");
    }
  });

  test("every spelling of a way out is refused with 400 or 404, never the file outside", async () => {
    const escapes = [
      "/../secret.txt",
      "/..",
      "/../",
      "/./live.html",
      "/%2e%2e/secret.txt",
      "/%2E%2E%2Fsecret.txt",
      "/%2e%2e",
      "/..%2fsecret.txt",
      "/..%2Fsecret.html",
      "/..%5csecret.txt",
      "/%5c..%5csecret.txt",
      "/%252e%252e%252fsecret.txt",
      "/%25%32%65%25%32%65/secret.txt",
      "/live.html%00.txt",
      "/%00",
      "//etc/passwd",
      "/etc/passwd",
      `/${encodeURIComponent(path.join(base, "secret.txt"))}`,
      "/C:%5cWindows%5cwin.ini",
      "/C:secret.txt",
      "/%c0%ae%c0%ae/secret.txt",
      "/live.html.",
      "/NUL.txt",
      "/%zz.html",
    ];
    for (const p of escapes) {
      const r = await ask(server.port, p);
      expect([p, [400, 404].includes(r.status)]).toEqual([p, true]);
      expect(r.body).not.toContain("outside");
      expect(r.body).not.toContain(base);
    }
  });

  test("a backslash, a raw NUL, an absolute-form address or '*' in the request line is refused", async () => {
    for (const line of [
      "GET /..\\secret.txt HTTP/1.1",
      "GET /\\..\\secret.txt HTTP/1.1",
      "GET /live.html\u0000 HTTP/1.1",
      `GET http://127.0.0.1:${server.port}/../secret.txt HTTP/1.1`,
      `GET http://127.0.0.1:${server.port}/live.html HTTP/1.1`,
      "GET * HTTP/1.1",
      "GET ../secret.txt HTTP/1.1",
    ]) {
      // Refused by this server, or already by Node's parser (a raw NUL), with 400 either way.
      expect([line, await askRaw(server.port, line)]).toEqual([line, 400]);
    }
    // The same socket helper is answered for a plain request (so the refusals above are real ones).
    expect(await askRaw(server.port, "GET /live.html HTTP/1.1")).toBe(200);
  });

  test("an overlong address is refused with 414", async () => {
    expect((await ask(server.port, `/${"a".repeat(2000)}.html`)).status).toBe(414);
  });

  test("a file over 20 MB is not served", async () => {
    expect((await ask(server.port, "/huge.pdf")).status).toBe(404);
  });

  test("a request under a dotted name that is not this computer's address (DNS rebinding) is refused", async () => {
    expect((await ask(server.port, "/", "GET", { Host: "results.example.com" })).status).toBe(421);
    expect((await ask(server.port, "/", "GET", { Host: `localhost:${server.port}` })).status).toBe(200);
    expect((await ask(server.port, "/", "GET", { Host: `clubpc.local:${server.port}` })).status).toBe(200);
  });
});

describe("the names of files a path asks for", () => {
  test("/ is the index, one plain name is itself, and anything else is refused", () => {
    expect(requestedName("/", "live.html")).toEqual({ name: "live.html" });
    expect(requestedName("/?t=5", "live.html")).toEqual({ name: "live.html" });
    expect(requestedName("/Round%202.html", "live.html")).toEqual({ name: "Round 2.html" });
    expect(requestedName("/%2e%2e", "live.html")).toEqual({ status: 400 });
    expect(requestedName("/..", "live.html")).toEqual({ status: 404 });
    expect(requestedName("/a/b.html", "live.html")).toEqual({ status: 404 });
    expect(requestedName("/a%2fb.html", "live.html")).toEqual({ status: 400 });
  });
});

describe("listening", () => {
  test("by default on 127.0.0.1 alone: another address of this computer is not answered", async () => {
    const choice = readServeValue("8080");
    expect(choice).toEqual({ host: "127.0.0.1", port: 8080 });
    expect(server.host).toBe("127.0.0.1");
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
    const other = ownAddresses().find((a) => a.family === "IPv4" && !a.internal);
    // (On a computer with no network, there is no other address to try.)
    if (other !== undefined) {
      expect(await reaches(other.address, server.port)).toBe(false);
    }
  });

  test("on 0.0.0.0 when told: answered at this computer's network address too, which it lists", async () => {
    const s = await serveFolder(dir, { host: "0.0.0.0", port: 0 }, "live.html");
    try {
      expect(s.host).toBe("0.0.0.0");
      expect((await ask(s.port, "/")).body).toBe(PAGE);
      const other = ownAddresses().find((a) => a.family === "IPv4" && !a.internal);
      if (other !== undefined) {
        expect(s.urls).toContain(`http://${other.address}:${s.port}/`);
        expect(await reaches(other.address, s.port)).toBe(true);
      }
    } finally {
      await s.close();
    }
  });

  test("a port in use is a plain message naming the address and the port", async () => {
    await expect(serveFolder(dir, { host: "127.0.0.1", port: server.port }, "live.html")).rejects.toThrow(
      `Port ${server.port} on 127.0.0.1 is in use: give --serve another port.`,
    );
  });

  test("an address that is not this computer's is a plain message naming it", async () => {
    // Addresses kept for documentation (RFC 5737): the first that this computer does not have.
    const own = new Set(ownAddresses().map((a) => a.address));
    const stranger = ["203.0.113.7", "198.51.100.7", "192.0.2.77"].find((a) => !own.has(a)) as string;
    const failure = serveFolder(dir, { host: stranger, port: 0 }, "live.html");
    await expect(failure).rejects.toThrow(`The address ${stranger} is not one of this computer's`);
    await expect(failure).rejects.not.toThrow(/\n\s+at /);
  });

  test("a folder that is not there, or an index that could not be served, is refused before listening", async () => {
    const missing = path.join(base, "none");
    await expect(serveFolder(missing, { host: "127.0.0.1", port: 0 }, "live.html")).rejects.toThrow(
      `--serve cannot show the folder "${missing}": it is not there, or not a folder.`,
    );
    for (const index of [".live.html", "../live.html", "session.bws"])
      await expect(serveFolder(dir, { host: "127.0.0.1", port: 0 }, index)).rejects.toThrow(
        "--serve cannot show",
      );
  });

  test("before the first page is written, / asks the phone to look again soon", async () => {
    const empty = fs.mkdtempSync(path.join(base, "empty-"));
    const s = await serveFolder(empty, { host: "127.0.0.1", port: 0 }, "live.html");
    try {
      const r = await ask(s.port, "/");
      expect(r.status).toBe(503);
      expect(r.body).toContain('http-equiv="refresh"');
      fs.writeFileSync(path.join(empty, "live.html"), PAGE);
      expect((await ask(s.port, "/")).body).toBe(PAGE);
    } finally {
      await s.close();
    }
  });

  test("close() frees the port: it can be listened on again, and is no longer answered", async () => {
    const s = await serveFolder(dir, { host: "127.0.0.1", port: 0 }, "live.html");
    // A connection held open (keep-alive) must not keep the port.
    const held = net.connect(s.port, "127.0.0.1");
    await new Promise((resolve) => held.on("connect", resolve));
    held.on("error", () => undefined);
    await s.close();
    await s.close(); // a second close is harmless
    await expect(ask(s.port, "/")).rejects.toThrow(/ECONNREFUSED/);
    const again = net.createServer();
    await new Promise<void>((resolve, reject) => {
      again.once("error", reject);
      again.listen(s.port, "127.0.0.1", () => resolve());
    });
    await new Promise((resolve) => again.close(resolve));
  });

  test("connections beyond the cap of 128 are dropped, and one is taken again once another leaves", async () => {
    const s = await serveFolder(dir, { host: "127.0.0.1", port: 0 }, "live.html");
    const open = async (): Promise<net.Socket> => {
      const sock = net.connect(s.port, "127.0.0.1");
      sock.on("error", () => undefined);
      await new Promise((resolve) => sock.on("connect", resolve));
      return sock;
    };
    /** Whether a request on a socket is answered (true) or the socket is closed unanswered (false). */
    const answered = (sock: net.Socket) =>
      new Promise<boolean>((resolve) => {
        let text = "";
        sock.on("data", (b) => {
          text += b.toString("latin1");
          if (text.includes("\r\n\r\n")) resolve(true);
        });
        sock.on("close", () => resolve(text.startsWith("HTTP/1.1")));
        sock.write(`HEAD / HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\n\r\n`);
      });
    try {
      const sockets: net.Socket[] = [];
      for (let i = 0; i < 128; i++) sockets.push(await open());
      // The last of the 128 is answered: the server has taken every one of them by now.
      expect(await answered(sockets[127])).toBe(true);
      expect(await answered(await open())).toBe(false);
      const leaving = sockets.pop() as net.Socket;
      await new Promise((resolve) => {
        leaving.on("close", resolve);
        leaving.destroy();
      });
      // Give the server a request's time to see the socket gone, by way of one that is answered.
      expect(await answered(sockets[0])).toBe(true);
      expect(await answered(await open())).toBe(true);
      for (const sock of sockets) sock.destroy();
    } finally {
      await s.close();
    }
  });
});

describe("reading --serve's value", () => {
  test("a port alone is this computer only; an address is taken as written", () => {
    const accepted: [string, { host: string; port: number }][] = [
      ["8080", { host: "127.0.0.1", port: 8080 }],
      [" 8080 ", { host: "127.0.0.1", port: 8080 }],
      ["1", { host: "127.0.0.1", port: 1 }],
      ["65535", { host: "127.0.0.1", port: 65535 }],
      ["0.0.0.0:8080", { host: "0.0.0.0", port: 8080 }],
      ["192.168.1.5:8080", { host: "192.168.1.5", port: 8080 }],
      ["127.0.0.1:3000", { host: "127.0.0.1", port: 3000 }],
      ["[::1]:8080", { host: "::1", port: 8080 }],
      ["[::]:8080", { host: "::", port: 8080 }],
      ["[fe80::1:2]:80", { host: "fe80::1:2", port: 80 }],
    ];
    for (const [value, choice] of accepted) expect([value, readServeValue(value)]).toEqual([value, choice]);
  });

  test("anything else is a message, never a guess", () => {
    const refused = [
      "",
      "0",
      "65536",
      "99999",
      "080",
      "-1",
      "+80",
      "8080.5",
      "8e3",
      "http",
      "localhost:8080",
      "example.com:80",
      "256.1.1.1:8080",
      "1.2.3:8080",
      "1.2.3.4.5:8080",
      "01.2.3.4:8080",
      "1.2.3.4",
      "1.2.3.4:",
      "1.2.3.4:0",
      "1.2.3.4:65536",
      "1.2.3.4:80a",
      "::1:8080",
      "::1",
      "[::1]",
      "[::1]:",
      "[zz::1]:8080",
      "[1.2.3.4]:8080",
      "[::1]:8080:1",
      ":8080",
    ];
    for (const value of refused) {
      const r = readServeValue(value);
      expect([value, "problem" in r]).toEqual([value, true]);
      if ("problem" in r) expect(r.problem).toMatch(/^--serve/);
    }
  });
});
