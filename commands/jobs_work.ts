import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace jobs:work`: runs the durable jobs in a process of its own, until SIGTERM or SIGINT (then the
 * job in hand finishes). The app processes run them already; this is for a machine that serves no pages
 * (JOBS_RUNNER=false on the others) and for the tests that kill a runner mid-job.
 */
export default class JobsWork extends BaseCommand {
  static commandName = 'jobs:work'
  static description = 'Run the durable jobs (mails, backups) until stopped'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.number({ description: 'How long a claim holds a job, in ms (default 60000)' })
  declare lease?: number

  @flags.number({ description: 'How often an idle runner looks for jobs, in ms (default 1000)' })
  declare poll?: number

  async run() {
    const { startJobRunner, stopJobRunner } = await import('#services/jobs/runner')
    const runner = startJobRunner({
      recurring: 'default',
      leaseMs: this.lease,
      pollMs: this.poll,
    })
    this.logger.info(`running jobs as ${runner.id}`)
    const stop = async () => {
      await stopJobRunner()
      await this.terminate()
    }
    process.once('SIGTERM', stop)
    process.once('SIGINT', stop)
  }
}
