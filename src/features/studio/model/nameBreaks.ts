/**
 * Splits a joint or DOF name into pieces after which a line may break: after `_`, `-`, `.`, `/`
 * and spaces, and between a lower-case letter and an upper-case one (camelCase), so long names such
 * as `left_front_leg_femur_tibia_joint` wrap at their word boundaries instead of mid-word.
 * Joining the pieces gives the name back unchanged.
 */
export function nameBreaks(name: string): string[] {
  return name.split(/(?<=[_\-./ ])|(?<=[a-z0-9])(?=[A-Z])/).filter((piece) => piece !== '');
}
