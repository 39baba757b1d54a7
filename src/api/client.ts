import type { z } from 'zod/mini';
import { ApiHttpError, ApiNetworkError, ApiSchemaError, describeSchemaIssues } from './errors.ts';

export interface ApiClient {
  /** Absolute base without a trailing slash, e.g. `http://127.0.0.1:8000`. */
  readonly baseUrl: string;
  /** An absolute URL for an API path such as `/api/v1/news/`. */
  url(path: string): string;
  /** GETs a URL (absolute, or a path under the base) and validates the JSON against `schema`. */
  getJson<Schema extends z.ZodMiniType>(url: string, schema: Schema, signal?: AbortSignal): Promise<z.infer<Schema>>;
}

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
}

function detailOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') return body.detail;
  return null;
}

export function createApiClient({ baseUrl, fetch: fetchImpl = globalThis.fetch.bind(globalThis) }: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');
  const url = (path: string) => new URL(path, `${base}/`).href;
  return {
    baseUrl: base,
    url,
    async getJson(target, schema, signal) {
      const absolute = url(target);
      let response: Response;
      try {
        response = await fetchImpl(absolute, { headers: { Accept: 'application/json' }, signal });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new ApiNetworkError(`${absolute} could not be reached (${error instanceof Error ? error.message : String(error)})`, absolute);
      }
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        if (!response.ok) throw new ApiHttpError(absolute, response.status, response.statusText, null);
        throw new ApiSchemaError(absolute, ['(root): expected JSON, got text that is not JSON']);
      }
      if (!response.ok) throw new ApiHttpError(absolute, response.status, response.statusText, detailOf(body));
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw new ApiSchemaError(absolute, describeSchemaIssues(parsed.error.issues, body));
      return parsed.data;
    },
  };
}
