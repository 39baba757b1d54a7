import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { parse } from 'yaml';

/** The contract shipped in the repository (what the mock serves at /api/schema/). */
export const CONTRACT_PATH = new URL('../openapi.yaml', import.meta.url);

/** ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM loader. */
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin) as typeof addFormatsPlugin;

type JsonSchema = Record<string, unknown>;
interface MediaType {
  schema?: JsonSchema;
  examples?: Record<string, { value: unknown }>;
}
interface HeaderObject {
  required?: boolean;
  schema?: JsonSchema;
}
export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  responses: Record<string, ResponseObject>;
}
type PathItem = Partial<Record<'get' | 'head' | 'options', Operation>>;
/** The description after swagger-parser validated it and resolved every `$ref`. */
export interface ContractDocument {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, JsonSchema> };
  'x-unknown-path': { response: ResponseObject };
  'x-other-methods': { methods: string[]; response: ResponseObject };
}

/** What a client saw: enough to check it against the description. */
export interface SeenAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export interface Contract {
  document: ContractDocument;
  /** The problems of one answer, each naming the request and the place; empty when it conforms. */
  check(method: string, url: string, answer: SeenAnswer): string[];
  /** ajv's validator of a schema of the description (compiled once). */
  validator(schema: JsonSchema): ValidateFunction;
}

/** The template of a path (`/api/v1/news/{id}/`) as an anchored pattern: a parameter is one segment. */
function templatePattern(template: string): RegExp {
  const escaped = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]+')}$`);
}

/** The response a status picks: the exact code, else its range (`5XX`), else `default`. */
function responseFor(responses: Record<string, ResponseObject>, status: number): ResponseObject | undefined {
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

/**
 * Reads mock-api/openapi.yaml, has swagger-parser validate it as OpenAPI 3.1 and resolve its
 * references, and checks answers with ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 */
export async function loadContract(): Promise<Contract> {
  const parsed = parse(readFileSync(CONTRACT_PATH, 'utf8')) as object;
  const document = (await SwaggerParser.validate(parsed as never)) as unknown as ContractDocument;
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  // OpenAPI's own annotations and ours: not JSON Schema keywords, and nothing to validate.
  ajv.addVocabulary(['example', 'x-counter-examples', 'discriminator', 'xml', 'externalDocs']);
  const compiled = new WeakMap<JsonSchema, ValidateFunction>();
  const validator = (schema: JsonSchema): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const templates = Object.keys(document.paths).map((template) => ({ template, pattern: templatePattern(template) }));

  const checkResponse = (label: string, response: ResponseObject, answer: SeenAnswer, method: string): string[] => {
    const problems: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = answer.headers.get(name);
      if (value === null) {
        if (header.required) problems.push(`${label}: header ${name} missing`);
        continue;
      }
      if (header.schema) {
        const validate = validator(header.schema);
        if (!validate(value)) problems.push(`${label}: header ${name}: ${JSON.stringify(value)} ${ajv.errorsText(validate.errors)}`);
      }
    }
    if (method === 'HEAD' || !response.content) return problems;
    const contentType = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const media = response.content[contentType];
    if (!media) return [...problems, `${label}: content type ${JSON.stringify(contentType)} is not one of ${Object.keys(response.content).join(', ')}`];
    if (!media.schema) return problems;
    let body: unknown = answer.text;
    if (contentType.endsWith('json')) {
      try {
        body = JSON.parse(answer.text);
      } catch {
        return [...problems, `${label}: body is not JSON: ${answer.text.slice(0, 80)}`];
      }
    }
    const validate = validator(media.schema);
    if (!validate(body)) problems.push(`${label}: body: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
    return problems;
  };

  const check = (method: string, url: string, answer: SeenAnswer): string[] => {
    const upper = method.toUpperCase();
    const { pathname } = new URL(url);
    const target = url.replace(/^[a-z]+:\/\/[^/]+/, '');
    const label = `${upper} ${target.length > 100 ? `${target.slice(0, 100)}…` : target} (${answer.status})`;
    const found = templates.find(({ pattern }) => pattern.test(pathname));
    if (!found) {
      if (answer.status !== 404) return [`${label}: an unknown path must answer 404`];
      return checkResponse(label, document['x-unknown-path'].response, answer, upper);
    }
    const pathItem = document.paths[found.template]!;
    const operation = upper === 'HEAD' ? pathItem.head ?? pathItem.get : pathItem[upper.toLowerCase() as 'get' | 'options'];
    if (!operation) {
      if (!document['x-other-methods'].methods.includes(upper)) return [`${label}: ${upper} is not in the description`];
      if (answer.status !== 405) return [`${label}: ${upper} must answer 405`];
      return checkResponse(label, document['x-other-methods'].response, answer, upper);
    }
    const response = responseFor(operation.responses, answer.status);
    if (!response) return [`${label}: status ${answer.status} is not documented for ${operation.operationId ?? found.template}`];
    return checkResponse(label, response, answer, upper);
  };

  return { document, check, validator };
}
