// The branch form's location: a pasted map link or "my location", for the storefront's nearest branch.
import { useState } from 'react'
import { Link } from '@inertiajs/react'
import { Button, TextField } from '~/components/ui'
import { route } from '~/lib/route'

export interface LocationValues {
  map_link: string
  latitude: number | null
  longitude: number | null
  clear_location: boolean
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6

/**
 * Where the branch is: the merchant pastes a Google Maps link (the server reads the coordinates from
 * it; a maps.app.goo.gl short link cannot be read offline and is refused with a message saying so) or
 * takes the browser's position with "موقعي الحالي". Without the plan's locate_nearest_branch the
 * fieldset says so and offers the plans page instead of inputs.
 */
export default function BranchLocationFields({
  canLocate,
  values,
  errors,
  onChange,
}: {
  canLocate: boolean
  values: LocationValues
  errors: Record<string, string | undefined>
  onChange: (change: Partial<LocationValues>) => void
}) {
  const [status, setStatus] = useState<string | null>(null)

  if (!canLocate) {
    return (
      <fieldset>
        <legend>موقع الفرع</legend>
        <p className="dash-muted" id="branch-location-plan">
          تحديد أقرب فرع للعميل غير مشمول في باقتك الحالية: رقِّ باقتك ليختار عملاؤك الفرع الأقرب
          إليهم تلقائيا.
        </p>
        <Link href={route('marketing.plans.index')} className="btn btn-outline">
          الباقات
        </Link>
      </fieldset>
    )
  }

  const located = values.latitude !== null && values.longitude !== null

  function useMyLocation() {
    if (!('geolocation' in navigator)) {
      setStatus('متصفحك لا يتيح تحديد الموقع. الصق رابط الخريطة بدلا من ذلك.')
      return
    }
    setStatus('جار تحديد موقعك...')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        onChange({
          latitude: round6(position.coords.latitude),
          longitude: round6(position.coords.longitude),
          map_link: '',
          clear_location: false,
        })
        setStatus('تم أخذ موقعك الحالي. احفظ الفرع لاعتماده.')
      },
      () => setStatus('تعذر تحديد موقعك. اسمح للمتصفح بالوصول إلى الموقع أو الصق رابط الخريطة.'),
      { enableHighAccuracy: true, timeout: 15000 }
    )
  }

  return (
    <fieldset className="branch-location">
      <legend>موقع الفرع</legend>
      <p className="dash-muted">
        يرتب المتجر الفروع حسب قربها من العميل ويقترح الأقرب إليه. الصق رابط الفرع من خرائط جوجل أو
        استخدم موقعك الحالي وأنت في الفرع.
      </p>
      {located ? (
        <p className="branch-location-now" id="branch-location-now">
          الإحداثيات:{' '}
          <bdi dir="ltr">
            {values.latitude}, {values.longitude}
          </bdi>{' '}
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${values.latitude},${values.longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            عرض على الخريطة
          </a>
        </p>
      ) : (
        <p className="dash-muted">لم يحدد موقع هذا الفرع بعد.</p>
      )}
      <TextField
        id="map_link"
        label="رابط الموقع على الخريطة"
        dir="ltr"
        inputMode="url"
        placeholder="https://www.google.com/maps/@24.7136,46.6753,15z"
        value={values.map_link}
        onChange={(event) => onChange({ map_link: event.target.value, clear_location: false })}
        error={errors.map_link}
        hint="الرابط الكامل من شريط العنوان. الروابط المختصرة (maps.app.goo.gl) لا تُقرأ دون فتحها على الإنترنت."
        maxLength={2000}
      />
      {(errors.latitude || errors.longitude) && (
        <p className="week-errors" role="alert">
          {errors.latitude ?? errors.longitude}
        </p>
      )}
      <div className="branch-location-tools">
        <Button variant="outline" onClick={useMyLocation}>
          موقعي الحالي
        </Button>
        {located && (
          <Button
            variant="ghost"
            onClick={() =>
              onChange({ latitude: null, longitude: null, map_link: '', clear_location: true })
            }
          >
            إزالة الموقع
          </Button>
        )}
      </div>
      {status && (
        <p className="dash-muted" role="status">
          {status}
        </p>
      )}
    </fieldset>
  )
}
