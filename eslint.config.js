import { configApp, RULES_LIST } from '@adonisjs/eslint-config'

export default configApp(
  { ignores: ['build/**', 'public/assets/**', 'tmp/**'] },
  {
    // the AdonisJS config lints .ts only; the React pages and components get the same rules
    files: ['inertia/**/*.tsx'],
    rules: RULES_LIST,
  },
  {
    // tests read the awaited result inline: `(await query()).length` says what is asserted
    files: ['tests/**/*.ts'],
    rules: { '@unicorn/no-await-expression-member': 'off' },
  }
)
