import { importResultToPlanText, robotModelToPlanText, type RobotModelOpen } from '../../../../bodyplan/import/robotModelSource.ts';
import { importXacro } from '../../../../bodyplan/import/xacro/importXacro.ts';
import type { XacroArgument } from '../../../../bodyplan/import/xacro/expandXacro.ts';
import type { OpenedMesh } from '../../../../bodyplan/import/visualMeshes.ts';
import type { ImportOptionChoices } from '../importChoices/importChoices.ts';
import type { XacroInputs } from '../xacroSession.ts';

/** One robot model to import: everything is plain data (Maps clone), nothing from three.js. */
export interface ImportJob {
  /** The model's file name as opened (robot.urdf, scene.xml, robot.urdf.xacro). */
  name: string;
  text: string;
  /** MJCF `<include>` texts by file name (empty for URDF and xacro). */
  includes: ReadonlyMap<string, string>;
  /** Which mesh files were read (by meshFileKey): the import warns about the others; the meshes themselves stay on the page. */
  meshOutcomes: ReadonlyMap<string, OpenedMesh>;
  options: ImportOptionChoices;
  /** Present for a xacro description: it is expanded first, then imported as a URDF. */
  xacro?: XacroInputs;
}

export interface ImportJobResult {
  open: RobotModelOpen;
  /** For a xacro description: its declared arguments and the expanded URDF (null when the expansion failed). */
  xacro: { declared: XacroArgument[]; expanded: string | null } | null;
}

/**
 * Imports one robot model as the Studio opens it: a xacro description expanded with its files,
 * packages and argument values, or a URDF/MJCF with its includes; the result as the plan text to
 * open, its summary and report, or the import's located refusal. Runs in the import worker.
 */
export function runImportJob(job: ImportJob): ImportJobResult {
  if (job.xacro === undefined) {
    return { open: robotModelToPlanText(job.name, job.text, { files: job.includes, meshes: job.meshOutcomes, options: job.options }), xacro: null };
  }
  const { floatingBase, mergeFixed } = job.options;
  const urdfOptions = { ...(floatingBase ? { floatingBase } : {}), ...(mergeFixed ? { mergeFixed } : {}) };
  const inputs = job.xacro;
  const result = importXacro(inputs.path, job.text, { readFile: (path) => inputs.files.get(path), packages: inputs.packages, args: inputs.args, ...(inputs.env === undefined ? {} : { env: inputs.env }) }, urdfOptions);
  return { open: importResultToPlanText(job.name, result, job.meshOutcomes), xacro: { declared: result.args, expanded: result.expanded } };
}
