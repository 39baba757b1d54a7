import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml.tsx';
import { sanitizeHtml } from './sanitizeHtml.ts';
import { loadSanitizer } from './sanitizerLoader.ts';
import { htmlToPlainText } from './htmlToPlainText.ts';

afterEach(cleanup);
beforeAll(async () => {
  await loadSanitizer();
});

const HOSTILE = [
  '<p>Hello <script>window.__pwned = 1</script>world</p>',
  '<img src="x" onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned=3">click</a>',
  '<a href=" JaVaScRiPt:window.__pwned=4">spaced</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<div onclick="window.__pwned=5" style="position:fixed">x</div>',
  '<svg><script>window.__pwned=6</script></svg>',
  '<form action="https://evil.example"><input name="p"></form>',
  '<object data="x.swf"></object><embed src="x">',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
].join('');

describe('sanitizer', () => {
  it('neutralises scripts, handlers, javascript: and data: links, iframes and forms', () => {
    const { container } = render(<SafeHtml html={HOSTILE} />);
    expect(container.querySelectorAll('script, iframe, form, input, object, embed, svg, math, style')).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
        expect(attribute.name).not.toBe('style');
        expect(attribute.value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|data):/);
      }
    }
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    // The harmless text around the hostile parts stays.
    expect(container.textContent).toContain('Hello world');
  });

  it('keeps headings, paragraphs, lists, links, emphasis and images, with safe link targets', () => {
    const { container } = render(
      <SafeHtml
        html={'<h3>Head</h3><p>A <em>b</em> <strong>c</strong></p><ul><li>one</li></ul><ol><li>two</li></ol><a href="https://epfl.ch/x">link</a><img src="https://example.org/a.png" alt="A">'}
      />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('Head');
    expect(container.querySelectorAll('p, em, strong, ul li, ol li')).toHaveLength(5);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://epfl.ch/x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    const image = container.querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('alt'), image.getAttribute('loading')]).toEqual([
      'https://example.org/a.png',
      'A',
      'lazy',
    ]);
  });

  it('renders nothing for a fragment with no text or image left', () => {
    expect(sanitizeHtml('<p> </p><script>x()</script>').isEmpty).toBe(true);
    const { container } = render(<SafeHtml html="<p>&nbsp;</p>" />);
    expect(container.innerHTML).toBe('');
  });

  it('before the sanitizer has loaded, shows only the text of a fragment, read from an inert document', () => {
    expect(htmlToPlainText(HOSTILE)).toContain('Hello world');
    expect(htmlToPlainText('<img src=x onerror="window.__pwned=7"><p>a</p>\n<p>b</p>')).toBe('a b');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    // Text with no tag and no entity is kept as it is, its white space folded; an entity is decoded.
    expect(htmlToPlainText('  A lede,\n on two lines ')).toBe('A lede, on two lines');
    expect(htmlToPlainText('R&amp;D 1 &lt; 2')).toBe('R&D 1 < 2');
  });
});
