import { websiteChanged } from '#services/cache/site_changes'
import type Website from '#models/website'
import { DESIGN_PARTS, type DesignPart, type WebsiteDesign } from '#models/website'
import { ImageUploads, type StoredImage } from '#services/uploads/image_uploads'

/** One part of the validated design form; colours are already #rgb or #rrggbb. */
export interface DesignPartData {
  color: string
  textcolor: string
  hovercolor: string
  /** a new image: a file path or its bytes */
  image?: string | Buffer
  remove_image?: boolean
}

interface WebsiteDesignData {
  default_theme: string
  /** the brand colour; the saved one stays when absent */
  primary_color?: string
  background: DesignPartData
  header: DesignPartData
  footer: DesignPartData
}

/**
 * The website's look (DESIGN.md section 8): its theme, and the colours and image of the page
 * background, the header and the footer. The sites apply them at once as CSS variables.
 */
export const WebsiteDesignService = {
  async update(website: Website, data: WebsiteDesignData): Promise<Website> {
    const before = website.design
    const stored: Partial<Record<(typeof DESIGN_PARTS)[number], StoredImage>> = {}
    try {
      for (const name of DESIGN_PARTS) {
        const image = data[name].image
        if (image) stored[name] = await ImageUploads.store(website.id, image, `${name}.image`)
      }
    } catch (error) {
      // one refused image: none of the others stays on the disk
      await ImageUploads.remove(website.id, ...Object.values(stored).map((image) => image.url))
      throw error
    }

    const part = (name: (typeof DESIGN_PARTS)[number]): DesignPart => {
      const given = data[name]
      const image = stored[name]?.url ?? (given.remove_image ? null : before[name].image)
      return {
        color: given.color,
        textColor: given.textcolor,
        hoverColor: given.hovercolor,
        image,
      }
    }
    const design: WebsiteDesign = {
      ...before,
      primaryColor: data.primary_color ?? before.primaryColor,
      background: part('background'),
      header: part('header'),
      footer: part('footer'),
    }

    try {
      website.merge({ defaultTheme: data.default_theme, design })
      await website.save()
    } catch (error) {
      website.merge({ design: before })
      await ImageUploads.remove(website.id, ...Object.values(stored).map((image) => image.url))
      throw error
    }

    const replaced = DESIGN_PARTS.map((name) => before[name].image).filter(
      (url, index) => url && url !== design[DESIGN_PARTS[index]].image
    )
    await ImageUploads.remove(website.id, ...replaced)
    await websiteChanged(website.id)
    return website
  },
}
