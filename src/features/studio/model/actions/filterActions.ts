import type { StudioActionSpec } from './studioActions.ts';

/**
 * How well a query matches a text, or null for no match: a substring at the start of a word scores
 * best, then any substring, then the query's letters in order (a fuzzy match: "dljs" finds
 * "Download JSON"), where fewer gaps score better. Case is ignored; so are spaces in the query for
 * the in-order match.
 */
export function matchScore(text: string, query: string): number | null {
  const haystack = text.toLowerCase();
  const needle = query.trim().toLowerCase();
  if (needle === '') return 0;
  const at = haystack.indexOf(needle);
  if (at !== -1) return at === 0 || /[^a-z0-9]/.test(haystack[at - 1]!) ? 1000 - at : 500 - at;
  const letters = needle.replace(/\s+/g, '');
  let from = 0;
  let gaps = 0;
  for (const letter of letters) {
    const found = haystack.indexOf(letter, from);
    if (found === -1) return null;
    if (found > from) gaps += 1;
    from = found + 1;
  }
  return 100 - gaps;
}

/**
 * The actions a palette query finds, best first: by their label, or less well by their keywords;
 * ties keep the registry's order. An empty query lists every action.
 */
export function filterActions(actions: readonly StudioActionSpec[], query: string): StudioActionSpec[] {
  const scored: { action: StudioActionSpec; score: number; index: number }[] = [];
  actions.forEach((action, index) => {
    const byLabel = matchScore(action.label, query);
    const byKeywords = action.keywords ? matchScore(action.keywords, query) : null;
    // A keyword hit counts, but below any label hit of the same kind.
    const score = Math.max(byLabel ?? -Infinity, byKeywords === null ? -Infinity : byKeywords - 50);
    if (score > -Infinity) scored.push({ action, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((s) => s.action);
}
