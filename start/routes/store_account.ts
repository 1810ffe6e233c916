/*
| The storefront's customer side under /o/{username}: customer accounts, addresses, the server-side cart,
| checkout, orders and tax invoices. The catalogue a visitor browses is in store.ts.
| Routes are named store.<resource>.<action>.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CartController = () => import('#controllers/store/account/cart_controller')

const id = { id: router.matchers.number() }

router
  .group(() => {
    router.get('/cart', [CartController, 'show']).as('store.cart.show')
    router.post('/cart/items', [CartController, 'store']).as('store.cart_items.store')
    router
      .patch('/cart/items/:id', [CartController, 'update'])
      .where('id', id.id)
      .as('store.cart_items.update')
    router
      .delete('/cart/items/:id', [CartController, 'destroy'])
      .where('id', id.id)
      .as('store.cart_items.destroy')
  })
  .prefix('/o/:username')
  .use(middleware.website())
