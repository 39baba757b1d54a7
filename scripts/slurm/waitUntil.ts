/**
 * Resolves true once `test` holds, checking every `everyMs` (a state to wait for, never a fixed
 * delay), or false after `limitMs`. An exception from `test` rejects at once.
 */
export async function waitUntil(test: () => boolean, limitMs: number, everyMs = 250): Promise<boolean> {
  const end = Date.now() + limitMs;
  for (;;) {
    if (test()) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
