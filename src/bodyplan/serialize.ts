import type { BodyPlan } from './schema.ts';

/**
 * 2-space JSON with a trailing newline. The document keeps its keys in load order and its x-*
 * keys, and JSON.stringify writes own keys in that order, so load -> save -> load is the identity.
 * JSON.stringify is iterative enough in V8 for 10,000-deep x-* values.
 */
export function serializeBodyPlan(document: BodyPlan): string {
  return JSON.stringify(document, null, 2) + '\n';
}
