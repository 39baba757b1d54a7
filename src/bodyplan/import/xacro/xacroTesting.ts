import { XmlSyntaxError } from '../xml.ts';
import { expandXacro, XacroError, type XacroSources } from './expandXacro.ts';
import { serializeXml } from './serializeXml.ts';

/** Helpers for the expander's tests: files by path, expanded from `main.xacro`. */
export const XACRO_NS = 'xmlns:xacro="http://www.ros.org/wiki/xacro"';

export function sourcesOf(files: Record<string, string>, extra: Partial<Omit<XacroSources, 'readFile'>> = {}): XacroSources {
  return { readFile: (path) => files[path], packages: new Map(), ...extra };
}

/** `main.xacro` among `files`, expanded to XML text. */
export function expandedText(files: Record<string, string>, extra: Partial<Omit<XacroSources, 'readFile'>> = {}): string {
  return serializeXml(expandXacro('main.xacro', files['main.xacro']!, sourcesOf(files, extra)).root);
}

/** The located error expanding `main.xacro` raises, as `file:line:column: message`. */
export function expansionError(files: Record<string, string>, extra: Partial<Omit<XacroSources, 'readFile'>> = {}): string {
  try {
    expandXacro('main.xacro', files['main.xacro']!, sourcesOf(files, extra));
  } catch (e) {
    if (e instanceof XacroError) return `${e.at.file ?? 'main.xacro'}:${e.at.line}:${e.at.column}: ${e.message}`;
    if (e instanceof XmlSyntaxError) return `${e.file ?? 'main.xacro'}:${e.message}`;
    throw e;
  }
  throw new Error('expanded without an error');
}
