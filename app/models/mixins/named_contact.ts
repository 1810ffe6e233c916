// A person's name and e-mail address: a customer, a merchant, the sender of a contact message.
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/**
 * The name and e-mail a person gave (signing up or writing to a contact form).
 */
export const NamedContact = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class Contact extends superclass {
    @column()
    declare name: string

    @column()
    declare email: string
  }
  return Contact
}
