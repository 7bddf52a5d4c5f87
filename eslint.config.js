// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** One-way imports (docs/architecture.md): app → features → components/auth/lib/messages; mocks apart. */
const boundaries = [
  // A feature never imports a sibling feature.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature must not import another feature; move the shared piece to src/components or src/lib.',
  })),
  {
    target: ['./src/components', './src/auth', './src/lib', './src/messages'],
    from: ['./src/features', './src/app'],
    message: 'Shared layers must not import features or the app shell.',
  },
  { target: './src/features', from: './src/app', message: 'Features must not import the app shell.' },
  {
    target: './src',
    from: './mocks',
    message: 'The app never imports the mock backend (only main.tsx loads it, dynamically).',
  },
  {
    target: './mocks',
    from: ['./src/app', './src/components', './src/auth'],
    message:
      'The mock backend imports only mocks/ and pure shared modules (src/lib, feature schemas and rules).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // MUI's autoFocus (login field, dialog's default button) is deliberate; raw DOM autofocus is not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/icons-material',
              message: "Import icons by path: import SaveIcon from '@mui/icons-material/Save'.",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/main.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['tests/**', 'mocks/**', 'scripts/**', 'bench/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
