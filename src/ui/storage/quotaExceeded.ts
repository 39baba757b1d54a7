/**
 * A quota error by any name browsers gave it: `QuotaExceededError` today, Firefox's older
 * `NS_ERROR_DOM_QUOTA_REACHED`, and the legacy DOMException code 22.
 */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22;
}
