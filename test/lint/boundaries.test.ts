import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The import boundaries of eslint.config.mjs, each proved on a probe file that breaks it (and a
 * control that keeps it), linted in memory at a path inside the tree. Rules match the file an
 * import resolves to, so a relative path, a nested folder or a deep package path is caught as well
 * as a package name. The probes resolve @nes/x to packages/x/dist: the build runs first.
 * The typed and the .js/.mjs rules are proved the same way (lint-probes.mjs says how a probe at an
 * existing path, or a fixture on disk, is linted). Import circles are the module-graph check's
 * (scripts/check-module-graph.mjs, in `npm run lint`; eslint has no cycle rule): proved on a
 * fixture circle below.
 */
const ROOT = path.resolve(__dirname, '../..');

interface Probe {
  name: string;
  file: string;
  code: string;
  /** [ruleId, part of the message] expected; [] for a control that must lint clean. */
  expect: Array<[string, string]>;
}

const PROBES: Probe[] = [
  {
    name: 'contracts → platform (by name)',
    file: 'packages/contracts/src/probe.ts',
    code: "import { createLogger } from '@nes/platform';\nvoid createLogger;\n",
    expect: [['import/no-restricted-paths', 'contracts imports nothing internal']],
  },
  {
    name: 'contracts test → edgar (tests follow the rules)',
    file: 'packages/contracts/test/probe.test.ts',
    code: "import { padCik } from '@nes/edgar';\nvoid padCik;\n",
    expect: [['import/no-restricted-paths', 'contracts imports nothing internal']],
  },
  {
    name: 'edgar → document',
    file: 'packages/edgar/src/probe.ts',
    code: "import { parseSubmission } from '@nes/document';\nvoid parseSubmission;\n",
    expect: [['import/no-restricted-paths', 'edgar imports only contracts']],
  },
  {
    name: 'edgar → enrichment',
    file: 'packages/edgar/src/probe.ts',
    code: "import { eventsFromFiling } from '@nes/enrichment';\nvoid eventsFromFiling;\n",
    expect: [['import/no-restricted-paths', 'edgar imports only contracts']],
  },
  {
    name: 'reference → edgar (relative path)',
    file: 'packages/reference/src/probe.ts',
    code: "import { padCik } from '../../edgar/src/accession';\nvoid padCik;\n",
    expect: [
      ['import/no-restricted-paths', 'reference imports only contracts'],
      ['import/no-restricted-paths', 'Import packages/edgar by its package name'],
    ],
  },
  {
    name: 'platform → reference',
    file: 'packages/platform/src/probe.ts',
    code: "import { loadReferenceDirectory } from '@nes/reference';\nvoid loadReferenceDirectory;\n",
    expect: [['import/no-restricted-paths', 'platform imports none of']],
  },
  {
    name: 'platform → document',
    file: 'packages/platform/src/probe.ts',
    code: "import { parseSubmission } from '@nes/document';\nvoid parseSubmission;\n",
    expect: [['import/no-restricted-paths', 'platform imports none of']],
  },
  {
    name: 'document → enrichment',
    file: 'packages/document/src/probe.ts',
    code: "import { eventsFromFiling } from '@nes/enrichment';\nvoid eventsFromFiling;\n",
    expect: [['import/no-restricted-paths', 'document imports only edgar and contracts']],
  },
  {
    name: 'document → platform',
    file: 'packages/document/src/probe.ts',
    code: "import { createLogger } from '@nes/platform';\nvoid createLogger;\n",
    expect: [['import/no-restricted-paths', 'document imports only edgar and contracts']],
  },
  {
    name: 'a package → a service',
    file: 'packages/enrichment/src/probe.ts',
    code: "import { createClassifier } from '../../../services/enrich/src/classifier';\nvoid createClassifier;\n",
    expect: [
      ['import/no-restricted-paths', 'enrichment is pure'],
      ['import/no-restricted-paths', 'A package never imports a service'],
      ['import/no-restricted-paths', 'Import services/enrich by its package name'],
    ],
  },
  {
    name: "another package's src/ by relative path",
    file: 'services/enrich/test/probe.test.ts',
    code: "import { discoverFilings } from '../../../packages/document/src/discover';\nvoid discoverFilings;\n",
    expect: [['import/no-restricted-paths', 'Import packages/document by its package name']],
  },
  {
    name: "another package's src/ by package path",
    file: 'services/enrich/src/probe.ts',
    code: "import { discoverFilings } from '@nes/document/src/discover';\nvoid discoverFilings;\n",
    expect: [
      ['import/no-restricted-paths', 'Import packages/document by its package name'],
      ['no-restricted-imports', 'Import a package by its name only'],
    ],
  },
  {
    name: 'a tool by its src/ from the repository tests',
    file: 'test/e2e/probe.test.ts',
    code: "import { KeyStore } from '../../tools/src/keys/keys';\nvoid KeyStore;\n",
    expect: [['import/no-restricted-paths', 'Import tools by its package name']],
  },
  {
    name: 'a service → another, from a nested folder',
    file: 'services/ingest/src/deep/er/probe.ts',
    code: "import { loadConfig } from '../../../../query/src/config';\nvoid loadConfig;\n",
    expect: [
      ['import/no-restricted-paths', 'A service never imports another service'],
      ['import/no-restricted-paths', 'Import services/query by its package name'],
    ],
  },
  {
    name: 'a service → another, by name',
    file: 'services/query/src/probe.ts',
    code: "import * as ingest from '@nes/ingest';\nvoid ingest;\n",
    expect: [['import/no-restricted-paths', 'A service never imports another service']],
  },
  {
    name: 'an import that does not resolve',
    file: 'services/query/src/probe.ts',
    code: "import { x } from './no-such-file';\nvoid x;\n",
    expect: [['import/no-unresolved', 'Unable to resolve']],
  },
  {
    name: 'a service src → bench-kit (dev-only)',
    file: 'services/query/src/probe.ts',
    code: "import { freePort } from '@nes/bench-kit';\nvoid freePort;\n",
    expect: [['import/no-restricted-paths', 'bench-kit and tools are dev-only']],
  },
  {
    name: 'a package src → bench-kit (dev-only)',
    file: 'packages/platform/src/probe.ts',
    code: "import { freePort } from '@nes/bench-kit';\nvoid freePort;\n",
    expect: [['import/no-restricted-paths', 'bench-kit and tools are dev-only']],
  },
  {
    name: 'test/helpers → tools (the re-export that let package tests reach tools)',
    file: 'test/helpers/probe.ts',
    code: "export { uniqueName } from '@nes/tools';\n",
    expect: [['import/no-restricted-paths', 'test/helpers is shared by package tests']],
  },
  {
    name: 'a floating promise in src (typed)',
    file: 'packages/platform/src/retry.ts',
    code: 'export async function f(): Promise<void> {}\nf();\n',
    expect: [['@typescript-eslint/no-floating-promises', 'Promises must be awaited']],
  },
  {
    name: 'an unawaited expect(...).resolves in a test (typed)',
    file: 'test/lint/redos.test.ts',
    code: "it('x', () => {\n  expect(Promise.resolve(1)).resolves.toBe(1);\n});\n",
    expect: [['@typescript-eslint/no-floating-promises', 'Promises must be awaited']],
  },
  {
    name: 'an async callback where a void one is expected (typed)',
    file: 'packages/platform/src/retry.ts',
    code: "import http from 'node:http';\nhttp.createServer(async (_req, res) => {\n  res.end(await Promise.resolve('x'));\n});\n",
    expect: [['@typescript-eslint/no-misused-promises', 'Promise returned in function argument']],
  },
  {
    name: '.js files are linted (CommonJS)',
    file: 'test/probe.js',
    code: "const fs = require('node:fs');\nnotDefined(fs);\n",
    expect: [['no-undef', "'notDefined' is not defined"]],
  },
  {
    name: '.mjs files are linted (ES module)',
    file: 'test/probe.mjs',
    code: "import fs from 'node:fs';\nconst unused = fs;\n",
    expect: [['@typescript-eslint/no-unused-vars', "'unused' is assigned a value but never used"]],
  },
  {
    name: "control: a .js file with Node's and CommonJS's globals",
    file: 'test/probe.js',
    code: "const fs = require('node:fs');\nmodule.exports = { read: () => fs.readFileSync(__dirname, 'utf8') };\nprocess.exitCode = 0;\n",
    expect: [],
  },
  {
    name: 'control: awaited and voided promises pass (a type-only import is fine)',
    file: 'packages/platform/src/retry.ts',
    code: "import type { ConsumerRunnerOptions } from './consumer-options';\nexport async function f(o?: ConsumerRunnerOptions): Promise<void> {\n  await Promise.resolve(o);\n}\nvoid f();\n",
    expect: [],
  },
  {
    name: 'control: tests and benchmarks may import bench-kit',
    file: 'services/query/test/probe.test.ts',
    code: "import { freePort } from '@nes/bench-kit';\nvoid freePort;\n",
    expect: [],
  },
  {
    name: 'control: enrich uses its packages and its own src',
    file: 'services/enrich/src/probe.ts',
    code: "import { eventsFromFiling } from '@nes/enrichment';\nimport { createLogger } from '@nes/platform';\nimport { createClassifier } from './classifier';\nvoid eventsFromFiling; void createLogger; void createClassifier;\n",
    expect: [],
  },
  {
    name: 'control: document uses edgar and contracts',
    file: 'packages/document/src/probe.ts',
    code: "import { padCik } from '@nes/edgar';\nimport { COLLECTIONS } from '@nes/contracts';\nimport { parseSubmission } from './sgml/submission';\nvoid padCik; void COLLECTIONS; void parseSubmission;\n",
    expect: [],
  },
];

describe('import boundaries (eslint.config.mjs)', () => {
  let results: Array<Array<{ ruleId: string | null; message: string }>>;
  const lint = () =>
    JSON.parse(
      execFileSync(process.execPath, [path.join(__dirname, 'lint-probes.mjs')], {
        cwd: ROOT,
        input: JSON.stringify(PROBES),
        maxBuffer: 10_000_000,
      }).toString(),
    ) as typeof results;
  beforeAll(() => {
    execFileSync('npx', ['tsc', '-b'], { cwd: ROOT, stdio: 'inherit' });
    results = lint();
  }, 180_000);

  it.each(PROBES.map((p, i) => [p.name, i] as const))('%s', (_name, i) => {
    const got = results[i]!.map((m) => [m.ruleId, m.message] as const);
    const want = PROBES[i]!.expect;
    expect(got).toHaveLength(want.length);
    for (const [rule, text] of want) expect(got).toContainEqual([rule, expect.stringContaining(text)]);
  });
});

describe('import circles (scripts/check-module-graph.mjs, in npm run lint)', () => {
  it('a circle through a value import, a re-export and a dynamic import fails the lint', () => {
    const fixture = path.join(__dirname, 'fixtures/cycle');
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-module-graph.mjs'), '--root', fixture], {
      encoding: 'utf8',
    });
    expect(r.stdout.trim().split('\n')).toEqual([
      'import circle: cycle-a.ts ↔ cycle-b.ts ↔ cycle-c.ts',
      'module graph: 0 dead exports, 1 import circles (3 files)',
    ]);
    expect(r.status).toBe(1);
  });
});
