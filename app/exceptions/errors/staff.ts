// The domain errors of a website's staff and their invitations (issue 30 item 4).
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const STAFF_ERRORS = {
  staff_is_owner: {
    status: 422,
    message: 'هذا البريد بريد مالك الموقع، وهو يملك كل الصلاحيات.',
    field: 'email',
  },
  staff_already_member: {
    status: 422,
    message: 'صاحب هذا البريد من فريق الموقع بالفعل. غيّر دوره من القائمة.',
    field: 'email',
  },
  staff_branch_required: {
    status: 422,
    message: 'اختر الفرع الذي يعمل فيه صاحب هذا الدور.',
    field: 'branch_id',
  },
  staff_branch_not_found: { status: 422, message: 'الفرع غير موجود.', field: 'branch_id' },
  staff_invitation_invalid: {
    status: 410,
    message: 'رابط الدعوة غير صالح أو انتهت مدته أو استخدم من قبل. اطلب دعوة جديدة من مالك الموقع.',
  },
  staff_invitation_other_account: {
    status: 422,
    message: 'الدعوة مرسلة إلى بريد آخر. سجّل الدخول بالحساب الذي وصلته الدعوة.',
    field: 'email',
  },
  staff_email_has_account: {
    status: 422,
    message: 'لهذا البريد حساب في صفحتي. سجّل الدخول بكلمة مروره لقبول الدعوة.',
    field: 'password',
  },
} satisfies Record<string, DomainErrorEntry>
