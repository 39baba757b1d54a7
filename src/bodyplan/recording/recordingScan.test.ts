import { describe, expect, it } from 'vitest';
import { scanRecordingJson } from './recordingScan.ts';

/** What the scanner must produce for valid text, computed through JSON.parse. */
function expected(text: string) {
  const { frames, ...members } = JSON.parse(text) as { frames: ([number, number, number] | null)[][] };
  return { frames: frames.map((frame) => Float64Array.from(frame.flatMap((p) => p ?? [NaN, NaN, NaN]))), members };
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('the fast recording JSON scanner', () => {
  it('reads what JSON.parse reads: numbers in every JSON form, nulls, spacing, members before and after "frames"', () => {
    const texts = [
      '{"frames": []}',
      '{"frames":[[]]}',
      '{"fps": 30, "frames": [[null, [1, -2.5, 3e2]], [[0, -0, 1E-3], null]], "joints": ["a", "b"]}',
      '\n{ "joints" : ["x,y]", "q\\"uote"] ,\n\t"frames" : [ [ [ 1.25e+1 , 2 , 3 ] ] ] , "meta": {"a": [1, {"b": "]"}]} }\n',
      '{"frames": [[[123456789012345678, 0.000001, -1.7976931348623157e308]]], "fps": 1000}',
    ];
    for (const text of texts) expect(scanRecordingJson(text), text).toEqual(expected(text));
  });

  it('agrees with JSON.parse on 200 random recordings', () => {
    const random = seeded(7);
    for (let n = 0; n < 200; n++) {
      const frames = Array.from({ length: 1 + Math.floor(random() * 5) }, () =>
        Array.from({ length: Math.floor(random() * 6) }, () => (random() < 0.2 ? null : [0, 0, 0].map(() => (random() - 0.5) * 10 ** Math.floor(random() * 12 - 6))))
      );
      const text = JSON.stringify({ fps: 1 + Math.floor(random() * 100), frames }, null, random() < 0.5 ? 2 : undefined);
      expect(scanRecordingJson(text)).toEqual(expected(text));
    }
  });

  it('leaves everything that is not valid JSON of that shape to the full parser (returns null)', () => {
    for (const text of [
      '',
      '[]',
      '{"fps": 30}',
      '{"frames": [[[1, 2]]]}',
      '{"frames": [[[1, 2, 3, 4]]]}',
      '{"frames": [[[+1, 2, 3]]]}',
      '{"frames": [[[1., 2, 3]]]}',
      '{"frames": [[[.5, 2, 3]]]}',
      '{"frames": [[[01, 2, 3]]]}',
      '{"frames": [[[1e999, 2, 3]]]}',
      '{"frames": [[[NaN, 2, 3]]]}',
      '{"frames": [[[1, 2, 3],]]}',
      '{"frames": [[nul]]}',
      '{"frames": [[[1, 2, 3]]]',
      '{"frames": [[[1, 2, 3]]]} x',
      '{"frames": [[[1, 2, 3]]], "frames": []}',
      '{"fr\\u0061mes": [[[1, 2, 3]]]}',
      '{"frames": [["1", 2, 3]]}',
      '{"frames": [[[1, 2, 3]]], "fps": }',
    ]) {
      expect(scanRecordingJson(text), text).toBeNull();
    }
  });
});
