import type { StudioCase } from './studioCases.ts';

/** What the page showed after one hostile input, read by the runner in Chromium. */
export interface StudioObservation {
  /** Uncaught errors in the page (pageerror). */
  pageErrors: string[];
  /** The Studio's heading is on screen (not a blank page or the app's crash page). */
  studioShown: boolean;
  /** The page settled (a plan opened or a notice appeared) before the time limit. */
  settled: boolean;
  /** The open plan line ("Open: name — …"), or null when nothing is open. */
  opened: string | null;
  /** Error or warning notices on screen. */
  errorNotices: string[];
  /** Whether the case's literal text is shown as text (null when the case has none). */
  literalShown: boolean | null;
  /** Object.prototype gained a property (a "__proto__" or "constructor" key was merged into it). */
  prototypePolluted: boolean;
  /** Vectors that ran (the canary counter plus alert/confirm/prompt dialogs). */
  scriptsRun: number;
}

export type StudioVerdict = { kind: 'handled' } | { kind: 'timedOut' | 'crash' | 'wrong'; why: string };

/** Whether the Studio handled the input: no page error, no blank page, and the outcome the case expects. */
export function judgeStudio(input: StudioCase, seen: StudioObservation): StudioVerdict {
  if (seen.pageErrors.length > 0) return { kind: 'crash', why: `uncaught error: ${seen.pageErrors[0]!.slice(0, 200)}` };
  if (!seen.studioShown) return { kind: 'crash', why: 'the Studio is not on screen (a blank or crash page)' };
  if (!seen.settled) return { kind: 'timedOut', why: 'neither a plan nor a notice appeared in time' };
  if (seen.scriptsRun > 0) return { kind: 'wrong', why: `${seen.scriptsRun} script vector(s) ran` };
  if (seen.prototypePolluted) return { kind: 'wrong', why: 'Object.prototype was polluted' };
  const notice = seen.errorNotices.find((text) => text.trim().length > 0) ?? null;
  if (input.expect === 'notice') {
    if (notice === null) return { kind: 'wrong', why: seen.opened ? `opened without an error notice: ${seen.opened}` : 'no notice says what is wrong' };
    return { kind: 'handled' };
  }
  if (input.expect === 'opens') {
    if (seen.opened === null) return { kind: 'wrong', why: notice ? `refused: ${notice.slice(0, 200)}` : 'nothing opened' };
    if (notice !== null) return { kind: 'wrong', why: `opened, but with a notice: ${notice.slice(0, 200)}` };
    if (seen.literalShown === false) return { kind: 'wrong', why: 'a name is not shown as the literal text it is' };
    return { kind: 'handled' };
  }
  return seen.opened !== null || notice !== null ? { kind: 'handled' } : { kind: 'wrong', why: 'neither opened nor said why not' };
}
