import type { XmlElement } from '../xml.ts';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * An element tree as XML text, two spaces per level, with an XML declaration: the expanded URDF
 * a user can save. Text inside an element is written when it is not only whitespace (URDF holds
 * almost none); comments were not kept by the reader and are not written.
 */
export function serializeXml(root: XmlElement): string {
  const lines: string[] = ['<?xml version="1.0" encoding="utf-8"?>'];
  // Iterative (a tree thousands deep must not overflow the stack): 'open' entries write the start tag, 'close' the end tag.
  const stack: { element: XmlElement; depth: number; close: boolean }[] = [{ element: root, depth: 0, close: false }];
  while (stack.length > 0) {
    const { element, depth, close } = stack.pop()!;
    const indent = '  '.repeat(depth);
    if (close) {
      lines.push(`${indent}</${element.name}>`);
      continue;
    }
    const attributes = element.attributes.map((a) => ` ${a.name}="${escapeAttribute(a.value)}"`).join('');
    const text = element.text.trim();
    if (element.children.length === 0) {
      lines.push(text === '' ? `${indent}<${element.name}${attributes}/>` : `${indent}<${element.name}${attributes}>${escapeText(text)}</${element.name}>`);
      continue;
    }
    lines.push(`${indent}<${element.name}${attributes}>${text === '' ? '' : escapeText(text)}`);
    stack.push({ element, depth, close: true });
    for (let i = element.children.length - 1; i >= 0; i--) stack.push({ element: element.children[i]!, depth: depth + 1, close: false });
  }
  return `${lines.join('\n')}\n`;
}
