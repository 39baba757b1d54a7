/**
 * A number as the Studio shows it. Without `digits`: the shortest text that reads back as the same
 * number (what a field holding a plan's value shows, so committing it unchanged changes nothing).
 * With `digits`: rounded to that many decimals, trailing zeros dropped, and in exponent form (3
 * significant figures) below 0.001 or from a million up, for figures read rather than edited.
 */
export function formatNumber(value: number, digits?: number): string {
  if (digits === undefined) return String(value);
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  return magnitude < 1e-3 || magnitude >= 1e6 ? value.toExponential(2) : String(Number(value.toFixed(digits)));
}
