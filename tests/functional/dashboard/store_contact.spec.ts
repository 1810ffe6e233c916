import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import { urlFor } from '#http/urls/urls'
import { demoOwner, nakheelOwner } from '#tests/functional/dashboard/website_helpers'
import { assertForeignForm404 } from '#tests/functional/dashboard/form_helpers'

/** The first Arabic message of a field in a refused form's errors. */
const errorOf = (response: any, field: string): string | undefined =>
  response.flashMessages().inputErrorsBag?.[field]?.[0]

const demo = () => Website.findByOrFail('username', 'demo')

const urls = () => ({
  update: urlFor('dashboard.settings.update', { username: 'demo' }),
  edit: urlFor('dashboard.settings.edit', { username: 'demo' }),
})

/** demo's settings form as the page sends it, with the contact details and their ticks. */
async function form(extra: Record<string, unknown>) {
  const website = await demo()
  return {
    name: website.nameAr,
    username: 'demo',
    support_content: website.supportContent,
    whatsapp_number: '',
    contact_phone: '',
    contact_email: '',
    contact_address: '',
    show_phone: false,
    show_email: false,
    show_whatsapp: false,
    show_address: false,
    ...extra,
  }
}

function save(client: any, owner: any, body: Record<string, unknown>) {
  return client
    .put(urls().update)
    .header('referer', urls().edit)
    .json(body)
    .withCsrfToken()
    .withInertia()
    .loginAs(owner)
    .redirects(0)
}

const storeContact = async (client: any) =>
  ((await client.get('/o/demo').withInertia()).inertiaProps as any).storefront.contact

test.group('Dashboard: the contact details the store shows', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the WhatsApp number is stored as a Saudi mobile; only ticked details reach the store', async ({
    client,
    assert,
  }) => {
    const response = await save(
      client,
      await demoOwner(),
      await form({
        whatsapp_number: '+٩٦٦ ٥٥ ٧٧٧ ٦٦٥٥',
        contact_phone: '٠١١٢٣٤٥٦٧٨',
        contact_email: 'Shop@Example.com',
        contact_address: 'الرياض، حي النرجس',
        show_whatsapp: true,
        show_address: true,
      })
    )
    response.assertStatus(303)
    const website = await demo()
    assert.equal(website.whatsappNumber, '0557776655')
    assert.equal(website.contactPhone, '0112345678')
    assert.equal(website.contactEmail, 'shop@example.com')
    assert.isTrue(website.showWhatsapp)
    assert.isFalse(website.showPhone)

    const contact = await storeContact(client)
    assert.equal(contact.whatsappUrl, 'https://wa.me/966557776655')
    assert.equal(contact.address, 'الرياض، حي النرجس')
    // kept, not shown
    assert.isNull(contact.phone)
    assert.isNull(contact.email)
  })

  test('nothing ticked: the store shows no contact detail and no WhatsApp button', async ({
    client,
    assert,
  }) => {
    await save(
      client,
      await demoOwner(),
      await form({ whatsapp_number: '0557776655', contact_email: 'a@example.com' })
    )
    const contact = await storeContact(client)
    assert.deepEqual(contact, {
      phone: null,
      email: null,
      whatsapp: null,
      whatsappUrl: null,
      address: null,
    })
    const html = (await client.get('/o/demo')).text()
    assert.notInclude(html, 'store-whatsapp')
  })

  test('a bad WhatsApp number is refused in Arabic and nothing is stored', async ({
    client,
    assert,
  }) => {
    const before = (await demo()).whatsappNumber
    const response = await save(
      client,
      await demoOwner(),
      await form({ whatsapp_number: '0112345678', show_whatsapp: true })
    )
    response.assertStatus(303)
    assert.equal(
      errorOf(response, 'whatsapp_number'),
      'أدخل رقم جوال سعودي صحيح من 10 أرقام يبدأ بـ 05'
    )
    assert.equal((await demo()).whatsappNumber, before)
  })

  test("another website's merchant cannot open or save demo's settings (404)", async ({
    client,
  }) => {
    await assertForeignForm404(client, await nakheelOwner(), urls(), await form({}))
  })
})
