/**
 * What the code says about its own deployment, read from the sources (no build needed): which
 * environment variables each workspace reads, their defaults, and which workspaces exist.
 * Used by tools/test/deploy-manifests.test.ts to hold the deploy manifests to the code.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
const PLATFORM_CONFIG = 'packages/platform/src/config.ts';

/** Removes comments (keeps string literals intact, so `'https://…'` survives). */
export function stripComments(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      i = end === -1 ? src.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < src.length && src[j] !== c) j += src[j] === '\\' ? 2 : 1;
      out += src.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * Source files a container runs: a workspace's src/ (benchmarks live beside it in bench/, are run
 * from a checkout and never by an image). So are the pipeline harness, the chaos soak and the
 * transaction-cost tool, which start services with variables set for them (tools/src/pipeline,
 * chaos, eos).
 */
const NOT_RUN_BY_AN_IMAGE = new Set(['bench', 'pipeline', 'chaos', 'eos']);
function tsFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return NOT_RUN_BY_AN_IMAGE.has(e.name) ? [] : tsFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Workspace package name → folder (relative to the repo root), from the root "workspaces" globs. */
export function workspaces(root = ROOT): Map<string, string> {
  const globs = (readJson(path.join(root, 'package.json')).workspaces as string[]) ?? [];
  const dirs = globs.flatMap((g) =>
    g.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, g.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => `${g.slice(0, -2)}/${e.name}`)
      : [g],
  );
  const map = new Map<string, string>();
  for (const d of dirs) {
    const pkg = path.join(root, d, 'package.json');
    if (fs.existsSync(pkg)) map.set(readJson(pkg).name as string, d);
  }
  return map;
}

export interface Workspace {
  dir: string;
  /** Comment-free sources of the workspace itself (src/ only: what the image runs). */
  own: string;
  /** Comment-free sources of the workspaces it depends on, transitively (platform config excluded). */
  deps: string;
}

export function loadWorkspace(dir: string, root = ROOT): Workspace {
  const byName = workspaces(root);
  const seen = new Set<string>();
  const visit = (d: string) => {
    const deps = (readJson(path.join(root, d, 'package.json')).dependencies ?? {}) as Record<string, string>;
    for (const name of Object.keys(deps)) {
      const depDir = byName.get(name);
      if (depDir && !seen.has(depDir)) {
        seen.add(depDir);
        visit(depDir);
      }
    }
  };
  visit(dir);
  const read = (files: string[]) => files.map((f) => stripComments(fs.readFileSync(f, 'utf8'))).join('\n');
  const depFiles = [...seen]
    .flatMap((d) => tsFiles(path.join(root, d, 'src')))
    .filter((f) => !f.endsWith(PLATFORM_CONFIG));
  return { dir, own: read(tsFiles(path.join(root, dir, 'src'))), deps: read(depFiles) };
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A spec key (`NAME: env.int(…)`), a `process.env.NAME` / `process.env['NAME']` read, or a `'NAME'` literal. */
export function mentions(src: string, name: string): boolean {
  const n = esc(name);
  return new RegExp(`(^|[\\s{,])${n}\\s*:|process\\.env\\.${n}\\b|['"\`]${n}['"\`]`, 'm').test(src);
}

/** The shared config groups of packages/platform/src/config.ts: group name → its variables and source. */
export function platformGroups(root = ROOT): Map<string, { names: string[]; body: string }> {
  const src = stripComments(fs.readFileSync(path.join(root, PLATFORM_CONFIG), 'utf8'));
  const groups = new Map<string, { names: string[]; body: string }>();
  for (const m of src.matchAll(/export const (\w+Config) = \{([\s\S]*?)\n\};/g)) {
    const body = m[2]!;
    // eslint-disable-next-line regexp/no-super-linear-move -- bounded: this repository's own config source
    groups.set(m[1]!, { names: [...body.matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*:/gm)].map((x) => x[1]!), body });
  }
  return groups;
}

/**
 * Does the code of this workspace read `name`? Its own sources mention it; or it spreads the
 * platform group that defines it (`...kafkaConfig`); or, for names outside the platform groups,
 * a workspace it depends on reads it. A platform variable is not "read" by a service that never
 * uses its group (query gets no KAFKA_BROKERS unless it spreads kafkaConfig).
 */
export function reads(ws: Workspace, name: string, root = ROOT): boolean {
  if (mentions(ws.own, name)) return true;
  for (const [group, { names }] of platformGroups(root)) {
    if (names.includes(name))
      return new RegExp(`\\b${group}\\b`).test(ws.own) || new RegExp(`\\b${group}\\b`).test(ws.deps);
  }
  return mentions(ws.deps, name);
}

/** Default of an integer/string variable as declared in code: the workspace's own spec wins over the platform's. */
export function codeDefault(ws: Workspace, name: string, root = ROOT): string | undefined {
  const pattern = new RegExp(
    `(?:^|[\\s{,])${esc(name)}\\s*:\\s*env\\.\\w+\\(\\s*(?:(-?\\d+)|'([^']*)'|"([^"]*)")`,
    'm',
  );
  for (const src of [ws.own, ...[...platformGroups(root).values()].map((g) => g.body)]) {
    const m = pattern.exec(src);
    if (m) return m[1] ?? m[2] ?? m[3];
  }
  return undefined;
}

/** Variables the workspace's own config declares without a default (`NAME: env.string()`): must be set. */
export function requiredVars(ws: Workspace): string[] {
  return [
    ...ws.own.matchAll(/(?:^|[\s{,])([A-Z][A-Z0-9_]*)\s*:\s*env\.(?:string|int|number|bool|url|list)\(\s*\)/gm),
  ].map((m) => m[1]!);
}

/**
 * Has this workspace's code been written yet (does it read its configuration at all)? Manifests
 * are written ahead of a service; until its code lands there is nothing to hold them to, and the
 * checks report the workspace as pending instead. They apply the moment it reads its config.
 */
export function isWritten(ws: Workspace): boolean {
  return /\bloadConfig\(|\bprocess\.env\b/.test(ws.own);
}

/**
 * Packages the compiled code of a workspace loads at run time that its production install would
 * not provide: `npm ci --omit=dev -w <ws>` installs only the dependencies declared by the workspace
 * and the workspaces it depends on, while in the dev tree every hoisted package resolves. Type-only
 * imports are erased by tsc and do not count.
 */
export function undeclaredRuntimeImports(dir: string, root = ROOT): string[] {
  const byName = workspaces(root);
  const closure = new Set<string>([dir]);
  const declared = new Set<string>();
  const visit = (d: string) => {
    const pkg = readJson(path.join(root, d, 'package.json'));
    for (const name of Object.keys((pkg.dependencies ?? {}) as Record<string, string>)) {
      declared.add(name);
      const depDir = byName.get(name);
      if (depDir && !closure.has(depDir)) {
        closure.add(depDir);
        visit(depDir);
      }
    }
  };
  visit(dir);
  const builtins = new Set(builtinModules);
  const missing = new Set<string>();
  for (const d of closure) {
    for (const file of tsFiles(path.join(root, d, 'src'))) {
      const src = stripComments(fs.readFileSync(file, 'utf8'));
      const specs = [
        // eslint-disable-next-line regexp/no-super-linear-move, regexp/no-super-linear-backtracking -- bounded: this repository's own source files
        ...src.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
        ...src.matchAll(/\b(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/g),
      ].map((m) => m[1]!);
      for (const spec of specs) {
        if (spec.startsWith('.') || spec.startsWith('node:') || builtins.has(spec.split('/')[0]!)) continue;
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
        if (!declared.has(name) && byName.get(name) !== d)
          missing.add(`${name} (imported by ${path.relative(root, file)})`);
      }
    }
  }
  return [...missing];
}
