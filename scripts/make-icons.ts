/**
 * Draws the app's install icons (a white "B" on the primary colour) as PNG files in
 * public/. Run with `tsx scripts/make-icons.ts`; the PNGs are committed, so a build
 * needs no image tooling.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const PRIMARY = [0x19, 0x76, 0xd2] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
const SIZES = [192, 512];
const SAMPLES = 4;
const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));

// The letter in unit coordinates (0..1 of the icon's side), kept inside the maskable safe zone.
const STEM = { left: 0.33, right: 0.42, top: 0.27, bottom: 0.73 };
const BOWLS = [
  { top: 0.27, bottom: 0.5, right: 0.63 },
  { top: 0.48, bottom: 0.73, right: 0.68 },
];
const STROKE = 0.075;

function inBowl(x: number, y: number, bowl: (typeof BOWLS)[number]): boolean {
  const cy = (bowl.top + bowl.bottom) / 2;
  const ry = (bowl.bottom - bowl.top) / 2;
  const inside = (grow: number) => {
    const r = ry - grow;
    if (r <= 0 || y < cy - r || y > cy + r) return false;
    const flatEnd = bowl.right - ry;
    if (x >= STEM.left && x <= flatEnd) return true;
    return x > flatEnd && ((x - flatEnd) / (ry - grow)) ** 2 + ((y - cy) / r) ** 2 <= 1;
  };
  return inside(0) && !inside(STROKE);
}

function inLetter(x: number, y: number): boolean {
  const stem = x >= STEM.left && x <= STEM.right && y >= STEM.top && y <= STEM.bottom;
  return stem || BOWLS.some((bowl) => inBowl(x, y, bowl));
}

function pixels(size: number): Buffer {
  const rowLength = size * 3 + 1;
  const raw = Buffer.alloc(rowLength * size);
  for (let py = 0; py < size; py++) {
    raw[py * rowLength] = 0;
    for (let px = 0; px < size; px++) {
      let hits = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          if (inLetter((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size)) hits++;
        }
      }
      const cover = hits / SAMPLES ** 2;
      for (let channel = 0; channel < 3; channel++) {
        raw[py * rowLength + 1 + px * 3 + channel] = Math.round(PRIMARY[channel]! * (1 - cover) + WHITE[channel]! * cover);
      }
    }
  }
  return raw;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
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

function png(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels(size), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync(PUBLIC_DIR, { recursive: true });
for (const size of SIZES) {
  const file = path.join(PUBLIC_DIR, `icon-${size}.png`);
  fs.writeFileSync(file, png(size));
  console.info(`Wrote ${file}`);
}
