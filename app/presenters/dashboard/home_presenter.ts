import type HomeSection from '#models/home_section'
import type Slide from '#models/slide'
import { siteNameOf } from '#services/content_admin/slide_service'

/** What each kind of home block shows, as the merchant reads it. */
const BLOCK_LABELS: Record<HomeSection['kind'], string> = {
  slides: 'الشرائح',
  categories: 'شبكة الأقسام',
  recent_blogs: 'أحدث المنشورات',
  slider: 'الشرائح',
  store_categories: 'أقسام المتجر',
  offers: 'العروض والتخفيضات',
  recent_products: 'أحدث المنتجات',
  blog_section: 'أقسام المدونة',
  services_category: 'قسم خدمات',
  form: 'نموذج',
}

export const HomePresenter = {
  /** A block of the home editor (and the merchant API); a form block names its form (preloaded). */
  block(block: HomeSection) {
    const form = block.kind === 'form' ? (block.form ?? null) : null
    return {
      id: block.id,
      kind: block.kind,
      label: BLOCK_LABELS[block.kind],
      title: form ? form.title : block.title,
      visible: block.isVisible !== false,
      /** the form a form block shows (null for the other kinds) */
      formId: block.kind === 'form' ? block.formId : null,
      /** a form block whose form was hidden or deleted since: the home page leaves it out */
      formMissing: block.kind === 'form' && (!form || !form.isActive),
      /** only the blocks the merchant added can be removed; the others are hidden */
      removable: block.kind === 'form',
    }
  },

  slideRow(slide: Slide) {
    return {
      id: slide.id,
      site: siteNameOf(slide.site),
      image: slide.image,
      description: slide.description,
      link: slide.link,
      position: slide.sortOrder,
    }
  },

  slideForm(slide: Slide) {
    return {
      id: slide.id,
      site: siteNameOf(slide.site),
      image: slide.image as string | null,
      link: slide.link ?? '',
      description: slide.description ?? '',
      button_text: slide.buttonText ?? '',
      button_color: slide.buttonColor ?? '#328E6E',
      button_text_color: slide.buttonTextColor ?? '#FFFFFF',
      position: slide.sortOrder as number | null,
    }
  },
}
