/*
| The storefront's customer side under /o/{username}: customer accounts, addresses, the server-side cart,
| checkout, orders and tax invoices. The catalogue a visitor browses is in store.ts.
| Routes are named store.<resource>.<action>.
*/
