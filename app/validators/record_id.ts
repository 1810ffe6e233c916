// The id field of forms and JSON bodies: a whole number a record of the database can have.
import vine from '@vinejs/vine'
import { MAX_RECORD_ID } from '#http/input/record_ids'

/**
 * A record's id in a form or a JSON body: a whole number from 1 to the id columns' largest value
 * (app/http/input/record_ids.ts), so no query is ever made with one PostgreSQL cannot compare. VineJS's
 * positive() lets 0 through (min(1) refuses it); the OpenAPI document reads its bound from positive().
 */
export const recordIdField = () =>
  vine.number().withoutDecimals().positive().min(1).max(MAX_RECORD_ID)
