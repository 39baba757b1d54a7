// Intl objects are costly to build and cheap to use: one per locale, kept (counts are formatted on
// every card and filter of a list).
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The plural category of a count in a language ("one", "other", …), for messages that say a count. */
function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** Picks the form for the count: `one` when the language says "one", else `other`. */
export function plural(locale: string, count: number, forms: { one: string; other: string }): string {
  return pluralCategory(locale, count) === 'one' ? forms.one : forms.other;
}

/** A count written the way the language writes numbers ("1,523", "1 523", "1.523"). */
export function formatCount(locale: string, count: number): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(count);
}
