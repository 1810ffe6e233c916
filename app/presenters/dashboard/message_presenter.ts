import type ContactMessage from '#models/contact_message'
import { excerptOf, readStateOf } from '#presenters/inbox_row'

/** A contact message as the dashboard's inbox shows it. */
export const MessagePresenter = {
  row(message: ContactMessage) {
    const text = message.message.replace(/\s+/g, ' ').trim()
    return {
      id: message.id,
      name: message.name,
      email: message.email,
      excerpt: excerptOf(text),
      ...readStateOf(message),
    }
  },

  full(message: ContactMessage) {
    return {
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      message: message.message,
      ...readStateOf(message),
    }
  },
}
