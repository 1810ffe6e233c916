import { defineConfig } from '@adonisjs/core/bodyparser'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    // a JSON body above 1 MB is refused with 413 before it is read into memory
    limit: '1mb',
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
  },
  /**
   * Multipart bodies are parsed only by the routes that take files, with their own size limit, after
   * auth and CSRF: `.use(middleware.uploads({ limit: '2mb' }))` (app/middleware/uploads_middleware.ts).
   * Anywhere else a file is never read, so nothing reaches the disk.
   */
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '2mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
