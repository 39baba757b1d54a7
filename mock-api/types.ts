/** A request as the framework-free handler sees it: no Node or browser objects, so the same
 * handler serves the standalone server, Vite's dev/preview middleware and in-process tests. */
export interface ApiRequest {
  method: string;
  /** Path and query string, e.g. `/api/v1/news/?limit=5`. */
  url: string;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

export type ApiHandler = (request: ApiRequest) => ApiResponse | Promise<ApiResponse>;
