/**
 * "1 joint", "2 joints", "0 errors": a count with its noun in the right number. English only;
 * `plural` gives the irregular plural ("1 child", "3 children") when adding "s" is wrong.
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
