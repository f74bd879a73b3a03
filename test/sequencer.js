// Longest test files first, so the two CI workers finish together. Jest does this by itself only
// with its cached durations, which a fresh clone has none of: it then orders by file size, and a
// 40-line fault test of two minutes started last kept one worker busy alone at the end. A file's
// duration is jest's cached one, else test/durations.json (seconds, measured), else 0 (by size).
// `node test/sequencer.js .cache/jest-results.json [checkout]` rewrites durations.json from the
// results of a run (`npm test` writes them) in this checkout or another clone of it.
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const ROOT = path.join(__dirname, '..');
const TABLE = path.join(__dirname, 'durations.json');
// Files under this many seconds are left out of the table: their order hardly matters.
const MIN_SECONDS = 3;

class LongestFirst extends Sequencer {
  sort(tests) {
    const table = JSON.parse(fs.readFileSync(TABLE, 'utf8'));
    const seconds = (t) => this.time(t) / 1000 || table[path.relative(ROOT, t.path)] || 0;
    const size = (t) => t.context.hasteFS.getSize(t.path) ?? 0;
    return [...tests].sort((a, b) => seconds(b) - seconds(a) || size(b) - size(a));
  }
}

if (require.main === module) {
  const results = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')).testResults;
  const from = path.resolve(process.argv[3] ?? ROOT);
  const table = Object.fromEntries(
    results
      .map((r) => [path.relative(from, r.name), Math.round((r.endTime - r.startTime) / 1000)])
      .filter(([, s]) => s >= MIN_SECONDS)
      .sort((a, b) => b[1] - a[1]),
  );
  fs.writeFileSync(TABLE, `${JSON.stringify(table, null, 2)}\n`);
}

module.exports = LongestFirst;
