import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../../../bodyplan/format/load.ts';
import { withSuggestionApplied } from './jsonText.ts';

const plan = (joints: string) => `{\n  "fixed_base": true,\n  "joints": [\n${joints}\n  ]\n}\n`;
const joint = (body: string) => `    {"name": ${body}, "offset_pos": [0, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": []}`;

describe('"did you mean" fixes', () => {
  it('an unknown parent is replaced by the closest joint name, and the plan becomes valid', () => {
    const text = plan([joint('"thorax", "parent": null'), joint('"coxa", "parent": "thorx"')].join(',\n'));
    const [d] = loadBodyPlan(text).diagnostics;
    expect(d?.code).toBe('unknown-parent');
    expect(d?.suggestion).toBe('thorax');
    const fixed = withSuggestionApplied(text, d!);
    expect(fixed).toContain('"parent": "thorax"');
    expect(loadBodyPlan(fixed!).diagnostics).toEqual([]);
  });

  it('a misspelt key is renamed to the closest allowed key the object does not have yet', () => {
    const text = plan(joint('"root", "parent": null, "weigth_scaler": 2'));
    const [d] = loadBodyPlan(text).diagnostics;
    expect(d?.code).toBe('unknown-key');
    expect(d?.message).toMatch(/did you mean "weight_scaler"\?/);
    const fixed = withSuggestionApplied(text, d!);
    expect(loadBodyPlan(fixed!).diagnostics).toEqual([]);
    expect(fixed).toContain('"weight_scaler": 2');
  });

  it('a key far from every allowed key gets no suggestion; a stale location is not edited', () => {
    const text = plan(joint('"root", "parent": null, "colour": "red"'));
    const [d] = loadBodyPlan(text).diagnostics;
    expect(d?.code).toBe('unknown-key');
    expect(d?.suggestion).toBeUndefined();
    expect(withSuggestionApplied(text, d!)).toBeNull();
    expect(withSuggestionApplied('{}', { line: 9, column: 1, suggestion: 'name' })).toBeNull();
  });
});
