// The small web server behind --serve: during a club evening it shows the folder the live results
// page is written to, so that players can open it on their phones. It listens on this computer
// only (127.0.0.1) unless the director gives an address, and it answers GET and HEAD for the
// plain files at the top of that one folder and nothing else: no listing, no subfolder, no file
// whose name starts with a dot (the writer's temporary files), no file of a kind it does not know
// (the Bridgemate database beside the page stays private), and no path that could lead out of
// the folder, however it is spelled. Each file is read whole when it is asked for: the writer
// replaces a file by renaming a new one over it, so a reader sees the old page or the new one.
import * as fs from "node:fs";
import * as http from "node:http";
import { isIPv6 } from "node:net";
import * as os from "node:os";
import * as path from "node:path";

/** Where --serve listens: an IP address (IPv6 without brackets) and a port. */
export interface ServeChoice {
  readonly host: string;
  readonly port: number;
}

/** A running server: the addresses to give the players, the address it holds, and how to stop it. */
export interface RunningServer {
  /** The address to open the page at, e.g. "http://127.0.0.1:8080/" (the folder's index is at "/"). */
  readonly url: string;
  /** Every address a phone on the network can use (for 0.0.0.0, each of this computer's own). */
  readonly urls: readonly string[];
  /** The address and port the server is listening on (the port the system chose when given 0). */
  readonly host: string;
  readonly port: number;
  /** Stops listening and drops every open connection; resolves when the port is free again. */
  close(): Promise<void>;
}

/** The loopback address, where the server listens when --serve names only a port. */
const LOOPBACK = "127.0.0.1";
/** The longest request line path answered; longer ones get 414 (our file names are short). */
const MAX_URL = 1024;
/** The largest file served: a results page or workbook is a small fraction of this. */
const MAX_FILE = 20 * 1024 * 1024;
/** At most this many bytes of files held in memory for answers at once; beyond it, 503. */
const MAX_IN_FLIGHT = 64 * 1024 * 1024;
/** Connections held at once: a room of phones, each with a few, is well under this. */
const MAX_CONNECTIONS = 128;

/** The kinds of file served, by extension, with the type each is sent as. */
const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".pbn": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

/**
 * The policy every answer carries. The live page has no script: it may use its own inline styles
 * and images from this server (or data: images), and nothing else; nor may it be framed, post a
 * form or change its base address. An SVG opened on its own is held to the same.
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Headers on every answer, a file or a refusal. */
const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Frame-Options": "DENY",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** A dotted IPv4 address in its plain form: four numbers 0-255, no leading zeros. */
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** The port of a --serve value, 1-65535 written plainly, or null. */
function portOf(text: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(text)) return null;
  const port = Number(text);
  return port <= 65535 ? port : null;
}

/**
 * Reads --serve's value: a port alone (on 127.0.0.1, this computer only), or an IPv4 address and
 * a port, or an IPv6 address in brackets and a port; anything else gets a message saying why.
 * @example readServeValue("8080") // { host: "127.0.0.1", port: 8080 }
 * @example readServeValue("[::1]:8080") // { host: "::1", port: 8080 }
 */
export function readServeValue(v: string): ServeChoice | { readonly problem: string } {
  const text = v.trim();
  const usage =
    'give a port (8080, for this computer only) or an address and a port ("0.0.0.0:8080" for every network, "192.168.1.5:8080", "[::1]:8080")';
  const badPort = (p: string) => ({
    problem: `--serve: "${p}" is no port: ${usage}, the port from 1 to 65535.`,
  });
  if (text === "") return { problem: `--serve needs a value: ${usage}.` };
  if (/^\d+$/.test(text)) {
    const port = portOf(text);
    return port === null ? badPort(text) : { host: LOOPBACK, port };
  }
  const bracketed = /^\[([^\]]*)\]:([^:]*)$/.exec(text);
  if (bracketed) {
    if (!isIPv6(bracketed[1])) return { problem: `--serve: "${bracketed[1]}" is no IPv6 address: ${usage}.` };
    const port = portOf(bracketed[2]);
    return port === null ? badPort(bracketed[2]) : { host: bracketed[1], port };
  }
  const colons = text.split(":").length - 1;
  if (colons > 1)
    return {
      problem: `--serve: "${text}" is not understood: write an IPv6 address in brackets, as "[::1]:8080".`,
    };
  if (colons === 0) return { problem: `--serve: "${text}" has no port: ${usage}.` };
  const [host, portText] = text.split(":");
  if (!IPV4.test(host))
    return {
      problem: `--serve: "${host}" is no IP address (write it as numbers, as 192.168.1.5): ${usage}.`,
    };
  const port = portOf(portText);
  return port === null ? badPort(portText) : { host, port };
}

/** An address as it appears in a URL or a message: IPv6 in brackets. */
function hostForUrl(host: string): string {
  return host.includes(":") ? `[${host}]` : host;
}

/**
 * Whether a file name (one part of a path, already decoded) may be served: not empty, not
 * starting with a dot, none of the characters that mean something to a file system (slashes,
 * colons, NUL and other control characters, "%", which would mean encoding twice), no name
 * Windows keeps for a device, no trailing dot or space (which Windows drops), and a kind of file
 * in TYPES.
 */
function servableName(name: string): boolean {
  if (name.length === 0 || name.length > 255 || name.startsWith(".")) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f/\\:%*?"<>|]/.test(name)) return false;
  if (/[. ]$/.test(name)) return false;
  if (/^(?:con|prn|aux|nul|com\d|lpt\d)(?:\.|$)/i.test(name)) return false;
  return Object.prototype.hasOwnProperty.call(TYPES, path.extname(name).toLowerCase());
}

/** The answer to a path that is no file here: the status alone, never the reason or a path. */
type Refusal = { readonly status: 400 | 404 | 414 };

/**
 * The name of the file a request's path asks for, or the refusal. Only "/" (the index) and
 * "/name" are answered: a name is decoded once, and whatever it then holds must be a plain file
 * name. A query ("?t=123", which a phone may add to reload) is ignored.
 */
export function requestedName(rawUrl: string, index: string): { readonly name: string } | Refusal {
  if (rawUrl.length > MAX_URL) return { status: 414 };
  // Only a path from the root: no "*", no absolute address (a proxy's form), no backslash, no fragment.
  if (!rawUrl.startsWith("/") || /[\\#\s]/.test(rawUrl) || rawUrl.includes("\0")) return { status: 400 };
  const rawPath = rawUrl.split("?")[0];
  if (rawPath === "/") return { name: index };
  const raw = rawPath.slice(1);
  // A second "/" is a subfolder or an empty part ("//etc"): nothing is served from those.
  if (raw.includes("/")) return { status: 404 };
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    return { status: 400 };
  }
  // What decoding revealed (an encoded slash, a dot-dot, a second layer of "%") is refused as such.
  if (name !== raw && (/[/\\%]|^\.\.?$/.test(name) || name.includes("\0"))) return { status: 400 };
  return servableName(name) ? { name } : { status: 404 };
}

/** Whether a name in the Host header can only be this server: an IP address, localhost, or a local name. */
function hostHeaderAllowed(header: string | undefined): boolean {
  if (header === undefined) return false;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(header);
  if (bracketed) return isIPv6(bracketed[1]);
  const name = header.replace(/:\d{1,5}$/, "").toLowerCase();
  // A page from elsewhere that points its own name at this computer (DNS rebinding) reaches it
  // under that dotted name: so a dotted name is answered only when it is a plain IPv4 address or
  // ends in .local (the names a home network hands out by itself, which no outside site controls).
  if (IPV4.test(name) || name === "localhost" || name.endsWith(".local")) return true;
  return /^[a-z0-9-]{1,63}$/.test(name);
}

/** Bytes of files being sent now, held against MAX_IN_FLIGHT. */
let inFlight = 0;

/**
 * The whole of a plain file directly in the folder (given by its real path), or null when there is
 * no such file: missing, not a regular file, too large, or (after following links) somewhere else.
 */
async function readWhole(root: string, name: string): Promise<Buffer | null | "busy"> {
  let real: string;
  try {
    real = await fs.promises.realpath(path.join(root, name));
  } catch {
    return null;
  }
  // A link may lead anywhere: what it leads to must sit directly in the folder, under a name we serve.
  if (path.dirname(real) !== root || !servableName(path.basename(real))) return null;
  const stat = await fs.promises.stat(real).catch(() => null);
  if (stat === null || !stat.isFile() || stat.size > MAX_FILE) return null;
  // No link is followed now (the real path has none), and a pipe put there meanwhile cannot hold us.
  const flags = fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0) | (fs.constants.O_NONBLOCK ?? 0);
  const handle = await fs.promises.open(real, flags).catch(() => null);
  if (handle === null) return null;
  try {
    const opened = await handle.stat();
    if (!opened.isFile() || opened.size > MAX_FILE) return null;
    if (inFlight + opened.size > MAX_IN_FLIGHT) return "busy";
    inFlight += opened.size;
    try {
      // As long as the file was when opened: a file that grows meanwhile is read to that size.
      const buffer = Buffer.alloc(opened.size);
      let got = 0;
      while (got < buffer.length) {
        const { bytesRead } = await handle.read(buffer, got, buffer.length - got, got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      return buffer.subarray(0, got);
    } finally {
      inFlight -= opened.size;
    }
  } catch {
    return null;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** The short words sent with each refusal (never a path or a reason from the file system). */
const REFUSAL_TEXT: Readonly<Record<number, string>> = {
  400: "Bad request",
  404: "Not found",
  405: "Method not allowed",
  414: "Address too long",
  421: "Misdirected request",
  503: "Busy: try again in a moment",
};

/** Sends a refusal as plain text; the connection is closed after it when `close` is set. */
function refuse(res: http.ServerResponse, status: number, extra: Record<string, string> = {}, close = false) {
  const body = `${REFUSAL_TEXT[status] ?? "Refused"}\n`;
  res.writeHead(status, {
    ...COMMON_HEADERS,
    ...extra,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    ...(close ? { Connection: "close" } : {}),
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}

/** The page sent at "/" before the first results are written: it asks the phone to look again soon. */
const NOT_YET =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Results</title></head>' +
  "<body><p>The results are not ready yet: this page will look again in a few seconds.</p></body></html>\n";

/** Answers one request for a file of the folder at `root` (a real path), whose index is `index`. */
async function answer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  root: string,
  index: string,
  shown: (name: string) => boolean,
) {
  if (req.method !== "GET" && req.method !== "HEAD") return refuse(res, 405, { Allow: "GET, HEAD" }, true);
  if (!hostHeaderAllowed(req.headers.host)) return refuse(res, 421, {}, true);
  const asked = requestedName(req.url ?? "", index);
  if ("status" in asked) return refuse(res, asked.status, {}, asked.status !== 404);
  if (asked.name !== index && !shown(asked.name)) return refuse(res, 404);
  const bytes = await readWhole(root, asked.name);
  if (bytes === "busy") return refuse(res, 503, { "Retry-After": "2" });
  if (bytes === null && asked.name === index) {
    const body = Buffer.from(NOT_YET, "utf8");
    res.writeHead(503, {
      ...COMMON_HEADERS,
      "Content-Type": TYPES[".html"],
      "Content-Length": String(body.length),
      "Retry-After": "5",
    });
    return res.end(req.method === "HEAD" ? undefined : body);
  }
  if (bytes === null) return refuse(res, 404);
  res.writeHead(200, {
    ...COMMON_HEADERS,
    "Content-Type": TYPES[path.extname(asked.name).toLowerCase()],
    "Content-Length": String(bytes.length),
  });
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/** A plain message for a failure to listen, naming the address; never a stack. */
function listenProblem(error: NodeJS.ErrnoException, choice: ServeChoice): string {
  const at = `${hostForUrl(choice.host)}:${choice.port}`;
  switch (error.code) {
    case "EADDRINUSE":
      return `Port ${choice.port} on ${hostForUrl(choice.host)} is in use: give --serve another port.`;
    case "EADDRNOTAVAIL":
      return `The address ${hostForUrl(choice.host)} is not one of this computer's: give --serve one of its own addresses, or 0.0.0.0:${choice.port} for all of them.`;
    case "EACCES":
    case "EPERM":
      return `Port ${choice.port} on ${hostForUrl(choice.host)} may not be used by this user: give --serve a port above 1023.`;
    case "EAFNOSUPPORT":
      return `This computer does not speak the kind of address ${hostForUrl(choice.host)} is: give --serve another address.`;
    default:
      return `Could not listen on ${at}${error.code ? ` (${error.code})` : ""}: give --serve another address or port.`;
  }
}

/**
 * The addresses phones can use for a server listening on `host`: that address itself, or for
 * 0.0.0.0 / :: each address this computer has on its networks (IPv4 first; link-local IPv6, which
 * needs an interface named, left out), falling back to the loopback one.
 */
function reachableUrls(host: string, port: number): string[] {
  const url = (h: string) => `http://${hostForUrl(h)}:${port}/`;
  if (host !== "0.0.0.0" && host !== "::") return [url(host)];
  const own = Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => !a.internal && (a.family === "IPv4" || (host === "::" && !/^fe80:/i.test(a.address))))
    .sort((a, b) => (a.family === b.family ? 0 : a.family === "IPv4" ? -1 : 1))
    .map((a) => url(a.address));
  return own.length > 0 ? own : [url(host === "::" ? "::1" : LOOPBACK)];
}

/**
 * Serves the plain files at the top of `folder` on the address chosen, `index` (a file name such
 * as "live.html") at "/". Resolves once listening; rejects with a plain message (port in use, an
 * address not this computer's, a folder that is not there) that names the address or folder.
 * `shown`, when given, says which of the folder's files may be served besides the index (the files
 * this run writes: a results page, not the other files a director keeps in the same folder).
 * @example const server = await serveFolder("live", { host: "127.0.0.1", port: 8080 }, "live.html");
 */
export async function serveFolder(
  folder: string,
  choice: ServeChoice,
  index: string,
  shown: (name: string) => boolean = () => true,
): Promise<RunningServer> {
  if (!servableName(index))
    throw new Error(
      `--serve cannot show "${index}" as its page: give the page a plain name such as live.html.`,
    );
  let root: string;
  try {
    root = await fs.promises.realpath(folder);
    if (!(await fs.promises.stat(root)).isDirectory()) throw new Error("not a folder");
  } catch {
    throw new Error(`--serve cannot show the folder "${folder}": it is not there, or not a folder.`);
  }
  const server = http.createServer({ maxHeaderSize: 8 * 1024 }, (req, res) => {
    answer(req, res, root, index, shown).catch(() => {
      if (!res.headersSent) refuse(res, 404);
      else res.destroy();
    });
  });
  server.maxConnections = MAX_CONNECTIONS;
  server.headersTimeout = 10_000;
  server.requestTimeout = 20_000;
  server.keepAliveTimeout = 5_000;
  server.maxRequestsPerSocket = 1000;
  server.maxHeadersCount = 64;
  server.setTimeout(30_000, (socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => reject(new Error(listenProblem(error, choice))));
    server.listen({ host: choice.host, port: choice.port, exclusive: true }, () => resolve());
  });
  // Once listening, a failure of the server is no reason to stop the scoring: it is left alone.
  server.on("error", () => undefined);
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : choice.port;
  const host = typeof address === "object" && address !== null ? address.address : choice.host;
  const urls = reachableUrls(host, port);
  let closing: Promise<void> | null = null;
  return {
    url: urls[0],
    urls,
    host,
    port,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
