// The overview's visits card: the store's visits of the last 30 days, in words and as a bar chart.
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OverviewController from '#controllers/dashboard/overview_controller'
import BarChart from '~/components/dashboard/bar_chart'
import { formatCount } from '~/lib/format'

type Visits = InferPageProps<OverviewController, 'show'>['visits']

/** '23 نوفمبر' of a Saudi date 'YYYY-MM-DD' (read as a date, so no zone can move it). */
const dayFormat = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})
const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`))

/** 'زيارة واحدة', 'زيارتان', '3 زيارات', '11 زيارة' (Arabic counts). */
function visitsInWords(count: number) {
  if (count === 1) return 'زيارة واحدة'
  if (count === 2) return 'زيارتان'
  if (count >= 3 && count <= 10) return `${count} زيارات`
  return `${formatCount(count)} زيارة`
}

/** The 30 days from the oldest; `visits` is never empty (the server fills days without visits). */
export default function VisitsCard({ visits }: { visits: Visits }) {
  return (
    <section className="dash-card dash-visits" aria-labelledby="dash-visits-title">
      <h2 id="dash-visits-title">زيارات المتجر</h2>
      <p className="dash-muted">
        آخر 30 يوما: {visitsInWords(visits.reduce((sum, day) => sum + day.count, 0))}
      </p>
      <BarChart
        title="زيارات المتجر في آخر 30 يوما"
        summary={`من ${formatDay(visits[0].date)} إلى ${formatDay(visits[visits.length - 1].date)}، أكثر يوم ${visitsInWords(Math.max(...visits.map((day) => day.count)))}`}
        bars={visits.map((day) => ({
          key: day.date,
          label: formatDay(day.date),
          value: day.count,
        }))}
        describe={visitsInWords}
        columns={['اليوم', 'الزيارات']}
      />
    </section>
  )
}
