import { hostname } from 'node:os';

/**
 * Names the task running this batch as a person looking for its log would: the Slurm job and array
 * task (whose log is batch-<job>_<task>.log), the Kubernetes pod and index, else the host and pid.
 * Kept in claims, in the summary and in --status ("failed ... tried by <task>").
 */
export function taskLabel(env: NodeJS.ProcessEnv, pid: number = process.pid): string {
  const host = hostname();
  if (env.SLURM_JOB_ID !== undefined) {
    const array = env.SLURM_ARRAY_JOB_ID !== undefined && env.SLURM_ARRAY_TASK_ID !== undefined ? `${env.SLURM_ARRAY_JOB_ID}_${env.SLURM_ARRAY_TASK_ID}` : env.SLURM_JOB_ID;
    return `slurm job ${array} on ${host} (pid ${pid})`;
  }
  if (env.JOB_COMPLETION_INDEX !== undefined) return `kubernetes index ${env.JOB_COMPLETION_INDEX} on ${host} (pid ${pid})`;
  return `${host} pid ${pid}`;
}
