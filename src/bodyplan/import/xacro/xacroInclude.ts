import { countElements } from '../importBudget.ts';
import { FileRefusedError } from '../refusedFile.ts';
import { parseXml, type XmlElement } from '../xml.ts';
import { dirnameOf, joinPath } from './paths.ts';
import { optional, required, XacroError, type XacroExpansion } from './xacroExpansion.ts';
import type { Scope } from './xacroScope.ts';

/**
 * `<xacro:include filename="…" optional="…">`: the file read (relative to the including file), its
 * elements expanded in place; a missing optional file is skipped.
 */

const MAX_INCLUDE_DEPTH = 20;

export function include(x: XacroExpansion, out: XmlElement[], node: XmlElement, scope: Scope, file: string): void {
  if (optional(node, 'ns') !== undefined) throw new XacroError('namespaced includes (ns="…") are not supported', optional(node, 'ns')!);
  const filenameAttribute = required(node, 'filename');
  const filename = x.subText(filenameAttribute.value, scope, filenameAttribute);
  const target = joinPath(dirnameOf(file), filename);
  if (x.fileStack.includes(target)) throw new XacroError(`"${filename}" includes itself (through ${x.fileStack.slice(x.fileStack.indexOf(target)).join(' -> ')})`, node);
  if (x.fileStack.length > MAX_INCLUDE_DEPTH) throw new XacroError(`includes nested more than ${MAX_INCLUDE_DEPTH} deep`, node);
  x.spend('includedFiles', node);
  let content: string | undefined;
  try {
    content = x.sources.readFile(target);
  } catch (error) {
    if (error instanceof FileRefusedError) throw new XacroError(`cannot include "${filename}": ${error.message}`, filenameAttribute);
    throw error;
  }
  if (content === undefined) {
    // optional="true": a file that is not there is skipped without a word, as the real xacro skips it.
    const optionalAttribute = optional(node, 'optional');
    if (optionalAttribute !== undefined && x.flag(optionalAttribute, scope)) return;
    throw new XacroError(`cannot open the included file "${filename}" (looked for ${target})`, node);
  }
  x.spend('textSize', node, content.length);
  if (!x.included.includes(target)) x.included.push(target);
  const includedRoot = parseXml(content, { file: target, notes: x.notes });
  x.spend('elements', node, countElements(includedRoot));
  x.fileStack.push(target);
  x.expandInto(out, includedRoot.children, scope, { file: target, attributes: null });
  x.fileStack.pop();
}
