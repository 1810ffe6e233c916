import cluster from 'node:cluster'
import emitter from '@adonisjs/core/services/emitter'

declare module '@adonisjs/core/types' {
  interface EventsList {
    'website:changed': { websiteId: number; fromOtherProcess?: boolean }
  }
}

/** The message app processes of one cluster (WEB_CONCURRENCY) exchange about a save. */
const MESSAGE = 'safhati:website-changed'

/**
 * Announces that something a website's public pages show has changed (a dashboard save, a new order).
 * Caches of per-website data and of public pages listen to this one event, so a save never leaves a
 * stale page behind; services call it after every write that a public page shows. Under `npm start`
 * with WEB_CONCURRENCY, the cluster's primary repeats it to every other app process.
 */
export async function websiteChanged(websiteId: number): Promise<void> {
  await emitter.emit('website:changed', { websiteId })
  if (cluster.isWorker && process.send) process.send({ type: MESSAGE, websiteId })
}

// a save made in another app process reaches this process's caches (scripts/cluster.js relays it)
if (cluster.isWorker) {
  process.on('message', (message: { type?: string; websiteId?: number }) => {
    if (message?.type === MESSAGE && typeof message.websiteId === 'number') {
      emitter.emit('website:changed', { websiteId: message.websiteId, fromOtherProcess: true })
    }
  })
  // listening must not keep a stopping worker alive: its HTTP server decides when it exits
  ;(process.channel as { unref?: () => void } | undefined)?.unref?.()
}

export const CLUSTER_MESSAGE = MESSAGE
