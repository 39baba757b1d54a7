import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkContract, walkFindings, type WalkStep } from '../testing/contractWalk.ts';
import { loadContract } from '../testing/openapiContract.ts';
import { EXTERNAL_BASE_URL, startTarget } from './target.ts';

// The walk of mock-api/openapi.test.ts against API_BASE_URL (a real deployment), or the mock.
let steps: WalkStep[] = [];
let close = async () => {};
beforeAll(async () => {
  const [target, contract] = await Promise.all([startTarget(), loadContract()]);
  close = target.close;
  steps = await walkContract(target.baseUrl, contract);
});
afterAll(() => close());

describe(`the OpenAPI contract against ${EXTERNAL_BASE_URL ?? 'the mock'}`, () => {
  it('every answer of the walk validates against mock-api/openapi.yaml', () => {
    const findings = walkFindings(steps, Boolean(EXTERNAL_BASE_URL));
    console.info(`walk: ${steps.length} requests (${findings.statusTally}), ${findings.offContract.length} off the contract`);
    expect(findings.offContract).toEqual([]);
  });

  it('answers the contract\'s status for each request (a deployment\'s 500 where the contract names its bug is reported)', () => {
    const findings = walkFindings(steps, Boolean(EXTERNAL_BASE_URL));
    for (const bug of findings.deploymentBugs) console.warn(`deployment bug (the contract says 400/404): ${bug}`);
    expect(findings.wrongStatus).toEqual([]);
  });
});
