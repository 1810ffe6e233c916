// The walks' merchant API key: made by the demo merchant on the dashboard's API keys page, read once.
import { API_SCOPES } from '#services/api_keys/api_keys'
import type { Visitor } from '#tests/acceptance/support/visitor'

/** Every scope the app knows: the walks call every merchant operation (a new scope is included). */
const SCOPES = [...API_SCOPES]

/** Creates a key as the signed-in merchant does and reads its value from the page it lands on. */
export async function merchantApiKey(merchant: Visitor, site: string, name = 'مفتاح الجولة') {
  const page = `/dashboard/${site}/api-keys`
  await merchant.visit(page)
  const answer = await merchant.send('POST', page, {
    inertia: true,
    json: { name, scopes: SCOPES },
    referer: page,
  })
  const landed = await merchant.follow(answer)
  const created = landed.page?.props.created as { value?: string } | null | undefined
  if (!created?.value) throw new Error(`no API key was shown: ${answer.describe()}`)
  return created.value
}
