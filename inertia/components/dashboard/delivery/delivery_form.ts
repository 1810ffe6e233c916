// The delivery settings form's type, and the editing of its lists (city fees, time slots) row by row.
import type { InertiaFormProps } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type DeliverySettingsController from '#controllers/dashboard/delivery_settings_controller'

export type DeliveryProps = InferPageProps<DeliverySettingsController, 'edit'>
type Settings = DeliveryProps['settings']
export type DeliveryForm = InertiaFormProps<Settings>

/** The form's fields that hold a list. */
type ListKeys = 'city_fees' | 'time_slots'

/** One list of the form: change a row, drop a row, add a row (the others stay as they are). */
export function listEditor<K extends ListKeys>(form: DeliveryForm, key: K) {
  type Row = Settings[K][number]
  const rows = form.data[key] as Row[]
  const setList = form.setData as unknown as (name: K, value: Row[]) => void
  return {
    rows,
    set: (index: number, row: Row) =>
      setList(
        key,
        rows.map((old, i) => (i === index ? row : old))
      ),
    remove: (index: number) =>
      setList(
        key,
        rows.filter((_, i) => i !== index)
      ),
    add: (row: Row) => setList(key, [...rows, row]),
    replace: (all: Row[]) => setList(key, all),
  }
}

/** An error of the form by its path (`city_fees.0.city`), lists' rows included. */
export function errorOf(form: DeliveryForm) {
  return (key: string) => (form.errors as Record<string, string | undefined>)[key]
}
