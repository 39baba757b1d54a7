import type { Dof, Joint, Quat, Vec3 } from '../format/schema.ts';
import type { Transform } from './frames.ts';
import { describePosition, positionOnly, type ImportDiagnostic } from './importResult.ts';
import type { SourcePosition } from './xml.ts';

interface Rename {
  name: string;
  unique: string;
  at: SourcePosition;
  first: SourcePosition;
}

/**
 * Collects body-plan joints parents-first and keeps their names unique: a name already taken
 * gets the first free `_2`, `_3`, … suffix. `finish` reports every rename in one warning, so a
 * model with many collisions (sites named like their bodies) gives one finding, not hundreds.
 */
export class PlanBuilder {
  readonly joints: Joint[] = [];
  private readonly firstUse = new Map<string, SourcePosition>();
  private readonly renames: Rename[] = [];
  /** Per taken name, the suffix to try next (thousands of sites of one name stay linear). */
  private readonly nextSuffix = new Map<string, number>();

  constructor(private readonly diagnostics: ImportDiagnostic[]) {}

  /** Adds a joint and returns the name it got. `offset` is relative to the parent joint's frame after its DOFs. */
  add(name: string, parent: string | null, offset: Transform, dofs: Dof[], at: SourcePosition, extras: Record<string, unknown> = {}): string {
    const unique = this.uniqueName(name, positionOnly(at));
    // -0 (from negated anchors) is written as 0.
    this.joints.push({ name: unique, parent, offset_pos: offset.pos.map((v) => v + 0) as Vec3, offset_quat: offset.quat.map((v) => v + 0) as Quat, dofs, ...extras });
    return unique;
  }

  /** The joints, after one warning listing the renames (if any), located at the first renamed element. */
  finish(): Joint[] {
    const first = this.renames[0];
    if (first !== undefined) {
      const list = this.renames.map((r) => `"${r.name}" at ${describePosition(r.at)} -> "${r.unique}" (the name is first used at ${describePosition(r.first)})`);
      this.diagnostics.push({
        severity: 'warning', code: 'name-collision', ...first.at,
        message: `${this.renames.length === 1 ? 'a name is' : `${this.renames.length} names are`} already used by another body, joint or site, so renamed: ${list.join('; ')}`,
      });
    }
    return this.joints;
  }

  private uniqueName(name: string, at: SourcePosition): string {
    const first = this.firstUse.get(name);
    if (first === undefined) {
      this.firstUse.set(name, at);
      return name;
    }
    let n = this.nextSuffix.get(name) ?? 2;
    while (this.firstUse.has(`${name}_${n}`)) n++;
    this.nextSuffix.set(name, n + 1);
    const unique = `${name}_${n}`;
    this.firstUse.set(unique, at);
    this.renames.push({ name, unique, at, first });
    return unique;
  }
}
