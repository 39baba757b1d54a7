import type { Page } from '@playwright/test';

/**
 * #root as an indented outline: each element with its attributes (sorted) and its text, to compare
 * a first paint (src/features/news/firstPaint) with the app's render of the same page. Left out:
 * what only one side can have (the search field's generated id and its label's `for`, `inert` on
 * the first paint's controls and its mark `data-first-paint`, `aria-busy` while the neighbouring
 * pages load), and every element that matches `appOnly` (what the app adds that the first paint
 * leaves to it: Load more and the pager under the cards, an article's sections under its text).
 */
export function outline(page: Page, appOnly: string): Promise<string> {
  return page.evaluate((appOnly) => {
    const root = document.getElementById('root')!.cloneNode(true) as HTMLElement;
    root.querySelectorAll(appOnly).forEach((node) => node.remove());
    const ignored = new Set(['aria-busy', 'inert', 'id', 'for', 'data-first-paint']);
    const walk = (element: Element, depth: number): string => {
      const pad = '  '.repeat(depth);
      const attributes = [...element.attributes]
        .filter((attribute) => !ignored.has(attribute.name) || (attribute.name === 'id' && element.tagName === 'MAIN'))
        .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
        .sort()
        .join(' ');
      let out = `${pad}<${element.tagName.toLowerCase()} ${attributes}>\n`;
      let text = '';
      for (const child of element.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) {
          text += (child as Text).data;
          continue;
        }
        if (text) out += `${pad}  ${JSON.stringify(text)}\n`;
        text = '';
        if (child.nodeType === Node.ELEMENT_NODE) out += walk(child as Element, depth + 1);
      }
      if (text) out += `${pad}  ${JSON.stringify(text)}\n`;
      return out;
    };
    return walk(root, 0);
  }, appOnly);
}

/** The box of every element that matches `selector`, in document order. */
export function boxes(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${box.x.toFixed(1)},${box.y.toFixed(1)} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`;
      }),
    selector,
  );
}

/** The app's chunk (src/boot.tsx): held back, the page shows its first paint alone. */
export const BOOT_CHUNK = /\/assets\/boot-[^/]*\.js$/;

/** Holds the app's chunk until `release` is called; `requested` tells whether the page asked for it. */
export async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { requested: false, release };
  await page.route(BOOT_CHUNK, async (route) => {
    state.requested = true;
    await released;
    await route.continue();
  });
  return state;
}
