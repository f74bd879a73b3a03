import fs from 'node:fs';

/** CPU time and peak memory of processes, read from /proc (Linux). */
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export function procStat(pid: number): { cpu: number; hwmKb: number } {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After "(comm) ": state is field 3, utime 14, stime 15 → indexes 11 and 12 here.
    const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    const hwm = /VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { cpu, hwmKb: hwm ? Number(hwm[1]) : 0 };
  } catch {
    return { cpu: 0, hwmKb: 0 };
  }
}

/** CPU seconds used so far by any process (0 when it cannot be read). */
export function cpuOfPid(pid: number): number {
  return procStat(pid).cpu;
}

/** utime + stime + the reaped children's cutime + cstime, seconds (fields 14–17 of /proc/PID/stat). */
function cpuWithReapedChildren(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of a PostgreSQL server so far: the postmaster, the backends it has reaped and the
 * ones still running (one per connection; FerretDB keeps a pool, so most of the work is there).
 */
export function cpuOfPostgres(postmaster: number): number {
  let total = cpuWithReapedChildren(postmaster);
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) total += procStat(Number(d)).cpu;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

/** CPU seconds the local document store (FerretDB + PostgreSQL) has used so far; NaN if not found. */
export function cpuOfDocumentStore(stack: { ferretdb?: number; postgres?: number }): number {
  if (!stack.ferretdb && !stack.postgres) return NaN;
  return (stack.ferretdb ? cpuOfPid(stack.ferretdb) : 0) + (stack.postgres ? cpuOfPostgres(stack.postgres) : 0);
}
