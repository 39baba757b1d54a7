/** One hostile input for the Studio: a file opened with the file picker, or a `/bodyplans?url=` link. */
export interface StudioCase {
  name: string;
  /** A file the user opens (its bytes), or the query string after `/bodyplans`. */
  input: { file: string | Uint8Array; fileName?: string } | { query: string };
  /**
   * What the Studio must do: `opens` (the plan opens, every name shown as plain text), `notice` (an
   * error notice says what is wrong, nothing opens), or `either` (opening or a notice are both fine).
   */
  expect: 'opens' | 'notice' | 'either';
  /** For `opens`: a text that must appear literally (as text, not markup) in the page. */
  literal?: string;
}

/** Every vector calls this page function once if it ever runs; the count must stay 0. */
export const CANARY = '__hostileScriptsRun';
const RUN = `window.${CANARY}=(window.${CANARY}||0)+1`;

/** Script vectors as they would be written in a name, a description or a URL. */
export const VECTORS = {
  img: `<img src=x onerror="${RUN}">`,
  script: `<script>${RUN}</script>`,
  svg: `"><svg onload="${RUN}">`,
  javascriptUrl: `javascript:${RUN}`,
  style: `red;background:url("javascript:${RUN}")`,
  template: '${' + RUN + '}',
};

const HINGE = { type: 'hinge', axis: [0, 0, 1], neutral: 0 };

function joint(name: string, parent: string | null, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { name, parent, offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [HINGE], ...extra };
}

/** A valid three-joint arm with these names (and these top-level keys). */
export function arm(names: [string, string, string], top: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...top, fixed_base: true, joints: [joint(names[0], null, extra), joint(names[1], names[0]), joint(names[2], names[1])] }, null, 2);
}

/** The inputs; `foreign` is an origin that is not the app's (a server that serves a plan without CORS headers). */
export function buildStudioCases(foreign: string): StudioCase[] {
  const valid = arm(['root', 'elbow', 'hand']);
  const deep = 100_000;
  const file = (name: string, content: string | Uint8Array, expect: StudioCase['expect'], literal?: string): StudioCase => ({ name, input: { file: content }, expect, literal });
  const url = (name: string, query: string, expect: StudioCase['expect']): StudioCase => ({ name, input: { query }, expect });
  return [
    file('an <img onerror> joint name', arm([VECTORS.img, 'elbow', 'hand']), 'opens', VECTORS.img),
    file('a <script> joint name', arm(['root', VECTORS.script, 'hand']), 'opens', VECTORS.script),
    file('an <svg onload> joint name', arm(['root', 'elbow', VECTORS.svg]), 'opens', VECTORS.svg),
    file('a ${…} template joint name', arm([VECTORS.template, 'elbow', 'hand']), 'opens', VECTORS.template),
    file('script vectors in x- metadata (description, colour, link)', arm(['root', 'elbow', 'hand'], { 'x-name': VECTORS.script, 'x-description': VECTORS.img, 'x-link': VECTORS.javascriptUrl }, { 'x-color': VECTORS.style, 'x-note': VECTORS.svg }), 'opens'),
    file('joints named __proto__, constructor and prototype', arm(['__proto__', 'constructor', 'prototype']), 'opens', 'constructor'),
    file('a "__proto__" key in a joint', valid.replace('"name": "hand"', '"__proto__": {"name": "x", "polluted": true}, "name": "hand"'), 'notice'),
    file('a "constructor" key at the top level', valid.replace('"fixed_base"', '"constructor": {"prototype": {"polluted": true}}, "fixed_base"'), 'notice'),
    file('1e308 in offset_pos (huge, finite)', valid.replace('"offset_pos": [\n        1', '"offset_pos": [\n        1e308'), 'opens'),
    file('1e400 in offset_pos (overflows)', valid.replace('"offset_pos": [\n        1', '"offset_pos": [\n        1e400'), 'notice'),
    file('a number of 100,000 digits', valid.replace('"neutral": 0', `"neutral": ${'9'.repeat(100_000)}`), 'notice'),
    file('arrays nested 100,000 deep', '['.repeat(deep) + ']'.repeat(deep), 'notice'),
    file('objects nested 100,000 deep in an x- extension', valid.replace('"fixed_base"', `"x-deep": ${'{"a":'.repeat(deep)}1${'}'.repeat(deep)}, "fixed_base"`), 'either'),
    file('a "\\ud800" (lone surrogate) in a joint name', valid.replace('"elbow"', '"elbow\\ud800"').replace('"parent": "elbow"', '"parent": "elbow\\ud800"'), 'notice'),
    file('bytes that are not UTF-8', Uint8Array.from({ length: 4096 }, (_, i) => (i * 167 + 13) % 256), 'notice'),
    file('an empty file', '', 'notice'),
    file('a top-level null', 'null', 'notice'),
    url('?url=javascript:', `?url=${encodeURIComponent(VECTORS.javascriptUrl)}`, 'notice'),
    url('?url=data: with script vectors in the names', `?url=${encodeURIComponent(`data:application/json,${encodeURIComponent(arm([VECTORS.img, VECTORS.script, VECTORS.svg]))}`)}`, 'either'),
    url('?url=data:text/html with a script', `?url=${encodeURIComponent(`data:text/html,${VECTORS.script}`)}`, 'notice'),
    url('?url= on another origin (no CORS)', `?url=${encodeURIComponent(`${foreign}/plan.json`)}`, 'notice'),
    url('?url=file:///etc/passwd', `?url=${encodeURIComponent('file:///etc/passwd')}`, 'notice'),
    url('?url= of an HTML page', `?url=${encodeURIComponent('/bodyplans')}`, 'notice'),
    url('?url= with a broken percent-escape (%E0%A4%A)', '?url=%E0%A4%A', 'notice'),
    url('?url= with %ZZ', '?url=plan%ZZ.json', 'notice'),
    url('?url= with an encoded lone surrogate (%ED%A0%80)', '?url=%ED%A0%80.json', 'notice'),
    url('?url= of 10,000 characters', `?url=${'a'.repeat(10_000)}.json`, 'notice'),
  ];
}
