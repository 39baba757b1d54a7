/**
 * A file name for a pasted body plan, so that exporting it gives something a person can tell apart
 * from other pastes: `pasted-<root joint name>.json` when the text names a root joint, else
 * `pasted-body-plan.json`. The text may be invalid (a paste is opened to show its errors too).
 */
export function pastedPlanName(text: string): string {
  const root = rootJointName(text);
  const slug = root === null ? '' : toFileSlug(root);
  return `pasted-${slug === '' ? 'body-plan' : slug}.json`;
}

function rootJointName(text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('joints' in parsed) || !Array.isArray(parsed.joints)) return null;
  for (const joint of parsed.joints as unknown[]) {
    if (typeof joint !== 'object' || joint === null) continue;
    const { name, parent } = joint as { name?: unknown; parent?: unknown };
    if (parent === null && typeof name === 'string') return name;
  }
  return null;
}

/** Keeps letters, digits, dot, dash and underscore; any other run becomes one dash; at most 60 characters. */
function toFileSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60)
    .replace(/[-.]+$/, '');
}
