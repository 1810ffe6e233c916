import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

async function sources(folder: string): Promise<string[]> {
  const entries = await readdir(app.makePath(folder), { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Lines of the files under `folder` that match `pattern`, as "file:line: text". */
async function offenders(folder: string, pattern: RegExp, skip: RegExp = /$^/) {
  const found: string[] = []
  for (const file of await sources(folder)) {
    if (skip.test(file)) continue
    const lines = (await readFile(file, 'utf8')).split('\n')
    lines.forEach((line, index) => {
      // a type over the route map's patterns (`extends \`/dashboard/:username${infer R}\``) is no address
      if (pattern.test(line) && !/\binfer\b/.test(line))
        found.push(`${file.replace(app.makePath(), '')}:${index + 1}: ${line.trim()}`)
    })
  }
  return found
}

test.group('Seams between the layers', () => {
  test('services know nothing of HTTP: no HttpContext, request, session, router or response', async ({
    assert,
  }) => {
    const found = await offenders(
      'app/services',
      /@adonisjs\/core\/(http|services\/router)|@adonisjs\/session|HttpContext|\bctx\b/
    )
    assert.deepEqual(found, [])
    // reads every source file: seconds on a busy machine
  }).timeout(20_000)

  test('no site address is spelled by hand in app/ or inertia/: they come from route names', async ({
    assert,
  }) => {
    // a quote or backtick followed by one of the sites' path prefixes
    const handBuilt = /['"`]\/(o|c|dashboard|api)(\/|['"`$])/
    const found = [
      ...(await offenders('app', handBuilt)),
      ...(await offenders('inertia', handBuilt, /routes\.generated\.ts$/)),
    ]
    assert.deepEqual(found, [])
  }).timeout(20_000)
})
