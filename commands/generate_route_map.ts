import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Writes inertia/lib/routes.generated.ts: every named route's pattern, so that the pages build URLs
 * from route names (with typed params) instead of by hand. A unit test fails when the file is stale.
 */
export default class GenerateRouteMap extends BaseCommand {
  static commandName = 'routes:generate'
  static description = 'Write the typed route map the pages use (inertia/lib/routes.generated.ts)'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Exit with an error when the file on disk is not current' })
  declare check: boolean

  async run() {
    const { routeMapSource, ROUTE_MAP_FILE } = await import('#start/route_map')
    const { readFile, writeFile } = await import('node:fs/promises')
    const source = await routeMapSource()
    const file = this.app.makePath(ROUTE_MAP_FILE)
    const current = await readFile(file, 'utf8').catch(() => '')
    if (this.check) {
      if (current !== source) {
        this.logger.error(`${ROUTE_MAP_FILE} is stale: run node ace routes:generate`)
        this.exitCode = 1
      }
      return
    }
    if (current !== source) await writeFile(file, source)
    this.logger.success(`${ROUTE_MAP_FILE} written`)
  }
}
