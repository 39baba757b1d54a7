/**
 * Small typed accessors over h5wasm's objects, so that each format reader can ask "is there a
 * dataset here, what are its strings, what does this attribute say" without casts, and without
 * h5wasm printing errors for names that are absent (it logs when `get` misses).
 */
import type { Dataset, Entity, Group } from 'h5wasm';

export function isDataset(entity: Entity | null | undefined): entity is Dataset {
  return entity !== null && entity !== undefined && typeof (entity as Dataset).slice === 'function';
}

export function isGroup(entity: Entity | null | undefined): entity is Group {
  return entity !== null && entity !== undefined && typeof (entity as Group).keys === 'function' && !isDataset(entity);
}

/** The member `name` of a group, or null when the group has none. */
export function member(group: Group, name: string): Entity | null {
  return group.keys().includes(name) ? group.get(name) : null;
}

export function datasetAt(group: Group, name: string): Dataset | null {
  const entity = member(group, name);
  return isDataset(entity) ? entity : null;
}

export function groupAt(group: Group, name: string): Group | null {
  const entity = member(group, name);
  return isGroup(entity) ? entity : null;
}

/** A string attribute (fixed or variable length), or undefined when absent or not text. */
export function attributeText(entity: Group | Dataset, name: string): string | undefined {
  const attribute = entity.attrs[name];
  if (attribute === undefined) return undefined;
  const value = attribute.value;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** A numeric attribute (scalar or one-element array), or undefined. */
export function attributeNumber(entity: Group | Dataset, name: string): number | undefined {
  const attribute = entity.attrs[name];
  if (attribute === undefined) return undefined;
  const value = attribute.value as unknown;
  const scalar = ArrayBuffer.isView(value) || Array.isArray(value) ? (value as ArrayLike<unknown>)[0] : value;
  if (typeof scalar === 'number') return scalar;
  if (typeof scalar === 'bigint') return Number(scalar);
  return undefined;
}

/**
 * An attribute's text as the bytes Python wrote: pandas' pickled attributes are byte strings that
 * h5wasm hands over decoded; protocol 0 pickles are ASCII, so each character is one byte.
 */
export function textBytes(text: string): Uint8Array {
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u00ff]*$/.test(text)) return Uint8Array.from(text, (c) => c.charCodeAt(0));
  return new TextEncoder().encode(text);
}

/** A dataset of strings (fixed or variable length; one string or an array of them) as string[]. */
export function datasetStrings(dataset: Dataset): string[] | null {
  const value = dataset.value;
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return null;
}

/** h5wasm gives 64-bit integers as bigint: a plain number for indices and counts. */
export function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return NaN;
}

/** The top-level names of a file, groups marked with a slash, for "what this file looks like" messages. */
export function describeTopLevel(root: Group): string {
  const names = root.keys().map((name) => (isGroup(member(root, name)) ? `${name}/` : name));
  if (names.length === 0) return 'nothing at the top level';
  const shown = names.slice(0, 8).join(', ');
  return `top-level groups/datasets ${shown}${names.length > 8 ? `, … (${names.length} in all)` : ''}`;
}
