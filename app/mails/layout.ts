import { BaseMail } from '@adonisjs/mail'
/**
 * The one look of every Safhati e-mail: Arabic, right to left, inline styles only (mail clients drop
 * <style> and external CSS), and a plain-text twin for clients that do not render HTML.
 *
 * Values are escaped here; callers pass plain strings.
 */
export interface MailContent {
  /** First line, e.g. 'مرحبا سارة' */
  greeting: string
  /** Paragraphs of plain text */
  lines: string[]
  /** A large code shown on its own (e.g. the sign-up code) */
  code?: string
  /** A button; the link is also written out in full under it */
  action?: { label: string; url: string }
  /** Small print after the body, e.g. 'إذا لم تطلب ذلك فتجاهل هذه الرسالة.' */
  footnote?: string
  /** Who the mail is from, in the signature; default 'فريق صفحتي' */
  signature?: string
}

const PRIMARY = '#328E6E'

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

function renderMailHtml(content: MailContent): string {
  const signature = content.signature ?? 'فريق صفحتي'
  const paragraphs = content.lines
    .map((line) => `<p style="margin:0 0 12px;line-height:1.8">${escapeHtml(line)}</p>`)
    .join('')
  const code = content.code
    ? `<p style="margin:20px 0;text-align:center"><span dir="ltr" style="display:inline-block;font-size:32px;font-weight:700;letter-spacing:12px;padding:12px 20px;border-radius:12px;background:#EEF7F3;color:${PRIMARY}">${escapeHtml(content.code)}</span></p>`
    : ''
  const action = content.action
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 28px;border-radius:10px;background:${PRIMARY};color:#ffffff;text-decoration:none;font-weight:700">${escapeHtml(content.action.label)}</a></p>` +
      `<p dir="ltr" style="margin:0 0 12px;font-size:12px;color:#777;word-break:break-all;text-align:left">${escapeHtml(content.action.url)}</p>`
    : ''
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#777;line-height:1.7">${escapeHtml(content.footnote)}</p>`
    : ''

  return `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:24px 12px;background:#F4F6F5;font-family:Tahoma,Arial,sans-serif;color:#444444;direction:rtl;text-align:right">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px 24px;border:1px solid #E3E8E6">
<p style="margin:0 0 20px;font-size:22px;font-weight:700;color:${PRIMARY}">صفحتي</p>
<p style="margin:0 0 12px;font-weight:700">${escapeHtml(content.greeting)}</p>
${paragraphs}${code}${action}${footnote}
<p style="margin:24px 0 0">${escapeHtml(signature)}</p>
</div></body></html>`
}

function renderMailText(content: MailContent): string {
  const parts = [content.greeting, '', ...content.lines]
  if (content.code) parts.push('', content.code)
  if (content.action) parts.push('', `${content.action.label}: ${content.action.url}`)
  if (content.footnote) parts.push('', content.footnote)
  parts.push('', content.signature ?? 'فريق صفحتي')
  return parts.join('\n')
}

export interface Recipient {
  name: string
  email: string
}

/**
 * A mail in the platform's layout: a subclass says what it says; who receives it is given to the
 * constructor, and the HTML and plain-text versions are made here, the same for every mail.
 */
export abstract class LayoutMail extends BaseMail {
  constructor(protected recipient: Recipient) {
    super()
  }

  protected abstract content(): MailContent

  prepare() {
    const content = this.content()
    this.message
      .to(this.recipient.email, this.recipient.name)
      .html(renderMailHtml(content))
      .text(renderMailText(content))
  }
}

/** A four-digit code mail (sign-up, a new e-mail address): the code, how long it lasts, a warning. */
export abstract class CodeMail extends LayoutMail {
  /** what the code is for, before the code */
  protected abstract intro: string
  /** what to do if the reader did not ask for it */
  protected abstract footnote: string

  constructor(
    recipient: Recipient,
    public readonly code: string,
    private validMinutes: number
  ) {
    super(recipient)
  }

  protected content(): MailContent {
    return {
      greeting: `مرحبا ${this.recipient.name}`,
      lines: [this.intro, `الرمز صالح لمدة ${this.validMinutes} دقائق.`],
      code: this.code,
      footnote: this.footnote,
    }
  }
}
