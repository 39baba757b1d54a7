import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BodyPlan } from '../../bodyplan/format/schema.ts';
import type { ImportDiagnostic } from '../../bodyplan/import/importResult.ts';
import { importXacro, isXacroName, type XacroImportResult } from '../../bodyplan/import/xacro/importXacro.ts';
import { resolveModelPath } from '../../bodyplan/import/xacro/paths.ts';
import { visualMeshes } from '../../bodyplan/import/visualMeshes.ts';
import { readTextFile, UsageError } from '../io.ts';
import { writeResult } from './importOutput.ts';
import { writeErr } from '../output.ts';
import { findPackageFolders } from './packageFolders.ts';

/** The import options about where a model's other files are: xacro arguments, package folders, the expanded URDF. */
export const ROBOT_SOURCE_OPTIONS = { arg: 'strings', 'package-path': 'strings', 'expanded-out': 'string' } as const;

export interface RobotSourceValues {
  arg?: string[];
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

/** Reads a file for an include: its text, or undefined (the expander then says which include failed, where). */
function readIfFile(path: string): string | undefined {
  try {
    return statSync(path).isFile() ? readTextFile(path) : undefined;
  } catch {
    return undefined;
  }
}

export interface RobotSources {
  /** Package name -> folder (from --package-path and the model's own package). */
  packages: Map<string, string>;
  /** The xacro import, when the model is a xacro file; null for URDF/MJCF. */
  xacro: XacroImportResult | null;
}

/**
 * Reads what a model needs beyond its own text: for a `.xacro` file, expands it (includes, `--arg`,
 * `$(find)` by package folders) and imports it as a URDF, writing the expanded URDF to
 * `--expanded-out` when asked. For other models only the package folders are found.
 */
export async function readRobotSources(file: string, text: string, values: RobotSourceValues, options: { floatingBase: boolean; mergeFixed: boolean }): Promise<RobotSources> {
  const xacro = isXacroName(file);
  if (!xacro && values.arg !== undefined) throw new UsageError('--arg is for xacro files (.xacro)');
  if (!xacro && values['expanded-out'] !== undefined) throw new UsageError('--expanded-out is for xacro files (.xacro)');
  const found = findPackageFolders(file, values['package-path'] ?? []);
  for (const note of found.notes) await writeErr(`${file}: ${note}\n`);
  if (!xacro) return { packages: found.packages, xacro: null };
  const result = importXacro(file, text, { readFile: readIfFile, packages: found.packages, args: parseXacroArgs(values.arg ?? []) }, options);
  if (values['expanded-out'] !== undefined && result.expanded !== null) await writeResult(result.expanded, values['expanded-out']);
  return { packages: found.packages, xacro: result };
}

/**
 * A warning for each mesh file the plan names that is not found on disk: `package://` by the
 * package folders, other paths relative to the model's folder. Located at the visual naming it.
 */
export function unresolvedMeshWarnings(file: string, plan: BodyPlan, packages: ReadonlyMap<string, string>): ImportDiagnostic[] {
  const warnings: ImportDiagnostic[] = [];
  const seen = new Set<string>();
  for (const mesh of visualMeshes(plan)) {
    if (seen.has(mesh.file)) continue;
    seen.add(mesh.file);
    const path = resolveModelPath(mesh.file, dirname(file), packages);
    if (path !== null && existsSync(path)) continue;
    const pkg = /^package:\/\/([^/\\]+)/.exec(mesh.file)?.[1];
    const why = path !== null ? `there is no file ${path}` : pkg !== undefined ? `no package "${pkg}" is known (give the folder holding its package.xml with --package-path)` : 'it is not a file path';
    warnings.push({ severity: 'warning', code: 'mesh-unresolved', message: `mesh file "${mesh.file}" is not found: ${why}`, ...(mesh.source ?? { line: 1, column: 1 }) });
  }
  return warnings;
}
