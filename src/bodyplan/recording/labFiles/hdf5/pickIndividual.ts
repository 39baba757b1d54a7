/**
 * Choosing one animal in a file that tracks several (DeepLabCut's individuals, SLEAP's tracks), the
 * same way for every format: a named one must exist; with none named, a file of one animal gives it
 * and a file of several is refused with the list, so the user can pick with --individual NAME (the Studio's Individual field).
 */
export type IndividualChoice = { ok: true; index: number; note?: string } | { ok: false; message: string };

/** `kind` is how the format calls them: "individual", "track". */
export function pickIndividual(names: readonly string[], wanted: string | undefined, kind: string): IndividualChoice {
  const list = names.join(', ');
  if (wanted !== undefined) {
    const index = names.indexOf(wanted);
    if (index < 0) return { ok: false, message: `no ${kind} "${wanted}" in this file: it has ${list}` };
    return { ok: true, index, note: names.length > 1 ? `${kind} ${wanted} of ${list}` : undefined };
  }
  if (names.length === 0) return { ok: false, message: `the file has no ${kind}s` };
  if (names.length > 1) return { ok: false, message: `several ${kind}s (${list}): pick one with --individual NAME (in the Studio: Individual)` };
  return { ok: true, index: 0 };
}
