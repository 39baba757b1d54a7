import { useMemo } from 'react';
import type { News } from '../../../../api/resources/resources.ts';
import { htmlBudgetProblem } from '../../../../ui/htmlBudget.ts';
import { htmlToPlainText } from '../../../../ui/htmlToPlainText.ts';
import { hasAnyWord, isHiddenByWordFilters } from './wordMatch.ts';
import { useReadingControls } from './useReadingControls.ts';

/** What the word filters leave of a list's cards, and how many they hide (with them off: what they would hide). */
export interface WordFilteredGroups<Group> {
  shown: Group[];
  hiddenCount: number;
  /** Whether the reader has any word at all (else there is nothing to say about filters). */
  anyWord: boolean;
  on: boolean;
}

/**
 * The list's cards less those the word filters hide, read from each card's main record (its
 * title, and its subtitle as the card shows it: as text). With no word set, nothing is read.
 */
export function useWordFilteredGroups<Group extends { primary: News }>(groups: readonly Group[]): WordFilteredGroups<Group> {
  const { wordFiltersOn, words } = useReadingControls();
  return useMemo(() => {
    const anyWord = hasAnyWord(words);
    if (!anyWord) return { shown: [...groups], hiddenCount: 0, anyWord, on: wordFiltersOn };
    const hidden = groups.map(({ primary }) => {
      const subtitle = htmlBudgetProblem(primary.subtitle) === null ? htmlToPlainText(primary.subtitle) : '';
      return isHiddenByWordFilters({ title: primary.title, subtitle, lang: primary.lang }, words);
    });
    const hiddenCount = hidden.filter(Boolean).length;
    return { shown: wordFiltersOn ? groups.filter((_, index) => !hidden[index]) : [...groups], hiddenCount, anyWord, on: wordFiltersOn };
  }, [groups, words, wordFiltersOn]);
}
