// @ts-check
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'bench/peers/*/dist/**', 'storybook-static/**', 'node_modules/**', 'data/**', 'src/contract/schema.gen.ts', 'src/i18n/i18n-*.ts', 'src/i18n/i18n-*.tsx', 'src/i18n/formatters.ts', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // The layers' direction (README, "Architecture"): behaviour and views never reach the client,
  // the router or each other at run time; the contract's types they may read.
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/api/*', '**/api/**'], message: 'A machine gets its calls as provided actors; the contract\'s types and shared error helpers are in src/contract.' },
            { group: ['**/routes/*', '**/routes/**', '**/ui/*', '**/ui/**', 'wouter', 'wouter/*'], message: 'A machine knows no view and no router.' },
          ],
        },
      ],
    },
  },
  // A machine's connect file maps its snapshot and send to the props of its view, typed from
  // that view's props (as Zag does under Chakra): it may read the view's types, nothing else of it.
  {
    files: ['src/machines/**/connect.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/api/*', '**/api/**'], message: 'A machine gets its calls as provided actors; the contract\'s types and shared error helpers are in src/contract.' },
            { group: ['**/routes/*', '**/routes/**', 'wouter', 'wouter/*'], message: 'A machine knows no router.' },
            { group: ['**/ui/*', '**/ui/**'], allowTypeImports: true, message: 'A connect file reads its view\'s prop types only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/bindings/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/routes/*', '**/routes/**', 'wouter', 'wouter/*'], message: 'Bindings give machines their calls; the routes use them, not the other way.' }],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/machines/*', '**/machines/**'], message: 'The client holds typed calls only: machines get them in src/bindings, and the calls\' shapes are in src/domain or src/contract.' },
            { group: ['**/bindings/*', '**/routes/*', '**/routes/**', '**/ui/*', '**/ui/**', 'wouter', 'wouter/*'], message: 'The client holds typed calls only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/contract/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/api/*', '**/api/**'], message: 'Pure rules: no client (the contract\'s types are in src/contract).' },
            { group: ['**/machines/*', '**/machines/**'], allowTypeImports: true, message: 'Pure rules: no machine.' },
            { group: ['**/bindings/*', '**/routes/*', '**/routes/**', '**/ui/*', '**/ui/**', 'wouter', 'wouter/*'], message: 'Pure rules: no binding, route or view.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/api/*', '**/api/**'], message: 'A view gets what it shows as props (the contract\'s types are in src/contract).' },
            { group: ['**/machines/*', '**/machines/**'], allowTypeImports: true, message: 'A view gets what it shows as props and reports with callbacks.' },
            { group: ['**/routes/*', '**/routes/**', 'wouter', 'wouter/*'], message: 'A view knows no router: it raises onNavigate.' },
          ],
        },
      ],
    },
  },
);
