import { pickLocalized, type DisplayLanguage } from '../../api/resources/labels.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { useMessagesIn } from '../../i18n/UiLanguageContext.tsx';
import { EmptyValue } from '../../ui/EmptyValue.tsx';

export interface LocalizedLabelProps {
  record: object;
  /** The field without its language prefix: `label`, `description`, `name`. */
  field: string;
  language: DisplayLanguage;
}

/**
 * The text in the chosen language, or in another one (marked with its `lang`) with a note in the
 * interface language saying which; an em dash when none.
 */
export function LocalizedLabel({ record, field, language }: LocalizedLabelProps) {
  const picked = pickLocalized(record, field, language);
  const t = useMessagesIn(language);
  if (!picked) return <EmptyValue />;
  return (
    <>
      <span lang={picked.language}>{picked.text}</span>
      {picked.isFallback && (
        <span className="fallback-note">
          {' '}
          {t.fallbackNote(t.languageNames[picked.language], t.languageNames[language])}
        </span>
      )}
    </>
  );
}

/** Plain-text form for places that cannot hold markup (select options, alt text). */
export function localizedText(record: object, field: string, language: DisplayLanguage): string {
  const picked = pickLocalized(record, field, language);
  if (!picked) return '—';
  const t = messagesFor(language);
  return picked.isFallback ? `${picked.text} ${t.fallbackShort(t.languageNames[picked.language])}` : picked.text;
}
