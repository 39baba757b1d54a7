import type { BodyPlan, Quat, Vec3 } from '../format/schema.ts';
import type { ImportDiagnostic } from './importResult.ts';

export type MeshFormat = 'stl' | 'obj' | 'dae';

/** A mesh geom to draw in a joint's frame (after its DOFs), from the `x-geoms` an import kept. */
export interface VisualMesh {
  joint: number;
  /** The file as the model names it (URDF `filename`, MJCF meshdir + asset `file`). */
  file: string;
  /** What to look for among the opened files: the base name without folders, lower-cased. */
  key: string;
  /** From the extension; null for anything the Studio cannot read. */
  format: MeshFormat | null;
  scale: Vec3;
  pos: Vec3;
  quat: Quat;
  rgba: [number, number, number, number];
  /** The geom's (MJCF) or visual's (URDF) line:column in the source model (in `file` for an included file), when the import kept it. */
  source: { line: number; column: number; file?: string } | null;
}

const DEFAULT_RGBA: [number, number, number, number] = [0.6, 0.65, 0.75, 1];

const isNumbers = (v: unknown, n: number): v is number[] => Array.isArray(v) && v.length >= n && v.slice(0, n).every((x) => typeof x === 'number' && Number.isFinite(x));

/** The name a mesh file is matched by: no scheme (`package://`, `file://`), no folders, lower case. */
export function meshFileKey(path: string): string {
  return path.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/^.*[\\/]/, '').toLowerCase();
}

/** The mesh format the Studio reads a file as, from its extension (case-insensitive). */
export function meshFormatOf(name: string): MeshFormat | null {
  const ext = /\.([^.\\/]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext === 'stl' || ext === 'obj' || ext === 'dae' ? ext : null;
}

/**
 * The mesh geoms of a plan's `x-geoms`: their joint, placement, scale, colour, and the file to
 * look for. A mesh geom naming no file (an MJCF mesh asset that was not found) is left out.
 */
export function visualMeshes(plan: BodyPlan): VisualMesh[] {
  const meshes: VisualMesh[] = [];
  plan.joints.forEach((joint, index) => {
    const geoms = joint['x-geoms'];
    if (!Array.isArray(geoms)) return;
    for (const raw of geoms as unknown[]) {
      if (typeof raw !== 'object' || raw === null) continue;
      const geom = raw as Record<string, unknown>;
      if (geom.type !== 'mesh') continue;
      // MJCF keeps the asset name in `mesh` and its file in `mesh_file`; URDF the file in `mesh`.
      const file = typeof geom.mesh_file === 'string' ? geom.mesh_file : typeof geom.mesh === 'string' && !('mesh_file' in geom) && /\.[^.\\/]+$/.test(geom.mesh) ? geom.mesh : null;
      if (file === null || file === '') continue;
      // "line:column", or "file:line:column" for a geom from an included file.
      const source = typeof geom.source === 'string' ? /^(?:(.+):)?(\d+):(\d+)$/.exec(geom.source) : null;
      meshes.push({
        joint: index,
        file,
        key: meshFileKey(file),
        format: meshFormatOf(file),
        scale: isNumbers(geom.scale, 3) ? [geom.scale[0]!, geom.scale[1]!, geom.scale[2]!] : [1, 1, 1],
        pos: isNumbers(geom.pos, 3) ? [geom.pos[0]!, geom.pos[1]!, geom.pos[2]!] : [0, 0, 0],
        quat: isNumbers(geom.quat, 4) ? [geom.quat[0]!, geom.quat[1]!, geom.quat[2]!, geom.quat[3]!] : [1, 0, 0, 0],
        rgba: isNumbers(geom.rgba, 4) ? (geom.rgba.slice(0, 4) as [number, number, number, number]) : DEFAULT_RGBA,
        source: source ? { line: Number(source[2]), column: Number(source[3]), ...(source[1] === undefined ? {} : { file: source[1] }) } : null,
      });
    }
  });
  return meshes;
}

/** What became of one opened mesh file: read, or the reason it could not be. */
export type OpenedMesh = { ok: true } | { ok: false; message: string };

/** A mesh file the plan names that will not be drawn, and why. */
interface UndrawnMeshFile {
  /** The first geom naming the file. */
  mesh: VisualMesh;
  /** How many geoms name it. */
  uses: number;
  problem: 'format' | 'missing' | 'unreadable';
  /** For `unreadable`: what the reader said. */
  reason?: string;
}

/**
 * Each mesh file the plan names that will not be drawn: not opened with the model, in a format
 * the Studio does not read (Collada only for URDF: MuJoCo reads no Collada), or opened but
 * unreadable. `opened` is keyed by meshFileKey.
 */
function undrawnMeshFiles(meshes: readonly VisualMesh[], opened: ReadonlyMap<string, OpenedMesh>, format: 'URDF' | 'MJCF'): UndrawnMeshFile[] {
  const out: UndrawnMeshFile[] = [];
  const seen = new Set<string>();
  for (const mesh of meshes) {
    if (seen.has(mesh.key)) continue;
    seen.add(mesh.key);
    const uses = meshes.filter((m) => m.key === mesh.key).length;
    const result = opened.get(mesh.key);
    if (mesh.format === null || (mesh.format === 'dae' && format === 'MJCF')) out.push({ mesh, uses, problem: 'format' });
    else if (result === undefined) out.push({ mesh, uses, problem: 'missing' });
    else if (!result.ok) out.push({ mesh, uses, problem: 'unreadable', reason: result.message });
  }
  return out;
}

/**
 * The undrawn mesh files as import findings, each at the first geom naming the file. Files that were
 * simply not opened are one finding when there are several (a robot names dozens, and one cause has
 * one remedy: open their folder), with the files in its details; other problems stay one per file.
 */
export function meshFindings(meshes: readonly VisualMesh[], opened: ReadonlyMap<string, OpenedMesh>, format: 'URDF' | 'MJCF'): ImportDiagnostic[] {
  const undrawn = undrawnMeshFiles(meshes, opened, format);
  const missing = undrawn.filter((u) => u.problem === 'missing');
  const describe = (u: UndrawnMeshFile) => `mesh file "${u.mesh.file}"${u.uses > 1 ? ` (used by ${u.uses} geoms)` : ''}`;
  const findings = undrawn
    .filter((u) => missing.length < 2 || u.problem !== 'missing')
    .map((u): ImportDiagnostic => {
      const at = u.mesh.source ?? { line: 1, column: 1 };
      const message =
        u.problem === 'format'
          ? `${describe(u)} is not drawn: the Studio reads STL and OBJ${format === 'URDF' ? ' and Collada (.dae)' : ''} meshes`
          : u.problem === 'missing'
            ? `${describe(u)} was not opened with the model, so it is not drawn: open it together with the model (multi-select or a folder drop)`
            : `${describe(u)} could not be read, so it is not drawn: ${u.reason}`;
      return { severity: 'warning', code: `mesh-${u.problem}`, message, ...at };
    });
  if (missing.length < 2) return findings;
  const folder = commonFolder(missing.map((u) => u.mesh.file));
  const grouped: ImportDiagnostic = {
    severity: 'warning',
    code: 'mesh-missing',
    message: `${missing.length} mesh files${folder === '' ? '' : ` under ${folder}/`} were not opened with the model, so they are not drawn: open the folder that holds them together with the model (a folder drop or multi-select)`,
    details: missing.map(describe),
    ...(missing[0]!.mesh.source ?? { line: 1, column: 1 }),
  };
  return [grouped, ...findings];
}

/** The folder all `paths` are in ('' when they share none), as written (`package://robot/meshes`). */
function commonFolder(paths: readonly string[]): string {
  const folders = paths.map((p) => p.split(/[\\/]/).slice(0, -1));
  const first = folders[0] ?? [];
  let length = first.length;
  for (const parts of folders) {
    let k = 0;
    while (k < length && k < parts.length && parts[k] === first[k]) k++;
    length = k;
  }
  return first.slice(0, length).join('/');
}

/**
 * For a body-plan JSON opened with mesh files (there is no source model to locate findings in):
 * one sentence naming the mesh files it will not draw and why, or '' when all are drawn. Collada
 * is accepted, as a plan does not say which format its geoms came from.
 */
export function meshesNotDrawn(plan: BodyPlan, opened: ReadonlyMap<string, OpenedMesh>): string {
  const undrawn = undrawnMeshFiles(visualMeshes(plan), opened, 'URDF');
  if (undrawn.length === 0) return '';
  const why = (u: UndrawnMeshFile) => (u.problem === 'format' ? 'a format the Studio does not read' : u.problem === 'missing' ? 'not opened' : `unreadable: ${u.reason}`);
  return `Meshes not drawn: ${undrawn.map((u) => `"${u.mesh.file}" (${why(u)})`).join(', ')}.`;
}
