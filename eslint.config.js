// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const icons = {
  name: '@mui/icons-material',
  message: "Import icons by path: import SaveIcon from '@mui/icons-material/Save'.",
};
const shell = { regex: '^@/app(/|$)', message: 'Only the app shell imports the app shell.' };
const mocksFromApp = {
  regex: '(^@mocks/|(^|/)mocks(/|$))',
  message: 'The app never imports the mock backend (only main.tsx loads it, dynamically).',
};
/** The whole catalogue of texts is for tests and the mock: a screen imports its own part (D34). */
const wholeCatalogue = {
  regex: '^@/messages/es$',
  message:
    "Import the feature's texts (import * as es from '@/messages/es-<feature>'), not the whole catalogue.",
};
const deepRelative = {
  regex: '^\\.\\./\\.\\./',
  message: "Import across folders with the '@/' alias, not '../../'.",
};

/** The import rule for a set of files: the icon-barrel ban plus that area's boundaries. */
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { paths: [icons], patterns }],
});

/**
 * Other features' modules a feature may import beyond registro-hacienda, as regex alternatives. Cierre de
 * IVA reads the invoices, their histories and the answered supplier documents through the calls those
 * features declare; declaring the same endpoints twice would let the two drift, so it may import their
 * contracts, and nothing else of them (issue 42).
 */
/** @type {Record<string, string[]>} */
const allowedFeatureImports = {
  'cierre-iva': ['facturas/contract$', 'confirmacion/contract$'],
};

/** One-way imports (docs/architecture.md): app → features → components/auth/lib/messages; mocks apart. */
const boundaries = [
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: restrict(mocksFromApp, wholeCatalogue, deepRelative),
  },
  ...features.flatMap((name) => {
    const otherFeature = {
      // Hacienda's registry is read by the client, account, invoice and service screens alike (D48).
      regex: `^@/features/(?!(${name}|registro-hacienda)(/|$)${(allowedFeatureImports[name] ?? []).map((a) => `|${a}`).join('')})`,
      message:
        'A feature must not import another feature; move the shared piece to src/components or src/lib.',
    };
    return [
      {
        files: [`src/features/${name}/**/*.{ts,tsx}`],
        rules: restrict(mocksFromApp, wholeCatalogue, deepRelative, shell, otherFeature),
      },
      {
        // A file at a feature's root climbing one level would land in src/features (a sibling feature).
        // The block repeats the feature's rules: a later block's rule replaces an earlier one whole.
        files: [`src/features/${name}/*.{ts,tsx}`],
        rules: restrict(mocksFromApp, wholeCatalogue, shell, otherFeature, {
          regex: '^\\.\\./',
          message: "Import outside the feature with the '@/' alias.",
        }),
      },
    ];
  }),
  {
    files: ['src/{auth,lib,messages}/**/*.{ts,tsx}'],
    rules: restrict(mocksFromApp, wholeCatalogue, deepRelative, {
      regex: '^@/(features|app)(/|$)',
      message: 'Shared layers must not import features or the app shell.',
    }),
  },
  {
    // auth may use the shared components; the other way round would be a two-way arrow (issue 17).
    files: ['src/components/**/*.{ts,tsx}'],
    rules: restrict(mocksFromApp, wholeCatalogue, deepRelative, {
      regex: '^@/(features|app|auth)(/|$)',
      message: 'Shared components must not import features, the app shell or auth (pass what they need in).',
    }),
  },
  {
    files: ['mocks/**/*.ts'],
    rules: restrict({
      regex: '^@/(app|components)(/|$)|^@/auth(?!/contract$)',
      message:
        'The mock backend imports only mocks/ and pure shared modules (src/lib, the contracts, feature form models and rules).',
    }),
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      // Every other build: the demo's, the production one the browser tests serve, the benches' and
      // the throwaway measuring builds (.gitignore's dist-*).
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // MUI's autoFocus (login field, dialog's default button) is deliberate; raw DOM autofocus is not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      ...restrict(),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...boundaries,
  {
    files: ['tests/**', 'mocks/**', 'scripts/**', 'bench/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // The demo's server clock is `runtime.now()`: in the browser it follows the page's clock, which a
    // browser test may set; `new Date()` in the demo's worker would read another clock.
    files: ['mocks/handlers/**/*.ts', 'mocks/lib/**/*.ts', 'mocks/db/**/*.ts', 'mocks/worker/**/*.ts'],
    ignores: ['mocks/lib/runtime.ts', 'mocks/worker/backend.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "The demo server's clock is runtime.now() (mocks/lib/runtime.ts).",
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "The demo server's clock is runtime.now() (mocks/lib/runtime.ts).",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
