import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from './root';

const built = new Set<string>();

/**
 * `tsc -b <projects>` (paths relative to the checkout; none = the whole solution), once per set of
 * projects in this process: tests and benchmarks run the built JS, as production does. Runs tsc
 * with this Node directly (no npx start-up).
 */
export function buildOnce(...projects: string[]): void {
  const key = projects.join(' ');
  if (built.has(key)) return;
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', ...projects], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  built.add(key);
}
