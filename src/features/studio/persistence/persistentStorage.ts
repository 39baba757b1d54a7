let asked = false;

/**
 * Asks the browser once per page for persistent storage (`navigator.storage.persist()`), so that it
 * does not evict the autosaved documents when the disk fills up (issue 42). Asked only once there is
 * work to keep: a person who only looks at examples is never asked. Where the API is missing (older
 * browsers, insecure origins) or the browser says no, autosave works as before, best-effort.
 */
export function askToPersistOnce(): void {
  if (asked) return;
  asked = true;
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (typeof storage?.persist !== 'function') return;
  void storage.persist().catch(() => false);
}
