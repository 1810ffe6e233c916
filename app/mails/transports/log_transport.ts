import { randomUUID } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage, Recipient } from '@adonisjs/mail/types'

/** A mail as the log transport kept it: plain strings, easy to assert on. */
interface LoggedMail {
  messageId: string
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  sentAt: Date
}

function address(recipient: Recipient): string {
  return typeof recipient === 'string' ? recipient : recipient.address
}

function body(value: NodeMailerMessage['text']): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (Buffer.isBuffer(value)) return value.toString('utf8')
  return ''
}

/**
 * The development and test mail transport: nothing leaves the machine. Each mail is written to the
 * application log (recipient, subject and the plain-text body, so a developer reads the sign-up code
 * or the reset link there) and kept in a small in-process outbox that tests read.
 *
 * The outbox is a convenience of this process only; production sends through SMTP (config/mail.ts).
 */
export class LogTransport implements MailTransportContract {
  /** Newest last; capped so a long-running dev server does not grow without bound. */
  static outbox: LoggedMail[] = []
  static readonly OUTBOX_SIZE = 200

  /** Every kept mail sent to this address, oldest first. */
  static sentTo(email: string): LoggedMail[] {
    const wanted = email.toLowerCase()
    return this.outbox.filter((mail) => mail.to.some((to) => to.toLowerCase() === wanted))
  }

  /** The latest kept mail to this address, if any. */
  static lastTo(email: string): LoggedMail | undefined {
    return this.sentTo(email).at(-1)
  }

  static clear() {
    this.outbox = []
  }

  async send(message: NodeMailerMessage) {
    const mail: LoggedMail = {
      messageId: `<${randomUUID()}@safhati.log>`,
      from: message.from ? address(message.from) : '',
      to: (message.to ?? []).map(address),
      subject: message.subject ?? '',
      text: body(message.text),
      html: body(message.html),
      sentAt: new Date(),
    }

    LogTransport.outbox.push(mail)
    if (LogTransport.outbox.length > LogTransport.OUTBOX_SIZE) LogTransport.outbox.shift()

    logger.info(
      { mail: { to: mail.to, subject: mail.subject } },
      `mail (log transport) to ${mail.to.join(', ')}: ${mail.subject}\n${mail.text}`
    )

    return new MailResponse(mail.messageId, { from: mail.from, to: mail.to }, mail)
  }
}
