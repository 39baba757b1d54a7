import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renameJoint, setOffsetPos } from '../../../../bodyplan/edit/jointProps.ts';
import { reparentJoint } from '../../../../bodyplan/edit/tree.ts';
import { loadBodyPlan } from '../../../../bodyplan/format/load.ts';
import type { BodyPlan } from '../../../../bodyplan/format/schema.ts';
import { editedText } from './documentReducer.ts';
import { openPlan, type OpenPlan } from './openPlan.ts';
import { renamedPlan } from './renamedPlan.ts';
import { carryPose } from './carryPose.ts';
import { neutralPoseOf } from '../../../../bodyplan/kinematics/pose.ts';
import { rootArrayItemSpans } from '../../../../bodyplan/edit/textEdit/memberSpans.ts';
import { FLY_BODY_PLAN_PATH } from '../../../../bodyplan/testing/flyFixtures.ts';

const flyText = readFileSync(FLY_BODY_PLAN_PATH, 'utf8');
const open = (text: string) => openPlan({ name: 'plan.json', text, origin: 'file' }, loadBodyPlan(text));
const after = (plan: OpenPlan, edit: (d: BodyPlan) => ReturnType<typeof renameJoint>) => {
  const result = edit(plan.document!);
  if (!result.ok) throw new Error(result.reason);
  return result.document;
};

/** What a person sees of a plan: its text, document, names, tree, controls and diagnostics. */
function seen(plan: OpenPlan) {
  return {
    text: plan.source.text,
    document: plan.document,
    diagnostics: plan.diagnostics,
    jointNames: plan.model?.jointNames,
    parentIndex: Array.from(plan.model?.parentIndex ?? []),
    outline: plan.outline.joints,
    children: plan.outline.children,
    controls: plan.controls.map((c) => ({ ...c })),
    size: plan.size,
    neutral: Array.from(plan.neutralKeypoints ?? []),
  };
}

describe('a rename applied to the open plan without loading the text again', () => {
  it('gives exactly what loading the edited text gives (fly: a joint with children, formatting kept)', () => {
    const plan = open(flyText);
    const parent = plan.outline.children.findIndex((c) => c.length > 0);
    const edit = (d: BodyPlan) => renameJoint(d, parent, `${plan.document!.joints[parent]!.name} renamed «é»`);
    const fast = renamedPlan(plan, after(plan, edit));
    expect(fast).not.toBeNull();
    const slow = open((editedText(plan, edit) as { text: string }).text);
    expect(seen(fast!)).toEqual(seen(slow));
    expect(fast!.source.text).not.toBe(flyText);
  });

  it("keeps the pose through a rename, the renamed joint's own DOFs too", () => {
    const plan = open(flyText);
    const joint = plan.model!.dofStart.findIndex((start, j) => j < plan.model!.jointCount && plan.model!.dofStart[j + 1]! > start);
    const pose = neutralPoseOf(plan.model!);
    pose.dofs.forEach((_, d) => (pose.dofs[d] = 0.01 * (d + 1)));
    const renamed = renamedPlan(plan, after(plan, (d) => renameJoint(d, joint, 'renamed joint')))!;
    const carried = carryPose(plan.model, pose, renamed.model!, true);
    expect(Array.from(carried.dofs)).toEqual(Array.from(pose.dofs));
    // Loading the renamed text instead matches DOFs by joint name: the renamed joint's start neutral.
    const loaded = carryPose(plan.model, pose, open(renamed.source.text).model!, true);
    expect(loaded.dofs[plan.model!.dofStart[joint]!]).not.toBe(pose.dofs[plan.model!.dofStart[joint]!]);
  });

  it('keeps where each joint lies in the text through renames, with the spans a loader finds or without them', () => {
    const withSpans = openPlan({ name: 'plan.json', text: flyText, origin: 'file' }, { ...loadBodyPlan(flyText), jointSpans: rootArrayItemSpans(flyText, 'joints')! });
    for (const start of [withSpans, open(flyText)]) {
      let plan = start;
      // Three renames in a row, each longer or shorter than the name before, the last of the root (all its children's parents change).
      for (const [joint, name] of [[3, 'a much longer name than before'], [5, 'x'], [0, 'root «ü»']] as const) {
        const next = renamedPlan(plan, after(plan, (d) => renameJoint(d, joint, name)));
        expect(next).not.toBeNull();
        plan = next!;
        expect(Array.from(plan.jointSpans!.spans)).toEqual(Array.from(rootArrayItemSpans(plan.source.text, 'joints')!));
        expect(plan.jointSpans!.text).toBe(plan.source.text);
      }
    }
  });

  it('declines what is not a rename, a plan with diagnostics, and a text that no longer holds the old name', () => {
    const plan = open(flyText);
    expect(renamedPlan(plan, after(plan, (d) => setOffsetPos(d, 1, [0, 0, 1])))).toBeNull();
    const grand = plan.outline.children.findIndex((c, i) => c.length > 0 && plan.outline.parent[i]! >= 0);
    expect(renamedPlan(plan, after(plan, (d) => reparentJoint(d, plan.outline.children[grand]![0]!, 0)))).toBeNull();

    const warned = JSON.parse(flyText) as BodyPlan;
    (warned.joints[1] as { offset_quat: number[] }).offset_quat = [2, 0, 0, 0];
    const warnedPlan = open(JSON.stringify(warned));
    expect(warnedPlan.diagnostics.length).toBeGreaterThan(0);
    expect(renamedPlan(warnedPlan, after(warnedPlan, (d) => renameJoint(d, 1, 'x')))).toBeNull();

    const stale = { ...plan, source: { ...plan.source, text: plan.source.text.replace(plan.document!.joints[1]!.name, 'elsewhere') } };
    expect(renamedPlan(stale, after(plan, (d) => renameJoint(d, 1, 'new name')))).toBeNull();
  });

  it('declines names that would not load: repeated, or not Unicode text', () => {
    const plan = open(flyText);
    const joints = plan.document!.joints;
    const repeated = { ...plan.document!, joints: joints.map((j, i) => (i === 2 ? { ...j, name: joints[3]!.name } : j)) };
    expect(renamedPlan(plan, repeated)).toBeNull();
    const lone = { ...plan.document!, joints: joints.map((j, i) => (i === 2 ? { ...j, name: 'a\ud800' } : j)) };
    expect(renamedPlan(plan, lone)).toBeNull();
  });
});
