import type { BodyModel } from '../../../bodyplan/model.ts';
import type { IkSettings } from './ikSettings.ts';

/** Messages between the Studio and its IK worker (everything structured-clonable). */
export type IkWorkerRequest =
  | { type: 'model'; model: BodyModel }
  | {
      type: 'solve';
      id: number;
      settings: IkSettings;
      jointWeight: Float64Array;
      dofs: Float64Array;
      rootPosition: Float64Array;
      rootQuat: Float64Array;
      targets: Float64Array;
    }
  | { type: 'sequence'; id: number; settings: IkSettings; jointWeight: Float64Array; frames: Float64Array[]; start: SequenceStart };

export interface SequenceStart {
  dofs: Float64Array;
  rootPosition: Float64Array;
  rootQuat: Float64Array;
}

export interface SolvedPose {
  dofs: Float64Array;
  rootPosition: Float64Array;
  rootQuat: Float64Array;
  rmsError: number;
  iterations: number;
  converged: boolean;
}

export type IkWorkerReply =
  | ({ type: 'solved'; id: number } & SolvedPose)
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'sequenceDone'; id: number; frames: SolvedPose[] }
  | { type: 'failed'; id: number; message: string };
