/**
 * An outline row's accessible name, said as its text reads: a name cut in the middle is drawn as two
 * boxes, which screen readers would read as two words ("left_hip_pi tch_link"), so the row names itself.
 */
export function outlineRowLabel(name: string, isRoot: boolean, dofCount: number, problemCount: number, hasError: boolean): string {
  const parts = [name];
  if (isRoot) parts.push('root');
  parts.push(`${dofCount} DOF${dofCount === 1 ? '' : 's'}`);
  if (problemCount > 0) parts.push(`${problemCount} ${hasError ? 'error' : 'warning'}${problemCount === 1 ? '' : 's'}`);
  return parts.join(' ');
}
