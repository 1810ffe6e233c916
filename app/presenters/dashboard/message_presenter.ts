import type ContactMessage from '#models/contact_message'

/** How much of a message the inbox list shows. */
const EXCERPT_LENGTH = 120

/** A contact message as the dashboard's inbox shows it. */
export const MessagePresenter = {
  row(message: ContactMessage) {
    const text = message.message.replace(/\s+/g, ' ').trim()
    return {
      id: message.id,
      name: message.name,
      email: message.email,
      excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text,
      read: message.readAt !== null,
      createdAt: message.createdAt.toISO()!,
    }
  },

  full(message: ContactMessage) {
    return {
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      message: message.message,
      read: message.readAt !== null,
      createdAt: message.createdAt.toISO()!,
    }
  },
}
