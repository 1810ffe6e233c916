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
}

export const HomePresenter = {
  block(block: HomeSection) {
    return {
      id: block.id,
      kind: block.kind,
      label: BLOCK_LABELS[block.kind],
      title: block.title,
      visible: block.isVisible !== false,
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
