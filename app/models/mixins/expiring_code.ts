// A hashed one-time code with its wrong-attempt count and expiry (customer sign-in, merchant e-mail codes).
import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/**
 * Only the code's hash is stored; the clear code exists in the message alone.
 */
export const ExpiringCode = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class CodeRow extends superclass {
    @column({ serializeAs: null })
    declare codeHash: string

    @column()
    declare attempts: number

    @column.dateTime()
    declare expiresAt: DateTime
  }
  return CodeRow
}
