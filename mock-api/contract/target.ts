import { describe, expect } from 'vitest';
import { startHttpTestServer, type HttpTestServer } from '../../src/testing/httpTestServer.ts';
import { createApiHandler } from '../handler.ts';
import { serveWithHandler } from '../node-adapter.ts';
import type { MockApiOptions } from '../options.ts';

/**
 * Where the contract tests send their requests: `API_BASE_URL` (any deployment) or, by default,
 * the mock on a random port of this machine, started by the test itself.
 */
export const EXTERNAL_BASE_URL = process.env.API_BASE_URL?.replace(/\/+$/, '') || undefined;

const MOCK_ONLY_REASON = 'mock only: an implementation detail of mock-api, skipped because API_BASE_URL is set';

/** A suite about the mock itself (its data, flags, faults, fuzzing): skipped, with the reason shown, against a deployment. */
export function describeMockOnly(name: string, suite: () => void): void {
  if (EXTERNAL_BASE_URL) console.info(`skipped "${name}": ${MOCK_ONLY_REASON}`);
  describe.skipIf(Boolean(EXTERNAL_BASE_URL))(`${name} [${MOCK_ONLY_REASON.split(':')[0]}]`, suite);
}

export type RunningMock = HttpTestServer;

/** The mock on 127.0.0.1, port chosen by the system. */
export async function startMock(options: Partial<MockApiOptions> = {}): Promise<RunningMock> {
  const handler = createApiHandler(options);
  return startHttpTestServer((req, res) => void serveWithHandler(handler, req, res));
}

/** The base URL under test: the deployment named by API_BASE_URL, else a fresh mock. */
export async function startTarget(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  if (EXTERNAL_BASE_URL) return { baseUrl: EXTERNAL_BASE_URL, close: async () => {} };
  return startMock();
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

export async function request(url: string, init: RequestInit = {}): Promise<JsonAnswer> {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000), ...init });
  const text = await response.text();
  let body: unknown = undefined;
  // Django's own pages (its 404 outside DRF, the browsable API) are HTML: only JSON is parsed.
  if (text !== '' && (response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, text, body };
}

export async function getJson<T = unknown>(url: string, init: RequestInit = {}): Promise<T> {
  const answer = await request(url, init);
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return answer.body as T;
}

/** `Vary` names, lower-cased: django-cors-headers writes `origin`, the mock `Origin`. */
export function varyNames(headers: Headers): string[] {
  return (headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
}

/**
 * DRF's headers and django-cors-headers' `Vary: Origin`, which every API answer to a request
 * without `Origin` carries, errors included; no CORS header without `Origin`.
 */
export function expectApiHeaders(headers: Headers, label = ''): void {
  expect(headers.get('content-type'), label).toBe('application/json');
  expect(varyNames(headers), label).toEqual(expect.arrayContaining(['accept', 'origin']));
  expect(headers.get('allow'), label).toBe('GET, HEAD, OPTIONS');
  expect(headers.get('access-control-allow-origin'), label).toBeNull();
}
