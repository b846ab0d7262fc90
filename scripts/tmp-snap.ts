import fs from "node:fs";
import v8 from "node:v8";
import { openInput } from "../src/event";
import { readPbn } from "../src/io/pbn";
const text = fs.readFileSync(process.argv[2], "utf8");
const f = process.argv[3] === "read" ? readPbn(text, "x.pbn") : openInput(text, process.argv[2]);
(globalThis as any).keep = f;
v8.writeHeapSnapshot("/tmp/hx/snap.heapsnapshot");
