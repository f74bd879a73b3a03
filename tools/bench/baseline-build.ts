import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export type Baseline =
  { ok: true; ref: string; commit: string; root: string } | { ok: false; ref: string; reason: string };

const git = (repo: string, args: string[]) =>
  execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * The packages/ of another commit, compiled with this checkout's TypeScript into a cache folder
 * (reused while the commit is the same), so a benchmark can load that commit's @nes/enrichment
 * beside the current one. `git archive` reads the object store only: no worktree is registered.
 * Third-party modules come from this checkout's node_modules; @nes/* resolve inside the copy.
 * Any failure (no git, shallow clone without the commit, a build error) is returned, not thrown.
 */
export async function buildBaseline(repoRoot: string, ref: string): Promise<Baseline> {
  let commit: string;
  try {
    commit = git(repoRoot, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    return { ok: false, ref, reason: `git cannot resolve ${ref} in ${repoRoot} (no history, or a shallow clone)` };
  }
  const root = join(tmpdir(), 'nes-bench-baseline', commit);
  const stamp = join(root, '.built');
  if (existsSync(stamp)) return { ok: true, ref, commit, root };
  try {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    const tar = execFileSync(
      'git',
      ['-C', repoRoot, 'archive', '--format=tar', commit, 'packages', 'tsconfig.base.json'],
      {
        maxBuffer: 512 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    execFileSync('tar', ['-x', '-C', root], { input: tar });
    linkNodeModules(repoRoot, root);
    // Asynchronous: the caller's progress heartbeat goes on during the build (tens of seconds).
    await promisify(execFile)(
      process.execPath,
      [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-b', 'packages/enrichment'],
      {
        cwd: root,
      },
    );
    writeFileSync(stamp, `${ref} ${commit}\n`);
    return { ok: true, ref, commit, root };
  } catch (e) {
    const err = e as { stderr?: Buffer | string; stdout?: Buffer | string; message: string };
    const detail = `${err.stdout?.toString() ?? ''}${err.stderr?.toString() ?? ''}`.trim() || err.message;
    return { ok: false, ref, reason: `building ${ref} (${commit.slice(0, 7)}) failed: ${detail.slice(0, 500)}` };
  }
}

/** node_modules of the copy: every third-party entry links to this checkout's; @nes/* to the copy's packages. */
function linkNodeModules(repoRoot: string, root: string): void {
  const nm = join(root, 'node_modules');
  mkdirSync(join(nm, '@nes'), { recursive: true });
  for (const e of readdirSync(join(repoRoot, 'node_modules')))
    if (e !== '@nes' && e !== '.bin') symlinkSync(join(repoRoot, 'node_modules', e), join(nm, e));
  for (const p of readdirSync(join(root, 'packages'))) {
    symlinkSync(join(root, 'packages', p), join(nm, '@nes', p));
    // Packages with their own node_modules (a dependency version the root does not hoist).
    const own = join(repoRoot, 'packages', p, 'node_modules');
    if (existsSync(own)) symlinkSync(own, join(root, 'packages', p, 'node_modules'));
  }
}
