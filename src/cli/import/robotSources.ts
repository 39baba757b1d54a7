import { dirname, resolve } from 'node:path';
import type { BodyPlan } from '../../bodyplan/format/schema.ts';
import type { ImportDiagnostic } from '../../bodyplan/import/importResult.ts';
import { importXacro, isXacroName, type XacroImportResult } from '../../bodyplan/import/xacro/importXacro.ts';
import { resolveModelPath } from '../../bodyplan/import/xacro/paths.ts';
import { visualMeshes } from '../../bodyplan/import/visualMeshes.ts';
import { FileRefusedError } from '../../bodyplan/import/refusedFile.ts';
import { UsageError } from '../io.ts';
import { writeErr } from '../output.ts';
import { AllowedFolders } from './confinedFiles.ts';
import { findPackageFolders } from './packageFolders.ts';

/** The import options about where a model's other files are: xacro arguments, package folders, the expanded URDF. */
export const ROBOT_SOURCE_OPTIONS = { arg: 'strings', env: 'strings', 'package-path': 'strings', 'expanded-out': 'string' } as const;

export interface RobotSourceValues {
  arg?: string[];
  env?: string[];
  'package-path'?: string[];
  'expanded-out'?: string;
}

/** `--arg name:=value` (repeatable) as a map; a malformed one is a UsageError. */
function parseXacroArgs(list: readonly string[]): Map<string, string> {
  const args = new Map<string, string>();
  for (const item of list) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*):=(.*)$/s.exec(item);
    if (!match) throw new UsageError(`--arg expects NAME:=VALUE, got "${item}"`);
    args.set(match[1]!, match[2]!);
  }
  return args;
}

/**
 * `--env NAME=VALUE` (repeatable): the environment `$(env)` and `$(optenv)` read. The process's own
 * environment is never read, so an import gives the same plan in every shell.
 */
function parseEnv(list: readonly string[]): Map<string, string> {
  const env = new Map<string, string>();
  for (const item of list) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(item);
    if (!match) throw new UsageError(`--env expects NAME=VALUE, got "${item}"`);
    env.set(match[1]!, match[2]!);
  }
  return env;
}

export interface RobotSources {
  /** Package name -> folder (from --package-path and the model's own package). */
  packages: Map<string, string>;
  /** The xacro import, when the model is a xacro file; null for URDF/MJCF. */
  xacro: XacroImportResult | null;
  /** Where the model's other files may be read from: its folder and the package folders. */
  allowed: AllowedFolders;
}

/**
 * Reads what a model needs beyond its own text: for a `.xacro` file, expands it (includes, `--arg`,
 * `--env`, `$(find)` by package folders) and imports it as a URDF (the caller writes
 * `--expanded-out`, only when the import succeeds). Every file is read only from inside the model's
 * folder and the package folders. For other models only the package folders are found.
 */
export async function readRobotSources(file: string, text: string, values: RobotSourceValues, options: { floatingBase: boolean; mergeFixed: boolean }): Promise<RobotSources> {
  const xacro = isXacroName(file);
  if (!xacro && values.arg !== undefined) throw new UsageError('--arg is for xacro files (.xacro)');
  if (!xacro && values.env !== undefined) throw new UsageError('--env is for xacro files (.xacro)');
  if (!xacro && values['expanded-out'] !== undefined) throw new UsageError('--expanded-out is for xacro files (.xacro)');
  const found = findPackageFolders(file, values['package-path'] ?? []);
  for (const note of found.notes) await writeErr(`${file}: ${note}\n`);
  const allowed = new AllowedFolders([dirname(file), ...(values['package-path'] ?? []), ...found.packages.values()]);
  if (!xacro) return { packages: found.packages, xacro: null, allowed };
  const sources = { readFile: (path: string) => allowed.readText(path), packages: found.packages, args: parseXacroArgs(values.arg ?? []), env: parseEnv(values.env ?? []) };
  // Expanded from its absolute path, as the real xacro does: $(dirname) and xacro.abs_filename give
  // absolute paths whatever folder the command runs in (`bodyplan import robot.urdf.xacro`).
  return { packages: found.packages, xacro: importXacro(resolve(file), text, sources, options), allowed };
}

/**
 * A warning for each mesh file the plan names that is not found on disk (`package://` by the
 * package folders, other paths relative to the model's folder) or is outside the allowed folders.
 * Located at the visual naming it.
 */
export function unresolvedMeshWarnings(file: string, plan: BodyPlan, packages: ReadonlyMap<string, string>, allowed: AllowedFolders): ImportDiagnostic[] {
  const warnings: ImportDiagnostic[] = [];
  const seen = new Set<string>();
  for (const mesh of visualMeshes(plan)) {
    if (seen.has(mesh.file)) continue;
    seen.add(mesh.file);
    const path = resolveModelPath(mesh.file, dirname(file), packages);
    let found: string | null;
    try {
      found = path === null ? null : allowed.check(path);
    } catch (error) {
      if (!(error instanceof FileRefusedError)) throw error;
      warnings.push({ severity: 'warning', code: 'mesh-refused', message: `mesh file "${mesh.file}": ${error.message}`, ...(mesh.source ?? { line: 1, column: 1 }) });
      continue;
    }
    if (found !== null) continue;
    const pkg = /^package:\/\/([^/\\]+)/.exec(mesh.file)?.[1];
    const why = path !== null ? `there is no file ${path}` : pkg !== undefined ? `no package "${pkg}" is known (give the folder holding its package.xml with --package-path)` : 'it is not a file path';
    warnings.push({ severity: 'warning', code: 'mesh-unresolved', message: `mesh file "${mesh.file}" is not found: ${why}`, ...(mesh.source ?? { line: 1, column: 1 }) });
  }
  return warnings;
}
