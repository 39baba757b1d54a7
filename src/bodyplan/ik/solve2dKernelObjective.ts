import type { KernelArena } from '../kinematics/kernels/kernelArena.ts';
import type { Pose } from '../kinematics/pose.ts';
import type { Mapper } from '../observations/mapper.ts';
import { SOFT_DEPTH_MIN } from '../observations/softDepthProjection.ts';
import type { RobustLoss } from './robustLoss.ts';
import type { Frame2D } from './solve2d.ts';
import { addNeutralPrior, computeFkAt, type Objective2d, type Objective2dParts } from './solve2dObjective.ts';
import { copyPadded } from '../kinematics/kernels/copyPadded.ts';

/** The kernels' code of each mapper kind they project (observations2d.ts's VIEW_*); a kind missing here has the TypeScript path. */
const KERNEL_VIEW_KINDS: Partial<Record<Mapper['type'], string>> = { xy: 'VIEW_XY', camera: 'VIEW_PINHOLE' };

const KERNEL_LOSSES: Record<RobustLoss, string> = { none: 'LOSS_NONE', huber: 'LOSS_HUBER', cauchy: 'LOSS_CAUCHY' };

/** Whether the kernels project every one of `mappers` (else the solver keeps the TypeScript objective). */
export function kernelsProject(mappers: readonly Mapper[]): boolean {
  return mappers.every((mapper) => KERNEL_VIEW_KINDS[mapper.type] !== undefined);
}

/**
 * The 2D objective in the WebAssembly kernels (assembly/observations2d.ts): the projection, its
 * Jacobian, the robust weight and the accumulation into the normal equations run there, in the
 * kernel instance that holds the forward kinematics and the normal matrix. The numbers are
 * TypeScriptObjective2d's (same operations in the same order; only Cauchy's log1p is the kernels'
 * own, within an ulp). A frame's points are copied into the kernel's memory once per solve.
 */
export class KernelObjective2d implements Objective2d {
  rhs: Float64Array = EMPTY;
  private readonly parts: Objective2dParts;
  private readonly arena: KernelArena;
  private points: Float64Array = EMPTY;
  private weights: Float64Array = EMPTY;

  /** Reserves its buffers in `arena` (not yet open); they are filled when its owner opens it. */
  constructor(parts: Objective2dParts, arena: KernelArena) {
    if (!kernelsProject(parts.mappers)) throw new Error('KernelObjective2d: a mapper kind the kernels do not project');
    this.parts = parts;
    this.arena = arena;
    const { model, mappers, matrix, options, rootCount } = parts;
    const a = arena;
    const n = model.jointCount;
    const views = mappers.length;
    const stateSize = matrix.size;
    let longest = 0;
    for (let s = 0; s < stateSize; s++) longest = Math.max(longest, matrix.depth[s]! + 1);
    const at = {
      stateDof: a.i32(model.dofCount), chainStart: a.i32(n), lambda: a.i32(stateSize), jointWeight: a.f64(n),
      rhs: a.f64(stateSize), columns: a.f64(3 * longest), columnState: a.i32(longest),
      viewKinds: a.u8(views), viewCameras: a.f64(CAMERA_F64S * views), points2d: a.f64(2 * views * n), weights2d: a.f64(views * n),
    };
    a.whenOpen(() => {
      a.setAll(at);
      a.set('rootCount', rootCount);
      a.set('stateSize', stateSize);
      a.set('viewCount', views);
      a.set('robustLoss', a.get(KERNEL_LOSSES[options.robustLoss]));
      a.set('robustScale', options.robustScale);
      a.set('softDepthMin', SOFT_DEPTH_MIN);
      if (a.get('CAMERA_F64S') !== CAMERA_F64S) throw new Error('KernelObjective2d: the kernels lay out cameras differently');
      a.i32View(at.stateDof, model.dofCount).set(parts.stateDof);
      a.i32View(at.chainStart, n).set(parts.chainStart);
      a.i32View(at.lambda, stateSize).set(parts.lambda);
      a.f64View(at.jointWeight, n).set(model.jointWeight);
      const kinds = a.u8View(at.viewKinds, views);
      const cameras = a.f64View(at.viewCameras, CAMERA_F64S * views);
      mappers.forEach((mapper, c) => {
        kinds[c] = a.get(KERNEL_VIEW_KINDS[mapper.type]!);
        if (mapper.type !== 'camera') return;
        cameras.set([mapper.fx, mapper.fy, mapper.cx, mapper.cy], CAMERA_F64S * c);
        cameras.set(mapper.world2camPos.subarray(0, 3), CAMERA_F64S * c + 4);
        cameras.set(mapper.world2camRot.subarray(0, 9), CAMERA_F64S * c + 7);
      });
      this.rhs = a.f64View(at.rhs, stateSize);
      this.points = a.f64View(at.points2d, 2 * views * n);
      this.weights = a.f64View(at.weights2d, views * n);
    });
  }

  useFrame(frame: Frame2D): void {
    copyPadded(this.points, frame.points);
    if (frame.weights !== undefined) copyPadded(this.weights, frame.weights);
    this.arena.set('useWeights2d', frame.weights !== undefined);
  }

  cost(state: Pose): number {
    const { fk, rootCount, model, options } = this.parts;
    computeFkAt(fk, rootCount, state);
    return addNeutralPrior(this.arena.exports.cost2d(), model, options.neutralWeight, state.dofs);
  }

  accumulate(): void {
    this.arena.exports.accumulateKeypoints2d();
  }
}

/** f64 per camera in the kernels' viewCameras: fx, fy, cx, cy, world2camPos (3), world2camRot (9). */
const CAMERA_F64S = 16;

const EMPTY = new Float64Array(0);
