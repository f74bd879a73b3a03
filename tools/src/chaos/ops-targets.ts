import fs from 'node:fs';
import path from 'node:path';

/**
 * Prometheus file_sd targets for a run's services, so `npm run ops:up`'s Prometheus scrapes them
 * (scripts/ops.sh: job <job> reads <dir>/*.<job>.json). The chaos soak's services listen on free
 * ports of its own; this is how the alerts are watched during a soak.
 */
export const OPS_TARGETS_DIR = path.resolve(__dirname, '../../../.cache/ops/targets');

export type OpsJob = 'ingest' | 'enrich' | 'query';

export interface OpsTarget {
  job: OpsJob;
  /** The process' name in the run (enrich-0, …): a label, since several share a job. */
  process: string;
  /** host:port of its ops server (/metrics). */
  address: string;
}

/** The file_sd target groups of one job: one group per process, labelled with run and process. */
export function fileSdGroups(run: string, targets: OpsTarget[], job: OpsJob) {
  return targets
    .filter((t) => t.job === job)
    .map((t) => ({ targets: [t.address], labels: { run, process: t.process } }));
}

/**
 * Writes `<dir>/<run>.<job>.json` for each job (renamed into place: Prometheus never reads half a
 * file) and returns their remover, also run when the process exits; a SIGKILLed run leaves them
 * behind (its targets then show down: delete the files).
 */
export function writeOpsTargets(dir: string, run: string, targets: OpsTarget[]): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const job of ['ingest', 'enrich', 'query'] as const) {
    const file = path.join(dir, `${run}.${job}.json`);
    fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(fileSdGroups(run, targets, job), null, 2)}\n`);
    fs.renameSync(`${file}.tmp`, file);
    files.push(file);
  }
  const remove = () => {
    for (const f of files) fs.rmSync(f, { force: true });
    process.off('exit', remove);
  };
  process.on('exit', remove);
  return remove;
}
