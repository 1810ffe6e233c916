/**
 * The server's lifecycle as requests see it. On SIGTERM (bin/server.ts) the server drains: readiness
 * answers 503 so a load balancer stops sending, open keep-alive connections are closed after their
 * current response, the requests in flight finish, then the batched work is flushed and the database
 * closed.
 */
type FlushHook = () => Promise<void> | void

const flushHooks: FlushHook[] = []

export const lifecycle = {
  draining: false,

  /**
   * Work kept in memory to be written in batches (visit counters, ...) registers its flush here; it
   * runs after the last request has finished and before the database closes.
   */
  onFlush(hook: FlushHook) {
    flushHooks.push(hook)
  },

  async flush() {
    for (const hook of flushHooks) await hook()
  },
}
