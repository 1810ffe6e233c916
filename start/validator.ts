/*
| Preloaded once: every VineJS validator reports errors through the Arabic messages provider.
*/
import vine from '@vinejs/vine'
import { arabicMessages } from '#validators/messages'

vine.messagesProvider = arabicMessages

/**
 * Strict numbers: VineJS casts with Number(), so `"product_id": true` became 1 and `[7]` became 7. A
 * number field takes a number, or a string of digits from a form, and nothing else.
 */
const castToNumber = vine.helpers.asNumber
vine.helpers.asNumber = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
    ? castToNumber(value)
    : Number.NaN
