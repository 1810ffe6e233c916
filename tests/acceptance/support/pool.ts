// Runs async work over a list with a few at a time, as a handful of visitors would load pages at once.
export async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
}

/** Seconds since `started`, with one decimal. */
export function secondsSince(started: number) {
  return ((performance.now() - started) / 1000).toFixed(1)
}
