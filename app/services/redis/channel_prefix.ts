/*
| Pub/sub channels under the install's REDIS_KEY_PREFIX. ioredis's keyPrefix is added to keys only, never
| to channels: without this, two installs on one Redis would hear each other's messages.
*/
import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import type { ConfigProvider } from '@adonisjs/core/types'

/** The part of a @boringnode/bus transport a bus uses (bentocache's invalidations, transmit's events). */
interface BusTransport {
  setId(id: string): unknown
  onReconnect(callback: () => void): void
  publish(channel: string, message: any): Promise<void>
  subscribe(channel: string, handler: (message: any) => void): Promise<void>
  unsubscribe(channel: string): Promise<void>
  disconnect(): Promise<void>
}

/** How long a subscription Redis refused waits before it is tried again. */
const RESUBSCRIBE_MS = 2000

/**
 * The same transport, every channel it publishes to or listens on named `${prefix}${channel}`. A
 * subscription Redis does not take (down when the process starts) is tried again every 2 s until it
 * does, instead of failing the process with an unhandled rejection and leaving it deaf for good.
 */
function prefixChannels<T extends BusTransport>(transport: T, prefix: string): T {
  const prefixed: BusTransport = {
    setId(id) {
      transport.setId(id)
      return prefixed
    },
    onReconnect: (callback) => transport.onReconnect(callback),
    publish: (channel, message) => transport.publish(`${prefix}${channel}`, message),
    subscribe: async (channel, handler) => {
      const attempt = async (): Promise<void> => {
        try {
          await transport.subscribe(`${prefix}${channel}`, handler)
        } catch (error) {
          logger.warn({ err: error, channel }, 'Redis subscription failed: trying again')
          setTimeout(attempt, RESUBSCRIBE_MS).unref()
        }
      }
      await attempt()
    },
    unsubscribe: (channel) => transport.unsubscribe(`${prefix}${channel}`),
    disconnect: () => transport.disconnect(),
  }
  return prefixed as T
}

/** A bus that carries nothing: a command (migrations, seeders) serves no cached page to keep coherent. */
const silentTransport: BusTransport = {
  setId: () => silentTransport,
  onReconnect: () => {},
  publish: async () => {},
  subscribe: async () => {},
  unsubscribe: async () => {},
  disconnect: async () => {},
}

/**
 * The bus of config/cache.ts (`drivers.redisBus(...)`): its channel carries the prefix and its
 * subscription survives Redis being down at start. In a command it opens no connection, so
 * migrations and seeders run without Redis (pages a command changes are dropped in the app processes
 * through websiteChanged(), app/services/cache/site_changes.ts).
 */
export function prefixedBusDriver<Driver extends { factory: (...args: any[]) => BusTransport }>(
  driver: ConfigProvider<Driver>,
  prefix: string
): ConfigProvider<Driver> {
  return configProvider.create(async (application) => {
    const resolved = await driver.resolver(application)
    const inCommand = app.getEnvironment() === 'console'
    return {
      ...resolved,
      factory: (...args: any[]) =>
        inCommand ? silentTransport : prefixChannels(resolved.factory(...args), prefix),
    }
  })
}
