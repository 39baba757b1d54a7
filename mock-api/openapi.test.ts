import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startMock, type RunningMock } from './contract/target.ts';
import { walkContract, walkFindings, type WalkStep } from './testing/contractWalk.ts';
import { CONTRACT_PATH, loadContract, type Contract } from './testing/openapiContract.ts';

// The mock against its contract (mock-api/openapi.yaml), over real HTTP: in `npm test`. The same
// walk runs against any deployment in mock-api/contract/openapi.contract.test.ts.
let mock: RunningMock;
let contract: Contract;
beforeAll(async () => {
  [mock, contract] = await Promise.all([startMock(), loadContract()]);
});
afterAll(() => mock.close());

describe('the description (mock-api/openapi.yaml)', () => {
  it('is valid OpenAPI 3.1 (swagger-parser) and describes the seven collections, list and detail', () => {
    const paths = Object.keys(contract.document.paths);
    console.info(`openapi.yaml: ${paths.length} paths, ${Object.keys(contract.document.components.schemas).length} schemas`);
    for (const collection of ['news', 'channels', 'categories', 'themes', 'publics', 'projects', 'mementos']) {
      expect(paths).toContain(`/api/v1/${collection}/`);
      expect(paths).toContain(`/api/v1/${collection}/{id}/`);
    }
  });

  it('is what the mock serves at /api/schema/: YAML by default, JSON with format=json', async () => {
    const shipped = readFileSync(CONTRACT_PATH, 'utf8');
    const yamlAnswer = await fetch(`${mock.baseUrl}/api/schema/`);
    expect(yamlAnswer.status).toBe(200);
    expect(yamlAnswer.headers.get('content-type')).toBe('application/vnd.oai.openapi');
    expect(await yamlAnswer.text()).toBe(shipped);
    const jsonAnswer = await fetch(`${mock.baseUrl}/api/schema/?format=json`);
    expect(jsonAnswer.headers.get('content-type')).toBe('application/vnd.oai.openapi+json');
    expect(await jsonAnswer.json()).toEqual(parse(shipped));
    expect((await fetch(`${mock.baseUrl}/api/schema/?format=xml`)).status).toBe(404);
    expect((await fetch(`${mock.baseUrl}/api/schema/`, { method: 'POST' })).status).toBe(405);
  });
});

describe('every mock answer of the walk conforms to the description', () => {
  let steps: WalkStep[] = [];
  beforeAll(async () => {
    steps = await walkContract(mock.baseUrl, contract);
  });

  it('validates every answer (status, headers, content type, body) with ajv against the description', () => {
    const findings = walkFindings(steps, false);
    console.info(`walk against the mock: ${steps.length} requests (${findings.statusTally}), ${findings.offContract.length} off the contract`);
    expect(steps.length).toBeGreaterThan(100);
    expect(findings.offContract).toEqual([]);
  });

  it('answers as DRF where a client can tell: filters on detail views, unknown paths, ids past 64 bits, too many query fields', () => {
    expect(walkFindings(steps, false).wrongStatus).toEqual([]);
  });
});

describe('the validator fails an answer off the contract', () => {
  it('names a missing field, a wrong header and an undocumented status', () => {
    const headers = new Headers({ 'content-type': 'application/json', allow: 'GET, HEAD, OPTIONS', vary: 'Accept, Origin' });
    const noCount = contract.check('GET', 'http://x/api/v1/themes/', { status: 200, headers, text: '{"next":null,"previous":null,"results":[]}' });
    expect(noCount.join('\n')).toContain("must have required property 'count'");
    const writable = new Headers({ 'content-type': 'application/json', allow: 'GET, POST', vary: 'Accept, Origin' });
    expect(contract.check('GET', 'http://x/api/v1/themes/3/', { status: 404, headers: writable, text: '{"detail":"Not found."}' }).join('\n')).toContain('header Allow');
    expect(contract.check('GET', 'http://x/api/v1/themes/3/', { status: 418, headers, text: '{}' }).join('\n')).toContain('status 418 is not documented');
    expect(contract.check('GET', 'http://x/api/v1/nothing/', { status: 200, headers, text: '{}' }).join('\n')).toContain('must answer 404');
  });
});
