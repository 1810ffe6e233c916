/*
| Preloaded once: every VineJS validator reports errors through the Arabic messages provider.
*/
import vine from '@vinejs/vine'
import { arabicMessages } from '#validators/messages'

vine.messagesProvider = arabicMessages
