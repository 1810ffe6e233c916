import emitter from '@adonisjs/core/services/emitter'

declare module '@adonisjs/core/types' {
  interface EventsList {
    'website:changed': { websiteId: number }
  }
}

/**
 * Announces that something a website's public pages show has changed (a dashboard save, a new order).
 * Caches of per-website data and of public pages listen to this one event, so a save never leaves a
 * stale page behind; services call it after every write that a public page shows.
 */
export async function websiteChanged(websiteId: number): Promise<void> {
  await emitter.emit('website:changed', { websiteId })
}
