import type { Page } from '@playwright/test';

/** A problem with the visible text of a page: two text boxes that intersect, a text box outside its box, a container that scrolls sideways, a name or number cut mid-word. */
export interface TextProblem {
  kind: 'overlap' | 'outside' | 'sideways-scroll' | 'mid-word';
  text: string;
  detail: string;
}

/**
 * Finds the visible text's problems under `rootSelector`, in the page as it is (no scrolling):
 * every text node's boxes (Range.getClientRects), cut to the overflow boxes around them; a box is
 * visible when something of it is left, it is on screen and what paints at its centre is its own
 * element (or another text's: text over text is what this looks for), not a surface laid over it.
 * While a modal dialog is open only its text counts (the rest is behind its backdrop).
 */
export async function textProblems(page: Page, rootSelector = 'main'): Promise<TextProblem[]> {
  return page.evaluate((selector) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const problems: { kind: 'overlap' | 'outside' | 'sideways-scroll' | 'mid-word'; text: string; detail: string }[] = [];
    const root = document.querySelector(selector) ?? document.body;
    const modal = [...document.querySelectorAll('dialog[open]')].find((d) => d.matches(':modal')) ?? null;
    const scope = modal ?? root;
    const describe = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 80);
    const round = (b: Box) => `${Math.round(b.left)},${Math.round(b.top)} ${Math.round(b.right - b.left)}×${Math.round(b.bottom - b.top)}`;
    const cut = (a: Box, b: Box): Box => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });
    const empty = (b: Box) => b.right - b.left < 1 || b.bottom - b.top < 1;
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';
    const isBlock = (style: CSSStyleDeclaration) => !style.display.startsWith('inline') && style.display !== 'contents';

    // Hit testing sees what is painted on top, whatever its pointer-events.
    const noPointer = document.createElement('style');
    noPointer.textContent = '* { pointer-events: auto !important; }';
    document.head.append(noPointer);
    try {
      const viewport: Box = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
      const owners = new Set<Element>();
      const texts: { node: Text; element: Element; boxes: Box[] }[] = [];
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const element = node.parentElement;
        if (!element || !node.data.trim()) continue;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (element.closest('option, script, style, noscript')) continue;
        // Boxes cut by every clipping ancestor (overflow other than visible).
        let clip: Box = viewport;
        const styleOf = new Map<Element, CSSStyleDeclaration>();
        for (let a: Element | null = element; a && a !== document.documentElement; a = a.parentElement) {
          const style = getComputedStyle(a);
          styleOf.set(a, style);
          if (a !== element && clips(style)) {
            const r = a.getBoundingClientRect();
            clip = cut(clip, { left: r.left + a.clientLeft, top: r.top + a.clientTop, right: r.left + a.clientLeft + a.clientWidth, bottom: r.top + a.clientTop + a.clientHeight });
          }
        }
        const own = getComputedStyle(element);
        if (clips(own)) {
          const r = element.getBoundingClientRect();
          clip = cut(clip, { left: r.left, top: r.top, right: r.right, bottom: r.bottom });
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        const boxes: Box[] = [];
        for (const r of range.getClientRects()) {
          if (r.width < 1 || r.height < 1) continue;
          const visible = cut(r, clip);
          if (empty(visible)) continue;
          const x = (visible.left + visible.right) / 2;
          const y = (visible.top + visible.bottom) / 2;
          const hit = document.elementFromPoint(x, y);
          const mine = hit !== null && (hit === element || element.contains(hit) || hit.contains(element));
          const otherText = hit !== null && [...hit.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent!.trim() !== '');
          if (!mine && !otherText) continue; // a surface (a popup, a panel) is laid over it
          boxes.push(visible);

          // Outside its box: beyond the nearest block around it, where that block does not clip it.
          let block: Element | null = element;
          while (block && !isBlock(styleOf.get(block) ?? getComputedStyle(block))) block = block.parentElement;
          if (block && !clips(styleOf.get(block) ?? getComputedStyle(block))) {
            const b = block.getBoundingClientRect();
            const out = Math.max(b.left - visible.left, visible.right - b.right);
            if (out > 1.5) problems.push({ kind: 'outside', text: describe(node.data), detail: `${round(visible)} sticks out of its <${block.tagName.toLowerCase()} class="${block.className}"> (${round(b)}) by ${Math.round(out)} px` });
          }
        }
        if (boxes.length === 0) continue;
        texts.push({ node, element, boxes });
        owners.add(element);

        // Cut mid-word: a line break between two letters or digits (not at a <wbr> or a hyphen). The
        // JSON editor's soft wrap is left out: code wraps anywhere once a token is wider than a line.
        if (boxes.length > 1 && !element.closest('.cm-content')) {
          const data = node.data;
          const char = document.createRange();
          let lastTop: number | null = null;
          for (let i = 0; i < data.length; i++) {
            if (/\s/.test(data[i]!)) continue;
            char.setStart(node, i);
            char.setEnd(node, i + 1);
            const r = char.getClientRects()[0];
            if (!r) continue;
            if (lastTop !== null && r.top > lastTop + 2 && i > 0 && /[\p{L}\p{N}]/u.test(data[i - 1]!) && /[\p{L}\p{N}]/u.test(data[i]!)) {
              problems.push({ kind: 'mid-word', text: describe(data), detail: `breaks between “${data.slice(Math.max(0, i - 8), i)}” and “${data.slice(i, i + 8)}” in <${element.tagName.toLowerCase()} class="${element.className}">` });
              break;
            }
            lastTop = r.top;
          }
        }
      }

      // Two text boxes that intersect (by more than the 2 px a tight line height gives).
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) {
          for (const a of texts[i]!.boxes) {
            for (const b of texts[j]!.boxes) {
              const both = cut(a, b);
              if (both.right - both.left > 2 && both.bottom - both.top > 2) {
                problems.push({ kind: 'overlap', text: `${describe(texts[i]!.node.data)} ⟷ ${describe(texts[j]!.node.data)}`, detail: `${round(a)} and ${round(b)}` });
              }
            }
          }
        }
      }

      // Containers that scroll sideways, and the page itself.
      if (document.documentElement.scrollWidth > innerWidth + 1) problems.push({ kind: 'sideways-scroll', text: 'the page', detail: `${document.documentElement.scrollWidth} px wide in a ${innerWidth} px window` });
      for (const element of scope.querySelectorAll('*')) {
        const style = getComputedStyle(element);
        if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue;
        if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
          problems.push({ kind: 'sideways-scroll', text: describe(element.textContent ?? ''), detail: `<${element.tagName.toLowerCase()} class="${element.className}"> scrolls ${element.scrollWidth - element.clientWidth} px sideways` });
        }
      }
    } finally {
      noPointer.remove();
    }
    return problems;
  }, rootSelector);
}
