import { test } from '@japa/runner'
import {
  FULFILMENT_STEPS,
  canMove,
  nextSteps,
  stepOf,
  stepOfDelivery,
  stepsBefore,
} from '#services/fulfilment/fulfilment_steps'

test.group('Fulfilment steps: the allowed moves', () => {
  test('a pending order moves forward, one step or several at once', ({ assert }) => {
    assert.isTrue(canMove('pending', null, 'confirmed'))
    assert.isTrue(canMove('pending', 'confirmed', 'preparing'))
    assert.isTrue(canMove('pending', 'preparing', 'ready'))
    assert.isTrue(canMove('pending', 'preparing', 'out_for_delivery'))
    // a ready order may still go out with a driver
    assert.isTrue(canMove('pending', 'ready', 'out_for_delivery'))
    assert.isTrue(canMove('pending', 'out_for_delivery', 'delivered'))
    // skipping forward: a cake confirmed and handed over the same minute
    assert.isTrue(canMove('pending', 'confirmed', 'delivered'))
    assert.isTrue(canMove('pending', null, 'delivered'))
  })

  test('never back, never to the same step', ({ assert }) => {
    assert.isFalse(canMove('pending', 'preparing', 'confirmed'))
    assert.isFalse(canMove('pending', 'out_for_delivery', 'ready'))
    assert.isFalse(canMove('pending', 'preparing', 'preparing'))
    for (const to of FULFILMENT_STEPS) {
      assert.isFalse(canMove('pending', 'delivered', to), to)
    }
  })

  test('a cancelled or completed order moves no more', ({ assert }) => {
    for (const to of FULFILMENT_STEPS) {
      assert.isFalse(canMove('cancel', 'preparing', to), to)
      assert.isFalse(canMove('cancel', null, to), to)
      assert.isFalse(canMove('success', null, to), to)
    }
    assert.deepEqual(nextSteps('cancel', null), [])
    assert.deepEqual(nextSteps('success', 'delivered'), [])
  })

  test('the next steps, nearest first, and where a move may start from', ({ assert }) => {
    assert.deepEqual(nextSteps('pending', null), [...FULFILMENT_STEPS])
    assert.deepEqual(nextSteps('pending', 'preparing'), ['ready', 'out_for_delivery', 'delivered'])
    assert.deepEqual(nextSteps('pending', 'out_for_delivery'), ['delivered'])
    assert.deepEqual(stepsBefore('confirmed'), [null])
    assert.deepEqual(stepsBefore('out_for_delivery'), [null, 'confirmed', 'preparing', 'ready'])
  })

  test('an order completed before the steps existed reads delivered', ({ assert }) => {
    assert.equal(stepOf({ fulfilmentStep: null, status: 'success' }), 'delivered')
    assert.isNull(stepOf({ fulfilmentStep: null, status: 'pending' }))
    assert.equal(stepOf({ fulfilmentStep: 'ready', status: 'pending' }), 'ready')
    assert.isNull(stepOf({ fulfilmentStep: 'shipped', status: 'pending' }))
  })

  test("a representative's steps: picked up is out for delivery, delivered is delivered", ({
    assert,
  }) => {
    assert.equal(stepOfDelivery('picked_up'), 'out_for_delivery')
    assert.equal(stepOfDelivery('delivered'), 'delivered')
    assert.isNull(stepOfDelivery('collected'))
    assert.isNull(stepOfDelivery('failed'))
  })
})
