// The built server the acceptance suite talks to (started by scripts/acceptance.js) and its mails.
import { readFileSync } from 'node:fs'

/** Where the built app listens; the suite refuses to run without it. */
export function baseUrl(): string {
  const url = process.env.ACCEPTANCE_URL
  if (!url)
    throw new Error('the acceptance suite runs through scripts/acceptance.js (ACCEPTANCE_URL)')
  return url.replace(/\/$/, '')
}

/** An absolute address on the built server. */
export function urlOf(path: string): string {
  return `${baseUrl()}${path.startsWith('/') ? path : `/${path}`}`
}

export interface ServerMail {
  to: string[]
  subject: string
  /** the log line: the subject, then the plain-text body (the sign-up code, the reset link) */
  text: string
}

/** Mails the built app wrote to its log (MAIL_MAILER=log), oldest first. */
export function serverMails(): ServerMail[] {
  const file = process.env.ACCEPTANCE_LOG
  if (!file) throw new Error('ACCEPTANCE_LOG is not set (scripts/acceptance.js sets it)')
  const mails: ServerMail[] = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('{') || !line.includes('"mail"')) continue
    try {
      const entry = JSON.parse(line) as { mail?: { to: string[]; subject: string }; msg?: string }
      if (entry.mail) mails.push({ ...entry.mail, text: entry.msg ?? '' })
    } catch {}
  }
  return mails
}

/** The newest mail to an address, waiting up to `ms` for it (the log is written asynchronously). */
export async function lastMailTo(email: string, ms = 5000): Promise<ServerMail> {
  const wanted = email.toLowerCase()
  const until = Date.now() + ms
  for (;;) {
    const mail = serverMails()
      .filter((m) => m.to.some((to) => to.toLowerCase() === wanted))
      .at(-1)
    if (mail) return mail
    if (Date.now() > until) throw new Error(`no mail to ${email} in the server's log`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

/** The 4-digit code of the newest mail to an address (sign-up, e-mail change). */
export async function lastCodeTo(email: string): Promise<string> {
  const mail = await lastMailTo(email)
  const code = /^(\d{4})$/m.exec(mail.text)?.[1]
  if (!code) throw new Error(`the mail to ${email} carries no 4-digit code:\n${mail.text}`)
  return code
}
