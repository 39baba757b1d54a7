import type { z } from 'zod/mini';
import { isOnApiOrigin, resolveApiLink } from './apiLinks.ts';
import { readCappedText, TooLargeError } from '../cappedRead.ts';
import { ApiHttpError, ApiNetworkError, ApiRefusedError, ApiSchemaError, ApiTimeoutError, ApiTooLargeError } from './errors/apiErrors.ts';
import { fieldErrorsOf } from './errors/drfFieldErrors.ts';
import { describeSchemaIssues } from './errors/schemaIssues.ts';

export interface ApiClient {
  /** Absolute base without a trailing slash, e.g. `http://127.0.0.1:8000`. */
  readonly baseUrl: string;
  /** How long one request may take, answer body included. */
  readonly timeoutMs: number;
  /**
   * An absolute URL for an API path such as `/api/v1/news/` or a link the API gave; throws
   * ApiRefusedError for anything that is not a URL or lies outside the API's origin.
   */
  url(path: string, what?: string): string;
  /** GETs a URL (absolute, or a path under the base) and validates the JSON against `schema`. */
  getJson<Schema extends z.ZodMiniType>(url: string, schema: Schema, signal?: AbortSignal): Promise<z.infer<Schema>>;
  /** GETs a URL and returns its JSON unvalidated (the caller validates it, e.g. item by item). */
  getRawJson(url: string, signal?: AbortSignal): Promise<unknown>;
}

/** A stalled server must not leave a page spinning forever. */
const DEFAULT_TIMEOUT_MS = 15_000;
/**
 * The largest answer read. The biggest honest one is a page of 100 news (~0.3 MB on the mock);
 * far more is a broken or hostile server, refused before it fills the tab's memory.
 */
const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024;

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBodyBytes?: number;
}

function detailOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') return body.detail;
  return null;
}

function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export function createApiClient({
  baseUrl,
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
  timeoutMs = DEFAULT_TIMEOUT_MS,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
}: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');
  const url = (path: string, what = 'link') => resolveApiLink(base, path, what);

  /** One GET: the status and the body's JSON (or the text when it is not JSON), within the time limit. */
  async function request(target: string, signal: AbortSignal | undefined): Promise<{ response: Response; body: unknown; isJson: boolean; absolute: string }> {
    const absolute = url(target);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) controller.abort(signal.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    // A cancelled request (the page was left) rethrows the abort as it is; a timeout says so.
    const stopped = (error: unknown): Error | null =>
      timedOut ? new ApiTimeoutError(absolute, timeoutMs) : signal?.aborted ? (error instanceof Error ? error : new Error(String(error))) : null;
    try {
      const origin = new URL(`${base}/`).origin;
      const refuseRedirect = (target: string) =>
        new ApiRefusedError(`${absolute} redirected to ${target}, outside the configured API (${origin}); the redirect was not followed`, absolute);
      const get = async (target: string, redirect: RequestRedirect): Promise<Response> => {
        try {
          return await fetchImpl(target, { headers: { Accept: 'application/json' }, signal: controller.signal, redirect });
        } catch (error) {
          throw stopped(error) ?? new ApiNetworkError(`${absolute} could not be reached (${error instanceof Error ? error.message : String(error)})`, absolute);
        }
      };
      // Redirects are followed by hand, each target checked first (where the Location can be read).
      let response = await get(absolute, 'manual');
      for (let hops = 0; response.status >= 300 && response.status < 400 && response.headers.has('location'); hops++) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get('location') as string;
        let target: string;
        try {
          target = resolveApiLink(response.url || absolute, location, 'redirect');
          resolveApiLink(base, target, 'redirect');
        } catch {
          throw refuseRedirect(location.slice(0, 120));
        }
        if (hops >= 5) throw new ApiRefusedError(`${absolute} redirected more than 5 times; the redirects were not followed further`, absolute);
        response = await get(target, 'manual');
      }
      // A browser hides a redirect's target ("opaqueredirect"), so it cannot be checked before it is
      // followed, and following it would send the request to whatever host it names (issue 42). The
      // API answers at the addresses this client builds and never needs to redirect, so a hidden
      // redirect is refused unfollowed, even one that would stay on the API's origin; where the
      // target can be read (Node, the tests), same-origin redirects are followed by hand above.
      if (response.type === 'opaqueredirect') {
        throw new ApiRefusedError(`${absolute} answered with a redirect; the API should answer at its own address, so the redirect was not followed`, absolute);
      }
      if (response.url && !isOnApiOrigin(base, response.url)) {
        await response.body?.cancel().catch(() => undefined);
        throw refuseRedirect(response.url.slice(0, 120));
      }
      let text: string;
      try {
        text = await readCappedText(response, maxBodyBytes);
      } catch (error) {
        if (error instanceof TooLargeError) {
          throw new ApiTooLargeError(`${absolute} answered more than ${sizeInWords(maxBodyBytes)}, far more than any page of the API; the answer was not read`, absolute);
        }
        throw stopped(error) ?? new ApiNetworkError(`${absolute} broke off its answer (${error instanceof Error ? error.message : String(error)})`, absolute);
      }
      try {
        return { response, body: JSON.parse(text) as unknown, isJson: true, absolute };
      } catch {
        return { response, body: text, isJson: false, absolute };
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function getRawJson(target: string, signal?: AbortSignal): Promise<unknown> {
    const { response, body, isJson, absolute } = await request(target, signal);
    if (!response.ok) {
      if (!isJson) throw new ApiHttpError(absolute, response.status, response.statusText, null);
      throw new ApiHttpError(absolute, response.status, response.statusText, detailOf(body), response.status === 400 ? fieldErrorsOf(body) : null);
    }
    if (!isJson) throw new ApiSchemaError(absolute, ['(root): expected JSON, got text that is not JSON']);
    return body;
  }

  return {
    baseUrl: base,
    timeoutMs,
    url,
    getRawJson,
    async getJson(target, schema, signal) {
      const body = await getRawJson(target, signal);
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw new ApiSchemaError(url(target), describeSchemaIssues(parsed.error.issues, body));
      return parsed.data;
    },
  };
}
