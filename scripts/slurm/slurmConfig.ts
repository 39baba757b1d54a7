import { join } from 'node:path';

export type ProcessTracking = 'proctrack/cgroup' | 'proctrack/linuxproc';

export interface ClusterLayout {
  /** The cluster's own folder: configuration, state, spool, logs, pid files and MUNGE's socket. */
  dir: string;
  /** This machine's short host name: slurmctld runs only where SlurmctldHost names it. */
  host: string;
  nodeName: string;
  user: string;
  ctldPort: number;
  slurmdPort: number;
  cpus: number;
  tracking: ProcessTracking;
}

export const paths = (dir: string) => ({
  conf: join(dir, 'slurm.conf'),
  cgroupConf: join(dir, 'cgroup.conf'),
  mungeDir: join(dir, 'munge'),
  mungeKey: join(dir, 'munge', 'munge.key'),
  mungeSocket: join(dir, 'munge', 'munge.socket'),
  mungePid: join(dir, 'munge', 'munged.pid'),
  mungeLog: join(dir, 'munge', 'munged.log'),
  mungeSeed: join(dir, 'munge', 'munged.seed'),
  state: join(dir, 'state'),
  spool: join(dir, 'spool'),
  ctldPid: join(dir, 'slurmctld.pid'),
  slurmdPid: join(dir, 'slurmd.pid'),
  ctldLog: join(dir, 'slurmctld.log'),
  slurmdLog: join(dir, 'slurmd.log'),
});

/**
 * slurm.conf for one node on 127.0.0.1 whose every file is in `layout.dir`, on its own ports, so it
 * neither needs nor touches a Slurm already on the machine. No accounting database (sacct would need
 * slurmdbd and MariaDB): the test reads squeue, `scontrol show job` (finished jobs are kept for
 * MinJobAge seconds) and the jobs' own logs.
 */
export function slurmConf(layout: ClusterLayout): string {
  const p = paths(layout.dir);
  return [
    'ClusterName=bodyplantest',
    `SlurmctldHost=${layout.host}(127.0.0.1)`,
    `SlurmUser=${layout.user}`,
    `SlurmdUser=${layout.user}`,
    `SlurmctldPort=${layout.ctldPort}`,
    `SlurmdPort=${layout.slurmdPort}`,
    'AuthType=auth/munge',
    'CredType=cred/munge',
    `AuthInfo=socket=${p.mungeSocket}`,
    `StateSaveLocation=${p.state}`,
    `SlurmdSpoolDir=${p.spool}`,
    `SlurmctldPidFile=${p.ctldPid}`,
    `SlurmdPidFile=${p.slurmdPid}`,
    `SlurmctldLogFile=${p.ctldLog}`,
    `SlurmdLogFile=${p.slurmdLog}`,
    // With cgroup tracking a cancelled job's every process gets SIGTERM and, once the job script's
    // own process ends, the rest are killed: the case the README's `exec` is for.
    `ProctrackType=${layout.tracking}`,
    'TaskPlugin=task/none',
    'JobAcctGatherType=jobacct_gather/none',
    'AccountingStorageType=accounting_storage/none',
    'JobCompType=jobcomp/none',
    'MpiDefault=none',
    'SchedulerType=sched/backfill',
    'SelectType=select/cons_tres',
    'SelectTypeParameters=CR_Core',
    // The node offers the CPUs written below even on a 2-core machine, so the README's 4 tasks of
    // 2 CPUs run at once, as on a real node.
    'SlurmdParameters=config_overrides',
    'ReturnToService=2',
    'MinJobAge=900',
    'KillWait=30',
    `NodeName=${layout.nodeName} NodeAddr=127.0.0.1 NodeHostname=${layout.host} CPUs=${layout.cpus} State=UNKNOWN`,
    `PartitionName=batch Nodes=${layout.nodeName} Default=YES MaxTime=INFINITE State=UP`,
    '',
  ].join('\n');
}

/** Read by slurmd beside slurm.conf. No systemd runs here (a container, CI): Slurm makes its cgroups itself. */
export const CGROUP_CONF = ['CgroupPlugin=autodetect', 'IgnoreSystemd=yes', ''].join('\n');
