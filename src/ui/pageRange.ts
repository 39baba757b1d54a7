/** Where a page sits in a list: what the pagination bar shows. Plain numbers, no API types. */
export interface PageInfo {
  /** 1-based number of the current page. */
  page: number;
  pageCount: number;
  /** 1-based index of the first and last shown record (0 and 0 when the page is empty). */
  first: number;
  last: number;
  count: number;
}

export function pageInfo(count: number, offset: number, limit: number, shown: number): PageInfo {
  return {
    page: Math.floor(offset / limit) + 1,
    pageCount: Math.max(1, Math.ceil(count / limit)),
    first: shown > 0 ? offset + 1 : 0,
    last: shown > 0 ? offset + shown : 0,
    count,
  };
}

/**
 * Page numbers to offer: the first, the last, and a window around the current one; `null` marks a gap.
 */
export function pageNumbers(page: number, pageCount: number, around = 2): (number | null)[] {
  const wanted = new Set<number>([1, pageCount]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pageCount) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && p - previous > 1) out.push(null);
    out.push(p);
  }
  return out;
}
