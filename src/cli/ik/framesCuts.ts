import { isJsonSpace, JSON_CHAR } from '../../bodyplan/format/jsonCharCodes.ts';

/**
 * Where to cut a large JSON targets file's "frames" into `parts` runs of whole elements, found
 * without reading most of the text: framesSpans.ts scans every character (about 100 ms of a 37 MB
 * file, on the main thread, before any worker thread can start reading its part), while this looks
 * only at the file's head, its tail and a few hundred characters around each cut.
 *
 * It applies to the layout `bodyplan ik` and the trackers' converters write, `{"frames": [...]}`
 * with an optional leading "fps", whose frames hold numbers and nulls only (no string: one native
 * search for a quote says so). Between the brackets there is then no string, so a cut at a comma is
 * between two frames exactly when the text before it is balanced; that is not checked here but by
 * the strict parse of each part (readFramesText: `[part]` must parse as whole frames), which fails
 * for a cut anywhere else. Null when the layout is another one: the caller then uses framesSpans.
 */
export interface FramesCuts {
  /** The frames array's inside: between its brackets. */
  start: number;
  end: number;
  /** The offsets of the commas the parts are cut at, increasing, `parts` − 1 of them. */
  cuts: number[];
}

const HEAD = /^\s*\{\s*(?:"fps"\s*:\s*-?\d[\d.eE+-]*\s*,\s*)?"frames"\s*:\s*\[/;
const TAIL = /\]\s*\}\s*$/;
/** How far from its even share a cut may move to find a frame boundary. */
const SEARCH_CHARACTERS = 1 << 20;

export function framesCuts(text: string, parts: number): FramesCuts | null {
  const head = HEAD.exec(text.slice(0, 256));
  const tailFrom = Math.max(0, text.length - 256);
  const tail = TAIL.exec(text.slice(tailFrom));
  if (head === null || tail === null) return null;
  const start = head[0].length;
  const end = tailFrom + tail.index;
  if (end <= start) return null;
  const quote = text.indexOf('"', start);
  if (quote !== -1 && quote < end) return null;
  const cuts: number[] = [];
  for (let s = 1; s < parts; s++) {
    const from = Math.max(start + Math.round(((end - start) * s) / parts), (cuts.at(-1) ?? start) + 1);
    const cut = frameBoundaryAfter(text, from, Math.min(end, from + SEARCH_CHARACTERS));
    if (cut === -1) return null;
    cuts.push(cut);
  }
  return { start, end, cuts };
}

/**
 * The first comma at or after `from` (before `to`) that looks like one between two frames: a frame
 * ends with the bracket of its last point or its last null (`]]`, `null]`) and the next begins with
 * a bracket; a comma between two points of one frame has a digit or `l` before its `]`. A wrong
 * guess costs only the quick way (the parts then fail to parse), never a wrong answer.
 */
function frameBoundaryAfter(text: string, from: number, to: number): number {
  for (let comma = text.indexOf(',', from); comma !== -1 && comma < to; comma = text.indexOf(',', comma + 1)) {
    const before = previousNonSpace(text, comma - 1);
    if (before === -1 || text.charCodeAt(before) !== CLOSE_BRACKET) continue;
    const last = text.charCodeAt(previousNonSpace(text, before - 1));
    if (last !== CLOSE_BRACKET && last !== LOWER_L) continue;
    if (text.charCodeAt(nextNonSpace(text, comma + 1)) === OPEN_BRACKET) return comma;
  }
  return -1;
}

const { OPEN_BRACKET, CLOSE_BRACKET, LOWER_L } = JSON_CHAR;
const isSpace = isJsonSpace;

function previousNonSpace(text: string, i: number): number {
  while (i >= 0 && isSpace(text.charCodeAt(i))) i--;
  return i;
}

function nextNonSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}
