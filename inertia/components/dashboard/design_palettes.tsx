// The design page's ready palettes as swatches to pick in one tap.
import RadioTile from '~/components/ui/radio_tile'
import { PALETTES, isPalette, type Palette } from '~/lib/palettes'

/** The palettes as swatches to pick one in a tap (44 px targets), the current one marked. */
export default function PalettePicker({
  current,
  onPick,
}: {
  current: Omit<Palette, 'name'>
  onPick: (palette: Palette) => void
}) {
  return (
    <div className="design-palettes" role="radiogroup" aria-label="ألوان جاهزة">
      {PALETTES.map((palette) => {
        const chosen = isPalette(palette, current)
        return (
          <RadioTile
            key={palette.name}
            chosen={chosen}
            className="design-palette"
            chosenClass="is-chosen"
            onClick={() => onPick(palette)}
          >
            <span className="design-palette-swatches" aria-hidden="true">
              {[palette.header.color, palette.primary_color, palette.footer.color].map(
                (color, index) => (
                  <span key={index} style={{ backgroundColor: color }} />
                )
              )}
            </span>
            {palette.name}
          </RadioTile>
        )
      })}
    </div>
  )
}
