export interface SkeletonListProps {
  rows: number;
  /** Announced to screen readers, e.g. "Loading news…". */
  label: string;
  className?: string;
}

/** Grey placeholders in the shape of the content, shown on first load only. */
export function SkeletonList({ rows, label, className = '' }: SkeletonListProps) {
  return (
    <div className={`skeleton-list ${className}`} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-row" aria-hidden="true">
          <span className="skeleton-block skeleton-thumb" />
          <span className="skeleton-lines">
            <span className="skeleton-block skeleton-line" />
            <span className="skeleton-block skeleton-line skeleton-line-short" />
          </span>
        </div>
      ))}
    </div>
  );
}
