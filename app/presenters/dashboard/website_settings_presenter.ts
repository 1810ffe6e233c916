import type Website from '#models/website'
import { DESIGN_PARTS, THEMES } from '#models/website'
import type { BillKindReason, TaxMode } from '#services/invoices/tax_mode'

const THEME_LABELS: Record<(typeof THEMES)[number], string> = { 'theme-1': 'الأساسي' }

/** Why the merchant issues what it issues, in the settings' words. */
const INVOICING_REASONS: Record<BillKindReason, string> = {
  tax_enabled:
    'باقتك تشمل الفواتير الضريبية وأدخلت رقمك الضريبي: تظهر في كل فاتورة ضريبة القيمة المضافة ورمز هيئة الزكاة والضريبة والجمارك، وتظهر أسعار متجرك شاملة الضريبة.',
  plan: 'باقتك الحالية لا تشمل الفواتير الضريبية: يتسلم عملاؤك إيصالا عاديا بلا رقم ضريبي ولا ضريبة ولا رمز استجابة سريعة. رقِّ باقتك لإصدار فواتير ضريبية.',
  vat_number:
    'لم تُدخل الرقم الضريبي بعد: يتسلم عملاؤك إيصالا عاديا بلا ضريبة ولا رمز استجابة سريعة. أدخل رقمك الضريبي أدناه لتصدر فواتير ضريبية.',
}

/** The settings and design forms of a website, under the request's field names (DESIGN.md section 8). */
export const WebsiteSettingsPresenter = {
  /** What the settings say of the bills: a tax invoice or a plain receipt, and why. */
  invoicing(mode: TaxMode) {
    return {
      kind: mode.kind,
      reason: mode.reason,
      title: mode.kind === 'tax' ? 'تصدر فواتير ضريبية مبسطة' : 'تصدر إيصالات عادية',
      explanation: INVOICING_REASONS[mode.reason],
      // only a plan change turns tax invoices on for this website
      upgrade: mode.reason === 'plan',
    }
  },

  settings(website: Website) {
    return {
      name: website.nameAr,
      logo: website.logo,
      facebook_link: website.facebookLink ?? '',
      twitter_link: website.twitterLink ?? '',
      instagram_link: website.instagramLink ?? '',
      snapchat_link: website.snapchatLink ?? '',
      tiktok_link: website.tiktokLink ?? '',
      business_name: website.legalName ?? '',
      tax_number: website.vatNumber ?? '',
      commercial_registration_number: website.crNumber ?? '',
      support_content: website.supportContent,
      username: website.username,
      whatsapp_number: website.whatsappNumber ?? '',
      contact_phone: website.contactPhone ?? '',
      contact_email: website.contactEmail ?? '',
      contact_address: website.legalAddress ?? '',
      show_phone: website.showPhone,
      show_email: website.showEmail,
      show_whatsapp: website.showWhatsapp,
      show_address: website.showAddress,
    }
  },

  design(website: Website) {
    const part = (name: (typeof DESIGN_PARTS)[number]) => {
      const value = website.design[name]
      return {
        color: value.color,
        textcolor: value.textColor,
        hovercolor: value.hoverColor,
        image: value.image,
      }
    }
    return {
      design: {
        default_theme: website.defaultTheme,
        primary_color: website.design.primaryColor.toLowerCase(),
        background: part('background'),
        header: part('header'),
        footer: part('footer'),
      },
      themes: THEMES.map((value) => ({ value, label: THEME_LABELS[value] })),
    }
  },
}
