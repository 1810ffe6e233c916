import { configApp } from '@adonisjs/eslint-config'

export default configApp(
  { ignores: ['build/**', 'public/assets/**', 'tmp/**'] },
  {
    // tests read the awaited result inline: `(await query()).length` says what is asserted
    files: ['tests/**/*.ts'],
    rules: { '@unicorn/no-await-expression-member': 'off' },
  }
)
