/**
 * A cheap look at an HTML fragment from the API before it reaches the sanitizer: one linear pass
 * over the tags, no DOM. An article body of 100,000 nested elements (1.1 MB) froze the page for
 * 58 s inside the sanitizer; such a body is refused here in milliseconds, and the reader is offered
 * the article on the public site instead.
 */
export interface HtmlLimits {
  /** Characters of HTML. */
  maxChars: number;
  /** Elements open inside each other. */
  maxDepth: number;
  /** Elements in all. */
  maxElements: number;
}

/** Generous for a real article (a long one is ~30,000 characters, ~300 elements, depth ~8). */
export const DEFAULT_HTML_LIMITS: HtmlLimits = { maxChars: 300_000, maxDepth: 100, maxElements: 10_000 };

/** Elements with no end tag, and those the HTML parser closes on its own (their depth never piles up). */
const NOT_NESTING = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
  'p', 'li', 'dt', 'dd', 'option', 'tr', 'td', 'th',
]);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g;

/** Why the fragment is too big or too deep to render, or null when it is within the limits. */
export function htmlBudgetProblem(html: string, limits: HtmlLimits = DEFAULT_HTML_LIMITS): string | null {
  if (html.length > limits.maxChars) {
    return `the text is ${html.length.toLocaleString('en-US')} characters long (at most ${limits.maxChars.toLocaleString('en-US')} are shown here)`;
  }
  let depth = 0;
  let elements = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match !== null; match = TAG.exec(html)) {
    const name = (match[2] as string).toLowerCase();
    if (match[1] === '/') {
      if (!NOT_NESTING.has(name) && depth > 0) depth--;
      continue;
    }
    elements++;
    if (elements > limits.maxElements) return `the text has more than ${limits.maxElements.toLocaleString('en-US')} elements`;
    if (NOT_NESTING.has(name) || match[3] === '/') continue;
    depth++;
    if (depth > limits.maxDepth) return `the text nests more than ${limits.maxDepth} elements inside each other`;
  }
  return null;
}
