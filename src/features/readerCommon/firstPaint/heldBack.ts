import { nextPaint } from './firstPaintSteps.ts';

/**
 * What a first paint draws a frame later: the part of the page under the first screen. Drawn at
 * once, the whole page's style and layout came in one task after the first paint (the news list's
 * cards 42-61 ms, an article's text 33-55 ms on a 4× slowed CPU; bench:reader-long-tasks); drawn in
 * two steps, the first screen's and then the rest's are two shorter tasks.
 *
 * Takes `nodes` out of the DOM. Each must end its parent (the nodes after it in its parent are held
 * back too), and they come in document order: `restore` then appends each to its parent again, in
 * that order, which puts the page back as it was.
 */
export function holdBack(nodes: readonly ChildNode[]): () => void {
  const held = nodes.flatMap((node) => (node.parentNode ? [{ node, parent: node.parentNode }] : []));
  for (const { node } of held) node.remove();
  return () => {
    for (const { node, parent } of held) parent.appendChild(node);
  };
}

/**
 * Draws `page` into `root` without `later` (holdBack), then `later` a frame after, unless the app
 * has started meanwhile (`stillFirst`): its first render replaces #root anyway. Resolves once the
 * last step is on screen.
 */
export function drawFirstScreenThenRest(root: Element, page: Node, later: readonly ChildNode[], stillFirst: () => boolean): Promise<void> {
  return drawThenAdd(root, page, holdBack(later), stillFirst);
}

/**
 * Draws `page` into `root`, then, in a task after that frame is on screen, runs `addRest` (which
 * builds or puts back the part under the first screen), unless the app has started meanwhile
 * (`stillFirst`). Resolves once the last step is on screen.
 */
export async function drawThenAdd(root: Element, page: Node, addRest: () => void, stillFirst: () => boolean): Promise<void> {
  root.replaceChildren(page);
  await nextPaint();
  if (!stillFirst()) return;
  addRest();
  await nextPaint();
}

/**
 * How many blocks of about `blockPx` fill the first screen: at least `atLeast`, so that a short
 * window (or one not laid out yet) still draws a page's start at once.
 */
export function firstScreenCount(blockPx: number, atLeast: number, screenPx: number = window.innerHeight): number {
  return Math.max(atLeast, Math.ceil(screenPx / blockPx));
}
