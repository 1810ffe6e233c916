// One successful call of every /api/v1 forms route (public and merchant), for the OpenAPI contract test.
import type { ApiClient, ApiResponse } from '@japa/api-client'
import Website from '#models/website'
import { bearer, keyOf } from '#tests/functional/merchant_api/helpers'
import { GOOD_ANSWERS, answersOf, formInput, makeForm } from '#tests/functional/forms/helpers'

export async function formApiCalls(
  client: ApiClient
): Promise<[string, () => Promise<ApiResponse>][]> {
  const demo = await Website.findByOrFail('username', 'demo')
  const key = await keyOf(demo, ['content:read', 'content:write', 'messages:read'], 'مفتاح النماذج')
  const form = await makeForm(demo, { title: 'نموذج العقد' })
  const doomed = await makeForm(demo, { title: 'نموذج يحذف' })
  const path = `/api/v1/forms/${encodeURIComponent(form.slug)}?username=demo`
  const merchant = (method: 'get' | 'post' | 'put' | 'delete', at: string) =>
    client[method](`/api/v1/merchant${at}`).headers(bearer(key.value))
  return [
    ['api.forms.show', () => client.get(path)],
    [
      'api.forms.submissions.store',
      () =>
        client.post(path).json({ version: form.version, answers: answersOf(form, GOOD_ANSWERS) }),
    ],
    ['api.merchant.forms.index', () => merchant('get', '/forms')],
    ['api.merchant.forms.show', () => merchant('get', `/forms/${form.id}`)],
    [
      'api.merchant.forms.store',
      () => merchant('post', '/forms').json(formInput({ title: 'جديد' })),
    ],
    [
      'api.merchant.forms.update',
      () => merchant('put', `/forms/${form.id}`).json(formInput({ title: 'نموذج العقد' })),
    ],
    [
      'api.merchant.forms.submissions.index',
      () => merchant('get', `/forms/${form.id}/submissions`),
    ],
    ['api.merchant.forms.destroy', () => merchant('delete', `/forms/${doomed.id}`)],
  ]
}
