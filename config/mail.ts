import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { LogTransport } from '#mails/transports/log_transport'

/**
 * Outgoing mail (sign-up codes, password-reset links, ...).
 *
 * - `smtp`: a real SMTP server from SMTP_* (production default).
 * - `log`: nothing leaves the machine; each mail is written to the log and kept in an in-process outbox
 *   that tests read (development and test default). See app/mails/README.md.
 *
 * MAIL_MAILER overrides the default for the environment.
 */
const smtpUser = env.get('SMTP_USERNAME')

const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER') ?? (app.inProduction ? 'smtp' : 'log'),

  from: {
    address: env.get('MAIL_FROM_ADDRESS') ?? 'no-reply@safhati.sa',
    name: env.get('MAIL_FROM_NAME') ?? 'صفحتي',
  },

  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST') ?? '127.0.0.1',
      port: env.get('SMTP_PORT') ?? 587,
      secure: env.get('SMTP_SECURE') ?? false,
      auth: smtpUser
        ? { type: 'login', user: smtpUser, pass: env.get('SMTP_PASSWORD') ?? '' }
        : undefined,
    }),
    log: () => new LogTransport(),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
