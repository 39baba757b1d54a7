import { describe, expect, it } from 'vitest';
import { listProblem, restoreProblem, saveProblem } from './saveProblem.ts';

describe("what the Studio says when the browser's storage fails", () => {
  it('a full storage with an empty message (what Chromium gave in issue 42) is named, with what to do', () => {
    const problem = saveProblem(new DOMException('', 'QuotaExceededError'));
    expect(problem.text).toBe(
      "Browser storage is full: the last change is only on this page. Free space by clearing the news reader's offline pictures (below) or other sites' data in the browser's settings; the Studio then saves again. Use Download JSON to keep a copy of your plan meanwhile.",
    );
    expect(problem.details).toBe('QuotaExceededError');
    expect(problem.storageFull).toBe(true);
    // Firefox's older name for it.
    expect(saveProblem(new DOMException('', 'NS_ERROR_DOM_QUOTA_REACHED')).storageFull).toBe(true);
    expect(saveProblem(new DOMException('', 'UnknownError')).storageFull).toBeUndefined();
  });

  it("any other failure names the error and never ends on an empty reason; the browser's message goes to Details", () => {
    const problem = saveProblem(new DOMException('Internal error committing transaction.', 'UnknownError'));
    expect(problem.text).toContain("The browser's storage for this site failed (UnknownError)");
    expect(problem.details).toBe('UnknownError: Internal error committing transaction.');
    const plain = saveProblem(new Error(''));
    expect(plain.text).toBe('The last change could not be saved in this browser (Error), so it is only on this page. Use Download JSON to keep a copy of your plan.');
  });

  it('a failed list or restore does not claim that autosave is unavailable', () => {
    const typeError = new TypeError('e.text is not a function');
    expect(restoreProblem(typeError).text).not.toMatch(/unavailable|e\.text/);
    expect(restoreProblem(typeError).details).toBe('TypeError: e.text is not a function');
    expect(listProblem(new DOMException('', 'InvalidStateError')).text).toBe(
      'The documents saved in this browser could not be listed (InvalidStateError). What you open now is still saved as you work when the browser allows it.',
    );
  });
});
