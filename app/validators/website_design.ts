import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { THEMES } from '#models/website'
import { imageFile } from '#validators/website_settings'

/** #rgb or #rrggbb, nothing else (the sites write it into CSS). Stored lowercase. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

const hexColorRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (!HEX_COLOR.test(value)) field.report('لون غير صحيح', 'hexColor', field)
  else field.mutate(value.toLowerCase(), field)
})

const color = () => vine.string().trim().use(hexColorRule())

const part = () =>
  vine.object({
    color: color(),
    textcolor: color(),
    hovercolor: color(),
    image: imageFile().optional(),
    remove_image: vine.boolean().optional(),
  })

/** The design of /dashboard/{username}/design (DESIGN.md section 8). */
export const websiteDesignValidator = vine.compile(
  vine.object({
    default_theme: vine.enum(THEMES),
    /** the brand colour: buttons, prices and links of the sites (kept when not sent) */
    primary_color: color().optional(),
    background: part(),
    header: part(),
    footer: part(),
  })
)
