// The domain errors of merchant forms and their submissions (issue 31 item 1).
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const FORM_ERRORS = {
  /** the plan's forms count is 1: the contact form only */
  forms_contact_only: {
    status: 403,
    message:
      'باقتك الحالية تشمل نموذج «تواصل معنا» فقط. رقِّ باقتك إلى باقة تشمل نماذج متعددة لإنشاء نماذج أخرى.',
  },
  form_choices_required: {
    status: 422,
    message: ({ label }) => `أضف خيارين على الأقل لحقل «${label}».`,
  },
  form_choices_repeated: {
    status: 422,
    message: ({ label }) => `في خيارات حقل «${label}» خيار مكرر، اجعل كل خيار مختلفا.`,
  },
  /** the visitor's page showed a field set that no longer exists (the form was edited) */
  form_version_gone: {
    status: 409,
    message: 'تغيّر هذا النموذج بعد فتحك الصفحة. أعد تحميل الصفحة ثم أرسل النموذج من جديد.',
    field: 'form',
  },
} satisfies Record<string, DomainErrorEntry>
