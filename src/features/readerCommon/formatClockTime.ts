import type { DisplayLanguage } from '../../api/resources/labels.ts';

/** `14:05` (or `2:05 PM` in English): the hour and minute of `at` (ms since the epoch), in `language`. */
export function formatClockTime(at: number, language: DisplayLanguage, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(at);
}
