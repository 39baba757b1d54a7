import { describe, expect, it } from 'vitest';
import { framesSpans } from './framesSpans.ts';
import { readFramesText } from './ikTargetsInParts.ts';

/** The elements' texts as the spans cut them. */
function elements(text: string): string[] | null {
  const spans = framesSpans(text);
  if (spans === null) return null;
  const cuts = [spans.start - 1, ...spans.commas, spans.end];
  return cuts.slice(1).map((end, i) => text.slice(cuts[i]! + 1, end));
}

describe('framesSpans', () => {
  it('cuts "frames" into its elements, whatever keys, strings and nesting come before or after', () => {
    const text = '{"fps": 30, "note": "a ] , [ \\" } string", "frames": [ [null, [1, 2, 3]] ,[[4,5,6], null], [null,null] ], "after": {"frames_": [1, 2]}}';
    expect(elements(text)).toEqual([' [null, [1, 2, 3]] ', '[[4,5,6], null]', ' [null,null] ']);
    expect(elements('{"frames":[[null]]}')).toEqual(['[null]']);
  });

  it('says null for what the ordinary parse must judge: no frames, empty frames, not an array, a duplicate, not an object, cut text', () => {
    for (const text of ['{"fps": 30}', '{"frames": []}', '{"frames": {"0": [1]}}', '{"frames": [[1]], "frames": [[2]]}', '[[1, 2, 3]]', '{"frames": [[1, 2, 3]', '{"frames": [["unterminated]]}', '{"frames": [[1]]}}']) {
      expect(framesSpans(text), text).toBeNull();
    }
  });
});

describe('readFramesText', () => {
  const names = ['root', 'a'];
  it('reads whole frames into 3 numbers per joint, NaN for null, as the ordinary reading does', () => {
    expect(Array.from(readFramesText('[null, [1, 2, 3]], [[4, 5, 6], null]', 2, names)!)).toEqual([NaN, NaN, NaN, 1, 2, 3, 4, 5, 6, NaN, NaN, NaN]);
  });

  it('says null for anything but exactly `count` valid frames (the ordinary reading then says what is wrong where)', () => {
    expect(readFramesText('[null, [1, 2, 3]]', 2, names)).toBeNull();
    expect(readFramesText('[null, [1, 2, 3]], [null]', 2, names)).toBeNull();
    expect(readFramesText('[null, [1, 2, 1e999]]', 1, names)).toBeNull();
    expect(readFramesText('[null, [1, 2, "3"]]', 1, names)).toBeNull();
    expect(readFramesText('[null, [1, 2, 3]], ', 1, names)).toBeNull();
    expect(readFramesText('[null, [1, 2, 3]]], [[', 2, names)).toBeNull();
  });
});
