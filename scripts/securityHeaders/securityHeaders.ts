import { createHash } from 'node:crypto';

/**
 * The security headers the built app is served with, by `vite preview` and by the production
 * configurations the build writes (see securityHeadersPlugin.ts). The policy allows the app's own
 * files and exactly the inline scripts index.html carries (by hash), nothing else that runs.
 * Styles are not scripts: inline styles are allowed (see contentSecurityPolicy for why).
 */

/** The text of every inline `<script>` (one without `src`) in `html`, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].filter((match) => !/\ssrc\s*=/i.test(` ${match[1]!}`)).map((match) => match[2]!);
}

/** A CSP hash source: `'sha256-<base64>'` of the UTF-8 text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy for a built index.html. Why each source is there:
 * - `'wasm-unsafe-eval'`: the kinematics kernels and HDF5 reader are WebAssembly (no JS eval).
 * - `connect-src https: http:` and `img-src https: http:`: the reader can be pointed at another
 *   deployment of the news API (its settings accept http and https, a lab's API on a local port
 *   included), and articles' pictures live on their own hosts; the Studio's ?url= fetches a plan
 *   from any address. A deployment with one fixed API may narrow both to its hosts.
 * - `blob:` for media and images: the Studio shows a lab's video and pictures from local files.
 * - `frame-ancestors 'none'`: no other site may frame the app (clickjacking); only a header can say it.
 * - `style-src 'unsafe-inline'`: the Studio's JSON editor (CodeMirror) writes its theme into a `<style>`
 *   element at run time, whose text grows as editor parts load, so no hash or nonce can name it on a
 *   static host; blocked, the editor's gutter and lines fall apart. Inline CSS runs no code, and
 *   script-src stays hash-only. (A hash in style-src would make browsers ignore 'unsafe-inline'.)
 */
export function contentSecurityPolicy(html: string): string {
  const scripts = [...new Set(inlineScripts(html).map(hashSource))];
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts, "'wasm-unsafe-eval'"].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self' https: http:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** Every security header, by name, for a built index.html. */
export function securityHeaders(html: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(html),
    'X-Content-Type-Options': 'nosniff',
    // For browsers that predate frame-ancestors; the CSP's directive wins where both are known.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** nginx `add_header` lines (`always`: error pages carry them too), for an `include` in a server block. */
export function nginxHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n')
    .concat('\n');
}

/** A Caddy `header` block, for an `import` in a site block. */
export function caddyHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `\t${name} "${value}"`);
  return ['header {', ...lines, '}', ''].join('\n');
}
