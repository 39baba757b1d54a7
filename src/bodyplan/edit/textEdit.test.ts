import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addChildJoint, addDof, deleteSubtree, mirrorSubtree, renameJoint, reparentJoint, setDofLimits, setJointExtension, setOffsetPos } from './documentEdits.ts';
import { loadBodyPlan } from '../format/load.ts';
import type { BodyPlan } from '../format/schema.ts';
import { FLY_BODY_PLAN_PATH } from '../testing/flyFixtures.ts';
import { applyDocumentEditToText, detectFormatting, editDocumentText } from './textEdit.ts';

const flyText = readFileSync(FLY_BODY_PLAN_PATH, 'utf8');

function load(text: string): BodyPlan {
  const result = loadBodyPlan(text);
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return result.document!;
}

function ok(result: { ok: boolean }): BodyPlan {
  if (!result.ok) throw new Error((result as unknown as { reason: string }).reason);
  return (result as unknown as { document: BodyPlan }).document;
}

/** Lines of `after` that are not in `before` and vice versa, by a longest-common-subsequence diff. */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
}

describe('applyDocumentEditToText', () => {
  it('renaming a joint in the (one-line) fly file changes only that name', () => {
    const before = load(flyText);
    const after = ok(renameJoint(before, 'lf_coxa_trochanterfemur', 'lf_femur'));
    const text = applyDocumentEditToText(flyText, before, after);
    expect(text).toBe(flyText.replaceAll('"lf_coxa_trochanterfemur"', '"lf_femur"'));
    expect(text).not.toBe(flyText);
  });

  it.each([
    ['4 spaces', (d: unknown) => JSON.stringify(d, null, 4) + '\n'],
    ['tabs', (d: unknown) => JSON.stringify(d, null, '\t') + '\n'],
    ['CRLF, 2 spaces', (d: unknown) => JSON.stringify(d, null, 2).replaceAll('\n', '\r\n') + '\r\n'],
  ])('renaming one joint in the fly formatted with %s changes only those lines', (_label, format) => {
    const original = format(JSON.parse(flyText));
    const before = load(original);
    const after = ok(renameJoint(before, 'rm_tibia_tarsus', 'rm_tibia'));
    const text = applyDocumentEditToText(original, before, after);
    const diff = lineDiff(original, text);
    expect(diff.removed.map((line) => line.trim())).toEqual(['"name": "rm_tibia_tarsus",', '"parent": "rm_tibia_tarsus",']);
    expect(diff.added.map((line) => line.trim())).toEqual(['"name": "rm_tibia",', '"parent": "rm_tibia",']);
    expect(load(text)).toEqual(after);
  });

  it('writes added joints in the file indentation and keeps every other line', () => {
    const original = JSON.stringify(JSON.parse(flyText), null, 4) + '\n';
    const before = load(original);
    const mirrored = ok(mirrorSubtree(ok(deleteSubtree(before, 'rh_thorax_coxa')), 'lh_thorax_coxa'));
    const removedOnly = applyDocumentEditToText(original, before, ok(deleteSubtree(before, 'rh_thorax_coxa')));
    const text = applyDocumentEditToText(original, before, mirrored);
    expect(load(text)).toEqual(mirrored);
    expect(lineDiff(removedOnly, text).removed).toEqual([]);
    expect(text.split('\n').filter((line) => line.includes('"name": "rh_claw"'))).toEqual(['            "name": "rh_claw",']);
    const diff = lineDiff(original, text);
    // Only names and mirrored numbers differ: the structure and every untouched line are the same.
    expect(diff.added.length).toBe(diff.removed.length);
    expect(diff.added.length).toBeLessThan(40);
  });

  it('keeps one-line vectors on one line and the file separators', () => {
    const original = '{\n  "fixed_base": true,\n  "joints": [\n    {"name": "a", "parent": null, "offset_pos": [0.0, 0.0, 1.0], "offset_quat": [1.0, 0.0, 0.0, 0.0], "dofs": []}\n  ]\n}\n';
    const before = load(original);
    const text = applyDocumentEditToText(original, before, ok(setOffsetPos(before, 'a', [0, 2.5, 1])));
    expect(text).toBe(original.replace('[0.0, 0.0, 1.0]', '[0.0, 2.5, 1.0]'));
  });

  it('one-line JSON stays one line, with its separators, when joints, DOFs and metadata are added', () => {
    const before = load(flyText);
    let after = ok(addChildJoint(before, 'lf_claw', { name: 'lf_tip' }));
    after = ok(addDof(after, 'lf_tip', 'hinge', { axis: [1, 0, 0] }));
    after = ok(setDofLimits(after, 'lf_tip', 0, [-1, 1]));
    after = ok(setJointExtension(after, 'thorax', 'x-color', { rgb: [1, 0.5, 0] }));
    const text = applyDocumentEditToText(flyText, before, after);
    expect(text.trimEnd().includes('\n')).toBe(false);
    expect(text).toContain('{"name": "lf_tip", "parent": "lf_claw", "offset_pos": [0, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": [{"type": "hinge", "axis": [1, 0, 0], "neutral": 0, "limits": [-1, 1]}]}');
    expect(text).toContain('"dofs": [], "x-color": {"rgb": [1, 0.5, 0]}}');
    expect(load(text)).toEqual(after);
  });

  it('keeps x- keys and number spellings elsewhere when a joint moves in the list', () => {
    const original = [
      '{',
      '  "fixed_base": false, "x-tool": {"version": 1.50},',
      '  "joints": [',
      '    {"name": "root", "parent": null, "offset_pos": [0, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": []},',
      '    {"name": "a", "parent": "root", "offset_pos": [1.0e0, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": []},',
      '    {"name": "b", "parent": "root", "offset_pos": [2.00, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": []}',
      '  ]',
      '}',
    ].join('\n');
    const before = load(original);
    const after = ok(reparentJoint(before, 'a', 'b'));
    const text = applyDocumentEditToText(original, before, after);
    expect(load(text)).toEqual(after);
    expect(text).toContain('"x-tool": {"version": 1.50}');
    expect(text).toContain('"offset_pos": [2.00, 0, 0]');
    expect(text.indexOf('"name": "b"')).toBeLessThan(text.indexOf('"name": "a"'));
  });

  it('re-serializes when the text is not strict JSON', () => {
    const before = load(flyText);
    const after = ok(renameJoint(before, 'thorax', 'body'));
    const broken = flyText.replace('"fixed_base": false', '"fixed_base": false,,');
    expect(editDocumentText(broken, before, after)).toEqual({ text: JSON.stringify(after, null, 2) + '\n', rewritten: true });
    const commented = `// fly\n${flyText}`;
    expect(editDocumentText(commented, before, after).rewritten).toBe(true);
  });

  it('still writes exactly the new document when the text held something else', () => {
    const before = load(flyText);
    const after = ok(renameJoint(before, 'thorax', 'body'));
    const text = applyDocumentEditToText('{"fixed_base": true, "joints": []}', before, after);
    expect(load(text)).toEqual(after);
  });

  it('reads strings holding quotes, backslashes and brackets correctly', () => {
    const original = [
      '{"fixed_base": true, "x-note": "a \\"quoted\\" ] } [ { \\\\", "joints": [',
      '  {"name": "r\\\\oot", "parent": null, "offset_pos": [0, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": [], "x-s": "}]\\""},',
      '  {"name": "b", "parent": "r\\\\oot", "offset_pos": [1, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": []}',
      ']}',
    ].join('\n');
    const before = load(original);
    expect(before.joints[0]!.name).toBe('r\\oot');
    const after = ok(renameJoint(before, 'b', 'c'));
    const edited = editDocumentText(original, before, after);
    expect(edited.rewritten).toBe(false);
    expect(edited.text).toBe(original.replace('"name": "b"', '"name": "c"'));
  });

  it('detects indentation and end of line', () => {
    expect(detectFormatting('{\n    "a": 1\n}')).toEqual({ insertSpaces: true, tabSize: 4, eol: '\n' });
    expect(detectFormatting('{\r\n\t"a": 1\r\n}')).toEqual({ insertSpaces: false, tabSize: 1, eol: '\r\n' });
    expect(detectFormatting('{"a": 1}\n')).toBeUndefined();
  });
});
