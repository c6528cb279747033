/**
 * Writes the app's icons (public/icons/*.png), the tab's and the installed app's: a blue square with three white
 * list rows.
 * Drawn here in plain pixels (PNG by hand, zlib from Node) so no image tool is needed; run `npx tsx
 * scripts/makeIcons.ts` after changing the drawing and commit the files it writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const BLUE = [0x1c, 0x7e, 0xd6, 0xff] as const;
const WHITE = [0xff, 0xff, 0xff, 0xff] as const;
const CLEAR = [0, 0, 0, 0] as const;
type Rgba = readonly [number, number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Each pixel is the mean of SAMPLES × SAMPLES points inside it: edges come out smooth at 32 px as at 512. */
const SAMPLES = 4;

function sampled(pixel: (x: number, y: number) => Rgba, left: number, top: number): Rgba {
  let red = 0;
  let green = 0;
  let blue = 0;
  let alpha = 0;
  for (let i = 0; i < SAMPLES; i += 1)
    for (let j = 0; j < SAMPLES; j += 1) {
      const [r, g, b, a] = pixel(left + (i + 0.5) / SAMPLES, top + (j + 0.5) / SAMPLES);
      red += r * a;
      green += g * a;
      blue += b * a;
      alpha += a;
    }
  if (alpha === 0) return CLEAR;
  return [
    Math.round(red / alpha),
    Math.round(green / alpha),
    Math.round(blue / alpha),
    Math.round(alpha / SAMPLES ** 2),
  ];
}

function png(size: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (1 + size * 4));
  for (let y = 0; y < size; y += 1) {
    const start = y * (1 + size * 4);
    for (let x = 0; x < size; x += 1) rows.set(sampled(pixel, x, y), start + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Inside a rounded rectangle (coordinates in units of the icon's side, 0..1). */
function inRoundedRect(
  x: number,
  y: number,
  left: number,
  top: number,
  right: number,
  bottom: number,
  r: number,
) {
  if (x < left || x > right || y < top || y > bottom) return false;
  const cx = Math.min(Math.max(x, left + r), right - r);
  const cy = Math.min(Math.max(y, top + r), bottom - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** Three list rows, each a dot and a bar, drawn in a box `inset` from each side. */
function inGlyph(x: number, y: number, inset: number): boolean {
  const span = 1 - 2 * inset;
  const u = (x - inset) / span;
  const v = (y - inset) / span;
  return [0.22, 0.5, 0.78].some(
    (row) =>
      (u - 0.14) ** 2 + (v - row) ** 2 <= 0.075 ** 2 ||
      inRoundedRect(u, v, 0.3, row - 0.06, 0.92, row + 0.06, 0.06),
  );
}

function icon(size: number, maskable: boolean): Buffer {
  return png(size, (px, py) => {
    const x = px / size;
    const y = py / size;
    // A maskable icon fills its square and keeps its drawing inside the middle 80% (the platform cuts the rest).
    const inside = maskable || inRoundedRect(x, y, 0, 0, 1, 1, 0.19);
    if (!inside) return CLEAR;
    return inGlyph(x, y, maskable ? 0.26 : 0.2) ? WHITE : BLUE;
  });
}

const out = path.join(import.meta.dirname, '..', 'public', 'icons');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'icon-192.png'), icon(192, false));
writeFileSync(path.join(out, 'icon-512.png'), icon(512, false));
writeFileSync(path.join(out, 'icon-maskable-512.png'), icon(512, true));
writeFileSync(path.join(out, 'apple-touch-icon-180.png'), icon(180, true));
// The tab's icon: a bitmap, not SVG. Chromium fetches the page's icon again at every change of address within the
// app (each filter, each lead opened) and decodes it on the page's main thread: an SVG became a document of its
// own each time, 8–12 ms of every view change on this project's CI machine; a 32 px PNG decodes in well under 1.
writeFileSync(path.join(out, 'favicon-32.png'), icon(32, false));
