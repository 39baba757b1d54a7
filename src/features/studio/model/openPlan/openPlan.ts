import type { Diagnostic } from '../../../../bodyplan/format/diagnostics.ts';
import { describeDofControls, type DofControl } from '../dofControls.ts';
import { ForwardKinematics } from '../../../../bodyplan/kinematics/kinematics.ts';
import type { LoadResult } from '../../../../bodyplan/format/load.ts';
import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import { buildOutlineTree, jointIndexOfPointer, outlineJointsFromJson, type OutlineTree } from '../outlineTree.ts';
import { characteristicSize } from '../planBounds.ts';
import { neutralPose } from '../../../../bodyplan/kinematics/pose.ts';
import type { BodyPlan } from '../../../../bodyplan/format/schema.ts';
import type { ImportReport } from '../../../../bodyplan/import/robotModelSource.ts';

export type PlanOrigin = 'file' | 'example' | 'paste' | 'url' | 'drop' | 'new';

export interface PlanSource {
  name: string;
  text: string;
  origin: PlanOrigin;
  /** When the plan was imported from a URDF or MJCF file: what the import found there (kept through edits). */
  imported?: ImportReport;
}

/** A loaded body plan as the Studio shows it: what loadBodyPlan found, plus what is derived from it once. */
export interface OpenPlan {
  source: PlanSource;
  /** The parsed document of source.text (null when it is not JSON or not schema-valid). */
  document: BodyPlan | null;
  diagnostics: Diagnostic[];
  /** Null when the plan has errors: nothing is drawn or posed then. */
  model: BodyModel | null;
  /**
   * The plan's one forward-kinematics instance (null without a model). It first computes the
   * neutral pose; after that whoever shows the pose reuses it, so an open builds one WebAssembly
   * instance, not two.
   */
  kinematics: ForwardKinematics | null;
  /** Built from the document, or from whatever JSON was readable when the plan has errors. */
  outline: OutlineTree;
  /** Diagnostics per joint index (from their JSON pointers). */
  jointDiagnostics: Map<number, Diagnostic[]>;
  controls: DofControl[];
  /** The plan's characteristic length (neutral-pose bounds): sizes, framing and slide ranges scale with it. */
  size: number;
  neutralKeypoints: Float64Array | null;
  /** Where each joint lies in `text` ([start, end) pairs), when known: renames edit the text there (see renamedPlan.ts). */
  jointSpans: { text: string; spans: Int32Array } | null;
}

/** Turns a load result (loading is a separate step: it may run elsewhere) into an open plan. */
export function openPlan(source: PlanSource, loaded: LoadResult): OpenPlan {
  const { model, diagnostics } = loaded;
  const outlineJoints = loaded.document
    ? loaded.document.joints.map((j) => ({ name: j.name, parent: j.parent, dofCount: j.dofs.length }))
    : outlineJointsFromJson(tryParseJson(source.text));
  let size = 1;
  let neutralKeypoints: Float64Array | null = null;
  let kinematics: ForwardKinematics | null = null;
  if (model) {
    kinematics = new ForwardKinematics(model);
    kinematics.compute(neutralPose(model));
    neutralKeypoints = Float64Array.from(kinematics.keypoints);
    size = characteristicSize(neutralKeypoints, model.offsetPos);
  }
  return {
    source,
    document: loaded.document,
    diagnostics,
    model,
    kinematics,
    outline: buildOutlineTree(outlineJoints),
    jointDiagnostics: diagnosticsByJoint(diagnostics),
    controls: model ? describeDofControls(model) : [],
    size,
    neutralKeypoints,
    jointSpans: loaded.jointSpans ? { text: source.text, spans: loaded.jointSpans } : null,
  };
}

function diagnosticsByJoint(diagnostics: Diagnostic[]): Map<number, Diagnostic[]> {
  const byJoint = new Map<number, Diagnostic[]>();
  for (const diagnostic of diagnostics) {
    const joint = jointIndexOfPointer(diagnostic.pointer);
    if (joint === null) continue;
    const list = byJoint.get(joint) ?? [];
    list.push(diagnostic);
    byJoint.set(joint, list);
  }
  return byJoint;
}

function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
