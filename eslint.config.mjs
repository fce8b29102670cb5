import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'https',
  'net',
  'os',
  'path',
  'process',
  'stream',
  'timers',
  'tls',
  'url',
  'util',
  'worker_threads',
  'zlib',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      '.data/**',
      '.tools/**',
      'scripts/*.mjs',
      'eslint.config.mjs',
      'jest.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Workflow code is replayed by Temporal and must stay deterministic: no Node built-ins, no clients.
    files: ['workflows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...nodeBuiltins,
            ...nodeBuiltins.map((m) => `node:${m}`),
            'postgres',
            'pino',
            'express',
          ].map((name) => ({
            name,
            message: 'Workflows must stay deterministic: do side effects in activities.',
          })),
          patterns: [
            {
              group: [
                '../activities/*',
                '!../activities',
                '../db/*',
                '../api/*',
                '../providers/*',
                '../lib/*',
                '../refunds/*',
              ],
              message:
                'Workflows import activity types only (from ../activities) and pure code from ../contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ holds cross-cutting utilities (config, logger, ids, keys, cursors, safe fetching): it may import
    // contract/ and packages, never the runtimes and adapters built on it. Code that needs the database goes
    // under db/ or a feature module (ad-library/, refunds/).
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(\\.\\./)+(db|providers|activities|api|workflows|worker|storage|ad-library|refunds|webhooks|mcp)(/|$)',
              message:
                'lib/ is cross-cutting utilities: move code that needs db/, providers/ or a runtime out of lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // db/ is queries over contract/ types: the catalog seed checks motif names against contract/motifs.ts, not the
    // image renderer.
    files: ['db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(\\.\\./)+(providers|activities|api|workflows|worker|storage|ad-library|refunds|webhooks|mcp)(/|$)',
              message: 'db/ imports contract/ and lib/ only: move shared facts to contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route does not import another route: what routes share (admission checks) lives in api/admission/.
    files: ['api/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*', '../routes/*'],
              message:
                'Routes do not import each other: put what they share in api/admission/ (or a lower module).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON response bodies whose shape is what they assert.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
