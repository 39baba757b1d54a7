import type { DisplayLanguage } from '../api/labels.ts';
import { en, type Messages } from './en.ts';
import { fr } from './fr.ts';
import { de } from './de.ts';

export type { Messages };

const CATALOGUE: Record<DisplayLanguage, Messages> = { fr, en, de };

/** The interface's text in a language. */
export function messagesFor(language: DisplayLanguage): Messages {
  return CATALOGUE[language];
}
