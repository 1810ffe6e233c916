import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import PlatformMessage from '#models/platform_message'
import type Website from '#models/website'
import ContactReceiptMail from '#mails/contact_receipt_mail'

interface ContactInput {
  name: string
  email: string
  message: string
}

/**
 * A contact form message: stored for whom it was written to (the platform, or one website), then
 * confirmed to the sender by e-mail. The message is kept even if the mail cannot be sent.
 */
export const ContactMessages = {
  async toPlatform(input: ContactInput) {
    const message = await PlatformMessage.create(input)
    await confirm(input, 'صفحتي')
    return message
  },

  async toWebsite(website: Website, input: ContactInput) {
    const message = await website.related('contactMessages').create(input)
    await confirm(input, website.nameAr)
    return message
  },
}

async function confirm(input: ContactInput, recipientName: string) {
  try {
    await mail.send(new ContactReceiptMail(input, recipientName))
  } catch (error) {
    logger.error({ err: error }, 'contact receipt mail failed')
  }
}
