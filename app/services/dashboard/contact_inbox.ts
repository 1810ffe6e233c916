import { DateTime } from 'luxon'
import type Website from '#models/website'

/** Messages a page of the inbox lists. */
const INBOX_PER_PAGE = 20

/**
 * The contact inbox of one website (/dashboard/{username}/messages): the messages sent through its
 * content site's contact form. Every message is looked up through the website, so another website's
 * id is not found (a 404).
 */
export const ContactInbox = {
  /** Unread first, then newest first; `page` below 1 is the first page. */
  list(website: Website, page: number) {
    return website
      .related('contactMessages')
      .query()
      .orderByRaw('CASE WHEN read_at IS NULL THEN 0 ELSE 1 END')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(Math.max(1, page), INBOX_PER_PAGE)
  },

  /** The unread count of the navigation's badge. */
  async unreadCount(website: Website): Promise<number> {
    const [row] = await website
      .related('contactMessages')
      .query()
      .whereNull('read_at')
      .count('* as unread')
    return Number(row?.$extras.unread ?? 0)
  },

  find(website: Website, id: number) {
    return website.related('contactMessages').query().where('id', id).firstOrFail()
  },

  /** Opening a message reads it; `read: false` puts it back among the unread. */
  async markRead(website: Website, id: number, read = true) {
    const message = await this.find(website, id)
    if (read && !message.readAt) message.readAt = DateTime.now()
    if (!read) message.readAt = null
    await message.save()
    return message
  },

  async remove(website: Website, id: number) {
    const message = await this.find(website, id)
    await message.delete()
  },
}
