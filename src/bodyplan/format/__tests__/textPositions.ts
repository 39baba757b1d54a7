// Test helpers: build body-plan texts and find where a snippet sits in them (1-based line/column).
import type { Diagnostic } from '../diagnostics.ts';

export function positionOf(text: string, needle: string, nth = 0): { line: number; column: number } {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = text.indexOf(needle, at + 1);
    if (at === -1) throw new Error(`"${needle}" (#${nth}) not in text`);
  }
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n') };
}

export function joint(name: string, parent: string | null, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { name, parent, offset_pos: [0, 0, 1], offset_quat: [1, 0, 0, 0], dofs: [], ...extra };
}

export function hinge(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'hinge', axis: [0, 0, 1], neutral: 0, ...extra };
}

export function planText(joints: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ fixed_base: false, ...extra, joints }, null, 2);
}

export function brief(d: Diagnostic): string {
  return `${d.line}:${d.column} ${d.severity}[${d.code}] ${d.pointer}`;
}
