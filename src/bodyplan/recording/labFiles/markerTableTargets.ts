import type { BodyModel } from '../../kinematics/model.ts';
import { matchParts, type PartMapping } from '../readers/partMatching.ts';
import type { MarkerTable3D } from './labTables.ts';

/** 3D targets for the solver, from a marker table: per frame, 3 numbers per joint (NaN missing). */
export interface MarkerTargets {
  targets: Float64Array[];
  frameNumbers: number[];
  markers: string[];
  unmatchedMarkers: string[];
  /** Body-plan joints that no marker feeds. */
  jointsWithoutMarker: string[];
}

export type MarkerTargetsResult = { ok: true; value: MarkerTargets } | { ok: false; message: string };

/** Larger coordinates are refused, as for JSON targets, so that squared distances fit a 64-bit float. */
const MAX_TARGET_COORDINATE = 1e150;

/** A marker table in the body plan's joint order: markers matched to joints by name or the mapping table. */
export function markerTableTargets(table: MarkerTable3D, model: BodyModel, mapping?: PartMapping): MarkerTargetsResult {
  const matched = matchParts(table.markers, model, mapping);
  if (!matched.ok) return matched;
  const { jointOfPart, unmatchedParts } = matched.value;
  const n = model.jointCount;
  const count = table.markers.length;
  const targets: Float64Array[] = [];
  for (let f = 0; f < table.frameCount; f++) {
    const out = new Float64Array(3 * n).fill(NaN);
    for (let m = 0; m < count; m++) {
      const joint = jointOfPart[m]!;
      const at = 3 * (f * count + m);
      for (let axis = 0; axis < 3; axis++) {
        const value = table.values[at + axis]!;
        if (Math.abs(value) > MAX_TARGET_COORDINATE) {
          return { ok: false, message: `frame ${table.frameNumbers?.[f] ?? f}, marker "${table.markers[m]}": ${'xyz'[axis]} = ${value} is too large: coordinates must be within ±${MAX_TARGET_COORDINATE}` };
        }
      }
      if (joint < 0) continue;
      const x = table.values[at]!;
      const y = table.values[at + 1]!;
      const z = table.values[at + 2]!;
      // A marker is observed only when all three coordinates are.
      if (Number.isNaN(x) || Number.isNaN(y) || Number.isNaN(z)) continue;
      out[3 * joint] = x;
      out[3 * joint + 1] = y;
      out[3 * joint + 2] = z;
    }
    targets.push(out);
  }
  const fed = new Set(Array.from(jointOfPart).filter((j) => j >= 0));
  return {
    ok: true,
    value: {
      targets,
      frameNumbers: table.frameNumbers ?? targets.map((_, f) => f),
      markers: table.markers,
      unmatchedMarkers: unmatchedParts,
      jointsWithoutMarker: model.jointNames.filter((_, j) => !fed.has(j)),
    },
  };
}
