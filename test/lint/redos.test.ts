import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The ReDoS rules of eslint.config.mjs (eslint-plugin-regexp's super-linear rules), each proved on a
 * probe file in the tree that breaks it, and a control that keeps it (#24: a page-marker regex with
 * `\s*` across newlines held enrich for minutes on 1 MB of blank lines).
 */
const ROOT = path.resolve(__dirname, '../..');

const PROBES = [
  {
    name: 'nested quantifiers that trade characters (backtracking)',
    file: 'packages/document/src/probe.ts',
    code: 'export const words = /^(\\w+\\s?)*$/;\n',
    rule: 'regexp/no-super-linear-backtracking',
  },
  {
    name: "the #24 page marker: \\s* on both sides of a line's marker, multiline",
    file: 'packages/document/src/probe.ts',
    code: 'export const marker = /^\\s*<\\/?(PAGE|S|C)>\\s*$/gim;\n',
    rule: 'regexp/no-super-linear-move',
  },
  {
    name: 'an unanchored quantifier that moves over the whole input (move)',
    file: 'packages/enrichment/src/probe.ts',
    code: "export const tail = (s: string) => s.replace(/\\s+$/, '');\n",
    rule: 'regexp/no-super-linear-move',
  },
  {
    name: 'control: the line-local page marker (no line terminator, \\r included, in its spaces)',
    file: 'packages/document/src/probe.ts',
    code: "export const marker = /^[^\\S\\n\\r\\u2028\\u2029]*<\\/?(?:PAGE|S|C)>[^\\S\\n\\r\\u2028\\u2029]*$/gim;\nexport const x = 'a'.replace(marker, '');\n",
    rule: null,
  },
];

describe('ReDoS lint (eslint-plugin-regexp)', () => {
  let results: Array<Array<{ ruleId: string | null; severity: number; message: string }>>;
  beforeAll(() => {
    execFileSync('npx', ['tsc', '-b'], { cwd: ROOT, stdio: 'inherit' });
    const out = execFileSync(process.execPath, [path.join(__dirname, 'lint-probes.mjs')], {
      cwd: ROOT,
      input: JSON.stringify(PROBES),
      maxBuffer: 10_000_000,
    });
    results = JSON.parse(out.toString());
  }, 180_000);

  it.each(PROBES.map((p, i) => [p.name, i] as const))('%s', (_name, i) => {
    // Errors (severity 2), not warnings: a warning does not fail `npm run lint`.
    const rules = results[i]!.filter((m) => m.ruleId?.startsWith('regexp/') && m.severity === 2).map((m) => m.ruleId);
    const want = PROBES[i]!.rule;
    if (want) expect(rules).toContain(want);
    else expect(results[i]!.filter((m) => m.ruleId?.startsWith('regexp/'))).toEqual([]);
  });
});
