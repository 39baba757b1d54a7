import { describe, expect, it } from 'vitest';
import { memberSpans, rootArrayItemSpans } from './memberSpans.ts';

const pieces = (text: string, spans: Int32Array | null) => {
  if (spans === null) return null;
  const out: string[] = [];
  for (let i = 0; i < spans.length; i += 2) out.push(text.slice(spans[i], spans[i + 1]));
  return out;
};

describe('memberSpans', () => {
  it('splits an array into its items, whatever they hold', () => {
    const text = '[ 1 , "a,]\\"[" ,{"x":[1,{"y":"}"}]} , [ ] ,null,-2.5e3 ]';
    expect(pieces(text, memberSpans(text, 0))).toEqual(['1', '"a,]\\"["', '{"x":[1,{"y":"}"}]}', '[ ]', 'null', '-2.5e3']);
  });

  it('splits an object into "key": value members, and finds nothing in empty containers', () => {
    const text = '{"a" : 1,\n  "b\\\\": {"c": [2]}}';
    expect(pieces(text, memberSpans(text, 0))).toEqual(['"a" : 1', '"b\\\\": {"c": [2]}']);
    expect(pieces('[]', memberSpans('[]', 0))).toEqual([]);
    expect(pieces('{ \n }', memberSpans('{ \n }', 0))).toEqual([]);
  });

  it('gives every item of a 1,000-item array the same text JSON.parse sees', () => {
    const items = Array.from({ length: 1000 }, (_, i) => ({ name: `j${i}"\\`, list: [i, { deep: '[' }] }));
    const text = JSON.stringify(items, null, 2);
    const found = pieces(text, memberSpans(text, 0))!;
    expect(found.map((piece) => JSON.parse(piece))).toEqual(items);
  });
});

describe('rootArrayItemSpans', () => {
  it("finds the root object's array member, the last one when the key repeats, as JSON.parse keeps", () => {
    const text = '{"joints": [1], "x-note": "\\"joints\\": [9]", "joints": [ {"name": "a"}, {"name": "b"} ]}';
    expect(pieces(text, rootArrayItemSpans(text, 'joints'))).toEqual(['{"name": "a"}', '{"name": "b"}']);
  });

  it('is null when the root is not an object or the member is missing or not an array', () => {
    expect(rootArrayItemSpans('[1, 2]', 'joints')).toBeNull();
    expect(rootArrayItemSpans('{"bones": []}', 'joints')).toBeNull();
    expect(rootArrayItemSpans('{"joints": {"a": 1}}', 'joints')).toBeNull();
  });
});
