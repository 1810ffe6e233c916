/*
| Mails as durable jobs: the job stores which mail class to build and its constructor's arguments
| (plain JSON), so the mail is rendered when it is sent, by the same class a direct send would use.
*/
import mail from '@adonisjs/mail/services/main'
import PasswordResetMail from '#mails/password_reset_mail'
import CustomerPasswordResetMail from '#mails/customer_password_reset_mail'
import CustomerLoginCodeMail from '#mails/customer_login_code_mail'
import ContactReceiptMail from '#mails/contact_receipt_mail'
import PurchaseReceivedMail from '#mails/purchase_received_mail'
import PurchaseConfirmedMail from '#mails/purchase_confirmed_mail'
import PurchaseCancelledMail from '#mails/purchase_cancelled_mail'
import OrderStepMail from '#mails/order_step_mail'
import NewOrderMail from '#mails/new_order_mail'
import PlanReminderMail from '#mails/plan_reminder_mail'
import DomainSuspendedMail from '#mails/domain_suspended_mail'
import StaffInvitationMail from '#mails/staff_invitation_mail'
import FormSubmissionMail from '#mails/form_submission_mail'

/** The mails that may be sent as jobs, by a name that is stored (renaming one strands its jobs). */
const MAILS = {
  password_reset: PasswordResetMail,
  customer_password_reset: CustomerPasswordResetMail,
  customer_login_code: CustomerLoginCodeMail,
  contact_receipt: ContactReceiptMail,
  purchase_received: PurchaseReceivedMail,
  purchase_confirmed: PurchaseConfirmedMail,
  purchase_cancelled: PurchaseCancelledMail,
  order_step: OrderStepMail,
  new_order: NewOrderMail,
  plan_reminder: PlanReminderMail,
  domain_suspended: DomainSuspendedMail,
  staff_invitation: StaffInvitationMail,
  form_submission: FormSubmissionMail,
} as const

type MailKind = keyof typeof MAILS

export interface MailJobPayload {
  mail: MailKind
  args: unknown[]
}

/**
 * The payload of a 'mail.send' job, typed by the mail's constructor. Arguments must be plain data
 * (a recipient as `{ name, email }`, not a model): they are stored as JSON.
 */
export function mailJob<Kind extends MailKind>(
  kind: Kind,
  ...args: ConstructorParameters<(typeof MAILS)[Kind]>
): MailJobPayload {
  return { mail: kind, args: JSON.parse(JSON.stringify(args)) }
}

/** A mail's recipient as a job stores it: the person's (a user's, a customer's) name and address. */
export function recipientOf(person: { name: string; email: string }) {
  return { name: person.name, email: person.email }
}

/** The handler: builds the mail again and sends it through the configured mailer (a throw retries). */
export async function sendMailJob(payload: MailJobPayload) {
  const MailClass = MAILS[payload.mail] as unknown as new (
    ...args: unknown[]
  ) => InstanceType<(typeof MAILS)[MailKind]>
  if (!MailClass) throw new Error(`unknown mail "${payload.mail}"`)
  await mail.send(new MailClass(...payload.args))
}
