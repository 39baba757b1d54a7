// A worker thread of `bodyplan ik --workers N` (see ikParallel.ts): solves one segment and posts
// its packed results back (transferred, not copied).
import { parentPort, workerData } from 'node:worker_threads';
import { solveRecordingRange } from '../bodyplan/observations/recording.ts';
import type { SegmentJob } from './ikParallel.ts';

const job = workerData as SegmentJob;
const solved = solveRecordingRange(job.model, job.recording, job.options, 0, job.length, job.discard);
parentPort!.postMessage(solved, [solved.buffer as ArrayBuffer]);
