import { describe, expect, it } from 'vitest';
import { inlineScriptAfterCharset } from './inlineScriptAfterCharset.ts';

const HTML = '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <title>t</title>\n    <link rel="stylesheet" href="/a.css">\n  </head>\n</html>';

describe('an inline script placed after the charset', () => {
  it('comes right after <meta charset>, ahead of the stylesheet that would hold it back', () => {
    const html = inlineScriptAfterCharset(HTML, 'go()');
    expect(html.indexOf('<script>go()</script>')).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    expect(html.indexOf('<script>go()</script>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html.replace('\n    <script>go()</script>', '')).toBe(HTML);
  });

  it('puts a second script ahead of the first, both after the charset', () => {
    const html = inlineScriptAfterCharset(inlineScriptAfterCharset(HTML, 'first()'), 'second()');
    expect(html.indexOf('second()')).toBeLessThan(html.indexOf('first()'));
    expect(html.indexOf('second()')).toBeGreaterThan(html.indexOf('charset'));
  });

  it('refuses a page with no charset declaration', () => {
    expect(() => inlineScriptAfterCharset('<html><head></head></html>', 'go()')).toThrow('no <meta charset>');
  });
});
