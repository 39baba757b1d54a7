import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { ApiResponse } from '../types.ts';
import { lastValue, parseQueryString } from './query-string.ts';
import { API_HEADERS, methodNotAllowed, notFound } from './responses.ts';

/** The contract, shipped beside the mock (mock-api/openapi.yaml). */
const DESCRIPTION_URL = new URL('../openapi.yaml', import.meta.url);

/** drf-spectacular's media types: YAML by default, JSON with `?format=json`. */
const YAML_TYPE = 'application/vnd.oai.openapi';
const JSON_TYPE = 'application/vnd.oai.openapi+json';

let yamlText: Buffer | undefined;
let jsonText: Buffer | undefined;

// Read on first request only: most runs of the mock never ask for it.
function description(format: 'yaml' | 'json'): Buffer {
  yamlText ??= readFileSync(DESCRIPTION_URL);
  if (format === 'yaml') return yamlText;
  // The YAML's anchors (shared parameter lists) come out expanded, as JSON has none.
  jsonText ??= Buffer.from(JSON.stringify(parse(yamlText.toString('utf8'))), 'utf8');
  return jsonText;
}

/** GET /api/schema/: the OpenAPI 3.1 description of this API, as drf-spectacular serves a DRF service's. */
export function schemaView(method: string, rawQuery: string): ApiResponse {
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') return methodNotAllowed(method);
  const format = lastValue(parseQueryString(rawQuery), 'format') ?? 'yaml';
  if (format !== 'yaml' && format !== 'json') return notFound();
  return {
    status: 200,
    headers: { ...API_HEADERS, 'Content-Type': format === 'json' ? JSON_TYPE : YAML_TYPE },
    body: description(format),
  };
}
