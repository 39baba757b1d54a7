import { meshFormatOf } from './visualMeshes.ts';

/** A file opened with others (a multi-select or a folder drop): its name, and its text when it may be a model. */
export interface OpenedFile {
  name: string;
  /** The text of .json, .urdf and .xml files (a model or an MJCF include); undefined for the others. */
  text?: string;
}

/** Which of the opened files is the model, which are included by it, which are meshes. */
export interface OpenedFileRoles {
  /** The file opened as the plan, or null when none is a model. */
  model: string | null;
  /** Other model files given at the same time: not opened, and said so. */
  otherModels: string[];
  /** .xml files some opened file includes (`<include file>`): given to the import, not opened. */
  includes: string[];
  meshes: string[];
  /** Files that are neither a model, an include nor a mesh the Studio reads. */
  ignored: string[];
}

export const isModelFileName = (name: string) => /\.(json|urdf|xml)$/i.test(name);

const baseName = (path: string) => path.replace(/^.*[\\/]/, '');

/** The base names of the files an MJCF text includes (a scan of `<include file="…">`, enough to sort files). */
function includedNames(text: string): string[] {
  return [...text.matchAll(/<include\b[^>]*?\bfile\s*=\s*(["'])(.*?)\1/g)].map((m) => baseName(m[2]!));
}

/**
 * Whether a .json/.urdf/.xml file among others can be the model: a folder also holds files such as
 * a ROS `package.xml` or a `package.json`. An .xml must hold `<mujoco>` or `<robot>`, a .json a
 * `"joints"` key; a file whose text was not read (too big) stays a candidate, to be refused by size.
 */
function looksLikeModel(file: OpenedFile): boolean {
  if (file.text === undefined || /\.urdf$/i.test(file.name)) return true;
  return /\.json$/i.test(file.name) ? /"joints"\s*:/.test(file.text) : /<(mujoco|robot)[\s>/]/.test(file.text);
}

/**
 * Sorts files opened together: the model is the one .json, .urdf or .xml file that no other opened
 * file includes; the rest are MJCF includes, meshes (STL, OBJ, Collada) or ignored. When several
 * could be the model, the first in the order given is opened and the others are listed, so the
 * choice is never silent.
 */
export function sortOpenedFiles(files: readonly OpenedFile[]): OpenedFileRoles {
  const included = new Set(files.flatMap((f) => (f.text !== undefined && /\.xml$/i.test(f.name) ? includedNames(f.text) : [])));
  const roles: OpenedFileRoles = { model: null, otherModels: [], includes: [], meshes: [], ignored: [] };
  for (const file of files) {
    if (isModelFileName(file.name)) {
      if (/\.xml$/i.test(file.name) && included.has(baseName(file.name))) roles.includes.push(file.name);
      else if (!looksLikeModel(file)) roles.ignored.push(file.name);
      else if (roles.model === null) roles.model = file.name;
      else roles.otherModels.push(file.name);
    } else if (meshFormatOf(file.name) !== null) roles.meshes.push(file.name);
    else roles.ignored.push(file.name);
  }
  // None looks like a model: open the first model-named file anyway, so that its own diagnostics
  // (a broken plan, an unknown root element) say what is wrong with it.
  const fallback = roles.model === null ? roles.ignored.find(isModelFileName) : undefined;
  if (fallback !== undefined) {
    roles.model = fallback;
    roles.ignored.splice(roles.ignored.indexOf(fallback), 1);
  }
  return roles;
}

/** One sentence on how the files opened together were used, or '' when nothing needs saying. */
export function describeOpenedFiles(roles: OpenedFileRoles): string {
  const parts: string[] = [];
  if (roles.otherModels.length > 0) {
    parts.push(`${roles.otherModels.length + 1} model files were given; opened ${roles.model}, not ${roles.otherModels.join(', ')} (open ${roles.otherModels.length === 1 ? 'it' : 'each'} on its own).`);
  }
  if (roles.ignored.length > 0) parts.push(`Ignored ${roles.ignored.join(', ')}: neither a body plan, URDF or MJCF model nor an STL, OBJ or Collada mesh.`);
  return parts.join(' ');
}
