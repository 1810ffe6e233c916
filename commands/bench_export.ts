// `node ace bench:export`: the orders CSV export run in-process, with the event loop's delay measured.
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Runs the demo website's orders export through the export service and the CSV writer, as the route
 * does, into nothing, while perf_hooks.monitorEventLoopDelay (1 ms) watches the loop; prints the rows,
 * the time, the p99 and max delay of the loop and the RSS growth. Grow the demo website first
 * (`node ace bench:catalogue --orders=100000 --customers=5000 --products=10000`).
 */
export default class BenchExport extends BaseCommand {
  static commandName = 'bench:export'
  static description = "Measure the orders CSV export's hold on the event loop, in-process"
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'A status filter (pending, success, cancel)' })
  declare status?: string

  async run() {
    const { monitorEventLoopDelay } = await import('node:perf_hooks')
    const { Writable } = await import('node:stream')
    const { pipeline } = await import('node:stream/promises')
    const { default: Website } = await import('#models/website')
    const { purchaseChunks } = await import('#services/dashboard/purchase_export')
    const { PurchasePresenter } = await import('#presenters/dashboard/purchase_presenter')
    const { csvStream } = await import('#http/input/csv')

    const website = await Website.findByOrFail('username', 'demo')
    const filters = this.status ? { status: this.status as 'success' } : {}
    let rows = 0
    async function* lines() {
      for await (const orders of purchaseChunks(website, 'order', filters)) {
        rows += orders.length
        yield orders.map((order) => PurchasePresenter.orderCsvRow(order))
      }
    }
    const rssBefore = process.memoryUsage().rss
    const delay = monitorEventLoopDelay({ resolution: 1 })
    delay.enable()
    const start = performance.now()
    let bytes = 0
    const sink = new Writable({
      write(chunk, _encoding, done) {
        bytes += chunk.length
        done()
      },
    })
    await pipeline(csvStream(PurchasePresenter.orderCsvHeader, lines()), sink)
    const time = performance.now() - start
    delay.disable()
    const ms = (ns: number) => (ns / 1e6).toFixed(1)
    this.logger.info(
      `rows ${rows}, ${(bytes / 1048576).toFixed(1)} MB in ${Math.round(time)} ms; loop delay p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms; RSS +${((process.memoryUsage().rss - rssBefore) / 1048576).toFixed(1)} MB`
    )
  }
}
