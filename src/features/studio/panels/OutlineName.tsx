import { middleEllipsisParts } from './middleEllipsisParts.ts';

/**
 * A joint's name in an outline row: in a narrow dock its middle shrinks to an ellipsis while its first
 * and last characters stay (middleEllipsisParts says why). The parts are adjacent text, so
 * `textContent` and the tooltip are the whole name; the row's aria-label says it as one word.
 */
export function OutlineName({ name }: { name: string }) {
  const { start, middle, end } = middleEllipsisParts(name);
  return (
    <span className="studio-tree-name" title={name}>
      {middle === '' ? (
        name
      ) : (
        <>
          <span className="studio-tree-name-whole">{start}</span>
          <span className="studio-tree-name-middle">{middle}</span>
          <span className="studio-tree-name-whole">{end}</span>
        </>
      )}
    </span>
  );
}
