// Body-plan load: parse + validate + compile (loadBodyPlan) against a bare JSON.parse of the same
// text, measured in the same run. Goal: <= 3x on a generated 10,000-joint plan and on the fly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBodyPlan } from '../src/bodyplan/format/load.ts';
import { inspectBodyPlan } from '../src/bodyplan/format/inspect.ts';
import { parseJson } from '../src/bodyplan/format/parse.ts';
import { validateDocument } from '../src/bodyplan/format/validate.ts';
import { serializeBodyPlan } from '../src/bodyplan/format/serialize.ts';
import type { BodyPlan, Joint } from '../src/bodyplan/format/schema.ts';

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

function generatedPlan(jointCount: number): string {
  const joints: Joint[] = [];
  for (let i = 0; i < jointCount; i++) {
    joints.push({
      name: `joint_${i}`,
      parent: i === 0 ? null : `joint_${Math.floor((i - 1) / 3)}`,
      offset_pos: [0.1 * (i % 7), -0.05 * (i % 5), 0.2],
      offset_quat: [0.9238795325112867, 0, 0.3826834323650898, 0],
      dofs: [0, 1, 2].map((k) => ({
        name: `joint_${i}_${['yaw', 'pitch', 'roll'][k]}`,
        type: 'hinge' as const,
        axis: [k === 0 ? 1 : 0, k === 1 ? 1 : 0, k === 2 ? 1 : 0] as [number, number, number],
        neutral: 0.01 * k,
        limits: [-1.5, 1.5] as [number, number],
      })),
    });
  }
  const plan: BodyPlan = { fixed_base: false, joints };
  return serializeBodyPlan(plan);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? NaN;
}

/** parse + validate without compile: the share of the pipeline this module owns. */
function parseAndValidate(text: string): number {
  const parsed = parseJson(text, inspectBodyPlan);
  return validateDocument(parsed.value, parsed.tally?.valid).findings.length;
}

function timeOf(run: () => unknown, repeat: number): number {
  gc();
  const t = performance.now();
  for (let r = 0; r < repeat; r++) run();
  return (performance.now() - t) / repeat;
}

/** Median ms per call of JSON.parse, parse + validate and the full load, interleaved sample by sample. */
function compare(text: string, repeat: number, samples: number) {
  const base: number[] = [];
  const checked: number[] = [];
  const load: number[] = [];
  const result = loadBodyPlan(text);
  if (result.model === null) throw new Error(`benchmark plan is invalid: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
  for (let s = 0; s < samples + 2; s++) {
    const b = timeOf(() => JSON.parse(text), repeat);
    const c = timeOf(() => parseAndValidate(text), repeat);
    const l = timeOf(() => loadBodyPlan(text), repeat);
    if (s >= 2) { base.push(b); checked.push(c); load.push(l); } // the first two samples warm the JIT
  }
  return {
    jsonParse: median(base),
    checked: median(checked),
    load: median(load),
    checkedRatio: median(checked.map((c, i) => c / (base[i] ?? NaN))),
    ratio: median(load.map((l, i) => l / (base[i] ?? NaN))),
  };
}

const fly = readFileSync(join(import.meta.dirname, '..', 'test-data', 'neuromechfly', 'neuromechfly_ypr_legs.json'), 'utf8');
const big = generatedPlan(10_000);

for (const [name, text, repeat, samples] of [
  ['generated 10,000 joints x 3 DOFs', big, 1, 21],
  ['NeuroMechFly (31 joints, 42 DOFs)', fly, 1000, 21],
] as const) {
  const r = compare(text, repeat, samples);
  console.log(`${name} (${(text.length / 1e6).toFixed(2)} MB), median of ${samples}:`);
  console.log(`  JSON.parse                          ${r.jsonParse.toFixed(3)} ms`);
  console.log(`  parse + validate                    ${r.checked.toFixed(3)} ms  ratio ${r.checkedRatio.toFixed(2)}x`);
  console.log(`  parse + validate + compile (load)   ${r.load.toFixed(3)} ms  ratio ${r.ratio.toFixed(2)}x  (goal <= 3x)`);
}
