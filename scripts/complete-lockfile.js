/*
| The npm mirror these machines use lacks some foreign-platform builds of @swc/core and rollup
| (darwin, win32, musl...). `npm install` then leaves them out of package-lock.json without a word, and
| `npm ci` refuses the lock ("Missing: @rollup/rollup-darwin-x64 from lock file").
|
| This adds each missing optional platform package to the lock with the os, cpu and libc its name
| encodes, which is what npm itself records on a full registry; npm ci skips them on other platforms.
| Run it after any `npm install` that rewrote the lock: `node scripts/complete-lockfile.js`.
*/
import { readFileSync, writeFileSync } from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))
const packages = lock.packages

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'openharmony',
  'sunos',
  'aix',
]
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((part) => OS.includes(part))
  const cpu = parts.find((part) => CPU.includes(part))
  if (!os || !cpu) return null
  const platform = { os: [os], cpu: [cpu] }
  if (os === 'linux')
    platform.libc = [parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : 'glibc']
  return platform
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = platformOf(name)
    if (!platform) continue
    // resolve the way node does: next to the parent first, then at the top
    const nested = `${path}/node_modules/${name}`
    const top = `node_modules/${name}`
    if (packages[nested] || packages[top]) continue
    packages[top] = {
      version,
      dev: entry.dev || undefined,
      optional: true,
      license: entry.license,
      ...platform,
    }
    added++
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1))
)
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n')
console.log(`package-lock.json: added ${added} optional platform package(s)`)
