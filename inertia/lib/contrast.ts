// WCAG 2.1 contrast between two colours, and the readable text colour for a background.

/** What WCAG AA asks of normal text. */
export const AA_CONTRAST = 4.5

// pure black and white: on any background one of them reaches 4.58:1 at least
const DARK_TEXT = '#000000'
const LIGHT_TEXT = '#ffffff'

/** #rgb or #rrggbb as three 0-255 channels; null for anything else. */
function channels(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return null
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1]
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ]
}

/** WCAG's relative luminance of a colour (0 black to 1 white). */
function luminance([red, green, blue]: [number, number, number]) {
  const linear = (value: number) => {
    const channel = value / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** The contrast ratio of two colours, 1 to 21; null when either is not a hex colour. */
export function contrastRatio(first: string, second: string): number | null {
  const a = channels(first)
  const b = channels(second)
  if (!a || !b) return null
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** White or near-black, whichever reads better on the background. */
export function readableOn(background: string): string {
  const onDark = contrastRatio(LIGHT_TEXT, background) ?? 0
  const onLight = contrastRatio(DARK_TEXT, background) ?? 0
  return onDark >= onLight ? LIGHT_TEXT : DARK_TEXT
}

/** The text colour as chosen when it reads on the background (WCAG AA), else a readable one. */
export function readableText(text: string, background: string): string {
  const ratio = contrastRatio(text, background)
  return ratio !== null && ratio >= AA_CONTRAST ? text : readableOn(background)
}

/** A ratio as people read it: "3.2:1". */
export function ratioLabel(ratio: number) {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`
}

/**
 * What a brand colour keeps on white: AA with room for the light tints of it the sites lay under text
 * (a badge on an 8% tint loses about a tenth of the contrast).
 */
const BRAND_CONTRAST = 5

/**
 * The colour, deepened step by step towards black until it reads on `background` both as text and
 * under white text (WCAG AA, with room for tints): a light brand colour keeps its hue, a dark one is
 * kept as it is.
 */
export function deepened(color: string, background = '#ffffff'): string {
  const rgb = channels(color)
  if (!rgb) return color
  for (let step = 0; step <= 20; step++) {
    const shade = `#${rgb
      .map((value) => Math.round(value * (1 - step / 20)))
      .map((value) => value.toString(16).padStart(2, '0'))
      .join('')}`
    if ((contrastRatio(shade, background) ?? 0) >= BRAND_CONTRAST) {
      return step === 0 ? color : shade
    }
  }
  return '#000000'
}
