import { describe, expect, it } from 'vitest';
import { renameJoint, setJointExtension, setJointWeightScaler } from '../edit/documentEdits.ts';
import { copyExtensionSources, formatJsonText, losesSomethingInJavaScript } from './extensionSource.ts';
import { loadBodyPlan } from './load.ts';
import { serializeBodyPlan, stringifyJson } from './serialize.ts';
import type { BodyPlan } from './schema.ts';

// x- values that a JavaScript value cannot hold exactly, in the 2-space layout the serializer
// writes, so that load -> save must give back exactly this text.
const TEXT = `{
  "fixed_base": true,
  "x-frames": {
    "b": 1,
    "10": [
      1,
      {}
    ],
    "2": {
      "z": -0,
      "1": 12345678901234567890
    }
  },
  "joints": [
    {
      "name": "root",
      "parent": null,
      "offset_pos": [
        0,
        0,
        0
      ],
      "offset_quat": [
        1,
        0,
        0,
        0
      ],
      "x-calibration": {
        "serial": 98765432109876543210,
        "by_frame": {
          "100": "late",
          "7": "early",
          "note": []
        }
      },
      "x-plain": {
        "b": 2,
        "a": 1
      },
      "dofs": [
        {
          "type": "hinge",
          "axis": [
            0,
            0,
            1
          ],
          "neutral": 0,
          "x-id": 18446744073709551615
        }
      ]
    },
    {
      "name": "tip",
      "parent": "root",
      "offset_pos": [
        1,
        0,
        0
      ],
      "offset_quat": [
        1,
        0,
        0,
        0
      ],
      "dofs": []
    }
  ]
}
`;

function load(text: string): BodyPlan {
  const result = loadBodyPlan(text);
  expect(result.diagnostics).toEqual([]);
  return result.document!;
}

describe('x- values JavaScript cannot hold exactly survive load -> save', () => {
  it('JavaScript alone would lose them: index-like keys move first, huge integers lose digits, -0 becomes 0', () => {
    const plain = `${JSON.stringify(JSON.parse(TEXT), null, 2)}\n`;
    expect(plain).not.toBe(TEXT);
    expect(plain).toContain('12345678901234567000');
    expect(plain.indexOf('"10"')).toBeLessThan(plain.indexOf('"b"'));
  });

  it('keeps key order, every digit and -0 at body plan, joint and DOF level', () => {
    expect(serializeBodyPlan(load(TEXT))).toBe(TEXT);
  });

  it('keeps them through edits elsewhere in the same joint, and writes a replaced value as the new value', () => {
    const document = load(TEXT);
    const renamed = renameJoint(document, 0, 'base');
    if (!renamed.ok) throw new Error(renamed.reason);
    const weighted = setJointWeightScaler(renamed.document, 0, 2);
    if (!weighted.ok) throw new Error(weighted.reason);
    const text = serializeBodyPlan(weighted.document);
    expect(text).toContain('"serial": 98765432109876543210');
    expect(text).toContain('"100": "late",\n          "7": "early"');
    expect(text).toContain('"x-id": 18446744073709551615');

    const replaced = setJointExtension(weighted.document, 0, 'x-calibration', { serial: 1 });
    if (!replaced.ok) throw new Error(replaced.reason);
    const after = serializeBodyPlan(replaced.document);
    expect(after).toContain('"x-calibration": {\n        "serial": 1\n      }');
    expect(after).not.toContain('98765432109876543210');
    // The other kept values of that joint and of the plan are still written from their source.
    expect(after).toContain('"x-id": 18446744073709551615');
    expect(after).toContain('"1": 12345678901234567890');
  });

  it('an ordinary x- value keeps no source text and is written as before', () => {
    expect(losesSomethingInJavaScript({ b: 2, a: 1, list: [1.5, 'x', null, true] })).toBe(false);
    expect(losesSomethingInJavaScript({ '4294967295': 1 })).toBe(false); // not an array index: keeps its place
    expect(losesSomethingInJavaScript({ '07': 1 })).toBe(false);
    expect(losesSomethingInJavaScript({ '7': 1 })).toBe(true);
    expect(losesSomethingInJavaScript([Number.MAX_SAFE_INTEGER + 1])).toBe(true);
    expect(losesSomethingInJavaScript(-0)).toBe(true);
  });

  it('the metadata box shows a joint x- keys as written in the file', () => {
    const joint = load(TEXT).joints[0]!;
    const metadata = { 'x-calibration': joint['x-calibration'], 'x-plain': joint['x-plain'] };
    const shown = stringifyJson(copyExtensionSources(joint, metadata));
    expect(shown).toBe(
      '{\n  "x-calibration": {\n    "serial": 98765432109876543210,\n    "by_frame": {\n      "100": "late",\n      "7": "early",\n      "note": []\n    }\n  },\n  "x-plain": {\n    "b": 2,\n    "a": 1\n  }\n}',
    );
  });

  it('an x- value nested 10,000 deep with an index-like key at the bottom survives (no recursion)', () => {
    const depth = 10_000;
    const deep = `${'{"a":'.repeat(depth)}{"9":1,"x":-0}${'}'.repeat(depth)}`;
    const text = `{"fixed_base":true,"joints":[{"name":"r","parent":null,"offset_pos":[0,0,0],"offset_quat":[1,0,0,0],"dofs":[],"x-deep":${deep}}]}`;
    const saved = serializeBodyPlan(load(text));
    expect(saved).toContain('"9": 1,');
    expect(saved).toContain('"x": -0');
    // The same tokens in the same order: only the layout differs (no string here holds a space).
    expect(saved.replace(/\s+/g, '')).toBe(text);
  });
});

describe('formatJsonText', () => {
  it('lays out tokens as JSON.stringify(_, null, 2) would, keeping their spelling', () => {
    expect(formatJsonText('{"a":[ ],"b":{ },"c":[1.50,{"d":"x\\u0041"}]}', '  ')).toBe(
      '{\n    "a": [],\n    "b": {},\n    "c": [\n      1.50,\n      {\n        "d": "x\\u0041"\n      }\n    ]\n  }',
    );
    expect(formatJsonText(' 12345678901234567890 ', '')).toBe('12345678901234567890');
  });
});
