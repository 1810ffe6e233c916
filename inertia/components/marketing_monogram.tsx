/** Soft tile colours for monograms, picked by the name so a name keeps its colour. */
const TONES = [
  '#328E6E',
  '#2D7FB8',
  '#B5477B',
  '#C9862B',
  '#4C5FD5',
  '#8E3B46',
  '#3F8F5B',
  '#2F3B4C',
]

function tone(name: string) {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return TONES[hash % TONES.length]
}

/** The first letters of a name ('د. هند الزهراني' -> 'هـ ا' style initials), for a logo or an avatar. */
function initials(name: string) {
  const words = name
    .replace(/^(د\.|أ\.|م\.)\s*/, '')
    .split(/\s+/)
    .filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => word.replace(/^ال(?=.{2,})/, '')[0])
    .join('\u200c')
    .toUpperCase()
}

/** A logo or avatar stand-in: the initials on a tile in a colour derived from the name. */
export default function Monogram({
  name,
  size = 56,
  round = false,
}: {
  name: string
  size?: number
  round?: boolean
}) {
  const colour = tone(name)
  return (
    <span
      className="mk-monogram"
      aria-hidden="true"
      style={{
        inlineSize: size,
        blockSize: size,
        borderRadius: round ? '50%' : Math.round(size / 4),
        background: `color-mix(in srgb, ${colour} 14%, #fff)`,
        // the tone darkened: initials at 17 px need 4.5:1 against the tile (WCAG AA)
        color: `color-mix(in srgb, ${colour} 70%, #000)`,
        fontSize: Math.round(size * 0.36),
      }}
    >
      {initials(name)}
    </span>
  )
}
