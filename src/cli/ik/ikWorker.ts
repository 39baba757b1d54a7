// A worker thread of `bodyplan ik --workers N` (see ikParallel.ts): solves one segment and posts
// its packed results back (transferred, not copied) with the time the solve took.
import { parentPort, workerData } from 'node:worker_threads';
import { solveRecordingRange } from '../../bodyplan/ik/ikRecording.ts';
import type { SegmentJob, SegmentResult } from './ikParallel.ts';

const job = workerData as SegmentJob;
const start = performance.now();
const solved = solveRecordingRange(job.model, job.recording, job.options, 0, job.length, job.discard);
const message: SegmentResult = { solved, solveMs: performance.now() - start };
parentPort!.postMessage(message, [solved.buffer as ArrayBuffer]);
