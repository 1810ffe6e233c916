import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PaymentGateway from '#models/payment_gateway'
import { urlFor } from '#http/urls/urls'
import { PaymentGateways } from '#services/payments/payment_gateways'
import { demoOwner, nakheelOwner, sites } from '#tests/functional/dashboard/purchase_helpers'
import { fieldErrors, send } from '#tests/functional/dashboard/form_helpers'
import { FAKE_KEYS } from '#tests/functional/payments/moyasar_fake'
import { connect, useFakeGateway } from '#tests/functional/payments/payment_helpers'

const page = (username: string) => urlFor('dashboard.payments.show', { username })

test.group('Dashboard: connecting Moyasar', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the keys are saved, the secret key encrypted and never sent back, only masked', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const owner = await demoOwner()
    const saved = await send(
      client,
      'put',
      urlFor('dashboard.payments.update', { username: 'demo' }),
      owner,
      page('demo'),
      {
        publishable_key: FAKE_KEYS.publishable,
        secret_key: FAKE_KEYS.secret,
      }
    )
    saved.assertStatus(303)
    const row = await PaymentGateway.query().where('website_id', demo.id).firstOrFail()
    assert.notInclude(row.secretKeyEncrypted, FAKE_KEYS.secret)
    assert.equal(PaymentGateways.secretKeyOf(row), FAKE_KEYS.secret)
    assert.equal(row.mode, 'test')

    const shown = await client.get(page('demo')).loginAs(owner).withInertia()
    shown.assertStatus(200)
    assert.notInclude(shown.text(), FAKE_KEYS.secret)
    assert.equal(shown.body().props.gateway.secretKeyMasked, 'sk_test_••••••••0001')
    assert.equal(shown.body().props.gateway.publishableKey, FAKE_KEYS.publishable)

    // an empty secret key keeps the stored one
    await send(
      client,
      'put',
      urlFor('dashboard.payments.update', { username: 'demo' }),
      owner,
      page('demo'),
      {
        publishable_key: FAKE_KEYS.publishable,
        secret_key: '',
      }
    )
    await row.refresh()
    assert.equal(PaymentGateways.secretKeyOf(row), FAKE_KEYS.secret)
  })

  test('"تحقق من المفاتيح" tries the secret key against the gateway', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const owner = await demoOwner()
    await connect(demo)
    const checked = await send(
      client,
      'post',
      urlFor('dashboard.payments.check', { username: 'demo' }),
      owner,
      page('demo')
    )
    checked.assertStatus(303)
    assert.equal(checked.flashMessages().success, 'المفاتيح صحيحة: ميسر قبلت المفتاح السري.')
    const row = await PaymentGateway.query().where('website_id', demo.id).firstOrFail()
    assert.isNotNull(row.verifiedAt)

    // an invalid key: the gateway answers 401 and the merchant reads why
    await PaymentGateways.connect(demo, {
      publishable_key: FAKE_KEYS.publishable,
      secret_key: 'sk_test_WrongWrongWrong01',
    })
    const refused = await send(
      client,
      'post',
      urlFor('dashboard.payments.check', { username: 'demo' }),
      owner,
      page('demo')
    )
    refused.assertStatus(303)
    assert.equal(
      fieldErrors(refused).secret_key,
      'رفضت ميسر المفتاح السري: تأكد من نسخه كاملا من لوحة ميسر.'
    )
    await row.refresh()
    assert.isNull(row.verifiedAt)
  })

  test('malformed and mixed keys are refused in Arabic and nothing is stored', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const owner = await demoOwner()
    const url = urlFor('dashboard.payments.update', { username: 'demo' })
    const bad = await send(client, 'put', url, owner, page('demo'), {
      publishable_key: 'hello',
      secret_key: 'sk_live_abc',
    })
    assert.equal(
      fieldErrors(bad).publishable_key,
      'المفتاح القابل للنشر يبدأ بـ pk_test_ أو pk_live_ كما في لوحة ميسر.'
    )
    const mixed = await send(client, 'put', url, owner, page('demo'), {
      publishable_key: 'pk_live_abcdefghijk',
      secret_key: FAKE_KEYS.secret,
    })
    assert.equal(
      fieldErrors(mixed).publishable_key,
      'المفتاحان يجب أن يكونا من الوضع نفسه: كلاهما تجريبي أو كلاهما حقيقي.'
    )
    assert.isNull(await PaymentGateway.query().where('website_id', demo.id).first())
  })

  test('a plan without payment_gateway cannot connect; another merchant gets 404', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const owner = await nakheelOwner()
    const shown = await client.get(page('nakheel')).loginAs(owner).withInertia()
    assert.isFalse(shown.body().props.available)
    const refused = await send(
      client,
      'put',
      urlFor('dashboard.payments.update', { username: 'nakheel' }),
      owner,
      page('nakheel'),
      {
        publishable_key: FAKE_KEYS.publishable,
        secret_key: FAKE_KEYS.secret,
      }
    )
    refused.assertStatus(303)
    assert.isNull(await PaymentGateway.query().where('website_id', nakheel.id).first())

    // the demo merchant's pages of nakheel's website do not exist for them
    const demoMerchant = await demoOwner()
    ;(await client.get(page('nakheel')).loginAs(demoMerchant)).assertStatus(404)
    ;(
      await send(
        client,
        'put',
        urlFor('dashboard.payments.update', { username: 'nakheel' }),
        demoMerchant,
        page('demo'),
        {
          publishable_key: FAKE_KEYS.publishable,
          secret_key: FAKE_KEYS.secret,
        }
      )
    ).assertStatus(404)
    ;(
      await send(
        client,
        'post',
        urlFor('dashboard.payments.check', { username: 'nakheel' }),
        demoMerchant,
        page('demo')
      )
    ).assertStatus(404)
  })
})
