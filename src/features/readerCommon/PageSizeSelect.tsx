import { useId } from 'react';
import { PAGE_SIZES, isPageSize, type PageSize } from '../../api/listParams.ts';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';

export interface PageSizeSelectProps {
  value: PageSize;
  onChange: (size: PageSize) => void;
  className?: string;
}

/** "Per page": the page sizes every list offers. */
export function PageSizeSelect({ value, onChange, className = 'news-filter' }: PageSizeSelectProps) {
  const id = useId();
  const t = useMessages();
  return (
    <div className={className}>
      <label htmlFor={id}>{t.pager.perPage}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const size = Number(event.target.value);
          if (isPageSize(size)) onChange(size);
        }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
