import { describe, expect, it } from 'vitest';
import { framesCuts } from './framesCuts.ts';

/** The parts' texts as the cuts make them. */
function partsOf(text: string, parts: number): string[] | null {
  const found = framesCuts(text, parts);
  if (found === null) return null;
  const bounds = [found.start - 1, ...found.cuts, found.end];
  return bounds.slice(1).map((to, s) => text.slice(bounds[s]! + 1, to));
}

const frames = Array.from({ length: 40 }, (_, f) => [f % 3 === 0 ? null : [f, -f / 7, 1e-3 * f], [f, 2, 3], f % 5 === 0 ? null : [0.5, f, -1]]);

describe('framesCuts', () => {
  it('cuts between whole frames, compact or indented, with or without a leading fps, the parts holding every frame in order', () => {
    for (const text of [JSON.stringify({ frames }), JSON.stringify({ fps: 30, frames }, null, 2), JSON.stringify({ fps: 29.97, frames }, null, '\t')]) {
      for (const parts of [2, 3, 7]) {
        const cut = partsOf(text, parts);
        expect(cut, text.slice(0, 40)).not.toBeNull();
        expect(cut).toHaveLength(parts);
        const read = cut!.map((part) => JSON.parse(`[${part}]`) as unknown[]);
        expect(read.every((part) => part.length > 0)).toBe(true);
        expect(read.flat()).toEqual(frames);
      }
    }
  });

  it('a frame ending in null is a boundary too, and a comma between two points of a frame never is', () => {
    const text = JSON.stringify({ frames: [[[1, 2, 3], null], [[4, 5, 6], [7, 8, 9]], [null, [1, 1, 1]]] });
    const cut = partsOf(text, 2)!;
    expect(cut.map((part) => JSON.parse(`[${part}]`) as unknown[]).flat()).toHaveLength(3);
  });

  it('says null for the layouts it leaves to the scan: other keys, keys after the frames, strings inside, no frames', () => {
    for (const text of [
      JSON.stringify({ weights: [[1]], frames }),
      JSON.stringify({ frames, fps: 30 }),
      JSON.stringify({ frames: [...frames.slice(0, 5), [['a', 1, 2]]] }),
      JSON.stringify({ fps: 30 }),
      '{"frames": []}',
      '[[1, 2, 3]]',
      '{"frames": [[1, 2, 3]]',
    ]) {
      expect(framesCuts(text, 2), text.slice(0, 60)).toBeNull();
    }
  });
});
