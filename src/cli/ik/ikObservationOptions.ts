import type { IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { applyExclusions, checkExclusions, formatExclusion, parseExclusion, type Exclusion } from '../../bodyplan/observations/exclusions.ts';
import { filterByLikelihood, filterJumps, medianFilter } from '../../bodyplan/observations/keypointFilters.ts';
import { DEFAULT_LIKELIHOOD_THRESHOLD } from '../../bodyplan/recording/readers/deepLabCut.ts';
import { plural } from '../../bodyplan/format/plural.ts';
import { UsageError } from '../io.ts';
import { parseNumberOption } from '../options.ts';

/**
 * `bodyplan ik`'s options that act on a 2D recording's observations before the solve: the filters
 * (`--min-likelihood`, `--jump-filter`, `--median-filter`, in that order: unreliable points go first,
 * then labels that jumped, then what is left is smoothed) and then the exclusions (`--exclude`, plus
 * any a saved recording holds). Cameras are named as the calibration names them.
 */
export const OBSERVATION_OPTIONS = { exclude: 'strings', 'median-filter': 'string', 'jump-filter': 'string', 'min-likelihood': 'strings' } as const;

export const OBSERVATION_USAGE = '[--min-likelihood P | --min-likelihood CAMERA=P ...] [--jump-filter PX_PER_FRAME] [--median-filter FRAMES] [--exclude CAMERA[/KEYPOINT]:FROM-TO ...]';

export interface ObservationSettings {
  exclusions: Exclusion[];
  medianWindow: number | null;
  jumpPxPerFrame: number | null;
  /** `--min-likelihood P` (every camera) or null; then `CAMERA=P` ones, which win for their camera. */
  minLikelihood: { all: number | null; byCamera: Map<string, number> } | null;
}

type Values = { [Name in keyof typeof OBSERVATION_OPTIONS]?: (typeof OBSERVATION_OPTIONS)[Name] extends 'strings' ? string[] : string };

/** Reads the options; each malformed value is a UsageError naming the option and what it expects. */
export function observationSettings(values: Values): ObservationSettings {
  // Repeated, or comma-separated in one value: `--exclude camB:80-109,camC/left_knee:5`.
  const exclusions = (values.exclude ?? []).flatMap((text) => text.split(',')).map((text) => {
    const parsed = parseExclusion(text.trim());
    if (!parsed.ok) throw new UsageError(`--exclude: ${parsed.message}`);
    return parsed.exclusion;
  });
  let medianWindow: number | null = null;
  if (values['median-filter'] !== undefined) {
    medianWindow = parseNumberOption('--median-filter', values['median-filter'], 'positive');
    if (!Number.isInteger(medianWindow) || medianWindow % 2 === 0) throw new UsageError(`--median-filter expects an odd whole number of frames (3, 5, 7, ...), centred on each frame, got "${values['median-filter']}"`);
  }
  const jumpPxPerFrame = values['jump-filter'] === undefined ? null : parseNumberOption('--jump-filter', values['jump-filter'], 'positive');
  let minLikelihood: ObservationSettings['minLikelihood'] = null;
  if (values['min-likelihood'] !== undefined) {
    minLikelihood = { all: null, byCamera: new Map() };
    for (const text of values['min-likelihood']) {
      const equals = text.lastIndexOf('=');
      const camera = equals < 0 ? null : text.slice(0, equals).trim();
      const value = parseNumberOption('--min-likelihood', equals < 0 ? text : text.slice(equals + 1), 'non-negative');
      if (camera === '') throw new UsageError(`--min-likelihood expects P (every camera) or CAMERA=P, got "${text}"`);
      if (camera === null) {
        if (minLikelihood.all !== null) throw new UsageError('--min-likelihood P (for every camera) is given twice');
        minLikelihood.all = value;
      } else {
        if (minLikelihood.byCamera.has(camera)) throw new UsageError(`--min-likelihood gives camera "${camera}" twice`);
        minLikelihood.byCamera.set(camera, value);
      }
    }
  }
  return { exclusions, medianWindow, jumpPxPerFrame, minLikelihood };
}

/** Whether any option acts on the observations (then the targets must be 2D). */
export function actsOnObservations(settings: ObservationSettings): boolean {
  return settings.exclusions.length > 0 || settings.medianWindow !== null || settings.jumpPxPerFrame !== null || settings.minLikelihood !== null;
}

export interface ActedOn {
  recording: IkRecording;
  /** Lines for stderr, one per filter and one for the exclusions, saying how many observations each took or moved. */
  notes: string[];
  /** What goes into the output beside the frames, so it says what its angles were solved without. */
  fields: Record<string, unknown>;
}

/**
 * Applies the filters, then the exclusions (the file's `saved` ones, then the command line's), to a
 * 2D recording whose views are `cameraNames`. `readerThreshold` is the likelihood the reader already
 * cut at (it reads every point when --min-likelihood is given, see likelihoodReadThreshold).
 */
export function actOnObservations(recording: IkRecording, names: { cameras: readonly string[]; joints: readonly string[] }, settings: ObservationSettings, saved: readonly Exclusion[], readerThreshold: number): ActedOn {
  const exclusions = [...saved, ...settings.exclusions];
  if (recording.kind === '3d') {
    if (actsOnObservations(settings)) {
      const given = [settings.exclusions.length > 0 && '--exclude', settings.minLikelihood && '--min-likelihood', settings.jumpPxPerFrame !== null && '--jump-filter', settings.medianWindow !== null && '--median-filter'].filter(Boolean);
      throw new UsageError(`${given.join(', ')} act${given.length === 1 ? 's' : ''} on 2D observations (cameras' pixels); these targets are 3D points`);
    }
    return { recording, notes: [], fields: {} };
  }
  const problems = checkExclusions(settings.exclusions, names);
  if (problems.length > 0) throw new UsageError(`--exclude: ${problems.join('; ')}`);
  const unknown = [...(settings.minLikelihood?.byCamera.keys() ?? [])].filter((camera) => !names.cameras.includes(camera));
  if (unknown.length > 0) throw new UsageError(`--min-likelihood: no camera is called ${unknown.map((c) => `"${c}"`).join(', ')} (cameras: ${names.cameras.join(', ')})`);

  const layout = { views: recording.mappers.length, joints: names.joints.length };
  let frames = recording.frames;
  const notes: string[] = [];
  const filters: Record<string, unknown> = {};
  const { minLikelihood, jumpPxPerFrame, medianWindow } = settings;
  if (minLikelihood !== null) {
    const thresholds = names.cameras.map((camera) => minLikelihood.byCamera.get(camera) ?? minLikelihood.all ?? readerThreshold);
    const result = filterByLikelihood(frames, layout, thresholds);
    frames = result.frames;
    const shown = names.cameras.map((camera, v) => `${camera} ${thresholds[v]}`).join(', ');
    notes.push(`--min-likelihood dropped ${plural(result.count, 'observation')} below their camera's likelihood threshold (${shown})`);
    filters.min_likelihood = Object.fromEntries(names.cameras.map((camera, v) => [camera, thresholds[v]]));
  }
  if (jumpPxPerFrame !== null) {
    const result = filterJumps(frames, layout, jumpPxPerFrame);
    frames = result.frames;
    notes.push(`--jump-filter dropped ${plural(result.count, 'observation')} that moved more than ${jumpPxPerFrame} px per frame from the last kept point of their keypoint and camera`);
    filters.jump_filter_px_per_frame = jumpPxPerFrame;
  }
  if (medianWindow !== null) {
    const result = medianFilter(frames, layout, medianWindow);
    frames = result.frames;
    notes.push(`--median-filter moved ${plural(result.count, 'observation')} to the median of their ${medianWindow}-frame window`);
    filters.median_filter_frames = medianWindow;
  }
  if (exclusions.length > 0) {
    const result = applyExclusions(frames, exclusions, names);
    frames = result.frames;
    notes.push(`excluded ${plural(result.excludedObservations, 'observation')} (${exclusions.map(formatExclusion).join(', ')})`);
  }
  const fields: Record<string, unknown> = {};
  if (Object.keys(filters).length > 0) fields.filters = filters;
  if (exclusions.length > 0) fields.exclusions = exclusions.map(formatExclusion);
  return { recording: { ...recording, frames }, notes, fields };
}

/**
 * The likelihood cut-off the DeepLabCut reader applies: with --min-likelihood it reads every point
 * (0), so the filter can cut per camera, and below the default where asked; else --likelihood-threshold
 * or the reader's default.
 */
export function likelihoodReadThreshold(settings: ObservationSettings, likelihoodThreshold: number | undefined): { read: number | undefined; base: number } {
  if (settings.minLikelihood === null) return { read: likelihoodThreshold, base: likelihoodThreshold ?? DEFAULT_LIKELIHOOD_THRESHOLD };
  if (settings.minLikelihood.all !== null && likelihoodThreshold !== undefined) {
    throw new UsageError('--likelihood-threshold and --min-likelihood P both set every camera\'s cut-off: give one (CAMERA=P entries may go with either)');
  }
  return { read: 0, base: likelihoodThreshold ?? DEFAULT_LIKELIHOOD_THRESHOLD };
}
