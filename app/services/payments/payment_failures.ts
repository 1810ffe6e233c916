// Why a payment failed, in Arabic, server side: the one table is shared with the pages (inertia/lib/payment_failures.ts).
export { paymentFailureText } from '../../../inertia/lib/payment_failures.js'
