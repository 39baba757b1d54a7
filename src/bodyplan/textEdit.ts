import {
  applyEdits,
  findNodeAtLocation,
  parse,
  parseTree,
  type FormattingOptions,
  type JSONPath,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import type { BodyPlan } from './schema.ts';
import { serializeBodyPlan } from './serialize.ts';

/**
 * Text-preserving edits: given the JSON text a document was loaded from, the document before an edit
 * and the document after it, produce the new text changing only what the edit changed. Untouched
 * values are recognized by object identity (edit operations keep it) or, for array items with a
 * `name`, by that name; the person's formatting, number spelling and key order stay as they were
 * elsewhere. When the text does not parse, or does not hold `before`, the document is re-serialized.
 */
export function applyDocumentEditToText(originalText: string, before: BodyPlan, after: BodyPlan): string {
  return editDocumentText(originalText, before, after).text;
}

/** As applyDocumentEditToText; `rewritten` tells whether the whole text had to be re-serialized. */
export function editDocumentText(originalText: string, before: BodyPlan, after: BodyPlan): { text: string; rewritten: boolean } {
  if (before === after) return { text: originalText, rewritten: false };
  const rewrite = { text: serializeBodyPlan(after), rewritten: true };
  const errors: ParseError[] = [];
  const parsed: unknown = parse(originalText, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || !jsonEqual(parsed, before)) return rewrite;
  const editor = new TextEditor(originalText);
  editor.update([], before, after);
  const check: ParseError[] = [];
  const reparsed: unknown = parse(editor.text, check);
  // A safety net: the edited text must hold exactly the new document.
  return check.length === 0 && jsonEqual(reparsed, after) ? { text: editor.text, rewritten: false } : rewrite;
}

/** Formatting that matches the text: its end of line and indentation, or none for one-line JSON. */
export function detectFormatting(text: string): FormattingOptions | undefined {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indents = [...text.matchAll(/\n([ \t]+)(?=\S)/g)].slice(0, 200).map((m) => m[1]!);
  if (!text.trimEnd().includes('\n')) return undefined;
  if (indents.some((indent) => indent.startsWith('\t'))) return { insertSpaces: false, tabSize: 1, eol };
  const smallest = Math.min(...indents.map((indent) => indent.length).filter((n) => n > 0));
  return { insertSpaces: true, tabSize: Number.isFinite(smallest) ? smallest : 2, eol };
}

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && jsonEqual(a[key], b[key]));
  }
  return false;
}

type Edit = { offset: number; length: number; content: string };

/** Applies structural changes to the text one at a time, each written in the style of its neighbours. */
class TextEditor {
  text: string;
  private readonly unit: string;
  private readonly eol: string;
  private readonly multiLine: boolean;

  constructor(text: string) {
    this.text = text;
    const formatting = detectFormatting(text);
    this.multiLine = formatting !== undefined;
    this.unit = formatting?.insertSpaces === false ? '\t' : ' '.repeat(formatting?.tabSize ?? 2);
    this.eol = formatting?.eol ?? '\n';
  }

  update(path: JSONPath, oldValue: Json, newValue: Json): void {
    if (oldValue === newValue) return;
    if (Array.isArray(oldValue) && Array.isArray(newValue)) this.updateArray(path, oldValue, newValue);
    else if (isObject(oldValue) && isObject(newValue)) this.updateObject(path, oldValue, newValue);
    else if (!jsonEqual(oldValue, newValue)) this.replace(path, newValue);
  }

  private updateObject(path: JSONPath, oldValue: Record<string, Json>, newValue: Record<string, Json>): void {
    const newKeys = Object.keys(newValue);
    const common = Object.keys(oldValue).filter((key) => key in newValue);
    const commonInNewOrder = newKeys.filter((key) => key in oldValue);
    if (common.some((key, i) => key !== commonInNewOrder[i])) {
      this.replace(path, newValue); // keys were reordered: rewrite this object only
      return;
    }
    for (const key of Object.keys(oldValue)) if (!(key in newValue)) this.remove([...path, key]);
    for (const key of common) this.update([...path, key], oldValue[key], newValue[key]);
    newKeys.forEach((key, position) => {
      if (!(key in oldValue)) this.insertProperty(path, key, newValue[key], newKeys.slice(0, position));
    });
  }

  private updateArray(path: JSONPath, oldItems: Json[], newItems: Json[]): void {
    const pairs = alignArrays(oldItems, newItems);
    const pairedOld = new Set(pairs.map(([o]) => o));
    const pairedNew = new Set(pairs.map(([, n]) => n));
    for (let i = oldItems.length - 1; i >= 0; i--) if (!pairedOld.has(i)) this.remove([...path, i]);
    newItems.forEach((item, j) => {
      if (!pairedNew.has(j)) this.insertItem(path, j, item);
    });
    for (const [o, n] of pairs) this.update([...path, n], oldItems[o], newItems[n]);
  }

  private node(path: JSONPath): Node {
    const root = parseTree(this.text);
    const node = root && (path.length === 0 ? root : findNodeAtLocation(root, path));
    if (!node) throw new Error(`text edit: no value at /${path.join('/')}`);
    return node;
  }

  /** Removes an array item or a property with the separator on one side, keeping the others' layout. */
  private remove(path: JSONPath): void {
    const target = this.node(path);
    const member = target.parent?.type === 'property' ? target.parent : target;
    const container = member.parent!;
    const members = container.children!;
    const i = members.indexOf(member);
    if (members.length === 1) {
      this.apply([{ offset: container.offset + 1, length: container.length - 2, content: '' }]);
    } else if (i < members.length - 1) {
      this.apply([{ offset: member.offset, length: members[i + 1]!.offset - member.offset, content: '' }]);
    } else {
      const previousEnd = members[i - 1]!.offset + members[i - 1]!.length;
      this.apply([{ offset: previousEnd, length: member.offset + member.length - previousEnd, content: '' }]);
    }
  }

  /** Replaces a value, written in the style of the value it replaces (one line stays one line). */
  private replace(path: JSONPath, value: Json): void {
    const node = this.node(path);
    const old = this.slice(node);
    this.apply([{ offset: node.offset, length: node.length, content: this.render(value, old, this.lineIndent(node.offset)) }]);
  }

  private insertItem(path: JSONPath, index: number, value: Json): void {
    const array = this.node(path);
    const items = array.children ?? [];
    if (items.length === 0) {
      this.apply([{ offset: array.offset, length: array.length, content: this.renderInEmpty('[', ']', [value], array) }]);
      return;
    }
    const sibling = items[Math.min(index, items.length - 1)]!;
    const content = this.render(value, this.slice(sibling), this.lineIndent(sibling.offset));
    const separator = this.separatorAfter(items, array);
    if (index < items.length) this.apply([{ offset: sibling.offset, length: 0, content: content + separator }]);
    else this.apply([{ offset: sibling.offset + sibling.length, length: 0, content: separator + content }]);
  }

  private insertProperty(path: JSONPath, key: string, value: Json, keysBefore: readonly string[]): void {
    const object = this.node(path);
    const properties = object.children ?? [];
    if (properties.length === 0) {
      const member = { [key]: value };
      this.apply([{ offset: object.offset, length: object.length, content: this.renderInEmpty('{', '}', member, object) }]);
      return;
    }
    const earlier = new Set(keysBefore);
    let after = -1;
    properties.forEach((property, i) => {
      if (earlier.has(property.children?.[0]?.value as string)) after = i;
    });
    const sibling = properties[Math.max(after, 0)]!;
    const keyEnd = sibling.children![0]!;
    const colon = this.text.slice(keyEnd.offset + keyEnd.length, sibling.children![1]!.offset);
    // Write the value like a neighbour's value of the same kind (an array like an array), if any.
    const kind = Array.isArray(value) ? 'array' : isObject(value) ? 'object' : undefined;
    const alike = kind ? properties.find((property) => property.children?.[1]?.type === kind) : undefined;
    const example = (alike ?? sibling).children![1]!;
    const content = JSON.stringify(key) + colon + this.render(value, this.slice(example), this.lineIndent(sibling.offset));
    const separator = this.separatorAfter(properties, object);
    if (after < 0) this.apply([{ offset: sibling.offset, length: 0, content: content + separator }]);
    else this.apply([{ offset: sibling.offset + sibling.length, length: 0, content: separator + content }]);
  }

  /** The text between two neighbouring members (comma included), or ", " / ",<eol><indent>" guessed from the container. */
  private separatorAfter(members: readonly Node[], container: Node): string {
    if (members.length > 1) return this.text.slice(members[0]!.offset + members[0]!.length, members[1]!.offset);
    const lead = this.text.slice(container.offset + 1, members[0]!.offset);
    return ',' + (lead.length > 0 ? lead : this.slice(container).includes('\n') ? this.eol : ' ');
  }

  /** Writes `value` into an empty `[]` / `{}`: expanded in multi-line text, unless its parent is on one line. */
  private renderInEmpty(open: string, close: string, contents: Json, container: Node): string {
    const owner = container.parent?.type === 'property' ? container.parent.parent : container.parent;
    const inline = !this.multiLine || (owner !== undefined && !this.slice(owner).includes('\n'));
    if (inline) return this.render(contents, this.slice(owner ?? container), '');
    const indent = this.lineIndent(container.offset);
    const body = JSON.stringify(contents, null, this.unit).slice(1, -1);
    return open + body.split('\n').join(this.eol + indent).replace(/\s+$/, '') + this.eol + indent + close;
  }

  /** The value written like `example` (an existing neighbour): on one line if it is, else indented. */
  private render(value: Json, example: string, indent: string): string {
    if (!example.includes('\n')) {
      const itemSeparator = /,\s/.test(example) || !example.includes(',') ? ', ' : ',';
      const keySeparator = /":\s/.test(example) || !example.includes('":') ? ': ' : ':';
      return stringifyInline(value, itemSeparator, keySeparator);
    }
    return JSON.stringify(value, null, this.unit).split('\n').join(this.eol + indent);
  }

  /** The whitespace before `offset` on its line when only whitespace precedes it there, else the line's indentation. */
  private lineIndent(offset: number): string {
    const lineStart = this.text.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*/.exec(this.text.slice(lineStart, offset))![0];
  }

  private slice(node: Node): string {
    return this.text.slice(node.offset, node.offset + node.length);
  }

  private apply(edits: Edit[]): void {
    this.text = applyEdits(this.text, edits);
  }
}

/**
 * Pairs of (old index, new index) for array items that are the same item, possibly edited: matched by
 * identity or by `name`, keeping the longest in-order run of matches; in the gaps between them, equally
 * long runs are paired by position (an edited item in place). Unpaired old items are deleted, unpaired
 * new items inserted.
 */
export function alignArrays(oldItems: readonly Json[], newItems: readonly Json[]): [number, number][] {
  const oldIndexOf = new Map<Json, number>();
  oldItems.forEach((item, i) => {
    if (typeof item === 'object' && item !== null && !oldIndexOf.has(item)) oldIndexOf.set(item, i);
  });
  const byName = new Map<string, number>();
  const nameCount = new Map<string, number>();
  oldItems.forEach((item, i) => {
    const name = isObject(item) && typeof item.name === 'string' ? item.name : undefined;
    if (name === undefined) return;
    nameCount.set(name, (nameCount.get(name) ?? 0) + 1);
    byName.set(name, i);
  });
  const claimed = new Set<number>();
  const candidates: [number, number][] = [];
  newItems.forEach((item, j) => {
    let i = typeof item === 'object' && item !== null ? oldIndexOf.get(item) : undefined;
    if (i === undefined && isObject(item) && typeof item.name === 'string' && nameCount.get(item.name) === 1) i = byName.get(item.name);
    if (i !== undefined && !claimed.has(i)) {
      claimed.add(i);
      candidates.push([i, j]);
    }
  });
  // Identical items anchor the alignment; items matched by name fill in between the anchors.
  const anchors = longestIncreasing(candidates.filter(([i, j]) => oldItems[i] === newItems[j]));
  anchors.push([oldItems.length, newItems.length]);
  const kept: [number, number][] = [];
  let gap: [number, number][] = [];
  let a = 0;
  let previous: [number, number] = [-1, -1];
  const closeGap = () => {
    kept.push(...longestIncreasing(gap.filter(([i]) => i > previous[0] && i < anchors[a]![0])));
    if (a < anchors.length - 1) kept.push(anchors[a]!);
    previous = anchors[a]!;
    gap = [];
    a++;
  };
  for (const candidate of candidates) {
    while (candidate[1] > anchors[a]![1]) closeGap();
    if (candidate[1] < anchors[a]![1]) gap.push(candidate);
  }
  while (a < anchors.length) closeGap();
  const pairs: [number, number][] = [];
  let [lastOld, lastNew] = [-1, -1];
  for (const anchor of [...kept, [oldItems.length, newItems.length] as [number, number]]) {
    const oldGap = anchor[0] - lastOld - 1;
    if (oldGap > 0 && oldGap === anchor[1] - lastNew - 1) for (let k = 1; k <= oldGap; k++) pairs.push([lastOld + k, lastNew + k]);
    if (anchor[0] < oldItems.length) pairs.push(anchor);
    [lastOld, lastNew] = anchor;
  }
  return pairs;
}

/** The longest subsequence of pairs (already increasing in the new index) increasing in the old index. */
function longestIncreasing(pairs: readonly [number, number][]): [number, number][] {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(pairs.length).fill(-1);
  pairs.forEach(([old], k) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (pairs[tails[mid]!]![0] < old) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[k] = tails[low - 1]!;
    tails[low] = k;
  });
  const result: [number, number][] = [];
  for (let k = tails.length > 0 ? tails[tails.length - 1]! : -1; k >= 0; k = previous[k]!) result.push(pairs[k]!);
  return result.reverse();
}

/** JSON on one line with the given separators (`, ` and `: ` for Python-style files). */
function stringifyInline(value: Json, itemSeparator: string, keySeparator: string): string {
  if (Array.isArray(value)) return `[${value.map((item) => stringifyInline(item, itemSeparator, keySeparator)).join(itemSeparator)}]`;
  if (isObject(value)) {
    const members = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${members.map(([key, item]) => JSON.stringify(key) + keySeparator + stringifyInline(item, itemSeparator, keySeparator)).join(itemSeparator)}}`;
  }
  return JSON.stringify(value);
}
