import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawIcon, encodePng, parseIconSvg } from './appIcon.ts';

const favicon = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'favicon.svg'), 'utf8');

/** The RGBA pixels back out of a PNG written by encodePng (filter 0 rows). */
function decode(png: Buffer): { width: number; height: number; pixel(x: number, y: number): number[] } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  let offset = 8;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  return { width, height, pixel: (x, y) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 1 + x * 4 + 4)] };
}

describe('app icons drawn from favicon.svg', () => {
  it('draws the favicon’s circles in its colours on white, at the asked size', () => {
    const size = 192;
    const png = decode(encodePng(drawIcon(favicon, size), size, size));
    expect([png.width, png.height]).toEqual([size, size]);
    expect(png.pixel(0, 0)).toEqual([255, 255, 255, 255]);
    // Inside the lower left circle (cx 9, cy 22, r 4 of 32), left of where the stroke ends, within the 70 % drawing area.
    const x = Math.round(size * 0.15 + (6 / 32) * size * 0.7);
    const y = Math.round(size * 0.15 + (22 / 32) * size * 0.7);
    expect(png.pixel(x, y)).toEqual([0x25, 0x63, 0xeb, 255]);
  });

  it('refuses a shape it cannot draw with a message naming the value', () => {
    expect(() => parseIconSvg('<svg viewBox="0 0 32 32"><circle cx="a" cy="1" r="1" fill="#000000"/></svg>')).toThrow('expected a number, found "a"');
    expect(() => parseIconSvg('<svg viewBox="0 0 32 16"></svg>')).toThrow('square viewBox');
  });
});
