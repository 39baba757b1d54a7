/** The plural category of a count in a language ("one", "other", …), for messages that say a count. */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  return new Intl.PluralRules(locale).select(count);
}

/** Picks the form for the count: `one` when the language says "one", else `other`. */
export function plural(locale: string, count: number, forms: { one: string; other: string }): string {
  return pluralCategory(locale, count) === 'one' ? forms.one : forms.other;
}

/** A count written the way the language writes numbers ("1,523", "1 523", "1.523"). */
export function formatCount(locale: string, count: number): string {
  return new Intl.NumberFormat(locale).format(count);
}
