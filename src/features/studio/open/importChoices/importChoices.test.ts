import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { robotModelToPlanText } from '../../../../bodyplan/import/robotModelSource.ts';
import { countSites, defaultImportChoices, importerRoot, importOptionsOf, sitesLeftOutNote, SITES_OFF_ABOVE } from './importChoices.ts';

const models = join(import.meta.dirname, '..', '..', '..', '..', 'bodyplan', 'import', '__tests__', 'models');
const read = (name: string) => readFileSync(join(models, name), 'utf8');

function jointsOf(name: string, text: string, choices: ReturnType<typeof defaultImportChoices>, files?: Map<string, string>) {
  const opened = robotModelToPlanText(name, text, { options: importOptionsOf(choices), ...(files ? { files } : {}) });
  if (!opened.ok) throw new Error(opened.message);
  return { plan: JSON.parse(opened.text) as { fixed_base: boolean; joints: { name: string }[] }, report: opened.report };
}

describe('import choices', () => {
  it('maps each choice to the importer option it stands for, and the defaults to none', () => {
    expect(importOptionsOf(defaultImportChoices(0))).toEqual({});
    expect(importOptionsOf({ floatingBase: true, root: 'crate', sites: false, mergeFixed: true })).toEqual({ floatingBase: true, root: 'crate', noSites: true, mergeFixed: true });
  });

  it('a chosen root builds the plan from that body, with the joint count its candidate lists', () => {
    const files = new Map([['two_robots_part.xml', read('two_robots_part.xml')]]);
    const text = read('two_robots.xml');
    const automatic = jointsOf('two_robots.xml', text, defaultImportChoices(1), files);
    const candidates = automatic.report.rootCandidates;
    expect(candidates.map((c) => c.name)).toEqual(['walker', 'crate']);
    expect(importerRoot(candidates)?.name).toBe('walker');
    expect(automatic.plan.joints).toHaveLength(importerRoot(candidates)!.joints);
    const crate = jointsOf('two_robots.xml', text, { ...defaultImportChoices(1), root: 'crate' }, files);
    expect(crate.plan.joints).toHaveLength(candidates.find((c) => c.name === 'crate')!.joints);
    expect(crate.plan.joints.map((j) => j.name)).not.toContain('walker');
  });

  it('floating base frees a URDF root; merge fixed links gives fewer joints', () => {
    const text = read('robot.urdf');
    const fixed = jointsOf('robot.urdf', text, defaultImportChoices(0));
    expect(fixed.plan.fixed_base).toBe(true);
    expect(jointsOf('robot.urdf', text, { ...defaultImportChoices(0), floatingBase: true }).plan.fixed_base).toBe(false);
    expect(jointsOf('robot.urdf', text, { ...defaultImportChoices(0), mergeFixed: true }).plan.joints.length).toBeLessThan(fixed.plan.joints.length);
  });

  it('sites are on up to the threshold and off above it, with a note naming how many were left out and how to include them', () => {
    const many = `<mujoco><worldbody><body name="b"><joint name="j"/>${'<site pos="0 0 0"/>'.repeat(SITES_OFF_ABOVE + 1)}</body></worldbody></mujoco>`;
    const count = countSites([many, '<mujoco><sites/><site name="x"/></mujoco>']);
    expect(count).toBe(SITES_OFF_ABOVE + 2);
    expect(defaultImportChoices(SITES_OFF_ABOVE).sites).toBe(true);
    const choices = defaultImportChoices(count);
    expect(choices.sites).toBe(false);
    expect(jointsOf('many.xml', many, choices).plan.joints).toHaveLength(1);
    expect(sitesLeftOutNote(choices, count)).toBe(`${(SITES_OFF_ABOVE + 2).toLocaleString('en')} sites were left out so that the model opens quickly; to include them, tick "Sites" under Import choices.`);
    expect(sitesLeftOutNote({ ...choices, sites: true }, count)).toBe('');
  });
});
