import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeOpsTargets } from '../src/chaos/ops-targets';

describe('chaos --prometheus: file_sd targets for ops:up', () => {
  it('writes one file per job, a target group per process labelled with run and process, and removes them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-targets-'));
    try {
      const remove = writeOpsTargets(dir, 'chaos', [
        { job: 'ingest', process: 'ingest', address: '127.0.0.1:4001' },
        { job: 'enrich', process: 'enrich-0', address: '127.0.0.1:4002' },
        { job: 'enrich', process: 'enrich-1', address: '127.0.0.1:4003' },
        { job: 'query', process: 'query', address: '127.0.0.1:4004' },
      ]);
      expect(fs.readdirSync(dir).sort()).toEqual(['chaos.enrich.json', 'chaos.ingest.json', 'chaos.query.json']);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'chaos.enrich.json'), 'utf8'))).toEqual([
        { targets: ['127.0.0.1:4002'], labels: { run: 'chaos', process: 'enrich-0' } },
        { targets: ['127.0.0.1:4003'], labels: { run: 'chaos', process: 'enrich-1' } },
      ]);
      remove();
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
