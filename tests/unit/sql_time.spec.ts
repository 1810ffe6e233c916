import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { formatDateTime, sqlNow, sqlUtc } from '#services/sql_time'

const formats = ['yyyy-MM-dd HH:mm:ss', "yyyy-MM-dd'T'HH:mm:ss.SSSZZ"]

test.group('Timestamps written by raw queries', () => {
  test('spell the dialect formats exactly as luxon does: {format}')
    .with(formats.map((format) => ({ format })))
    .run(({ assert }, { format }) => {
      const zones = ['utc', 'Asia/Riyadh', 'America/St_Johns', 'Asia/Kolkata', 'Pacific/Chatham']
      const moments = [
        DateTime.fromISO('2026-01-02T03:04:05.006Z'),
        DateTime.fromISO('2026-12-31T23:59:59.999Z'),
        DateTime.fromISO('1999-07-09T00:00:00.000Z'),
        DateTime.now(),
      ]
      // a spread of instants: every hour, minute and millisecond width
      for (let step = 0; step < 500; step++) {
        moments.push(DateTime.fromMillis(1_700_000_000_000 + step * 79_197_773))
      }
      for (const zone of zones) {
        for (const moment of moments) {
          const value = moment.setZone(zone)
          assert.equal(formatDateTime(value, format), value.toFormat(format))
        }
      }
    })

  test('other formats and years outside four digits go through luxon', ({ assert }) => {
    const value = DateTime.fromISO('2026-03-04T05:06:07Z', { zone: 'utc' })
    assert.equal(formatDateTime(value, 'dd/MM/yyyy'), '04/03/2026')
    const far = DateTime.fromObject({ year: 12026, month: 1, day: 1 }, { zone: 'utc' })
    assert.equal(formatDateTime(far, 'yyyy-MM-dd HH:mm:ss'), far.toFormat('yyyy-MM-dd HH:mm:ss'))
  })

  test('sqlUtc writes the moment in UTC, whatever its zone; sqlNow is now in UTC', ({ assert }) => {
    const format = db.connection().dialect.dateTimeFormat
    const riyadh = DateTime.fromISO('2026-11-28T03:30:00', { zone: 'Asia/Riyadh' })
    assert.equal(sqlUtc(riyadh), riyadh.toUTC().toFormat(format))
    const before = DateTime.utc().startOf('second')
    const now = sqlNow()
    const after = DateTime.utc()
    const read = format.includes('ZZ')
      ? DateTime.fromFormat(now, format)
      : DateTime.fromFormat(now, format, { zone: 'utc' })
    assert.isTrue(read >= before && read <= after, `${now} between ${before} and ${after}`)
  })
})
