import type { ForwardAxisGuess, ForwardAxisReason } from '../../../../bodyplan/kinematics/guessForwardAxis.ts';
import { effectiveForwardAxis, type ForwardAxis, type UpAxis } from './upAxis.ts';

/**
 * What View options says under "Forward" while the plan does not carry its forward axis: that the
 * axis is a guess and what it was read from, or a default (as MuJoCo's simulate and RViz state the
 * frame they assume), so that the user can judge it before keeping it in the plan.
 */

/** An axis as the page spells it: "+X", "−Y". */
export function axisText(axis: UpAxis): string {
  return `${axis.startsWith('-') ? '−' : '+'}${axis.slice(-1).toUpperCase()}`;
}

/** At most this many name words are quoted; a plan of many named joints would make the note a list. */
const MAX_WORDS = 4;

function quoted(words: readonly string[]): string {
  const shown = words.slice(0, MAX_WORDS).map((w) => `"${w}"`);
  return words.length > MAX_WORDS ? `${shown.join(', ')}, …` : shown.join(', ');
}

function reasonText(reason: ForwardAxisReason, axis: ForwardAxis): string {
  switch (reason.from) {
    case 'names':
      if (reason.front.length > 0 && reason.back.length > 0) return `the joints with ${quoted(reason.front)} in their names lie ahead of those with ${quoted(reason.back)}`;
      if (reason.front.length > 0) return `the joints with ${quoted(reason.front)} in their names lie ahead of the rest`;
      return `the joints with ${quoted(reason.back)} in their names lie behind the rest`;
    case 'long-axis':
      return `the body is longest along ${axis.slice(-1).toUpperCase()} (which end is the front, its shape does not tell)`;
    case 'end-joints':
      return 'the plan stands upright and its end joints (feet) point this way';
  }
}

/**
 * The note for a plan that does not carry a forward axis (`carried` false), from the view's up axis,
 * forward axis and the guess it came from; null when the plan carries one (nothing is assumed).
 */
export function forwardAxisNote(up: UpAxis, forward: ForwardAxis | null, guess: ForwardAxisGuess | null, carried: boolean): string | null {
  if (carried) return null;
  const shown = effectiveForwardAxis(up, forward);
  if (guess !== null && guess.axis === shown) return `${axisText(shown)} forward, guessed from the plan: ${reasonText(guess.reason, shown)}.`;
  if (forward === null || forward !== shown) return `${axisText(shown)} forward, the default for ${axisText(up)} up: the plan does not say which way it faces.`;
  return `${axisText(shown)} forward, as before: the plan does not say which way it faces.`;
}
