import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Page from '#models/page'
import {
  assertRefused,
  countRecords,
  type RefusedCase,
  assertForeignRecord404,
  assertPlanRefuses,
  demoOwner,
  demoWebsite,
  nakheelOwner,
  nakheelWebsite,
  send,
} from './content_helpers.js'

const pagesUrl = (username = 'demo') => `/dashboard/${username}/pages`

/** The header and footer page links a site's props carry, wherever the layout keeps them. */
function menus(props: unknown): { header: string[]; footer: string[] } {
  const found = { header: [] as string[], footer: [] as string[] }
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (Array.isArray(record.headerPages) && Array.isArray(record.footerPages)) {
      found.header.push(...record.headerPages.map((page: any) => page.slug))
      found.footer.push(...record.footerPages.map((page: any) => page.slug))
      return
    }
    for (const child of Object.values(record)) walk(child)
  }
  walk(props)
  return found
}

test.group('Dashboard content: custom pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('index lists the pages with their menu; create and edit show the form', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const demo = await demoWebsite()
    const index = await client
      .get(route('dashboard.pages.index', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    index.assertStatus(200)
    index.assertInertiaComponent('dashboard/pages/index')
    const props = index.inertiaProps as any
    const stored = await Page.query().where('website_id', demo.id).orderBy('sort_order')
    assert.deepEqual(
      props.pages.map((p: any) => p.slug),
      stored.map((p) => p.slug)
    )
    assert.isTrue(props.pages.every((p: any) => ['header', 'footer', 'none'].includes(p.placement)))
    const create = await client
      .get(route('dashboard.pages.create', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    create.assertInertiaComponent('dashboard/pages/create')
    const edit = await client
      .get(route('dashboard.pages.edit', { username: 'demo', id: stored[0].id }))
      .withInertia()
      .loginAs(owner)
    edit.assertInertiaComponent('dashboard/pages/edit')
    assert.equal((edit.inertiaProps as any).page.name, stored[0].name)
  })

  test('a page placed in the header, then the footer, then neither: both sites follow', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const response = await send(
      client,
      'post',
      route('dashboard.pages.store', { username: 'demo' }),
      owner,
      pagesUrl(),
      {
        name: 'سياسة الاسترجاع',
        description: 'متى وكيف تسترجع طلبك',
        content: '<h2>الاسترجاع</h2><p onclick="x()">خلال <a href="javascript:x()">7</a> أيام</p>',
        placement: 'header',
      }
    )
    response.assertStatus(303)
    response.assertHeader('location', pagesUrl())
    assert.equal(response.flashMessages().success, 'تمت إضافة الصفحة')
    const page = await Page.query().where('name', 'سياسة الاسترجاع').firstOrFail()
    assert.equal(page.slug, 'سياسة-الاسترجاع')
    assert.equal(
      page.content,
      '<h2>الاسترجاع</h2><p>خلال <a rel="noopener noreferrer">7</a> أيام</p>'
    )

    const sites = async () => {
      const store = await client.get(route('store.home.show', { username: 'demo' })).withInertia()
      const content = await client
        .get(route('content.home.show', { username: 'demo' }))
        .withInertia()
      return { store: menus(store.inertiaProps), content: menus(content.inertiaProps) }
    }
    let shown = await sites()
    assert.include(shown.store.header, page.slug)
    assert.include(shown.content.header, page.slug)
    assert.notInclude(shown.store.footer, page.slug)

    const update = (placement: string) =>
      send(
        client,
        'put',
        route('dashboard.pages.update', { username: 'demo', id: page.id }),
        owner,
        pagesUrl(),
        {
          name: 'سياسة الاسترجاع',
          slug: 'refund-rules',
          content: '<p>نص</p>',
          placement,
        }
      )
    const moved = await update('footer')
    moved.assertStatus(303)
    assert.equal(moved.flashMessages().success, 'تم حفظ الصفحة')
    shown = await sites()
    assert.include(shown.store.footer, 'refund-rules')
    assert.include(shown.content.footer, 'refund-rules')
    assert.notInclude(shown.store.header, 'refund-rules')
    ;(await update('none')).assertStatus(303)
    shown = await sites()
    assert.notInclude([...shown.store.header, ...shown.store.footer], 'refund-rules')
    assert.notInclude([...shown.content.header, ...shown.content.footer], 'refund-rules')
    // the page itself stays reachable by its address
    const visit = await client
      .get(route('store.pages.show', { username: 'demo', slug: 'refund-rules' }))
      .withInertia()
    visit.assertStatus(200)
    assert.include(JSON.stringify(visit.inertiaProps), '<p>نص</p>')

    ;(
      await send(
        client,
        'delete',
        route('dashboard.pages.destroy', { username: 'demo', id: page.id }),
        owner,
        pagesUrl()
      )
    ).assertStatus(303)
    assert.isNull(await Page.find(page.id))
    ;(
      await client.get(route('store.pages.show', { username: 'demo', slug: 'refund-rules' }))
    ).assertStatus(404)
  })

  test('bad input is refused under its field and nothing is stored', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const taken = (await Page.query().where('website_id', demo.id).firstOrFail()).slug
    const count = () => countRecords(Page, demo.id)
    const before = await count()
    const cases: RefusedCase[] = [
      [{ name: '', placement: 'header' }, 'name', 'الحقل ضروري.'],
      [{ name: 'صفحة', placement: 'sidebar' }, 'placement', 'القيمة المختارة غير صحيحة.'],
      [{ name: 'صفحة', placement: 'none', slug: taken }, 'slug', 'هذه القيمة مستخدمة من قبل.'],
      [{ name: 'صفحة', placement: 'none', description: 'x'.repeat(600) }, 'description', ''],
    ]
    await assertRefused(
      client,
      assert,
      await demoOwner(),
      route('dashboard.pages.store', { username: 'demo' }),
      `${pagesUrl()}/create`,
      cases
    )
    assert.equal(await count(), before)
  })

  test('the free plan allows 2 pages', async ({ client, route, assert }) => {
    const nakheel = await nakheelWebsite()
    const owner = await nakheelOwner()
    const count = () => countRecords(Page, nakheel.id)
    for (let i = await count(); i < 2; i++) {
      ;(
        await send(
          client,
          'post',
          route('dashboard.pages.store', { username: 'nakheel' }),
          owner,
          pagesUrl('nakheel'),
          { name: `صفحة ${i}`, placement: 'none' }
        )
      ).assertStatus(303)
    }
    await assertPlanRefuses(
      client,
      assert,
      owner,
      route('dashboard.pages.store', { username: 'nakheel' }),
      pagesUrl('nakheel'),
      { name: 'صفحة زائدة', placement: 'none' }
    )
    assert.equal(await count(), 2)
  })

  test("nakheel's merchant gets 404 for demo's pages, and nothing changes", async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const owner = await nakheelOwner()
    const page = await Page.query().where('website_id', demo.id).firstOrFail()
    const before = page.serialize()
    ;(
      await client.get(route('dashboard.pages.index', { username: 'demo' })).loginAs(owner)
    ).assertStatus(404)
    await assertForeignRecord404(client, owner, 'nakheel', 'pages', page.id, {
      name: 'مخترق',
      placement: 'none',
    })
    ;(
      await send(
        client,
        'delete',
        route('dashboard.pages.destroy', { username: 'demo', id: page.id }),
        owner,
        pagesUrl()
      )
    ).assertStatus(404)
    await page.refresh()
    assert.deepEqual(page.serialize(), before)
  })
})
