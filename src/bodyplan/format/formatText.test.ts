import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLY_BODY_PLAN_PATH } from '../testing/flyFixtures.ts';
import { formatPlanText } from './formatText.ts';
import { loadBodyPlan } from './load.ts';
import { serializeBodyPlan } from './serialize.ts';

describe('formatPlanText ("Format document")', () => {
  it('lays the one-line fly plan out as the format writes a plan, without changing a value', () => {
    const text = readFileSync(FLY_BODY_PLAN_PATH, 'utf8');
    expect(text.trim().split('\n')).toHaveLength(1);
    const formatted = formatPlanText(text);
    if (!formatted.ok) throw new Error(formatted.message);
    expect(formatted.text.split('\n').length).toBeGreaterThan(500);
    expect(JSON.parse(formatted.text)).toEqual(JSON.parse(text));
    expect(loadBodyPlan(formatted.text).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // The layout is the serializer's: formatting the serializer's own output changes nothing.
    const serialized = serializeBodyPlan(JSON.parse(text) as Parameters<typeof serializeBodyPlan>[0]);
    expect(formatPlanText(serialized)).toEqual({ ok: true, text: serialized });
    expect(formatPlanText(formatted.text)).toEqual(formatted);
  });

  it('keeps key order and number spelling, and empty containers on one line', () => {
    expect(formatPlanText('{"b":1.0,"a":[],"x-n":1e400,"c":{}, "d":[1,{"e":-0}]}')).toEqual({
      ok: true,
      text: '{\n  "b": 1.0,\n  "a": [],\n  "x-n": 1e400,\n  "c": {},\n  "d": [\n    1,\n    {\n      "e": -0\n    }\n  ]\n}\n',
    });
  });

  it('refuses a text with a syntax error, saying where', () => {
    expect(formatPlanText('{"joints": [\n  {"name": "a",}\n]}')).toEqual({
      ok: false,
      message: expect.stringMatching(/^The text is not formatted: it has a syntax error at line 2:\d+ \(.+\)\. Fix it first\.$/),
    });
    expect(formatPlanText('')).toMatchObject({ ok: false });
  });
});
