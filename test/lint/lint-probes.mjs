// Lints in-memory probe files with the repository's ESLint config (Node API, one process) and
// prints each probe's messages as JSON. A child process because jest cannot load the ESM config.
// A probe at a path that exists is linted as that file with the probe's text (typed rules see the
// text); one at a path that does not exist has no type information, so the typed rules are off
// for it. test/lint/fixtures (ignored by `npm run lint`) is linted here; every other ignore holds.
import { existsSync } from 'node:fs';
import { ESLint } from 'eslint';

const root = new URL('../..', import.meta.url).pathname;
const UNIGNORE = ['!test/lint/fixtures/**'];
const probes = JSON.parse(
  await new Promise((resolve) => {
    let s = '';
    process.stdin.on('data', (d) => (s += d)).on('end', () => resolve(s));
  }),
);
// Typed with a program of the probes' files only (test/lint/tsconfig.probes.json): the rules and
// the files they apply to are the config's; building the whole tree's program would cost ~10 s.
const typed = new ESLint({
  cwd: root,
  ignorePatterns: UNIGNORE,
  overrideConfig: {
    files: ['**/*.ts'],
    // With CI=true typescript-eslint infers a "single run" and types every file as it is on disk,
    // not as the probe's text: the typed probes came back silent on CI. A probe is never a single run.
    languageOptions: {
      parserOptions: { project: ['test/lint/tsconfig.probes.json'], disallowAutomaticSingleRunInference: true },
    },
  },
});
const untyped = new ESLint({
  cwd: root,
  ignorePatterns: UNIGNORE,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});
const out = [];
for (const p of probes) {
  const eslint = existsSync(`${root}${p.file}`) ? typed : untyped;
  const [result] = await eslint.lintText(p.code, { filePath: `${root}${p.file}` });
  out.push((result?.messages ?? []).map((m) => ({ ruleId: m.ruleId, severity: m.severity, message: m.message })));
}
process.stdout.write(JSON.stringify(out));
