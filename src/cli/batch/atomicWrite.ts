// The writer moved to src/cli/atomicWrite.ts, shared by every command's output files; batch.ts keeps importing it from here.
export { writeAtomically } from '../atomicWrite.ts';
