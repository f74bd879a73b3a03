// Lint: typescript-eslint recommended, plus the architecture's import boundaries. The boundaries
// are checked on the file an import resolves to (eslint-plugin-import's no-restricted-paths with
// the TypeScript resolver), not on how the import is spelled, so a relative path reaches no further
// than a package name does. `@nes/x` resolves to packages/x/dist (its "types"): `npm run lint`
// builds first, and an import that does not resolve is an error, never a silent pass.
// Import circles are refused by scripts/check-module-graph.mjs (in `npm run lint`), not here: it
// follows every edge import/no-cycle did (value, type-only, re-export, require, import()) across
// the whole tree in about a second, where no-cycle cost ~5 s CPU of every lint. Dev-only packages
// (bench-kit, tools) reach no service's or package's src; promises are checked with types (no-floating-promises, no-misused-promises) in
// every .ts file (one program, tsconfig.lint.json); .js/.mjs files are linted too.
// test/lint/boundaries.test.ts proves each rule fires on a probe file.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import regexpPlugin from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const dirs = (parent) =>
  readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${parent}/${d.name}`);
const packages = dirs('packages');
const services = dirs('services');
const workspaces = [...packages, ...services, 'tools'];
const pkg = (name) => `packages/${name}`;
const except = (list, ...drop) => list.filter((d) => !drop.includes(d));

/** The layers, lowest first: what each may not import (whole folders, src and dist alike). */
const zones = [
  {
    target: pkg('contracts'),
    from: except(workspaces, pkg('contracts')),
    message: 'contracts imports nothing internal.',
  },
  ...['edgar', 'reference'].map((p) => ({
    target: pkg(p),
    from: except(workspaces, pkg(p), pkg('contracts')),
    message: `${p} imports only contracts.`,
  })),
  {
    target: pkg('platform'),
    from: [pkg('edgar'), pkg('reference'), pkg('document'), pkg('enrichment')],
    message: 'platform imports none of edgar, reference, document, enrichment.',
  },
  {
    target: pkg('document'),
    from: except(workspaces, pkg('document'), pkg('edgar'), pkg('contracts')),
    message: 'document imports only edgar and contracts.',
  },
  {
    target: pkg('enrichment'),
    from: [pkg('platform'), pkg('bench-kit'), ...services, 'tools'],
    message: 'enrichment is pure: no platform, services or tools.',
  },
  { target: 'packages', from: [...services, 'tools'], message: 'A package never imports a service or a tool.' },
  ...services.map((s) => ({
    target: s,
    from: except(services, s),
    message: 'A service never imports another service; share code through packages/.',
  })),
  { target: services, from: 'tools', message: 'A service never imports a tool.' },
  // Dev-only: the harness of tests and benchmarks never ships inside a service or a package.
  {
    target: [...except(packages, pkg('bench-kit')), ...services].map((w) => `${w}/src`),
    from: [pkg('bench-kit'), 'tools'],
    message: 'bench-kit and tools are dev-only: tests and benchmarks may import them, src may not.',
  },
  // The helpers every test shares (packages' tests too, which may not import tools) import no tool.
  { target: 'test/helpers', from: 'tools', message: 'test/helpers is shared by package tests: no tools.' },
  // Another workspace's src/ by path (relative, or @nes/x/src/…): only its package name, which resolves to dist.
  ...workspaces.map((w) => ({
    target: [...except(workspaces, w), 'test'],
    from: `${w}/src`,
    message: `Import ${w} by its package name, not its src/.`,
  })),
];

/** Node's own globals and CommonJS's, for the plain .js/.mjs files (no dependency for a list). */
const nodeGlobals = Object.fromEntries(
  [...Object.getOwnPropertyNames(globalThis), 'require', 'module', 'exports', '__dirname', '__filename'].map((g) => [
    g,
    'readonly',
  ]),
);

export default tseslint.config(
  {
    ignores: [
      ...['**/dist/**', '**/node_modules/**', '.local-stack/**', 'coverage/**', '.cache/**'],
      // Files that break a rule on purpose, linted only by test/lint/lint-probes.mjs.
      'test/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin, regexp: regexpPlugin },
    settings: {
      'import/resolver': { typescript: { project: path.join(root, 'tsconfig.base.json') }, node: true },
      'import/extensions': ['.ts', '.js'],
      // Built files are not parsed for their exports: the boundaries need only where an import resolves.
      'import/ignore': ['/dist/'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // ReDoS (#24): filing text is hostile input; a regex that backtracks super-linearly on it can
      // hold a partition for minutes. Errors for every .ts file; a regex kept as it is says why on its
      // line (eslint-disable with the bound on its input). test/lint/redos.test.ts proves both fire as errors.
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'import/no-unresolved': 'error',
      'import/no-restricted-paths': ['error', { basePath: root, zones }],
      // Spelling only: a package's insides are not its interface, even where they resolve.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@nes/*/*'], message: 'Import a package by its name only.' }] },
      ],
    },
  },
  {
    // Type-aware (a forgotten await, an async callback where nothing awaits it): every .ts file, typed
    // by one program over the whole tree (tsconfig.lint.json; a project per workspace costs a third more).
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { project: ['tsconfig.lint.json'], tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: nodeGlobals },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module', globals: nodeGlobals } },
);
