/**
 * The names of uploaded images (written by app/services/uploads/image_uploads.ts, read here):
 *
 *   <website id>/<random>-<width>x<height>.<jpg|png|gif|webp>   the original, as uploaded
 *   <website id>/<random>-<width>x<height>-sm.webp              at most 320 px wide
 *   <website id>/<random>-<width>x<height>-md.webp              at most 800 px wide
 *
 * The record keeps only the original's address (logo, image...); its size and its variants follow from
 * the name, so every page can give width, height and srcset without another column. Images that do not
 * follow it (seeded pictures, outside links) are shown as they are.
 */
export const VARIANT_WIDTHS = { sm: 320, md: 800 } as const
type VariantName = keyof typeof VARIANT_WIDTHS

const UPLOADED = /^(.*\/\d+\/[a-z0-9]+-(\d{1,5})x(\d{1,5}))\.(jpg|png|gif|webp)$/

interface UploadedImage {
  width: number
  height: number
  /** variant URLs with their real widths, smallest first */
  variants: { url: string; width: number; height: number }[]
}

/** The size and variants of an uploaded image's address, or null for any other address. */
export function uploadedImage(src: string | null | undefined): UploadedImage | null {
  const match = src ? UPLOADED.exec(src) : null
  if (!match) return null
  const [, base, w, h] = match
  const width = Number(w)
  const height = Number(h)
  if (!width || !height) return null
  const variants = (Object.keys(VARIANT_WIDTHS) as VariantName[]).map((name) => {
    // a variant is never wider than the original (sharp does not enlarge)
    const vw = Math.min(VARIANT_WIDTHS[name], width)
    return {
      url: `${base}-${name}.webp`,
      width: vw,
      height: Math.max(1, Math.round((height * vw) / width)),
    }
  })
  return { width, height, variants }
}

/** srcset for an uploaded image: its variants, then the original at its own width. */
export function srcSetOf(src: string, image: UploadedImage): string {
  const seen = new Set<number>()
  return [...image.variants, { url: src, width: image.width }]
    .filter((candidate) => !seen.has(candidate.width) && seen.add(candidate.width))
    .map((candidate) => `${encodeURI(candidate.url)} ${candidate.width}w`)
    .join(', ')
}
