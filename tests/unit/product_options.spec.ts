import { test } from '@japa/runner'
import Product from '#models/product'
import ProductOption from '#models/product_option'
import CartItem from '#models/cart_item'
import { presentCart } from '#services/cart/cart_view'
import { lineName, lowestPrice } from '#services/catalogue/product_options'

/** A cart line in memory: the product (with `optionCount` options) and the option chosen, if any. */
function lineOf(optionCount: number, option: { id: number; price: number } | null, key = 0) {
  const product = new Product()
  product.merge({ id: 1, name: 'كعكة', price: 12000, isActive: true, stock: null, optionCount })
  const item = new CartItem()
  item.merge({
    id: 1,
    productId: 1,
    productOptionId: option?.id ?? null,
    optionName: 'كبير',
    optionKey: option?.id ?? key,
    seenPrice: option?.price ?? 12000,
    quantity: 2,
  })
  item.$setRelated('product', product)
  if (option) {
    const row = new ProductOption()
    row.merge({ id: option.id, productId: 1, name: 'كبير', price: option.price })
    item.$setRelated('option', row)
  }
  return item
}

test.group('Product options: the shared rules', () => {
  test('a line is named with its option; without one, by the product alone', ({ assert }) => {
    assert.equal(lineName('كعكة', 'صغير ٨ قطع'), 'كعكة - صغير ٨ قطع')
    assert.equal(lineName('كعكة', null), 'كعكة')
    assert.equal(lineName('كعكة', ''), 'كعكة')
  })

  test('the price shown «from» is the lowest option’s, the product’s own without options', ({
    assert,
  }) => {
    assert.equal(lowestPrice(9900, []), 9900)
    assert.equal(lowestPrice(9900, [{ price: 21000 }, { price: 12000 }]), 12000)
    assert.equal(lowestPrice(9900, [{ price: 5000 }]), 5000)
  })

  test('a cart line is charged its option’s price; a deleted option or none chosen is not charged', ({
    assert,
  }) => {
    const chosen = presentCart([lineOf(2, { id: 7, price: 21000 })], 'tax').lines[0]
    assert.include(chosen, {
      unitPrice: 21000,
      lineTotal: 42000,
      available: true,
      optionGone: false,
    })
    assert.equal(chosen.optionName, 'كبير')

    const deleted = presentCart([lineOf(1, null, 7)], 'tax')
    assert.include(deleted.lines[0], { available: false, optionGone: true, lineTotal: 0 })
    assert.equal(deleted.lines[0].optionName, 'كبير', 'the name it was added with')
    assert.isTrue(deleted.hasUnavailable)

    // options added to the product after the line was: a choice is needed again
    assert.include(presentCart([lineOf(2, null)], 'tax').lines[0], { optionGone: true })
    assert.include(presentCart([lineOf(0, null)], 'tax').lines[0], {
      optionGone: false,
      unitPrice: 12000,
    })
  })
})
