import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import type { Pose } from '../../../../bodyplan/kinematics/pose.ts';
import type { IkSettings } from '../../model/ikSettings.ts';
import type { SolvedPose } from '../../../../bodyplan/kinematics/pose.ts';

/**
 * The message protocol between the Studio and its interactive-IK worker (recordings are solved by
 * segment workers, see segmentProtocol.ts) (everything structured-clonable).
 * The model is sent once per plan; each request carries an id its replies repeat.
 */
export type WorkerRequest =
  | { type: 'model'; model: BodyModel }
  | { type: 'solve'; id: number; settings: IkSettings; jointWeight: Float64Array; start: Pose; targets: Float64Array };

export type { SolvedPose };

export type WorkerReply =
  | { type: 'solved'; id: number; pose: SolvedPose }
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'failed'; id: number; message: string };

/** What a request resolves to, by request type. */
export interface WorkerResults {
  solve: SolvedPose;
}
