// To the website's owner when a visitor sends one of its forms: the answers as sent, and a link to them.
import { LayoutMail, type MailContent, type Recipient } from '#mails/layout'

interface FormSubmissionFacts {
  websiteName: string
  formTitle: string
  /** each answer as a line: 'label: value' */
  lines: string[]
  /** the submission's page in the dashboard (absolute) */
  url: string
}

export default class FormSubmissionMail extends LayoutMail {
  subject: string

  constructor(
    recipient: Recipient,
    public readonly facts: FormSubmissionFacts
  ) {
    super(recipient)
    this.subject = `رسالة جديدة من نموذج «${facts.formTitle}» في ${facts.websiteName}`
  }

  protected content(): MailContent {
    const { facts } = this
    return {
      greeting: `مرحبا ${this.recipient.name}`,
      lines: [`وصلت رسالة جديدة من نموذج «${facts.formTitle}»:`, ...facts.lines],
      action: { label: 'عرض الرسالة في لوحة التحكم', url: facts.url },
      footnote: `وصلتك هذه الرسالة لأنك صاحب موقع ${facts.websiteName} في صفحتي.`,
    }
  }
}
