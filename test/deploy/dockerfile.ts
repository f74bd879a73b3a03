/** A small reader for our Dockerfiles: stages with their FROM, ENV, EXPOSE, CMD and RUN lines. */
import fs from 'node:fs';

export interface Stage {
  name: string;
  from: string;
  env: Record<string, string>;
  expose: string[];
  cmd?: string[];
  runs: string[];
  copies: string[];
}

/** Joins `\`-continued lines and drops comments. */
function logicalLines(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!cur && (line.startsWith('#') || line === '')) continue;
    if (line.endsWith('\\')) cur += line.slice(0, -1) + ' ';
    else {
      out.push((cur + line).trim());
      cur = '';
    }
  }
  if (cur) out.push(cur.trim());
  return out;
}

/** `A=1 B="two words"` → { A: '1', B: 'two words' } (the ENV forms we use). */
function parseEnv(args: string): Record<string, string> {
  const env: Record<string, string> = {};
  // eslint-disable-next-line regexp/no-super-linear-move -- bounded: one instruction of this repository's Dockerfile
  for (const m of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|(\S*))/g)) env[m[1]!] = m[3] ?? m[4] ?? '';
  return env;
}

export function parseDockerfile(file: string): Map<string, Stage> {
  const stages = new Map<string, Stage>();
  let stage: Stage | undefined;
  for (const line of logicalLines(fs.readFileSync(file, 'utf8'))) {
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- bounded: one instruction of this repository's Dockerfile
    const [, instr = '', args = ''] = /^(\w+)\s+([\s\S]*)$/.exec(line) ?? [];
    switch (instr.toUpperCase()) {
      case 'FROM': {
        const m = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args)!;
        const parent = stages.get(m[1]!);
        stage = {
          name: m[2] ?? `#${stages.size}`,
          from: m[1]!,
          // A stage built FROM another inherits its ENV, EXPOSE and CMD.
          env: { ...(parent?.env ?? {}) },
          expose: [...(parent?.expose ?? [])],
          cmd: parent?.cmd,
          runs: [],
          copies: [],
        };
        stages.set(stage.name, stage);
        break;
      }
      case 'ENV':
        if (stage) Object.assign(stage.env, parseEnv(args));
        break;
      case 'EXPOSE':
        stage?.expose.push(...args.split(/\s+/).map((p) => p.replace(/\/.*/, '')));
        break;
      case 'CMD':
        if (stage) stage.cmd = JSON.parse(args) as string[];
        break;
      case 'RUN':
        stage?.runs.push(args);
        break;
      case 'COPY':
        stage?.copies.push(args);
        break;
    }
  }
  return stages;
}

/** The workspace a stage installs (`npm ci --omit=dev -w @nes/x`), if any. */
export function stageWorkspace(stage: Stage): string | undefined {
  for (const run of stage.runs) {
    const m = /-w\s+(@nes\/[\w-]+)/.exec(run);
    if (m) return m[1];
  }
  return undefined;
}
