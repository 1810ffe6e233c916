// Dashboard content writes (sections, posts, pages, slides, landing pages, home blocks) with no global transaction
import { test } from '@japa/runner'
import HomeSection from '#models/home_section'
import LandingPage from '#models/landing_page'
import LandingPageItem from '#models/landing_page_item'
import Page from '#models/page'
import Post from '#models/post'
import Section from '#models/section'
import Slide from '#models/slide'
import {
  assertSaved,
  clearUploads,
  dashboardForm,
  dashboardUpload,
  demoMerchant,
  png,
} from '#tests/strict/helpers'

const url = (path: string) => `/dashboard/demo/${path}`

test.group('Strict: dashboard sections and posts', () => {
  test('a main section, a sub-section under it, an edit and a delete', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const index = url('sections')
    const store = route('dashboard.sections.store', { username: 'demo' })
    const form = (payload: Record<string, unknown>, method: 'post' | 'put' = 'post', to = store) =>
      dashboardForm(client, method, to, owner, index, payload)

    // no slug: one is made from the title inside the transaction
    assertSaved(assert, await form({ title: 'نصائح العناية', type: 'main' }), index)
    const main = await Section.query()
      .where('website_id', demo.id)
      .where('title', 'نصائح العناية')
      .firstOrFail()
    assert.equal(main.slug, 'نصائح-العناية')

    // a sub-section: its parent is checked inside the transaction
    assertSaved(
      assert,
      await form({ title: 'الشعر الطويل', type: 'sub', parent_id: main.id }),
      index
    )
    const sub = await Section.query()
      .where('website_id', demo.id)
      .where('title', 'الشعر الطويل')
      .firstOrFail()
    assert.equal(sub.parentId, main.id)

    const update = route('dashboard.sections.update', { username: 'demo', id: sub.id })
    assertSaved(
      assert,
      await form({ title: 'الشعر', type: 'sub', parent_id: main.id }, 'put', update),
      index
    )
    await sub.refresh()
    assert.equal(sub.title, 'الشعر')

    const destroy = route('dashboard.sections.destroy', { username: 'demo', id: sub.id })
    assertSaved(assert, await dashboardForm(client, 'delete', destroy, owner, index), index)
    assert.isNull(await Section.find(sub.id))
  })

  test('a post is created, edited and deleted', async ({ client, route, assert }) => {
    const { demo, owner } = await demoMerchant()
    const index = url('posts')
    const section = await Section.query().where('website_id', demo.id).firstOrFail()
    const created = await dashboardForm(
      client,
      'post',
      route('dashboard.posts.store', { username: 'demo' }),
      owner,
      `${index}/create`,
      {
        title: 'روتين المساء للبشرة',
        content: '<p>غسول ثم مرطب</p>',
        section_id: section.id,
        published: true,
      }
    )
    assertSaved(assert, created, index)
    const post = await Post.query()
      .where('website_id', demo.id)
      .where('title', 'روتين المساء للبشرة')
      .firstOrFail()
    assert.equal(post.slug, 'روتين-المساء-للبشرة')
    assert.isNotNull(post.publishedAt)

    const update = route('dashboard.posts.update', { username: 'demo', id: post.id })
    const edited = await dashboardForm(client, 'put', update, owner, `${index}/${post.id}/edit`, {
      title: 'روتين المساء',
      content: '<p>غسول</p>',
      published: false,
    })
    assertSaved(assert, edited, index)
    await post.refresh()
    assert.equal(post.title, 'روتين المساء')
    assert.isNull(post.publishedAt)

    const destroy = route('dashboard.posts.destroy', { username: 'demo', id: post.id })
    assertSaved(assert, await dashboardForm(client, 'delete', destroy, owner, index), index)
    assert.isNull(await Post.find(post.id))
  })
})

test.group('Strict: dashboard pages, slides and home blocks', (group) => {
  group.each.teardown(async () => clearUploads((await demoMerchant()).demo.id))

  test('a custom page is created, edited and deleted', async ({ client, route, assert }) => {
    const { demo, owner } = await demoMerchant()
    const index = url('pages')
    const created = await dashboardForm(
      client,
      'post',
      route('dashboard.pages.store', { username: 'demo' }),
      owner,
      index,
      { name: 'سياسة الاسترجاع', content: '<p>خلال 7 أيام</p>', placement: 'header' }
    )
    assertSaved(assert, created, index)
    const page = await Page.query()
      .where('website_id', demo.id)
      .where('name', 'سياسة الاسترجاع')
      .firstOrFail()
    assert.equal(page.slug, 'سياسة-الاسترجاع')

    const update = route('dashboard.pages.update', { username: 'demo', id: page.id })
    const payload = { name: 'سياسة الإرجاع', content: '<p>7 أيام</p>', placement: 'footer' }
    assertSaved(assert, await dashboardForm(client, 'put', update, owner, index, payload), index)
    await page.refresh()
    assert.isTrue(page.inFooter)

    const destroy = route('dashboard.pages.destroy', { username: 'demo', id: page.id })
    assertSaved(assert, await dashboardForm(client, 'delete', destroy, owner, index), index)
    assert.isNull(await Page.find(page.id))
  })

  test('a slide is created with its picture, edited and deleted', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const index = url('slides')
    const fields = { site: 'store', description: 'خصم الصيف', button_text: 'تسوقي الآن' }
    const created = await dashboardUpload(
      client,
      'post',
      route('dashboard.slides.store', { username: 'demo' }),
      owner,
      index,
      fields,
      await png(1200, 500)
    )
    assertSaved(assert, created, index)
    const slide = await Slide.query()
      .where('website_id', demo.id)
      .where('description', 'خصم الصيف')
      .firstOrFail()

    const update = route('dashboard.slides.update', { username: 'demo', id: slide.id })
    const edited = await dashboardUpload(
      client,
      'put',
      update,
      owner,
      index,
      { ...fields, description: 'خصم الشتاء' },
      await png(1200, 500, '#aa3300')
    )
    assertSaved(assert, edited, index)
    await slide.refresh()
    assert.equal(slide.description, 'خصم الشتاء')

    const destroy = route('dashboard.slides.destroy', { username: 'demo', id: slide.id })
    assertSaved(assert, await dashboardForm(client, 'delete', destroy, owner, index), index)
    assert.isNull(await Slide.find(slide.id))
  })

  test('the home blocks are reordered and one hidden', async ({ client, route, assert }) => {
    const { demo, owner } = await demoMerchant()
    const index = url('home-sections')
    const blocks = await HomeSection.query()
      .where('website_id', demo.id)
      .where('site', 'order')
      .orderBy('sort_order')
    const order = blocks.map((block) => block.id).reverse()
    const response = await dashboardForm(
      client,
      'put',
      route('dashboard.home_sections.update', { username: 'demo' }),
      owner,
      index,
      { site: 'store', order, hidden: [order[0]] }
    )
    assertSaved(assert, response, `${index}?site=store`)
    const saved = await HomeSection.query()
      .where('website_id', demo.id)
      .where('site', 'order')
      .orderBy('sort_order')
    assert.deepEqual(
      saved.map((block) => block.id),
      order
    )
    assert.isFalse(saved[0].isVisible)
  })
})

test.group('Strict: dashboard landing pages', () => {
  test('a landing page with groups of items is created, edited and deleted', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const index = url('landing-pages')
    const base = {
      title: 'منيو صالون ديمو',
      background_color: '#FFFFFF',
      text_color: '#222222',
      text_activecolor: '#328E6E',
      btn_color: '#328E6E',
      btn_hovercolor: '#26715A',
      items: [
        { group: 'المشروبات', name: 'قهوة عربية', calories: 5, price: '12.50' },
        { group: 'الحلويات', name: 'كنافة', calories: 420, price: '24.00' },
      ],
    }
    // no slug: a free one is found inside the transaction
    const created = await dashboardForm(
      client,
      'post',
      route('dashboard.landing_pages.store', { username: 'demo' }),
      owner,
      index,
      base
    )
    assertSaved(assert, created, index)
    const landing = await LandingPage.query()
      .where('website_id', demo.id)
      .where('title', 'منيو صالون ديمو')
      .firstOrFail()
    const items = () =>
      LandingPageItem.query().where('landing_page_id', landing.id).orderBy('sort_order')
    assert.deepEqual(
      (await items()).map((item) => [item.groupName, item.name, item.price]),
      [
        ['المشروبات', 'قهوة عربية', 1250],
        ['الحلويات', 'كنافة', 2400],
      ]
    )

    const update = route('dashboard.landing_pages.update', { username: 'demo', id: landing.id })
    const edited = await dashboardForm(client, 'put', update, owner, index, {
      ...base,
      title: 'منيو الصالون',
      items: [{ group: 'الأطباق', name: 'كبسة', price: '45.50' }],
    })
    assertSaved(assert, edited, index)
    await landing.refresh()
    assert.equal(landing.title, 'منيو الصالون')
    assert.deepEqual(
      (await items()).map((item) => item.name),
      ['كبسة']
    )

    const destroy = route('dashboard.landing_pages.destroy', { username: 'demo', id: landing.id })
    assertSaved(assert, await dashboardForm(client, 'delete', destroy, owner, index), index)
    assert.isNull(await LandingPage.find(landing.id))
  })
})
