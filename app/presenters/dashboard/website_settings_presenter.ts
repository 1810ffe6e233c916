import type Website from '#models/website'
import { DESIGN_PARTS, THEMES } from '#models/website'

const THEME_LABELS: Record<(typeof THEMES)[number], string> = { 'theme-1': 'الأساسي' }

/** The settings and design forms of a website, under the request's field names (DESIGN.md section 8). */
export const WebsiteSettingsPresenter = {
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
        background: part('background'),
        header: part('header'),
        footer: part('footer'),
      },
      themes: THEMES.map((value) => ({ value, label: THEME_LABELS[value] })),
    }
  },
}

export type SettingsForm = ReturnType<typeof WebsiteSettingsPresenter.settings>
export type DesignForm = ReturnType<typeof WebsiteSettingsPresenter.design>['design']
