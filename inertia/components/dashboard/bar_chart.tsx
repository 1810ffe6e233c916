import { useId } from 'react'
import { formatCount } from '~/lib/format'

interface Bar {
  key: string
  /** what the bar stands for, in words (a date) */
  label: string
  value: number
}

const WIDTH = 300
const HEIGHT = 110
const GAP = 2

/**
 * A small bar chart drawn as SVG, no library. The first bar is on the right, as Arabic reads. The
 * picture is an image with a title and a summary; every bar's value is its tooltip and, for screen
 * readers and anyone who wants the figures, in the table under "show the figures".
 */
export default function BarChart({
  title,
  summary,
  bars,
  describe,
  figuresLabel = 'عرض الأرقام',
  columns,
}: {
  title: string
  summary: string
  bars: Bar[]
  /** one bar's value in words: '12 زيارة' */
  describe: (value: number) => string
  figuresLabel?: string
  /** the headings of the figures table */
  columns: [string, string]
}) {
  const id = useId()
  const max = Math.max(1, ...bars.map((bar) => bar.value))
  const slot = WIDTH / Math.max(1, bars.length)

  return (
    <figure className="bar-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="bar-chart-svg"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="bar-chart-axis" />
        {bars.map((bar, index) => {
          // a day without any still shows a sliver, so the days can be counted
          const height = bar.value > 0 ? Math.max(2, (bar.value / max) * (HEIGHT - 4)) : 1
          const x = WIDTH - (index + 1) * slot + GAP / 2
          return (
            <rect
              key={bar.key}
              x={x}
              y={HEIGHT - height}
              width={Math.max(1, slot - GAP)}
              height={height}
              rx={1.5}
              className={bar.value > 0 ? 'bar-chart-bar' : 'bar-chart-bar is-zero'}
              data-value={bar.value}
            >
              <title>{`${bar.label}: ${describe(bar.value)}`}</title>
            </rect>
          )
        })}
      </svg>
      {bars.length > 0 && (
        <figcaption className="bar-chart-ends">
          <span>{bars[0].label}</span>
          <span>{bars[bars.length - 1].label}</span>
        </figcaption>
      )}
      <details className="bar-chart-figures">
        <summary>{figuresLabel}</summary>
        <table className="ui-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <td data-label={columns[0]}>{bar.label}</td>
                <td data-label={columns[1]}>{formatCount(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
