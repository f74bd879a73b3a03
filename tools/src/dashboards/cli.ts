/**
 * `npm run dashboards` writes deploy/monitoring/dashboards/*.json from the TypeScript definitions;
 * `--check` exits 1 when a checked-in file differs (tools/test/dashboards.test.ts checks the same).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DASHBOARDS, DASHBOARDS_DIR, renderDashboard } from './index';

const root = path.resolve(__dirname, '../../..');
const check = process.argv.includes('--check');
let stale = 0;
for (const [name, d] of Object.entries(DASHBOARDS)) {
  const file = path.join(root, DASHBOARDS_DIR, `${name}.json`);
  const text = renderDashboard(d);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current === text) continue;
  if (check) {
    console.error(`${path.relative(root, file)} is out of date: run npm run dashboards`);
    stale++;
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`wrote ${path.relative(root, file)}`);
  }
}
process.exitCode = stale ? 1 : 0;
