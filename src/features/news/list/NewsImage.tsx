import { useState } from 'react';
import { isSafeHttpUrl } from '../../../ui/safeUrl.ts';

export interface NewsImageProps {
  src: string;
  className: string;
  /** Empty when the text beside the picture already says what it shows (a card's title). */
  alt: string;
  width?: number;
  height?: number;
  lazy?: boolean;
  /** Shown in place of a missing or broken picture; nothing when omitted. */
  placeholder?: boolean;
}

/**
 * A news picture that never shows the browser's broken-image box: with no usable URL, or once the
 * picture fails to load, a neutral placeholder (no text, hidden from screen readers) or nothing.
 */
export function NewsImage({ src, className, alt, width, height, lazy = false, placeholder = false }: NewsImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!isSafeHttpUrl(src) || failed === src) {
    return placeholder ? <span className={`${className} news-image-placeholder`} aria-hidden="true" /> : null;
  }
  return <img className={className} src={src} alt={alt} width={width} height={height} loading={lazy ? 'lazy' : undefined} onError={() => setFailed(src)} />;
}
