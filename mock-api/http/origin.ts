/** Django's host validation (lower-cased): a name or an IPv6 literal, then an optional port. */
const VALID_HOST = /^([a-z0-9.-]+|\[[a-f0-9]*:[a-f0-9.:]+\])(:[0-9]+)?$/;

/**
 * `scheme://host` of the request, as Django builds absolute URIs. Only with `trustProxy` (Django's
 * USE_X_FORWARDED_HOST and SECURE_PROXY_SSL_HEADER) does the first `X-Forwarded-Proto` value decide
 * https and `X-Forwarded-Host` (first value) replace `Host`: anyone can send those headers.
 * Returns null for a host Django would refuse (400).
 */
export function requestOrigin(headers: Readonly<Record<string, string | undefined>>, trustProxy: boolean): string | null {
  const forwardedProto = trustProxy ? headers['x-forwarded-proto'] : undefined;
  const scheme = forwardedProto !== undefined && (forwardedProto.split(',')[0] ?? '').trim().toLowerCase() === 'https' ? 'https' : 'http';
  const forwardedHost = trustProxy ? headers['x-forwarded-host'] : undefined;
  const host = ((forwardedHost !== undefined && forwardedHost !== '' ? forwardedHost.split(',')[0] : headers.host) ?? 'localhost').trim();
  if (!VALID_HOST.test(host.toLowerCase())) return null;
  return `${scheme}://${host}`;
}
