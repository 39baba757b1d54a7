/**
 * `{slot}` templates compiled once into literal/slot parts, so filling one is a few string
 * concatenations (a regex replace per sentence would cost most of the 100,000-news budget).
 */
export type CompiledTemplate = readonly string[];

/** Even indices are literals, odd indices are slot names. */
export function compileTemplate(template: string): CompiledTemplate {
  return template.split(/\{(\w+)\}/);
}

export function fillTemplate(template: CompiledTemplate, slots: Readonly<Record<string, string>>): string {
  let out = template[0] ?? '';
  for (let i = 1; i < template.length; i += 2) {
    const name = template[i] as string;
    const value = slots[name];
    if (value === undefined) throw new Error(`template slot {${name}} has no value`);
    out += value + (template[i + 1] ?? '');
  }
  return out;
}
