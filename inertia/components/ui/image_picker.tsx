import { useEffect, useId, useState } from 'react'
import { Field, describedBy } from '~/components/ui/field'

/** What the server accepts (it checks the bytes again): JPEG, PNG, GIF or WebP, at most 2 MB. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024

/**
 * An image field: the current picture, a preview of the chosen file, and an Arabic message before
 * sending when the file is not an image or is too large (the server's check remains the rule).
 * `onChange` receives the File for useForm's data (sent as multipart).
 */
export default function ImagePicker({
  id,
  label,
  current,
  error,
  hint = 'JPEG أو PNG أو GIF أو WebP، بحجم 2 ميجابايت على الأكثر',
  onChange,
}: {
  id: string
  label: string
  /** the saved image's address, if any */
  current?: string | null
  error?: string
  hint?: string
  onChange: (file: File | null) => void
}) {
  const [preview, setPreview] = useState<string | null>(null)
  const [localError, setLocalError] = useState<string | null>(null)
  const [fileName, setFileName] = useState<string | null>(null)
  const altId = useId()

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const pick = (file: File | null) => {
    setLocalError(null)
    if (file && !IMAGE_TYPES.includes(file.type)) {
      setLocalError('اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP')
      onChange(null)
      return
    }
    if (file && file.size > IMAGE_MAX_BYTES) {
      setLocalError('حجم الصورة أكبر من 2 ميجابايت')
      onChange(null)
      return
    }
    setPreview(file ? URL.createObjectURL(file) : null)
    onChange(file)
  }

  const shown = preview ?? current ?? null
  const message = localError ?? error
  return (
    <Field id={id} label={label} hint={hint} error={message ?? undefined}>
      <div className="ui-image-picker">
        {shown ? (
          <img src={shown} alt="" id={altId} className="ui-image-preview" />
        ) : (
          <span className="ui-image-empty" aria-hidden="true">
            لا توجد صورة
          </span>
        )}
        {/* the browser's own file button speaks the browser's language: an Arabic one stands in */}
        <input
          className="visually-hidden ui-file-input"
          id={id}
          name={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, hint, message)}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null
            setFileName(file?.name ?? null)
            pick(file)
          }}
        />
        <label htmlFor={id} className="btn btn-outline ui-file-button" aria-hidden="true">
          اختر صورة
        </label>
        <span className="ui-file-name">{fileName ?? 'لم تختر صورة بعد'}</span>
      </div>
    </Field>
  )
}
