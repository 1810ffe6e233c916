/*
| The UI kit: every area's pages build their forms, lists and states from these, so a label, an error,
| a page link or a status looks and behaves the same on the storefront, the content site and the dashboard.
*/
export {
  Field,
  TextField,
  NumberField,
  PasswordField,
  TextAreaField,
  SelectField,
  CheckboxField,
} from './field'
export { Button, ButtonLink } from './button'
export { default as DataTable, type Column } from './table'
export { default as Pagination, pageWindow, type PageMeta } from './pagination'
export { default as EmptyState } from './empty_state'
export { default as NotFound, NOT_FOUND_MESSAGE } from './not_found'
export { StatusBadge, PaymentBadge, STATUS_LABELS } from './status_badge'
export { default as Money } from './money'
export { default as VatTotals } from './vat_totals'
export { default as ConfirmDialog } from './confirm_dialog'
export { default as Toasts } from './toasts'
export { default as ImagePicker, IMAGE_TYPES, IMAGE_MAX_BYTES } from './image_picker'
export { default as HydrateNearScreen } from './hydrate_near_screen'
