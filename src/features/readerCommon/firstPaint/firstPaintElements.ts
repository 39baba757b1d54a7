/** What a first paint builds its markup with (before React, with the DOM alone). */
export type Child = Node | string | null | false;

/** An element with attributes (set as written, `''` included) and children; text is only ever text. */
export function h(tag: string, attributes: Record<string, string | undefined>, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== false) element.append(child);
  return element;
}

/** A router link as React Router renders it. */
export function link(href: string, attributes: Record<string, string | undefined>, ...children: Child[]): HTMLElement {
  return h('a', { ...attributes, href, 'data-discover': 'true' }, ...children);
}
