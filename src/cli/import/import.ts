import { basename, dirname, join } from 'node:path';
import { hasErrors } from '../../bodyplan/format/diagnostics.ts';
import { formatImportDiagnostic } from '../../bodyplan/import/importResult.ts';
import { importRobotModel } from '../../bodyplan/import/importRobotModel.ts';
import { loadBodyPlan } from '../../bodyplan/format/load.ts';
import { serializeBodyPlan } from '../../bodyplan/format/serialize.ts';
import { formatDiagnostics } from '../diagnosticsOutput.ts';
import { outputOption, writeResult, writeResultFile } from '../resultFile.ts';
import { FileRefusedError } from '../../bodyplan/import/refusedFile.ts';
import { readTextFile } from '../io.ts';
import type { AllowedFolders } from './confinedFiles.ts';
import { parseCommandLine, singleFile } from '../options.ts';
import { writeErr } from '../output.ts';
import { readRobotSources, ROBOT_SOURCE_OPTIONS, unresolvedMeshWarnings } from './robotSources.ts';

export const IMPORT_USAGE = 'bodyplan import <file.urdf|file.xml|file.urdf.xacro> [-o out.json] [--floating-base] [--merge-fixed] [--root BODY] [--no-sites] [--package-path DIR]... [--arg NAME:=VALUE]... [--env NAME=VALUE]... [--expanded-out robot.urdf]';

/**
 * `bodyplan import`: a URDF or MJCF file to a body plan (stdout, or -o). Diagnostics about the
 * source go to stderr as `file:line:column: severity: message [code]`, where file is the included
 * file for a finding inside an MJCF `<include>`. Exit 0 imported, 1 the source cannot be imported
 * (nothing is written), 2 usage or I/O.
 *
 * --floating-base frees a URDF's base; --merge-fixed merges URDF links fixed to their parent into
 * what follows them; --root BODY builds an MJCF plan from that top-level body; --no-sites leaves
 * MJCF sites out. A `.xacro` file is expanded first (--arg NAME:=VALUE sets its arguments,
 * --expanded-out saves the expanded URDF); --package-path DIR (repeatable) names folders whose
 * package.xml files resolve `package://` and `$(find)`, and then each mesh file that is not found is
 * a warning.
 */
export async function runImport(args: string[]): Promise<number> {
  const kinds = { o: 'string', output: 'string', 'floating-base': 'boolean', 'merge-fixed': 'boolean', root: 'string', 'no-sites': 'boolean', ...ROBOT_SOURCE_OPTIONS } as const;
  const { positionals, values } = parseCommandLine(args, kinds, IMPORT_USAGE);
  const file = singleFile(positionals, IMPORT_USAGE);
  const output = outputOption(values);
  const text = readTextFile(file);
  const sources = await readRobotSources(file, text, values, { floatingBase: values['floating-base'] === true, mergeFixed: values['merge-fixed'] === true });
  const { files: included, refused } = sources.xacro === null ? includedFiles(text, dirname(file), sources.allowed) : { files: new Map<string, { text: string; path: string }>(), refused: new Map<string, string>() };
  const result = sources.xacro ?? importRobotModel(text, {
    floatingBase: values['floating-base'] === true,
    mergeFixed: values['merge-fixed'] === true,
    noSites: values['no-sites'] === true,
    ...(values.root === undefined ? {} : { root: values.root }),
    files: new Map([...included].map(([name, f]) => [name, f.text])),
    refusedFiles: refused,
  });
  // A xacro import names its included files by their resolved paths already.
  const includedPath = (name: string) => (sources.xacro !== null ? name : included.get(name)?.path ?? join(dirname(file), name));
  if (result.plan !== null && (sources.xacro !== null || values['package-path'] !== undefined)) result.diagnostics.push(...unresolvedMeshWarnings(file, result.plan, sources.packages, sources.allowed));
  await writeErr(result.diagnostics.map((d) => `${formatImportDiagnostic(file, d, includedPath)}\n`).join(''));
  if (result.plan === null) {
    await writeErr(`${file}: not imported\n`);
    return 1;
  }
  const planText = serializeBodyPlan(result.plan);
  // The importer's output is checked like any body plan before it is written.
  const check = loadBodyPlan(planText);
  if (hasErrors(check.diagnostics)) {
    await writeErr(formatDiagnostics(output ?? basename(file), check.diagnostics));
    await writeErr(`${file}: the imported plan is invalid; nothing written\n`);
    return 1;
  }
  // Nothing is written before the import has succeeded: a refused import leaves no file behind.
  if (sources.xacro?.expanded != null && values['expanded-out'] !== undefined) await writeResultFile(values['expanded-out'], sources.xacro.expanded, 'text');
  await writeResult(planText, output, 'json');
  const dofs = result.plan.joints.reduce((n, j) => n + j.dofs.length, 0);
  await writeErr(`${file}: imported ${sources.xacro === null ? result.format?.toUpperCase() : 'xacro'} as ${result.plan.joints.length} joints, ${dofs} DOFs, ${result.plan.fixed_base ? 'fixed' : 'floating'} base${output === undefined ? '' : ` -> ${output}`}\n`);
  return 0;
}

/**
 * The files MJCF `<include file="…">` elements name (by the name as written), with the path each
 * was read from: beside the model (and beside each included file, up to 20 levels), only inside the
 * allowed folders. A file outside them is refused (the importer says so at the include); one that
 * cannot be read is left out (the importer reports the unresolved include at its line:column).
 */
function includedFiles(text: string, folder: string, allowed: AllowedFolders): { files: Map<string, { text: string; path: string }>; refused: Map<string, string> } {
  const files = new Map<string, { text: string; path: string }>();
  const refused = new Map<string, string>();
  const pending = [{ text, folder, depth: 0 }];
  while (pending.length > 0) {
    const { text: source, folder: from, depth } = pending.pop()!;
    if (depth > 20) continue;
    for (const match of source.matchAll(/<include\s+file\s*=\s*["']([^"']+)["']/g)) {
      const name = match[1]!;
      if (files.has(name) || refused.has(name)) continue;
      const path = join(from, name);
      try {
        const content = allowed.readText(path);
        if (content === undefined) continue;
        files.set(name, { text: content, path });
        pending.push({ text: content, folder: dirname(path), depth: depth + 1 });
      } catch (error) {
        if (!(error instanceof FileRefusedError)) throw error;
        refused.set(name, error.message);
      }
    }
  }
  return { files, refused };
}
