// The browser's stand-in for the side-channel package that qs (Inertia's query strings) requires: the same
// get/set/has/delete/assert over a WeakMap and a Map, without get-intrinsic and object-inspect (about
// 6 KB gzip of every page's first load). Aliased in vite.config.ts for the client build only.

/** A store keyed by objects (held weakly) and by primitives, as side-channel's getSideChannel() returns. */
export default function getSideChannel() {
  const objects = new WeakMap()
  const others = new Map()
  const mapOf = (key) =>
    key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : others
  return {
    assert(key) {
      if (!mapOf(key).has(key)) throw new TypeError('Side channel does not contain the given key')
    },
    delete: (key) => mapOf(key).delete(key),
    get: (key) => mapOf(key).get(key),
    has: (key) => mapOf(key).has(key),
    set(key, value) {
      mapOf(key).set(key, value)
    },
  }
}
