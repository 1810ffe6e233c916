/*
| Fails when a module exports a name that no other file uses (part of `npm run lint`). An export is the
| module's promise to the rest of the code; one nobody takes is either dead or local and should say so.
|
|   node scripts/unused_exports.js          lists them, exit 1 when there is one
|   node scripts/unused_exports.js --fix    drops the `export` of names used in their own file only;
|                                           names used nowhere are listed for deletion by hand
|
| A name counts as used when the word appears in any other tracked source file (tests, scripts and Edge
| templates included). That is lenient by design: a common word elsewhere may hide an unused export, but a
| used one is never reported. Default exports (pages, controllers, models, commands) are not checked.
*/
import { readFileSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

/** Where exports are checked: the application's own modules (config/ is read by the framework by name). */
const CHECKED = ['app/', 'inertia/', 'start/', 'commands/', 'providers/']
/** Where a use may be: every tracked source file. */
const SOURCES = /\.(ts|tsx|js|mjs|edge)$/

const EXPORT =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(const|let|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm
const WORD = /[A-Za-z_$][\w$]*/g

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => SOURCES.test(file) && !file.startsWith('node_modules/'))
const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))

/** word -> how many files hold it, and each file's own count of it */
const filesWith = new Map()
const countsIn = new Map()
for (const [file, text] of texts) {
  const counts = new Map()
  for (const [word] of text.matchAll(WORD)) counts.set(word, (counts.get(word) ?? 0) + 1)
  countsIn.set(file, counts)
  for (const word of counts.keys()) filesWith.set(word, (filesWith.get(word) ?? 0) + 1)
}

const local = []
const dead = []
for (const [file, text] of texts) {
  if (!CHECKED.some((folder) => file.startsWith(folder))) continue
  for (const match of text.matchAll(EXPORT)) {
    const name = match[2]
    if ((filesWith.get(name) ?? 0) > 1) continue
    const line = text.slice(0, match.index).split('\n').length
    const entry = { file, line, name, at: match.index }
    if ((countsIn.get(file).get(name) ?? 0) > 1) local.push(entry)
    else dead.push(entry)
  }
}

if (process.argv.includes('--fix')) {
  const byFile = new Map()
  for (const entry of local) byFile.set(entry.file, [...(byFile.get(entry.file) ?? []), entry])
  for (const [file, entries] of byFile) {
    let text = texts.get(file)
    // from the end, so the earlier offsets stay right
    for (const entry of entries.sort((a, b) => b.at - a.at)) {
      text = text.slice(0, entry.at) + text.slice(entry.at).replace(/^export\s+/, '')
    }
    writeFileSync(file, text)
  }
  console.log(`unused exports: ${local.length} made local in ${byFile.size} files`)
  for (const entry of dead)
    console.log(`  used nowhere, delete: ${entry.file}:${entry.line} ${entry.name}`)
  process.exit(dead.length ? 1 : 0)
}

for (const entry of local) {
  console.log(`${entry.file}:${entry.line} ${entry.name} is exported but used in its own file only`)
}
for (const entry of dead) console.log(`${entry.file}:${entry.line} ${entry.name} is used nowhere`)
if (local.length + dead.length) {
  console.log(
    `\n${local.length + dead.length} unused exports (node scripts/unused_exports.js --fix)`
  )
  process.exit(1)
}
console.log('unused exports: none')
