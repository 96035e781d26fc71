import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The domain folders of server/: each may import server/core, server/db and other domains' services. */
const DOMAINS = [
  'access',
  'approvals',
  'budgets',
  'catalog',
  'employees',
  'events',
  'imports',
  'integrations',
  'inventory',
  'logistics',
  'offboarding',
  'onboarding',
  'policies',
  'profile',
  'quotes',
  'sandbox',
  'webhooks',
];
/** What server/http/authenticate.ts uses of the access domain to identify a caller. */
const AUTHENTICATION_API = ['credentials', 'key-lookup', 'scopes'];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'data',
      '.next',
      '.next-*',
      'dist',
      'server/db/migrations',
      'lib/api/generated',
      'sdk/dist',
      'sdk/src/generated',
      'next-env.d.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through server/config.ts (or lib/env.ts, server/mcp/config.ts).',
        },
      ],
    },
  },
  {
    // lib/ is what the API, the BFF and the browser share: it never reaches up into the pages, the components or the
    // API service (a hook that needs a component lives in components/).
    files: ['lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(app|components|server)(/|$)',
              message: 'lib/ imports nothing from app/, components/ or server/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The reference page's script runs in the browser, beside Swagger UI's bundle (server/docs/reference-page.ts).
    files: ['server/docs/reference-console.js'],
    languageOptions: { globals: { ...globals.browser, SwaggerUIBundle: 'readonly' } },
  },
  {
    // The SDK (@loadout/sdk) is a package of its own that runs wherever fetch does (Node 20+, browsers): no node:
    // modules, and nothing outside sdk/src, not even types (it must compile in a project without this repository).
    files: ['sdk/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: '@loadout/sdk must run in browsers too: use fetch and Web Crypto.' },
            {
              group: ['@/*', '../../*', 'zod', '@loadout/*'],
              message: '@loadout/sdk imports only its own files (./file.js): its types come from sdk/src/generated.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Buffer', message: 'Use Uint8Array, TextEncoder and atob/btoa.' },
        { name: 'process', message: 'The SDK takes its settings as options.' },
        { name: 'require', message: 'ES modules only.' },
      ],
    },
  },
  {
    // The `loadout` command of @loadout/sdk: Node only, and like the library it imports nothing outside the package.
    files: ['sdk/cli/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '../../*', 'zod', '@loadout/*'],
              message: 'The loadout command imports only node: modules and the package itself (../src/…).',
            },
          ],
        },
      ],
    },
  },
  // The layers of server/ (docs/architecture.md, "Layers of the API service"): server/core and server/db at the
  // bottom, the domains above them, server/http and the composition root (app.ts, start.ts, job-registry.ts) on top.
  // No import cycles: tests/unit/layers.test.ts.
  {
    files: ['server/core/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '@/server/*'],
              message: 'server/core is the bottom layer: it imports nothing else of server/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/db/**', 'server/jobs/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../*',
                '!../core',
                '!../core/*',
                '!../db',
                '!../db/*',
                '!../config',
                '@/server/*',
                '!@/server/core/*',
                '!@/server/db/*',
              ],
              message:
                'server/db and server/jobs import only server/core, server/db and the config: domains give them what they need.',
            },
          ],
        },
      ],
    },
  },
  {
    // The same rule one folder deeper, where `../` is server/db itself.
    files: ['server/db/schema/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../../*',
                '!../../core',
                '!../../core/*',
                '!../../config',
                '@/server/*',
                '!@/server/core/*',
                '!@/server/db/*',
              ],
              message:
                'server/db and server/jobs import only server/core, server/db and the config: domains give them what they need.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`server/{${DOMAINS.join(',')}}/**`],
    ignores: ['server/*/routes.ts', 'server/*/*-routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../http/*', '@/server/http/*'],
              message: 'A domain imports server/core and server/db, not server/http: only its routes files speak HTTP.',
            },
            {
              // The sandbox too acts as staff would, through the services (the same code, the same events).
              group: ['../*/repo', '@/server/*/repo'],
              message: "A domain reads and writes another domain's data through that domain's service, never its repo.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/http/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...DOMAINS.map((domain) => `../${domain}/*`),
                '!../*/routes',
                '!../*/*-routes',
                ...AUTHENTICATION_API.map((file) => `!../access/${file}`),
              ],
              allowTypeImports: true,
              message: 'server/http reaches a domain through its routes (and access through its authentication API).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/config.ts', 'server/mcp/config.ts', 'lib/env.ts', 'tests/**', '*.config.*'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Tests read JSON bodies of every shape.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
