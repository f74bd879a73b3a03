import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keysDatabase } from '../src/keys/database';

describe('the keys CLI database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'keys-db-'));
  const demoFile = (pid: number) => {
    const f = path.join(dir, `demo-${pid}.env`);
    writeFileSync(
      f,
      `MONGODB_URI=mongodb://127.0.0.1:37017/?directConnection=true\nMONGODB_DB=news_events_demo\nDEMO_PID=${pid}\n`,
    );
    return f;
  };

  it("is the running demo's when nothing is set", () => {
    const r = keysDatabase({}, demoFile(process.pid));
    expect(r.env).toMatchObject({
      MONGODB_URI: 'mongodb://127.0.0.1:37017/?directConnection=true',
      MONGODB_DB: 'news_events_demo',
    });
    expect(r.source).toContain('running demo');
  });

  it('ignores a demo that has stopped', () => {
    const r = keysDatabase({}, demoFile(2 ** 22 + 12345)); // above Linux's pid_max default: no such process
    expect(r.env.MONGODB_DB).toBeUndefined();
    expect(r.source).toContain('defaults');
  });

  it('lets MONGODB_URI / MONGODB_DB win over the demo', () => {
    const r = keysDatabase({ MONGODB_DB: 'other' }, demoFile(process.pid));
    expect(r.env.MONGODB_DB).toBe('other');
    expect(r.env.MONGODB_URI).toBeUndefined();
  });

  it('uses the defaults without a demo file', () => {
    expect(keysDatabase({}, path.join(dir, 'none.env')).source).toContain('defaults');
  });
});
