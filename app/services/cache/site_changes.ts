import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'
import { SiteVersions } from '#services/cache/site_versions'

declare module '@adonisjs/core/types' {
  interface EventsList {
    'website:changed': { websiteId: number; fromOtherProcess?: boolean }
  }
}

/** The message app processes of one cluster (WEB_CONCURRENCY) exchange about a save. */
const MESSAGE = 'safhati:website-changed'

/**
 * With REDIS_HOST, saves travel through this Redis channel instead, so every app process hears them,
 * on this machine or another. Channels are not prefixed by Redis: REDIS_KEY_PREFIX is added here so
 * apps sharing a Redis hear only their own saves.
 */
const REDIS_CHANNEL = `${env.get('REDIS_KEY_PREFIX', '')}safhati:website-changed`
const viaRedis = Boolean(env.get('REDIS_HOST'))
/** This process, so it skips its own messages (it has already dropped its caches). */
const PROCESS_ID = randomUUID()

/**
 * Announces that something a website's public pages show has changed (a dashboard save, a new order).
 * Caches of per-website data and of public pages listen to this one event, so a save never leaves a
 * stale page behind; services call it after every write that a public page shows. Every other app
 * process hears of it: through Redis when REDIS_HOST is set, else (`npm start` with WEB_CONCURRENCY)
 * through the cluster's primary, which repeats it to every other process.
 */
export async function websiteChanged(websiteId: number, version?: number): Promise<void> {
  // a save announced after its commit (not by announceSave) bumps the version now
  if (version === undefined) {
    try {
      SiteVersions.learn(websiteId, await SiteVersions.bump(websiteId))
    } catch (error) {
      // the save is done: the version is a safety net, its failure must not fail the save
      logger.warn({ err: error, websiteId }, 'website version not bumped')
    }
  } else {
    SiteVersions.learn(websiteId, version)
  }
  await emitter.emit('website:changed', { websiteId })
  if (viaRedis) {
    // the save is done: a Redis outage must not fail it (the other processes' caches expire on their own)
    await redis
      .publish(REDIS_CHANNEL, `${PROCESS_ID}:${websiteId}`)
      .catch((error) => logger.warn({ err: error }, 'website change not published'))
  } else if (cluster.isWorker && process.send) {
    process.send({ type: MESSAGE, websiteId })
  }
}

function fromOtherProcess(websiteId: number) {
  emitter.emit('website:changed', { websiteId, fromOtherProcess: true })
}

// a save made in another app process reaches this process's caches: by its message, and in any case
// through the website's version (read twice a second in each app process)
SiteVersions.onChange(fromOtherProcess)
if (app.getEnvironment() === 'web') app.ready(() => SiteVersions.start())
if (viaRedis) {
  // the Redis service is there once the app has booted (this module may be loaded during the boot)
  app.booted(() => {
    redis.subscribe(REDIS_CHANNEL, (message: string) => {
      const [sender, id] = message.split(':')
      if (sender !== PROCESS_ID && /^\d+$/.test(id ?? '')) fromOtherProcess(Number(id))
    })
  })
} else if (cluster.isWorker) {
  // scripts/cluster.js relays it
  process.on('message', (message: { type?: string; websiteId?: number }) => {
    if (message?.type === MESSAGE && typeof message.websiteId === 'number') {
      fromOtherProcess(message.websiteId)
    }
  })
  // listening must not keep a stopping worker alive: its HTTP server decides when it exits
  ;(process.channel as { unref?: () => void } | undefined)?.unref?.()
}
