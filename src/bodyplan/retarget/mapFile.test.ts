import { describe, expect, it } from 'vitest';
import { readRetargetMap, writeRetargetMap } from './mapFile.ts';
import { suggestMapping } from './suggestMapping.ts';
import { g1TestHumanoid } from './testing/g1TestHumanoid.ts';
import { lafanSkeleton } from './testing/walkTurnJumpMotion.ts';

const sources = lafanSkeleton().map((j) => j.name);
const links = g1TestHumanoid().joints.map((j) => j.name);
const names = { sources, links };

describe('the mapping table file', () => {
  it('round-trips the suggested map, one entry per line', () => {
    const { map } = suggestMapping(sources, g1TestHumanoid());
    const text = writeRetargetMap(map);
    expect(text.split('\n')[3]).toBe('    {"source":"Hips","link":"pelvis","weight":2},');
    expect(readRetargetMap(text, 'map.json', names)).toEqual({ ok: true, value: map });
  });

  it('refuses an unknown link at its line and column, with the closest link', () => {
    const text = '{\n  "version": 1,\n  "entries": [\n    {"source": "LeftFoot", "link": "left_ankle_rol_link", "weight": 5}\n  ]\n}\n';
    expect(readRetargetMap(text, 'map.json', names)).toEqual({ ok: false, message: 'map.json:4:36: "left_ankle_rol_link" is not a link of the robot (did you mean "left_ankle_roll_link"?)' });
  });

  it('refuses an unknown source, a bad weight, a wrong version and broken JSON, each located', () => {
    const entry = (body: string) => `{"version": 1, "entries": [\n  ${body}\n]}`;
    expect(readRetargetMap(entry('{"source": "LeftFot", "link": "pelvis"}'), 'm.json', names)).toEqual({ ok: false, message: 'm.json:2:14: "LeftFot" is not a joint or marker of the clip (did you mean "LeftFoot"?)' });
    expect(readRetargetMap(entry('{"source": "Hips", "link": "pelvis", "weight": -1}'), 'm.json', names)).toEqual({ ok: false, message: 'm.json:2:50: "weight" must be a number ≥ 0, got -1' });
    expect(readRetargetMap('{"version": 2, "entries": []}', 'm.json', names)).toEqual({ ok: false, message: 'm.json:1:13: "version" must be 1, got 2' });
    const broken = readRetargetMap('{"version": 1,\n "entries": [}', 'm.json', names);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/^m\.json:2:\d+: not JSON: /);
  });
});
