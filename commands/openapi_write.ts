// `node ace openapi:write [file]`: writes the /api/v1 OpenAPI document (for `npm run lint:openapi`).
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The same document GET /api/v1/openapi.json answers, built from the routes and their validators,
 * written to a file so `redocly lint` can read it without a running server.
 */
export default class OpenApiWrite extends BaseCommand {
  static commandName = 'openapi:write'
  static description = 'Write the /api/v1 OpenAPI document to a file'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Where to write it', default: 'tmp/openapi.json', required: false })
  declare file: string

  async run() {
    const { default: router } = await import('@adonisjs/core/services/router')
    const { buildOpenApiDocument } = await import('#http/api/openapi')
    // the HTTP server commits the routes when it starts; a command has to
    router.commit()
    await mkdir(dirname(this.file), { recursive: true })
    await writeFile(this.file, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`)
    this.logger.success(`OpenAPI document written to ${this.file}`)
  }
}
