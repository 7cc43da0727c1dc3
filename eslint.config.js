import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** STYLE.md's one-way imports: contract <- lib, components, config <- features <- app; features stay apart. */
const boundaries = [
  {
    target: './src/contract',
    from: './src',
    except: ['./contract'],
    message: 'The contract is pure and imports nothing of the portal.',
  },
  ...['lib', 'components', 'config'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app', './src/terminal'],
    message: 'Shared code must not depend on features or the app.',
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: ['./src/features', './src/app'],
    except: [`./${feature}`],
    message: 'A feature does not import another feature or the app: compose them in src/app.',
  })),
  { target: './src/features', from: './src/app', message: 'Features do not import the app.' },
  {
    target: ['./server', './sw', './src/terminal'],
    from: './src',
    except: ['./contract', './terminal', './styles.css', './locales'],
    message: 'Only src/contract is shared with the platform, terminal and service worker.',
  },
];

/** Dexie, socket.io-client and Workbox are configured in one place each (STYLE.md). */
const wrappedLibraries = {
  patterns: [
    { group: ['dexie', 'dexie-react-hooks'], message: 'Use src/lib/db.ts or src/lib/cached-resource.ts.' },
    { group: ['socket.io-client'], message: 'Use src/lib/socket.ts.' },
    { group: ['workbox-*'], message: 'Use src/lib/pwa.ts (or sw/).' },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'screenshots', 'bench/results', 'coverage', '.tsbuild'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'check-file/filename-naming-convention': [
        'error',
        { '{src,server/src,server/scripts,sw,tests,scripts,bench}/**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,server,sw,tests}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**', 'src/terminal/lib/**'],
    rules: { 'no-restricted-imports': ['error', wrappedLibraries] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    // Every word a member sees comes from the translations (issue 8): no English typed into markup.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]{2,}/]',
          message: 'Text the member sees comes from the translations: use t().',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label|hint|legend|message)$/] > Literal[value=/[A-Za-z]{2,}/]',
          message: 'Labels, titles and placeholders come from the translations: use t().',
        },
      ],
    },
  },
  {
    // Module augmentation (fastify's decorators) can only be written as interfaces.
    files: ['server/src/types.ts', 'server/src/plugins/*.ts', 'tests/support/provided-context.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
);
