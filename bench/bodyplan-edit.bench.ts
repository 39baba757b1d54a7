// Body-plan edits: an edit operation plus the text-preserving rewrite of the file (editDocumentText),
// against a full re-serialize (serializeBodyPlan) of the same document measured in the same run.
// No goal is set; the figures show what one edit costs the Studio on a large plan and on the fly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mirrorSubtree, renameJoint, type EditResult } from '../src/bodyplan/edit/documentEdits.ts';
import { loadBodyPlan } from '../src/bodyplan/format/load.ts';
import type { BodyPlan, Joint } from '../src/bodyplan/format/schema.ts';
import { serializeBodyPlan } from '../src/bodyplan/format/serialize.ts';
import { editDocumentText } from '../src/bodyplan/edit/textEdit.ts';

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

function generatedPlan(jointCount: number): string {
  const joints: Joint[] = [];
  for (let i = 0; i < jointCount; i++) {
    joints.push({
      name: i === 0 ? 'root' : `l_joint_${i}`,
      parent: i === 0 ? null : i < 4 ? 'root' : `l_joint_${Math.floor((i - 1) / 3)}`,
      offset_pos: [0.1 * (i % 7), -0.05 * (i % 5), 0.2],
      offset_quat: [0.9238795325112867, 0, 0.3826834323650898, 0],
      dofs: [0, 1, 2].map((k) => ({ type: 'hinge' as const, axis: [k === 0 ? 1 : 0, k === 1 ? 1 : 0, k === 2 ? 1 : 0] as [number, number, number], neutral: 0 })),
    });
  }
  return serializeBodyPlan({ fixed_base: false, joints });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? NaN;
}

function timeOf(run: () => unknown): number {
  gc();
  const t = performance.now();
  run();
  return performance.now() - t;
}

function measure(label: string, text: string, operation: (document: BodyPlan) => EditResult, samples: number): void {
  const document = loadBodyPlan(text).document!;
  const result = operation(document);
  if (!result.ok) throw new Error(result.reason);
  if (editDocumentText(text, document, result.document).rewritten) throw new Error('the text edit fell back to a rewrite');
  const edit: number[] = [];
  const rewrite: number[] = [];
  for (let s = 0; s < samples + 2; s++) {
    const e = timeOf(() => {
      const r = operation(document);
      if (r.ok) editDocumentText(text, document, r.document);
    });
    const w = timeOf(() => serializeBodyPlan(result.document));
    if (s >= 2) { edit.push(e); rewrite.push(w); } // the first two samples warm the JIT
  }
  const ratio = median(edit.map((e, i) => e / (rewrite[i] ?? NaN)));
  console.log(`${label}: edit + text edit ${median(edit).toFixed(2)} ms, full re-serialize ${median(rewrite).toFixed(2)} ms, ratio ${ratio.toFixed(1)}x`);
}

const fly = readFileSync(join(import.meta.dirname, '..', 'test-data', 'neuromechfly', 'neuromechfly_ypr_legs.json'), 'utf8');
const big = generatedPlan(10_000);
console.log(`generated plan: 10,000 joints, ${(big.length / 1e6).toFixed(1)} MB; fly: ${fly.length} bytes`);
measure('fly, rename a joint', fly, (d) => renameJoint(d, 'lf_coxa_trochanterfemur', 'lf_femur'), 30);
measure('fly, mirror the left front leg', fly.replaceAll('"rf_', '"xf_'), (d) => mirrorSubtree(d, 'lf_thorax_coxa'), 30);
measure('10,000 joints, rename a joint with 3 children', big, (d) => renameJoint(d, 'l_joint_5', 'joint_five'), 5);
measure('10,000 joints, mirror a 364-joint subtree', big, (d) => mirrorSubtree(d, 'l_joint_4'), 5);
