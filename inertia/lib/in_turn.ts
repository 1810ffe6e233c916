/** Work waiting for its turn, oldest first. */
const queue: Array<() => void> = []

function next() {
  queue[0]()
  queue.shift()
  if (queue.length) setTimeout(next, 0)
}

/**
 * Runs `work` in a task of its own, after the work asked for before it. The sections and carousels that
 * come near the screen together, started together, made one task long enough to hold up a tap.
 */
export function inTurn<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push(() => {
      try {
        resolve(work())
      } catch (error) {
        reject(error)
      }
    })
    if (queue.length === 1) setTimeout(next, 0)
  })
}
