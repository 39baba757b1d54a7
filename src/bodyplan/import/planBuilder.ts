import type { Dof, Joint, Quat, Vec3 } from '../format/schema.ts';
import type { Transform } from './frames.ts';
import type { ImportDiagnostic } from './importResult.ts';
import type { SourcePosition } from './xml.ts';

/**
 * Collects body-plan joints parents-first and keeps their names unique: a name already taken
 * gets the first free `_2`, `_3`, … suffix, and an info diagnostic says which and why.
 */
export class PlanBuilder {
  readonly joints: Joint[] = [];
  private readonly firstUse = new Map<string, SourcePosition>();

  constructor(private readonly diagnostics: ImportDiagnostic[]) {}

  /** Adds a joint and returns the name it got. `offset` is relative to the parent joint's frame after its DOFs. */
  add(name: string, parent: string | null, offset: Transform, dofs: Dof[], at: SourcePosition, extras: Record<string, unknown> = {}): string {
    const unique = this.uniqueName(name, at);
    // -0 (from negated anchors) is written as 0.
    this.joints.push({ name: unique, parent, offset_pos: offset.pos.map((v) => v + 0) as Vec3, offset_quat: offset.quat.map((v) => v + 0) as Quat, dofs, ...extras });
    return unique;
  }

  private uniqueName(name: string, at: SourcePosition): string {
    const first = this.firstUse.get(name);
    if (first === undefined) {
      this.firstUse.set(name, at);
      return name;
    }
    let n = 2;
    while (this.firstUse.has(`${name}_${n}`)) n++;
    const unique = `${name}_${n}`;
    this.firstUse.set(unique, at);
    this.diagnostics.push({
      severity: 'info', code: 'name-collision', ...at,
      message: `the name "${name}" is already used by the element at ${first.line}:${first.column}; this one is named "${unique}"`,
    });
    return unique;
  }
}
