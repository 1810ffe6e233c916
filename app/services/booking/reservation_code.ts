// A booking's reservation code (BK- and 7 letters or digits that cannot be misread), unique in its website.
import { randomInt } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function reservationCode() {
  let code = 'BK-'
  for (let i = 0; i < 7; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

/** A code no booking of the website has yet, read inside the confirming transaction. */
export async function freshReservationCode(trx: TransactionClientContract, websiteId: number) {
  let code = reservationCode()
  while (
    await trx
      .from('bookings')
      .where('website_id', websiteId)
      .where('reservation_code', code)
      .first()
  ) {
    code = reservationCode()
  }
  return code
}
