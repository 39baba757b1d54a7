import { serializeBodyPlan } from '../format/serialize.ts';
import { importRobotModel, type ImportOptions } from './importRobotModel.ts';
import type { ImportDiagnostic, ImportResult, RootCandidate } from './importResult.ts';
import { meshFindings, visualMeshes, type OpenedMesh } from './visualMeshes.ts';

/** File names the Studio reads as robot models (URDF or MJCF) rather than body-plan JSON. */
export function isRobotModelName(name: string): boolean {
  return /\.(urdf|xml)$/i.test(name);
}

/** What an import said about its source file, kept with the plan so the Studio lists every finding. */
export interface ImportReport {
  /** The source file's name (the URDF or MJCF), which the findings' line:column refer to unless they name their own `file` (an MJCF include). */
  name: string;
  format: 'URDF' | 'MJCF';
  findings: Pick<ImportDiagnostic, 'severity' | 'code' | 'message' | 'line' | 'column' | 'file' | 'details'>[];
  /** An MJCF world's top-level bodies, when it holds several: what the `root` option can name. */
  rootCandidates: RootCandidate[];
}

export type RobotModelOpen =
  | { ok: true; name: string; text: string; summary: string; tone: 'info' | 'warning'; report: ImportReport }
  | { ok: false; message: string };

const SHOWN = 3;

/** The extension key where the Studio keeps a plan's view settings (its up and forward axes). */
const STUDIO_VIEW_KEY = 'x-studio';
/** URDF (REP-103) and MuJoCo models face +X with +Z up: the Studio's Front view then looks at their face. */
const ROBOT_MODEL_VIEW = { upAxis: 'z', forwardAxis: 'x' } as const;

export interface RobotModelFiles {
  /** Texts of the other files opened with the model, by file name: MJCF `<include>`s. */
  files?: ReadonlyMap<string, string>;
  /** Mesh files opened with the model, by meshFileKey: read, or why not. None when absent. */
  meshes?: ReadonlyMap<string, OpenedMesh>;
  /** Import choices: the MJCF root body, sites left out, URDF fixed links merged, URDF base floating. */
  options?: Pick<ImportOptions, 'root' | 'noSites' | 'mergeFixed' | 'floatingBase'>;
}

/**
 * A URDF/MJCF text as the body-plan JSON text to open (named `<base>.json`) and a one-paragraph
 * summary of what the import said, each finding at its line:column; or the located reason it
 * cannot be imported. Each mesh file the model names that will not be drawn (not opened with it,
 * unreadable, a format the Studio does not read) is a warning at the geom that names it.
 */
export function robotModelToPlanText(name: string, text: string, opened: RobotModelFiles = {}): RobotModelOpen {
  const result = importRobotModel(text, { ...opened.options, ...(opened.files === undefined ? {} : { files: opened.files }) });
  return importResultToPlanText(name, result, opened.meshes);
}

/** An import's result (of `name`, a URDF, MJCF or xacro file) as robotModelToPlanText describes it. */
export function importResultToPlanText(name: string, result: ImportResult, meshes?: ReadonlyMap<string, OpenedMesh>): RobotModelOpen {
  const located = (d: { line: number; column: number; file?: string; message: string }) => `${d.file ?? name}:${d.line}:${d.column}: ${d.message}`;
  if (result.plan === null) {
    const error = result.diagnostics.find((d) => d.severity === 'error');
    return { ok: false, message: `Could not import ${error ? located(error) : name}. Nothing else changed.` };
  }
  const format = result.format === 'urdf' ? 'URDF' : 'MJCF';
  result.diagnostics.push(...meshFindings(visualMeshes(result.plan), meshes ?? new Map(), format));
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
  const shown = warnings.slice(0, SHOWN).map(located).join('; ');
  const more = warnings.length > SHOWN ? `; and ${warnings.length - SHOWN} more, all listed under Diagnostics` : '';
  const summary = `Imported ${name} (${format}) as ${result.plan.joints.length} joints${warnings.length === 0 ? '.' : `, with ${warnings.length} warning${warnings.length === 1 ? '' : 's'}: ${shown}${more}.`}`;
  const report: ImportReport = {
    name,
    format,
    findings: result.diagnostics.map(({ severity, code, message, line, column, file, details }) => ({ severity, code, message, line, column, ...(file === undefined ? {} : { file }), ...(details === undefined ? {} : { details }) })),
    rootCandidates: result.rootCandidates,
  };
  const plan = { ...result.plan, [STUDIO_VIEW_KEY]: ROBOT_MODEL_VIEW } as typeof result.plan;
  return { ok: true, name: name.replace(/(\.urdf)?\.xacro$|\.(urdf|xml)$/i, '.json'), text: serializeBodyPlan(plan), summary, tone: warnings.length === 0 ? 'info' : 'warning', report };
}
