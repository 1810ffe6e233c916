import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Transform } from 'node:stream'
import string from '@adonisjs/core/helpers/string'
import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

type UploadsOptions = {
  /**
   * The most one file may weigh, e.g. '2mb'. A bigger file is counted but not written past the limit,
   * so its field's validator answers in Arabic (vine.file size); a body over five times the limit is
   * cut off with 413.
   */
  limit?: string
}

/**
 * Parses a multipart body on the routes that take files, and only there: the bodyparser leaves every
 * multipart body untouched (config/bodyparser.ts, autoProcess false), so an anonymous post with a file
 * to any other route writes nothing to disk. Used as the LAST middleware of a route, after auth and
 * CSRF (router middleware; Inertia sends the CSRF token as the X-XSRF-TOKEN header, not in the body):
 *
 *   router.put('/design', [DesignController, 'update']).use(middleware.uploads({ limit: '2mb' }))
 *
 * The temporary files are removed when the request ends, whatever its outcome (ImageUploads has copied
 * what it keeps by then).
 */
export default class UploadsMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: UploadsOptions = {}) {
    const multipart = ctx.request.multipart
    if (!multipart || multipart.state !== 'idle' || !ctx.request.is(['multipart/form-data'])) {
      return next()
    }

    const perFile = string.bytes.parse(options.limit ?? '2mb') as number
    const temporaryFiles: string[] = []
    multipart.onFile('*', { deferValidations: true }, async (part, reportChunk) => {
      const tmpPath = join(tmpdir(), `safhati-upload-${randomUUID()}`)
      temporaryFiles.push(tmpPath)
      let written = 0
      const keepWithinLimit = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          reportChunk(chunk)
          const room = Math.max(0, perFile + 1 - written)
          written += Math.min(room, chunk.length)
          callback(null, room > 0 ? chunk.subarray(0, room) : undefined)
        },
      })
      try {
        await pipeline(part, keepWithinLimit, createWriteStream(tmpPath))
        return { tmpPath }
      } catch (error) {
        multipart.abort(error)
      }
    })

    try {
      await multipart.process({ limit: perFile * 5 })
      return await next()
    } finally {
      await Promise.all(temporaryFiles.map((path) => rm(path, { force: true })))
    }
  }
}
