// The domain errors of the dashboard's content: sections, posts, pages, home blocks, landing pages.
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const CONTENT_ERRORS = {
  section_parent_invalid: {
    status: 422,
    message: 'اختر قسما رئيسيا من أقسام موقعك ليكون القسم الأب.',
    field: 'parent_id',
  },
  section_has_children: {
    status: 422,
    message: 'لهذا القسم أقسام فرعية، انقلها أو احذفها أولا.',
    field: 'type',
  },
  post_section_invalid: {
    status: 422,
    message: 'اختر قسما من أقسام موقعك.',
    field: 'section_id',
  },
  home_sections_mismatch: {
    status: 422,
    message: 'تغيرت أقسام الصفحة الرئيسية منذ فتحت الصفحة، أعد تحميلها ثم رتبها.',
    field: 'order',
  },
  home_site_unavailable: {
    status: 422,
    message: 'موقع المحتوى غير مفعّل في موقعك، أضف النموذج إلى رئيسية المتجر.',
    field: 'site',
  },
  home_form_already_added: {
    status: 422,
    message: 'هذا النموذج في الصفحة الرئيسية من قبل، انقله أو أظهره بدلا من إضافته مرة أخرى.',
    field: 'form_id',
  },
  home_section_not_removable: {
    status: 422,
    message: 'يحذف من الصفحة الرئيسية ما أضفته إليها فقط، أما هذا القسم فأخفه إن لم ترده.',
    field: 'order',
  },
  landing_slug_taken: {
    status: 422,
    message: 'هذا الرابط مستخدم لصفحة أخرى، اختر رابطا آخر.',
    field: 'slug',
  },
} satisfies Record<string, DomainErrorEntry>
