// Ready palettes of the design page, the colours derived from one brand colour, and their checks.
import { AA_CONTRAST, contrastRatio, deepened, ratioLabel, readableOn } from './contrast.js'

export type PartName = 'background' | 'header' | 'footer'
interface PartColors {
  color: string
  textcolor: string
  hovercolor: string
}
export interface Palette {
  name: string
  primary_color: string
  header: PartColors
  background: PartColors
  footer: PartColors
}

const part = (color: string, textcolor: string, hovercolor: string): PartColors => ({
  color,
  textcolor,
  hovercolor,
})

/** Ready palettes: every text reads on its background and white reads on every brand colour (AA). */
export const PALETTES: Palette[] = [
  {
    name: 'أخضر صفحتي',
    primary_color: '#2b7b60',
    header: part('#ffffff', '#1f2a2e', '#2b7b60'),
    background: part('#ffffff', '#444444', '#2b7b60'),
    footer: part('#1f2a2e', '#ffffff', '#7fd1ae'),
  },
  {
    name: 'عنابي',
    primary_color: '#7a1f3d',
    header: part('#7a1f3d', '#ffffff', '#f6c6d6'),
    background: part('#fffaf7', '#3b2a2e', '#7a1f3d'),
    footer: part('#3b0f1e', '#ffffff', '#f6c6d6'),
  },
  {
    name: 'ذهبي رملي',
    primary_color: '#7d6219',
    header: part('#fffaf0', '#3d3115', '#7d6219'),
    background: part('#fffdf8', '#3d3115', '#7d6219'),
    footer: part('#3d3115', '#fff7e0', '#e8c766'),
  },
  {
    name: 'أزرق ليلي',
    primary_color: '#1e4e8c',
    header: part('#10253f', '#ffffff', '#9cc3f5'),
    background: part('#f7f9fc', '#1f2937', '#1e4e8c'),
    footer: part('#10253f', '#e5edf8', '#9cc3f5'),
  },
  {
    name: 'وردي ناعم',
    primary_color: '#b03a6b',
    header: part('#fff5f8', '#5a1f36', '#b03a6b'),
    background: part('#ffffff', '#444444', '#b03a6b'),
    footer: part('#5a1f36', '#ffffff', '#f9c2d6'),
  },
  {
    name: 'أسود أنيق',
    primary_color: '#222222',
    header: part('#111111', '#ffffff', '#d4af37'),
    background: part('#ffffff', '#333333', '#222222'),
    footer: part('#111111', '#f5f5f5', '#d4af37'),
  },
]

/** `amount` (0 to 1) of `other` mixed into `color`, both #rrggbb. */
function mix(color: string, other: string, amount: number) {
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16)
  const long = (hex: string) =>
    hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex
  const [a, b] = [long(color), long(other)]
  return `#${[1, 3, 5]
    .map((at) => Math.round(channel(a, at) * (1 - amount) + channel(b, at) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`
}

/** A whole palette from one brand colour: a light header and page, a deep footer of the same hue. */
export function paletteFromBrand(brand: string): Palette {
  const footer = mix(brand, '#000000', 0.55)
  return {
    name: 'لون علامتي',
    primary_color: brand,
    header: part('#ffffff', '#1f2a2e', brand),
    background: part('#ffffff', '#444444', brand),
    footer: part(footer, readableOn(footer), mix(brand, '#ffffff', 0.6)),
  }
}

/** Whether the form's colours are this palette's. */
export function isPalette(palette: Palette, colors: Omit<Palette, 'name'>) {
  return (
    palette.primary_color === colors.primary_color &&
    (['header', 'background', 'footer'] as const).every((name) =>
      (['color', 'textcolor', 'hovercolor'] as const).every(
        (key) => palette[name][key] === colors[name][key]
      )
    )
  )
}

const PART_TITLES: Record<PartName, string> = {
  header: 'رأس الصفحة',
  background: 'خلفية الصفحة',
  footer: 'تذييل الصفحة',
}

/**
 * What does not read (WCAG AA, 4.5:1): a part's text on its background (the sites then show a
 * readable colour instead), and white on the brand colour (the buttons' text).
 */
export function contrastWarnings(colors: Omit<Palette, 'name'>) {
  const warnings: string[] = []
  for (const name of ['header', 'background', 'footer'] as const) {
    const ratio = contrastRatio(colors[name].textcolor, colors[name].color)
    if (ratio !== null && ratio < AA_CONTRAST) {
      warnings.push(
        `نص ${PART_TITLES[name]} على خلفيته تباينه ${ratioLabel(ratio)}، أقل من 4.5:1 فيصعب قراءته؛ سيعرض الموقع النص بلون مقروء بدلا منه.`
      )
    }
  }
  const onBrand = contrastRatio('#ffffff', colors.primary_color)
  if (onBrand !== null && deepened(colors.primary_color) !== colors.primary_color) {
    warnings.push(
      `لون العلامة فاتح: تباينه مع الأبيض ${ratioLabel(onBrand)}، فسيعرض الموقع درجة أغمق منه لتُقرأ الأسعار والأزرار؛ أو اختر لونا أغمق بنفسك.`
    )
  }
  return warnings
}
