import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../../../../bodyplan/format/load.ts';
import { serializeBodyPlan } from '../../../../bodyplan/format/serialize.ts';
import { preparePlan, revivePreparedPlan, STUDIO_JOINT_LIMIT } from './preparePlan.ts';
import { FLY_BODY_PLAN_PATH } from '../../../../bodyplan/testing/flyFixtures.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'public', 'bodyplans');
const fly = FLY_BODY_PLAN_PATH;

/** What the page gets: the prepared plan after a trip through structuredClone, as a worker message does. */
function throughWorker(text: string) {
  const prepared = structuredClone(preparePlan(text));
  if (prepared.kind !== 'loaded') throw new Error(prepared.message);
  return revivePreparedPlan(text, prepared);
}

function chain(joints: number): string {
  const list = [{ name: 'j0', parent: null, dofs: [] as unknown[] }];
  for (let i = 1; i < joints; i++) list.push({ name: `j${i}`, parent: `j${i - 1}` as never, dofs: [{ type: 'hinge', axis: [0, 0, 1] }] });
  // Only the joint count matters here: the refusal comes before validation.
  return JSON.stringify({ fixed_base: true, joints: list });
}

describe('a plan prepared in a worker', () => {
  it.each(['humanoid.json', 'quadruped-with-metadata.json', 'seven-dof-rail-arm.json'])('%s revives to what loading it on the page gives', (file) => {
    const text = readFileSync(join(examples, file), 'utf8');
    const here = loadBodyPlan(text);
    const revived = throughWorker(text);
    expect(revived.document).toEqual(here.document);
    expect(revived.diagnostics).toEqual(here.diagnostics);
    expect(revived.model).toEqual(here.model);
    expect(serializeBodyPlan(revived.document!)).toBe(serializeBodyPlan(here.document!));
  });

  it('the fly plan is sent without its document (the page re-parses) and revives equal', () => {
    const text = readFileSync(fly, 'utf8');
    const prepared = preparePlan(text);
    expect(prepared.kind === 'loaded' && prepared.reparse && prepared.document === null).toBe(true);
    expect(throughWorker(text).document).toEqual(loadBodyPlan(text).document);
  });

  it('x- values JavaScript cannot hold exactly keep their source text across the message', () => {
    const text = JSON.stringify({ fixed_base: true, joints: [{ name: 'root', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] }] }).replace(
      '"joints"',
      '"x-ids": {"10": 1, "2": 2}, "x-big": 123456789012345678901234567890, "joints"',
    );
    const revived = throughWorker(text);
    const written = serializeBodyPlan(revived.document!);
    expect(written).toContain('123456789012345678901234567890');
    expect(written.indexOf('"10"')).toBeLessThan(written.indexOf('"2"'));
    expect(written).toBe(serializeBodyPlan(loadBodyPlan(text).document!));
  });

  it('a plan with errors revives with the same located diagnostics and no model', () => {
    const text = '{"fixed_base": true, "joints": [{"name": "a", "parent": "nowhere", "dofs": []}]}';
    const revived = throughWorker(text);
    expect(revived.model).toBeNull();
    expect(revived.diagnostics.length).toBeGreaterThan(0);
    expect(revived.diagnostics).toEqual(loadBodyPlan(text).diagnostics);
  });

  it(`a plan over ${STUDIO_JOINT_LIMIT.toLocaleString('en')} joints is refused with its joint count and where to go instead`, () => {
    const prepared = preparePlan(chain(1_001), 1_000);
    expect(prepared.kind).toBe('refused');
    if (prepared.kind !== 'refused') return;
    expect(prepared.jointCount).toBe(1_001);
    expect(prepared.message).toContain('1,001 joints');
    expect(prepared.message).toContain('bodyplan validate');
    expect(preparePlan(chain(1_000), 1_000).kind).toBe('loaded');
  });
});
