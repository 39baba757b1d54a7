import type { ImportOptions } from '../../../../bodyplan/import/importRobotModel.ts';
import type { RootCandidate } from '../../../../bodyplan/import/importResult.ts';

/** Above this many sites, a model opens without them (the user can include them): thousands of keypoints would freeze the page. */
export const SITES_OFF_ABOVE = 1000;

/** What the user chose in the Studio's import section; undefined root: the importer's own choice. */
export interface ImportChoices {
  /** URDF: the base floats. */
  floatingBase: boolean;
  /** MJCF: the top-level body the plan is built from, or undefined for the importer's choice. */
  root: string | undefined;
  /** MJCF: sites become keypoints. */
  sites: boolean;
  /** URDF: links attached by fixed joints are merged into what follows them. */
  mergeFixed: boolean;
}

export type ImportOptionChoices = Pick<ImportOptions, 'root' | 'noSites' | 'mergeFixed' | 'floatingBase'>;

/** The importer's options for these choices (only those that differ from the importer's defaults). */
export function importOptionsOf(choices: ImportChoices): ImportOptionChoices {
  return {
    ...(choices.floatingBase ? { floatingBase: true } : {}),
    ...(choices.root === undefined ? {} : { root: choices.root }),
    ...(choices.sites ? {} : { noSites: true }),
    ...(choices.mergeFixed ? { mergeFixed: true } : {}),
  };
}

/** How many `<site>` elements the texts hold (a model and its includes), counted without parsing. */
export function countSites(texts: Iterable<string>): number {
  let count = 0;
  for (const text of texts) count += text.match(/<site[\s/>]/g)?.length ?? 0;
  return count;
}

/** The choices a model opens with: the importer's root, fixed base, links kept, sites unless there are more than SITES_OFF_ABOVE. */
export function defaultImportChoices(siteCount: number): ImportChoices {
  return { floatingBase: false, root: undefined, sites: siteCount <= SITES_OFF_ABOVE, mergeFixed: false };
}

/** The candidate the importer picks when no root is chosen: the most joints, the first of equals. */
export function importerRoot(candidates: readonly RootCandidate[]): RootCandidate | undefined {
  let best: RootCandidate | undefined;
  for (const c of candidates) if (best === undefined || c.joints > best.joints) best = c;
  return best;
}

/** The sentence saying that sites were left out, and how to include them ('' when none were). */
export function sitesLeftOutNote(choices: ImportChoices, siteCount: number): string {
  if (choices.sites || siteCount === 0) return '';
  const counted = siteCount === 1 ? '1 site was' : `${siteCount.toLocaleString('en')} sites were`;
  return `${counted} left out so that the model opens quickly; to include ${siteCount === 1 ? 'it' : 'them'}, tick "Sites" under Import choices.`;
}
