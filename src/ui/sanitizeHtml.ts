import DOMPurify from 'dompurify';

/**
 * The only way HTML from the API reaches the page. Keeps headings, paragraphs, lists, links,
 * emphasis and images; drops scripts, event handlers, `javascript:` URLs, iframes, forms and styles.
 */
const ALLOWED_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'em', 'strong', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'cite', 'q',
  'blockquote', 'code', 'pre', 'span', 'div', 'figure', 'figcaption', 'img',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'lang', 'dir'];
/** http(s), mailto and relative references only: no javascript:, vbscript:, data: links. */
const ALLOWED_URI = /^(?:https?:|mailto:|[/#?.]|[^:]*$)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // An instance of our own, so these hooks never leak into another user of DOMPurify.
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      if (node.hasAttribute('href')) {
        // Links from the API open outside the app and cannot reach back to it (window.opener).
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    } else if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Builds the purifier and runs it once on a small fragment. A first paint calls it in a task of its
 * own before the article's text: DOMPurify's setup and first run were ~27 ms of the article's
 * first-paint task on a 4× slowed CPU (bench:reader-long-tasks with a fast network).
 */
export function prepareSanitizer(): void {
  sanitizeHtml('<p><a href="/">a</a><img src="/" alt=""></p>');
}

export interface SanitizedHtml {
  html: string;
  /** No text and no image left: the section can be hidden. */
  isEmpty: boolean;
}

export function sanitizeHtml(dirty: string): SanitizedHtml {
  const fragment = getPurifier().sanitize(dirty, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  const holder = document.createElement('div');
  holder.append(fragment);
  const isEmpty = (holder.textContent ?? '').trim() === '' && holder.querySelector('img') === null;
  return { html: holder.innerHTML, isEmpty };
}
