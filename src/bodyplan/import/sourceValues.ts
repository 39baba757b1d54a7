import { ImportError, positionOnly } from './importResult.ts';
import type { SourcePosition, XmlElement } from './xml.ts';
import { findAttribute } from './xml.ts';

/**
 * Reading typed values from attributes, with errors at the attribute's line:column.
 * `resolve` lets MJCF supply values from `<default>` classes; URDF reads the element only.
 */
export type AttributeLookup = (element: XmlElement, name: string) => { value: string; at: SourcePosition } | undefined;

export const ownAttribute: AttributeLookup = (element, name) => {
  const a = findAttribute(element, name);
  return a === undefined ? undefined : { value: a.value, at: a };
};

/** `count` numbers (any count when count is 0), or `fallback` when the attribute is absent. */
export function numbers(lookup: AttributeLookup, element: XmlElement, name: string, count: number): number[] | undefined {
  const found = lookup(element, name);
  if (found === undefined) return undefined;
  const parts = found.value.trim() === '' ? [] : found.value.trim().split(/\s+/);
  const values = parts.map(Number);
  const bad = parts.findIndex((p, i) => !Number.isFinite(values[i]!) || p === '');
  if (bad >= 0) throw new ImportError('bad-number', `attribute "${name}" of <${element.name}>: "${parts[bad]}" is not a finite number`, found.at);
  if (count > 0 && values.length !== count) {
    throw new ImportError('bad-number', `attribute "${name}" of <${element.name}> needs ${count} numbers, found ${values.length}`, found.at);
  }
  return values;
}

export function text(lookup: AttributeLookup, element: XmlElement, name: string): string | undefined {
  return lookup(element, name)?.value;
}

/** Where an attribute is (or its element, when absent), for diagnostics. */
export function positionOf(lookup: AttributeLookup, element: XmlElement, name: string): SourcePosition {
  const found = lookup(element, name);
  return positionOnly(found === undefined ? element : found.at);
}
