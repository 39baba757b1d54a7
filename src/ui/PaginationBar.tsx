import { useId } from 'react';
import { Link, type To } from 'react-router';
import { pageNumbers, type PageInfo } from './pageRange.ts';
import { useMessages } from '../i18n/UiLanguageContext.tsx';

export interface PaginationBarProps {
  info: PageInfo;
  /** Where "previous"/"next" lead (built from the API's own links), null on the first/last page. */
  previousTo: To | null;
  nextTo: To | null;
  /** Where a page number leads. */
  pageTo: (page: number) => To;
  /** The list's title, for the screen-reader label ("News", "Channels"). */
  noun: string;
  /** The second bar of a list, under it: named apart, as two landmarks of one name confuse screen readers. */
  atEnd?: boolean;
  /** Why "previous"/"next" is off although the list goes on (the API's link was refused), said under the bar. */
  previousOff?: string;
  nextOff?: string;
}

/** "21–30 of 1,523", previous/next and page numbers, as real links (they can be opened or shared). */
export function PaginationBar({ info, previousTo, nextTo, pageTo, noun, atEnd = false, previousOff, nextOff }: PaginationBarProps) {
  const t = useMessages().pager;
  const noteId = useId();
  const offNote = [previousTo ? undefined : previousOff, nextTo ? undefined : nextOff].filter(Boolean).join(' ');
  return (
    <nav className="pagination" aria-label={atEnd ? `${t.label(noun)} ${t.atEnd}` : t.label(noun)}>
      <p className="pagination-range" aria-live="polite">
        {t.range(info.first, info.last, info.count)}
      </p>
      <ul>
        <li>
          {previousTo ? (
            <Link to={previousTo} rel="prev">
              {t.previous}
            </Link>
          ) : (
            <span aria-disabled="true" className="pagination-disabled" aria-describedby={previousOff ? noteId : undefined}>
              {t.previous}
            </span>
          )}
        </li>
        {pageNumbers(info.page, info.pageCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination-gap">
              …
            </li>
          ) : (
            <li key={page}>
              {page === info.page ? (
                <span aria-current="page" className="pagination-current" aria-label={t.currentPage(page)}>
                  {page}
                </span>
              ) : (
                <Link to={pageTo(page)} aria-label={t.page(page)}>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {nextTo ? (
            <Link to={nextTo} rel="next">
              {t.next}
            </Link>
          ) : (
            <span aria-disabled="true" className="pagination-disabled" aria-describedby={nextOff ? noteId : undefined}>
              {t.next}
            </span>
          )}
        </li>
      </ul>
      {offNote && (
        <p className="pagination-note" id={noteId}>
          {offNote}
        </p>
      )}
    </nav>
  );
}
