/** Props of the booking pages, as the server's presenters send them (amounts in halalas). */

export interface BookableOption {
  id: number
  name: string
  extraPrice: number
}

export interface BookableService {
  id: number
  name: string
  image: string | null
  price: number
  durationMinutes: number
  options: BookableOption[]
}

export interface BookableGroup {
  id: number | null
  name: string
  services: BookableService[]
}

export interface ReservationCartView {
  id: number
  items: {
    serviceId: number
    serviceName: string
    optionId: number | null
    optionName: string | null
    durationMinutes: number
    price: number
  }[]
  durationMinutes: number
  durationLabel: string
  subtotal: number
  vat: number
  total: number
}

export interface AvailabilityDay {
  date: string
  weekday: string
  dayName: string
  dayLabel: string
  closed: boolean
  full: boolean
  times: { time: string; label: string; startAt: string; endAt: string }[]
}

export interface PaymentMethodChoice {
  value: 'on_arrive' | 'installment' | 'card'
  label: string
  enabled: boolean
}

export interface BookingRow {
  id: number
  number: number
  createdAt: string | null
  startAt: string | null
  endAt: string | null
  dateLabel: string
  timeLabel: string
  total: number
  status: 'pending' | 'success' | 'cancel'
  statusLabel: string
  payment: { status: 'paid' | 'unpaid'; label: string; paidAmount: number; remaining: number }
}

export interface BookingItemView {
  index: number
  id: number
  name: string
  optionName: string | null
  durationMinutes: number
  durationLabel: string
  price: number
}

export interface BookingDetail extends BookingRow {
  reservationCode: string
  durationMinutes: number
  durationLabel: string
  subtotal: number
  vat: number
  paymentMethod: string
  branch: { id: number; name: string; address: string | null } | null
  items: BookingItemView[]
  hasBill: boolean
}
