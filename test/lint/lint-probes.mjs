// Lints in-memory probe files with the repository's ESLint config (Node API, one process) and
// prints each probe's messages as JSON. A child process because jest cannot load the ESM config.
import { ESLint } from 'eslint';

const root = new URL('../..', import.meta.url).pathname;
const probes = JSON.parse(
  await new Promise((resolve) => {
    let s = '';
    process.stdin.on('data', (d) => (s += d)).on('end', () => resolve(s));
  }),
);
const eslint = new ESLint({ cwd: root });
const out = [];
for (const p of probes) {
  const [result] = await eslint.lintText(p.code, { filePath: `${root}${p.file}` });
  out.push((result?.messages ?? []).map((m) => ({ ruleId: m.ruleId, severity: m.severity, message: m.message })));
}
process.stdout.write(JSON.stringify(out));
