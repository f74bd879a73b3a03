// Lint: typescript-eslint recommended, plus the architecture's import boundaries:
// packages never import services or tools; a service never imports another service.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const services = ['ingest', 'enrich', 'query'];
const noDeepPackageImports = { group: ['@nes/*/src/*', '@nes/*/dist/*'], message: 'Import a package by its name only.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.local-stack/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [noDeepPackageImports] }],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepPackageImports,
            { group: ['**/services/**', '@nes/ingest', '@nes/enrich', '@nes/query', '@nes/tools', '**/tools/**'], message: 'A package never imports a service or a tool.' },
          ],
        },
      ],
    },
  },
  ...services.map((svc) => ({
    files: [`services/${svc}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepPackageImports,
            {
              group: [...services.filter((s) => s !== svc).flatMap((s) => [`@nes/${s}`, `**/services/${s}/**`, `../../${s}/**`]), '@nes/tools', '**/tools/**'],
              message: 'A service never imports another service; share code through packages/.',
            },
          ],
        },
      ],
    },
  })),
);
