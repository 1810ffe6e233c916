// A message bus between the app processes of one machine's cluster, through the cluster's primary.
import cluster from 'node:cluster'

/** The type of the messages the primary repeats to every other worker (scripts/cluster.js). */
const BUS_MESSAGE = 'safhati:bus'

interface BusEnvelope {
  type: typeof BUS_MESSAGE
  channel: string
  busId: string
  payload: unknown
}

/**
 * The transport of @boringnode/bus (transmit's events) for a cluster without Redis: a worker sends what
 * it publishes to the primary, which repeats it to the other workers; each hands it to its own
 * subscribers. So a merchant's dashboard stream, held by one worker, hears of an order another worker
 * took. Alone (no cluster) there is nobody to tell: publishing does nothing.
 */
class ClusterTransport {
  #id = ''
  #handlers = new Map<string, (payload: any) => void>()
  #listening = false

  setId(id: string) {
    this.#id = id
    return this
  }

  async publish(channel: string, payload: unknown) {
    if (!cluster.isWorker || !process.send) return
    const envelope: BusEnvelope = { type: BUS_MESSAGE, channel, busId: this.#id, payload }
    process.send(envelope)
  }

  async subscribe(channel: string, handler: (payload: any) => void) {
    this.#handlers.set(channel, handler)
    if (this.#listening || !cluster.isWorker) return
    this.#listening = true
    process.on('message', (message: Partial<BusEnvelope>) => {
      if (message?.type !== BUS_MESSAGE || message.busId === this.#id) return
      const handle = this.#handlers.get(message.channel ?? '')
      handle?.(message.payload)
    })
    // listening must not keep a stopping worker alive: its HTTP server decides when it exits
    ;(process.channel as { unref?: () => void } | undefined)?.unref?.()
  }

  async unsubscribe(channel: string) {
    this.#handlers.delete(channel)
  }

  async disconnect() {
    this.#handlers.clear()
  }

  onReconnect() {}
}

/** The driver for config/transmit.ts. */
export const clusterBus = () => () => new ClusterTransport()
