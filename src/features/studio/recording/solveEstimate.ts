/**
 * ", about 12 s left" for a solve under way, from its rate so far (`now` and `startedAt` in ms, as
 * performance.now()); nothing until there is a rate to go by (a frame done and 0.2 s elapsed).
 */
export function remainingText({ done, total, startedAt }: { done: number; total: number; startedAt: number }, now: number): string {
  const elapsed = (now - startedAt) / 1000;
  if (done === 0 || elapsed < 0.2) return '';
  const left = (elapsed * (total - done)) / done;
  return left < 1 ? ', under a second left' : `, about ${left < 90 ? `${Math.round(left)} s` : `${Math.round(left / 60)} min`} left`;
}
