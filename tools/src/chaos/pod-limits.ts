import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { REPO_ROOT } from '@nes/bench-kit';

export type ServiceName = 'ingest' | 'enrich' | 'query';
export const SERVICES: readonly ServiceName[] = ['ingest', 'enrich', 'query'];

/** "512Mi", "1Gi", "500M" → bytes. */
export function parseQuantity(q: string): number {
  const m = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|K|M|G)?$/.exec(q.trim());
  if (!m) throw new Error(`not a memory quantity: ${q}`);
  const unit = { Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3, K: 1e3, M: 1e6, G: 1e9 }[m[2] ?? ''] ?? 1;
  return Number(m[1]) * unit;
}

/** The memory limit of each service's own container in deploy/k8s/base/<service>.yaml, bytes. */
export function podMemoryLimits(root = REPO_ROOT): Record<ServiceName, number> {
  const out = {} as Record<ServiceName, number>;
  for (const svc of SERVICES) {
    const docs = YAML.parseAllDocuments(fs.readFileSync(path.join(root, 'deploy/k8s/base', `${svc}.yaml`), 'utf8'));
    for (const doc of docs) {
      const spec = doc.toJS() as {
        kind?: string;
        spec?: {
          template?: { spec?: { containers?: { name: string; resources?: { limits?: { memory?: string } } }[] } };
        };
      };
      const c = spec.spec?.template?.spec?.containers?.find((x) => x.name === svc);
      if (c?.resources?.limits?.memory) out[svc] = parseQuantity(c.resources.limits.memory);
    }
    if (!out[svc]) throw new Error(`no memory limit for the ${svc} container in deploy/k8s/base/${svc}.yaml`);
  }
  return out;
}

/** A process' peak resident set (VmHWM) so far, bytes; 0 when it is gone. */
export function peakRss(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
