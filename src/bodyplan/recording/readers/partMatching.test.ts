import { describe, expect, it } from 'vitest';
import { matchParts } from './partMatching.ts';
import { TRACKED } from './readers.fixtures.ts';

describe('matchParts', () => {
  it('matches parts to joints by name, case-insensitively, and lists the rest', () => {
    const result = matchParts(['leftfoot', 'THORAX', 'nose'], TRACKED);
    expect(result.ok && Array.from(result.value.jointOfPart)).toEqual([2, 0, -1]);
    expect(result.ok && result.value.unmatchedParts).toEqual(['nose']);
  });

  it('the mapping table wins over names, case-insensitively on both sides; null ignores a part', () => {
    const result = matchParts(['knee_L', 'Thorax', 'foot'], TRACKED, { KNEE_l: 'leftknee', thorax: null, foot: 'LeftFoot' });
    expect(result.ok && Array.from(result.value.jointOfPart)).toEqual([1, -1, 2]);
    expect(result.ok && result.value.unmatchedParts).toEqual(['Thorax']);
  });

  it('refuses a table entry naming a joint the plan lacks, and two parts feeding one joint', () => {
    expect(matchParts(['a'], TRACKED, { a: 'RightKnee' })).toEqual({ ok: false, message: 'the mapping table sends part "a" to joint "RightKnee", which the body plan does not have' });
    const twice = matchParts(['LeftFoot', 'toe'], TRACKED, { toe: 'leftfoot' });
    expect(twice.ok).toBe(false);
    expect(!twice.ok && twice.message).toContain('parts "LeftFoot" and "toe" both feed joint "LeftFoot"');
  });
});
