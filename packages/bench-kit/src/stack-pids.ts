import fs from 'node:fs';
import { REPO_ROOT } from './root';

/**
 * The local stack's own processes (deploy/local/stack.sh under this checkout), to attribute CPU:
 * FerretDB listening on the MONGODB_URI port, and the Kafka JVM logging to <root>/.local-stack (other
 * sessions' private brokers share its libs, not its log dir).
 */
export function stackPids(
  mongoUri: string,
  root = REPO_ROOT,
): { ferretdb?: number; postgres?: number; kafka?: number } {
  const port = /:(\d+)\//.exec(mongoUri)?.[1] ?? '27017';
  const out: { ferretdb?: number; postgres?: number; kafka?: number } = {};
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    let cmd = '';
    try {
      cmd = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0').join(' ');
    } catch {
      continue;
    }
    if (/ferretdb/.test(cmd) && new RegExp(`--listen-addr=\\S*:${port}\\b`).test(cmd)) out.ferretdb = Number(d);
    else if (/\/postgres -D /.test(cmd) && cmd.includes(`${root}/.local-stack/postgres/data`)) out.postgres = Number(d);
    else if (/^\S*java /.test(cmd) && cmd.includes(`-Dkafka.logs.dir=${root}/.local-stack/kafka/logs`))
      out.kafka = Number(d);
  }
  return out;
}
