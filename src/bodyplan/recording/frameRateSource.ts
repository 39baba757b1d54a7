/**
 * Which frame rate a recording plays, times and exports at, and how to say where it came from. The
 * rate can come from four places; the first that has one wins:
 *   1. the user (the Studio's Frame rate field, `bodyplan ik --frame-rate`): they know their rig,
 *      and a file that states a wrong rate must be correctable;
 *   2. the recording file itself (`fps` in our JSON, .trc's DataRate, .c3d's point rate, SLEAP's
 *      video metadata, BVH's frame time): the rate its frames were written at;
 *   3. a camera video opened with it (its stream timing): DeepLabCut's files state no rate, but
 *      their frames are the video's frames;
 *   4. the default guess (DEFAULT_FPS), which exports do not pass off as a measured rate.
 * The Studio's label and the CLI's `fps_source` are both made here, so they say the same thing.
 */

export type FrameRateOrigin = 'user' | 'file' | 'video' | 'default';

/** A rate and the file that states it (a recording file or a video), by name as the user gave it. */
export interface StatedFrameRate {
  fps: number;
  name: string;
}

export interface FrameRateInputs {
  /** The rate the user set, null when they set none. */
  user: number | null;
  /** The recording file's own rate, null when it states none. */
  file: StatedFrameRate | null;
  /** The rate a camera video's stream timing gives, null without a video. */
  video: StatedFrameRate | null;
  /** The guess when nothing states a rate. */
  defaultFps: number;
}

export interface FrameRateChoice {
  fps: number;
  origin: FrameRateOrigin;
  /** Where the rate came from, without the rate: "from camA.mp4", "set by you; the file says 100", "default: no file states one". */
  source: string;
  /** The rate and its source, as the Studio shows it: "100 fps (from camA.mp4)". */
  label: string;
}

/** A usable rate: positive and finite (a file's 0 or NaN states nothing). */
export function isFrameRate(fps: number | null | undefined): fps is number {
  return typeof fps === 'number' && fps > 0 && Number.isFinite(fps);
}

/** The rate as a person reads it: at most 3 decimals, no trailing zeros (29.97, 100, 59.94). */
export function formatFps(fps: number): string {
  return String(Math.round(fps * 1000) / 1000);
}

/** Decides the rate by the precedence above, with the label that says where it came from. */
export function chooseFrameRate(inputs: FrameRateInputs): FrameRateChoice {
  const file = inputs.file && isFrameRate(inputs.file.fps) ? inputs.file : null;
  const video = inputs.video && isFrameRate(inputs.video.fps) ? inputs.video : null;
  if (isFrameRate(inputs.user)) {
    // The stated rate the user overrode, when it differs: they should see what they are overriding.
    const stated = file ?? video;
    if (stated === null || formatFps(stated.fps) === formatFps(inputs.user)) return choice(inputs.user, 'user', 'set by you');
    const who = stated === file ? 'the file' : stated.name;
    return choice(inputs.user, 'user', `set by you; ${who} says ${formatFps(stated.fps)}`);
  }
  if (file) return choice(file.fps, 'file', `from ${file.name}`);
  if (video) return choice(video.fps, 'video', `from ${video.name}`);
  return choice(inputs.defaultFps, 'default', 'default: no file states one');
}

function choice(fps: number, origin: FrameRateOrigin, source: string): FrameRateChoice {
  return { fps, origin, source, label: `${formatFps(fps)} fps (${source})` };
}
