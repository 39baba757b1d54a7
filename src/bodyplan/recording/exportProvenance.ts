/**
 * What an exported file says about how it was made: the trial, the files it was read from, the
 * plan, the frame rate and where it came from, and the settings that changed the result. Two
 * spellings of the same facts: a `# …` first line for CSV (our CSV reader skips lines starting with
 * '#', as do pandas' `comment='#'` and R's `comment.char`), and a `made_from` object for JSON
 * (readers of our JSON look up the keys they need and ignore the others).
 */
export interface ExportProvenance {
  /** What made it: "Body Plan Studio". */
  tool: string;
  trial: string;
  files: readonly string[];
  /** The body plan's file name, null when it has none. */
  plan: string | null;
  /** The rate's label (frameRateSource.ts): "100 fps (from camA.mp4)". */
  frameRate: string;
  /** Settings that changed the result, by name, in the order they are said. */
  settings: ReadonlyArray<readonly [name: string, value: string | number]>;
}

/** One line, "# Made by …", with no line breaks in it whatever the names hold. */
export function provenanceComment(p: ExportProvenance): string {
  const parts = [
    `Made by ${p.tool} from trial ${p.trial} (${p.files.join(', ')})`,
    ...(p.plan === null ? [] : [`plan ${p.plan}`]),
    `frame rate ${p.frameRate}`,
    ...p.settings.map(([name, value]) => `${name} ${value}`),
  ];
  return `# ${parts.join('; ').replace(/[\r\n]+/g, ' ')}`;
}

/** The same facts as a JSON value, for a `made_from` field. */
export function provenanceJson(p: ExportProvenance): Record<string, unknown> {
  return { tool: p.tool, trial: p.trial, files: [...p.files], plan: p.plan, frame_rate: p.frameRate, settings: Object.fromEntries(p.settings) };
}

/** A CSV export with its provenance as the first line. */
export function withProvenanceComment(csv: string, p: ExportProvenance): string {
  return `${provenanceComment(p)}\n${csv}`;
}
