/**
 * Puts an inline script right after index.html's `<meta charset>`, ahead of its stylesheet links.
 * A classic script that comes after a stylesheet waits for that stylesheet to download before it
 * runs (the HTML parser blocks scripts on pending style sheets): scripts that start requests must
 * come first. After the charset, which must stay within the document's first 1,024 bytes.
 */
export function inlineScriptAfterCharset(html: string, script: string): string {
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (!charset) throw new Error('index.html has no <meta charset>: the inline script has no place to go');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n    <script>${script}</script>${html.slice(at)}`;
}
