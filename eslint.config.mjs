// Lint: typescript-eslint recommended, plus the architecture's import boundaries. The boundaries
// are checked on the file an import resolves to (eslint-plugin-import's no-restricted-paths with
// the TypeScript resolver), not on how the import is spelled, so a relative path reaches no further
// than a package name does. `@nes/x` resolves to packages/x/dist (its "types"): `npm run lint`
// builds first, and an import that does not resolve is an error, never a silent pass.
// test/lint-boundaries.test.ts proves each rule fires on a probe file.
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
  // Another workspace's src/ by path (relative, or @nes/x/src/…): only its package name, which resolves to dist.
  ...workspaces.map((w) => ({
    target: [...except(workspaces, w), 'test'],
    from: `${w}/src`,
    message: `Import ${w} by its package name, not its src/.`,
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.local-stack/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin, regexp: regexpPlugin },
    settings: {
      'import/resolver': { typescript: { project: path.join(root, 'tsconfig.base.json') }, node: true },
      'import/extensions': ['.ts', '.js'],
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
);
