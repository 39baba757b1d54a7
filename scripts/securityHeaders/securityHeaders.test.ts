import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caddyHeaders, contentSecurityPolicy, hashSource, inlineScripts, nginxHeaders, securityHeaders } from './securityHeaders.ts';

const PAGE = `<!doctype html><html><head><meta charset="UTF-8" /><script>var a=1</script>
<script type="module" crossorigin src="/assets/index-x.js"></script><style>p{color:red}</style></head>
<body><script>document.title='t'</script></body></html>`;

describe('the security headers of a built index.html', () => {
  it('hashes each inline script, not the scripts loaded from a file, and allows inline styles only', () => {
    expect(inlineScripts(PAGE)).toEqual(['var a=1', "document.title='t'"]);
    const csp = contentSecurityPolicy(PAGE);
    // sha256 of "var a=1", computed independently: printf 'var a=1' | openssl dgst -sha256 -binary | base64
    expect(hashSource('var a=1')).toBe("'sha256-WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw='");
    expect(csp).toContain(`script-src 'self' ${hashSource('var a=1')} ${hashSource("document.title='t'")} 'wasm-unsafe-eval'`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).not.toContain(" 'unsafe-eval'");
  });

  it('writes the same headers for nginx and Caddy', () => {
    const headers = securityHeaders(PAGE);
    expect(nginxHeaders(headers)).toContain(`add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`);
    expect(nginxHeaders(headers)).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(caddyHeaders(headers)).toContain(`\tReferrer-Policy "strict-origin-when-cross-origin"`);
  });

  it("README's production configuration shows the policy the build writes", () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const policy = contentSecurityPolicy('<script>HASHES</script>').replace(hashSource('HASHES'), "'sha256-…'");
    expect(readme).toContain(policy);
  });
});
