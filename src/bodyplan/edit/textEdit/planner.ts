import type { FormattingOptions } from 'jsonc-parser';
import { alignArrays } from './align.ts';
import { isObject, jsonEqual, stringifyInline, type Json } from './json.ts';
import type { TextNode as Node } from './scan.ts';

export interface TextEdit {
  offset: number;
  length: number;
  content: string;
}

/**
 * Plans the text edits that turn the JSON text (parsed once into `root`) into a new value, all against
 * the original offsets: changed leaves are replaced, and in each array or object the stretches between
 * kept members are rewritten (removed members dropped, new ones written in the style of a neighbour).
 * Kept members are only edited inside, so the edits never overlap.
 */
export class TextEditPlanner {
  readonly edits: TextEdit[] = [];
  private readonly unit: string;
  private readonly eol: string;
  private readonly multiLine: boolean;

  constructor(
    private readonly text: string,
    formatting: FormattingOptions | undefined,
  ) {
    this.multiLine = formatting !== undefined;
    this.unit = formatting?.insertSpaces === false ? '\t' : ' '.repeat(formatting?.tabSize ?? 2);
    this.eol = formatting?.eol ?? '\n';
  }

  plan(node: Node, oldValue: Json, newValue: Json): void {
    if (oldValue === newValue) return;
    if (Array.isArray(oldValue) && Array.isArray(newValue) && node.type === 'array') this.planArray(node, oldValue, newValue);
    else if (isObject(oldValue) && isObject(newValue) && node.type === 'object') this.planObject(node, oldValue, newValue);
    else if (!jsonEqual(oldValue, newValue)) this.replace(node, newValue);
  }

  private planArray(node: Node, oldItems: Json[], newItems: Json[]): void {
    const members = node.children ?? [];
    if (members.length !== oldItems.length) return this.replace(node, newItems);
    const pairs = alignArrays(oldItems, newItems);
    this.planMembers(node, members, pairs, newItems, (j, near) => this.render(newItems[j], this.slice(near), this.lineIndent(near.offset)));
    for (const [o, n] of pairs) this.plan(members[o]!, oldItems[o], newItems[n]);
  }

  private planObject(node: Node, oldValue: Record<string, Json>, newValue: Record<string, Json>): void {
    const properties = node.children ?? [];
    const oldKeys = Object.keys(oldValue);
    const newKeys = Object.keys(newValue);
    const textKeys = properties.map((property) => property.children?.[0]?.value as string);
    if (textKeys.length !== oldKeys.length || textKeys.some((key, i) => key !== oldKeys[i])) return this.replace(node, newValue);
    const pairs: [number, number][] = [];
    oldKeys.forEach((key, o) => {
      if (key in newValue) pairs.push([o, newKeys.indexOf(key)]);
    });
    // Keys that changed order: rewrite this object only.
    if (pairs.some(([, n], k) => k > 0 && n < pairs[k - 1]![1])) return this.replace(node, newValue);
    this.planMembers(node, properties, pairs, newValue, (j, near) => this.renderProperty(newKeys[j]!, newValue[newKeys[j]!], near, properties));
    for (const [o, n] of pairs) this.plan(properties[o]!.children![1]!, oldValue[oldKeys[o]!], newValue[newKeys[n]!]);
  }

  /**
   * Rewrites the stretches of `container` between kept members. `pairs` (old index, new index) are the
   * kept members, increasing in both; everything else old is removed and everything else new inserted.
   */
  private planMembers(
    container: Node,
    members: readonly Node[],
    pairs: readonly [number, number][],
    newValue: Json,
    renderNew: (j: number, near: Node) => string,
  ): void {
    const newCount = Array.isArray(newValue) ? newValue.length : Object.keys(newValue as object).length;
    if (members.length === 0) {
      if (newCount > 0) this.edits.push({ offset: container.offset, length: container.length, content: this.renderIntoEmpty(newValue, container) });
      return;
    }
    if (newCount === 0) {
      this.edits.push({ offset: container.offset + 1, length: container.length - 2, content: '' });
      return;
    }
    const end = (i: number) => members[i]!.offset + members[i]!.length;
    const start = (i: number) => members[i]!.offset;
    const separator = this.separator(members, container);
    let [previousOld, previousNew] = [-1, -1];
    for (const [o, n] of [...pairs, [members.length, newCount] as const]) {
      const removed = o - previousOld - 1;
      const inserted: string[] = [];
      const near = members[Math.min(o, members.length - 1)]!;
      for (let j = previousNew + 1; j < n; j++) inserted.push(renderNew(j, near));
      if (removed > 0 || inserted.length > 0) {
        const last = members.length;
        if (previousOld >= 0 && o < last) {
          const here = this.text.slice(end(previousOld), start(previousOld + 1)); // the separator after the kept member
          this.edits.push({ offset: end(previousOld), length: start(o) - end(previousOld), content: here + inserted.map((item) => item + here).join('') });
        } else if (previousOld < 0 && o < last) {
          this.edits.push({ offset: start(0), length: start(o) - start(0), content: inserted.map((item) => item + separator).join('') });
        } else if (previousOld >= 0) {
          this.edits.push({ offset: end(previousOld), length: end(last - 1) - end(previousOld), content: inserted.map((item) => separator + item).join('') });
        } else {
          this.edits.push({ offset: start(0), length: end(last - 1) - start(0), content: inserted.join(separator) });
        }
      }
      [previousOld, previousNew] = [o, n];
    }
  }

  private renderProperty(key: string, value: Json, near: Node, properties: readonly Node[]): string {
    const nearKey = near.children![0]!;
    const colon = this.text.slice(nearKey.offset + nearKey.length, near.children![1]!.offset);
    // Write the value like a neighbour's value of the same kind (an array like an array), if any.
    const kind = Array.isArray(value) ? 'array' : isObject(value) ? 'object' : undefined;
    const alike = kind ? properties.find((property) => property.children?.[1]?.type === kind) : undefined;
    const example = (alike ?? near).children![1]!;
    return JSON.stringify(key) + colon + this.render(value, this.slice(example), this.lineIndent(near.offset));
  }

  private replace(node: Node, value: Json): void {
    this.edits.push({ offset: node.offset, length: node.length, content: this.render(value, this.slice(node), this.lineIndent(node.offset)) });
  }

  /** The text between the first two members (comma included), or one guessed from the container. */
  private separator(members: readonly Node[], container: Node): string {
    if (members.length > 1) return this.text.slice(members[0]!.offset + members[0]!.length, members[1]!.offset);
    const lead = this.text.slice(container.offset + 1, members[0]!.offset);
    return ',' + (lead.length > 0 ? lead : this.slice(container).includes('\n') ? this.eol : ' ');
  }

  /** Writes a value over an empty `[]` / `{}`: expanded in multi-line text, unless its owner is on one line. */
  private renderIntoEmpty(value: Json, container: Node): string {
    const owner = container.parent?.type === 'property' ? container.parent.parent : container.parent;
    const inline = !this.multiLine || (owner !== undefined && !this.slice(owner).includes('\n'));
    if (inline) return this.render(value, this.slice(owner ?? container), '');
    const indent = this.lineIndent(container.offset);
    return JSON.stringify(value, null, this.unit).split('\n').join(this.eol + indent);
  }

  /** The value written like `example` (existing text): on one line if it is, else indented like it. */
  private render(value: Json, example: string, indent: string): string {
    if (!example.includes('\n')) {
      const itemSeparator = /,\s/.test(example) || !example.includes(',') ? ', ' : ',';
      const keySeparator = /":\s/.test(example) || !example.includes('":') ? ': ' : ':';
      return stringifyInline(value, itemSeparator, keySeparator);
    }
    return JSON.stringify(value, null, this.unit).split('\n').join(this.eol + indent);
  }

  /** The whitespace that starts the line holding `offset`. */
  private lineIndent(offset: number): string {
    const lineStart = this.text.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*/.exec(this.text.slice(lineStart, offset))![0];
  }

  private slice(node: Node): string {
    return this.text.slice(node.offset, node.offset + node.length);
  }
}

/** Applies non-overlapping edits (any order) in one pass. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset);
  const parts: string[] = [];
  let position = 0;
  for (const edit of sorted) {
    if (edit.offset < position) throw new Error('text edit: overlapping edits');
    parts.push(text.slice(position, edit.offset), edit.content);
    position = edit.offset + edit.length;
  }
  parts.push(text.slice(position));
  return parts.join('');
}
