// Draws the add-in's icons (a white spade on a green card) as PNG files in assets/, with no
// image library: the shape is a formula, each pixel is supersampled for smooth edges, and the
// PNG container is written by hand around a zlib stream. Run `node scripts/make-icons.mjs`
// after changing the drawing; the PNGs are committed, so the build does not need this script.
import { Buffer } from "node:buffer";
import { writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const SIZES = [16, 32, 64, 80, 128];
const GREEN = [0x10, 0x7c, 0x41]; // close to Excel's green, so the ribbon icon sits well beside it
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4; // 4 x 4 samples per pixel

const outDir = join(dirname(fileURLToPath(import.meta.url)), "..", "assets");

// ---- the drawing, in unit coordinates: x and y in [0, 1], y pointing down ----

/** Inside the rounded green card (corner radius 18% of the side). */
function inCard(x, y) {
  const r = 0.18;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** Inside the spade: an upside-down heart (the classic sextic heart curve) plus a flared stem. */
function inSpade(x, y) {
  // Heart body, about 0.6 wide: the curve's point (v = -1) lands at the top of the card and its
  // two lobes at the bottom, since v grows downwards here.
  const s = 0.26;
  const u = (x - 0.5) / s;
  const v = (y - 0.44) / s;
  const heart = (u * u + v * v - 1) ** 3 - u * u * v * v * v;
  if (heart <= 0) return true;
  // Stem: a narrow triangle from the notch between the lobes to a foot 0.28 wide at y = 0.86.
  const top = 0.64;
  const foot = 0.86;
  if (y >= top && y <= foot) {
    const halfWidth = 0.015 + ((y - top) / (foot - top)) * 0.125;
    return Math.abs(x - 0.5) <= halfWidth;
  }
  return false;
}

function renderRgba(size) {
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let card = 0;
      let spade = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (inCard(x, y)) {
            card++;
            if (inSpade(x, y)) spade++;
          }
        }
      }
      const n = SAMPLES * SAMPLES;
      const alpha = card / n;
      const white = card ? spade / card : 0;
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(GREEN[c] * (1 - white) + WHITE[c] * white);
      rgba[i + 3] = Math.round(alpha * 255);
    }
  }
  return rgba;
}

// ---- the PNG container ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // colour type: RGBA
  // compression, filter and interlace methods all 0
  const rows = [];
  for (let y = 0; y < size; y++) {
    rows.push(Buffer.from([0])); // filter type 0 (none) for each scanline
    rows.push(rgba.subarray(y * size * 4, (y + 1) * size * 4));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

mkdirSync(outDir, { recursive: true });
for (const size of SIZES) {
  const file = join(outDir, `icon-${size}.png`);
  writeFileSync(file, png(size, renderRgba(size)));
  console.log(`wrote ${file}`);
}
