import type { ImportJob, ImportJobResult } from './importJob.ts';

export type ImportRequest = ImportJob;

/** What the import worker posts: where it is, then the result (or an internal failure, which the page words itself). */
export type ImportReply =
  | { type: 'stage'; stage: ImportStage }
  | { type: 'done'; result: ImportJobResult }
  | { type: 'crashed'; message: string };

/** What an import is doing, shown as "Importing robot.urdf.xacro… (expanding the xacro and importing)". */
export type ImportStage = 'expanding' | 'importing';
