import { deflateSync } from 'node:zlib';

/**
 * The app's install icons, drawn from public/favicon.svg at build time: no rasterizer package is
 * needed because the favicon is made of circles and straight strokes only, which this draws (4×4
 * supersampled) on a white square with a margin, so the icon also fits a "maskable" safe zone.
 */

interface Circle {
  kind: 'circle';
  cx: number;
  cy: number;
  r: number;
  color: Rgb;
}
interface Segment {
  kind: 'segment';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  color: Rgb;
}
type Shape = Circle | Segment;
type Rgb = readonly [number, number, number];

/** The shapes of the favicon: `<circle>`s and `<path>`s of M/L/m/l commands with a stroke. Anything else is an error. */
export function parseIconSvg(svg: string): { size: number; shapes: Shape[] } {
  const viewBox = /viewBox="0 0 (\d+(?:\.\d+)?) \1"/.exec(svg);
  if (!viewBox) throw new Error('favicon.svg: expected a square viewBox="0 0 N N"');
  const shapes: Shape[] = [];
  for (const element of svg.matchAll(/<(circle|path)\b([^>]*)\/?>/g)) {
    const attrs = Object.fromEntries([...element[2]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    if (element[1] === 'circle') {
      shapes.push({ kind: 'circle', cx: num(attrs.cx), cy: num(attrs.cy), r: num(attrs.r), color: hex(attrs.fill) });
      continue;
    }
    const color = hex(attrs.stroke);
    const width = num(attrs['stroke-width'] ?? '1');
    let x = 0;
    let y = 0;
    for (const command of (attrs.d ?? '').matchAll(/([MLml])\s*(-?[\d.]+)[\s,]+(-?[\d.]+)/g)) {
      const relative = command[1] === 'm' || command[1] === 'l';
      const nx = num(command[2]) + (relative ? x : 0);
      const ny = num(command[3]) + (relative ? y : 0);
      if (command[1]!.toUpperCase() !== 'M') shapes.push({ kind: 'segment', x1: x, y1: y, x2: nx, y2: ny, width, color });
      x = nx;
      y = ny;
    }
  }
  return { size: Number(viewBox[1]), shapes };
}

function num(text: string | undefined): number {
  const value = Number(text);
  if (text === undefined || !Number.isFinite(value)) throw new Error(`favicon.svg: expected a number, found ${JSON.stringify(text)}`);
  return value;
}

function hex(text: string | undefined): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text ?? '');
  if (!match) throw new Error(`favicon.svg: expected a #rrggbb colour, found ${JSON.stringify(text)}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

function covers(shape: Shape, x: number, y: number): boolean {
  if (shape.kind === 'circle') return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
  const dx = shape.x2 - shape.x1;
  const dy = shape.y2 - shape.y1;
  const t = Math.max(0, Math.min(1, ((x - shape.x1) * dx + (y - shape.y1) * dy) / (dx * dx + dy * dy || 1)));
  const px = shape.x1 + t * dx - x;
  const py = shape.y1 + t * dy - y;
  // A butt-capped stroke: the projection must fall within the segment.
  const along = ((x - shape.x1) * dx + (y - shape.y1) * dy) / (dx * dx + dy * dy || 1);
  return along >= 0 && along <= 1 && px * px + py * py <= (shape.width / 2) ** 2;
}

/** RGBA pixels of the icon at `pixels`×`pixels`: a white background, the drawing in the middle 70 %. */
export function drawIcon(svg: string, pixels: number): Uint8Array {
  const { size, shapes } = parseIconSvg(svg);
  const margin = 0.15;
  const scale = size / (pixels * (1 - 2 * margin));
  const offset = pixels * margin;
  const out = new Uint8Array(pixels * pixels * 4);
  const samples = 4;
  for (let py = 0; py < pixels; py++) {
    for (let px = 0; px < pixels; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples - offset) * scale;
          const y = (py + (sy + 0.5) / samples - offset) * scale;
          let color: Rgb = [255, 255, 255];
          // Later shapes paint over earlier ones, as in SVG.
          for (const shape of shapes) if (covers(shape, x, y)) color = shape.color;
          r += color[0];
          g += color[1];
          b += color[2];
        }
      }
      const n = samples * samples;
      const i = (py * pixels + px) * 4;
      out[i] = Math.round(r / n);
      out[i + 1] = Math.round(g / n);
      out[i + 2] = Math.round(b / n);
      out[i + 3] = 255;
    }
  }
  return out;
}

/** A PNG file of RGBA pixels (8-bit, no interlace), with zlib from Node. */
export function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
