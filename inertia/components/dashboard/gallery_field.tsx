import { useEffect, useState } from 'react'
import { Field } from '~/components/ui'
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '~/components/ui/image_picker'

/** Extra photos a product may have beside its main photo (the server's GALLERY_EXTRA). */
export const GALLERY_EXTRA = 7

/**
 * A product's gallery in its form: the saved photos, each with a remove toggle, and new photos chosen
 * several at a time with their previews. What the server refuses (type, size, count) is said before
 * sending too; the server's checks remain the rule.
 */
export default function GalleryField({
  current,
  added,
  removed,
  error,
  onChange,
}: {
  current: { id: number; url: string }[]
  added: File[]
  removed: number[]
  error?: string
  onChange: (added: File[], removed: number[]) => void
}) {
  const [localError, setLocalError] = useState<string | null>(null)
  const [previews, setPreviews] = useState<string[]>([])
  useEffect(() => {
    const urls = added.map((file) => URL.createObjectURL(file))
    setPreviews(urls)
    return () => urls.forEach((url) => URL.revokeObjectURL(url))
  }, [added])

  const room = GALLERY_EXTRA - (current.length - removed.length) - added.length
  const choose = (files: File[]) => {
    setLocalError(null)
    const bad = files.find((file) => !IMAGE_TYPES.includes(file.type))
    const big = files.find((file) => file.size > IMAGE_MAX_BYTES)
    if (bad) return setLocalError('اختر صورا بصيغة JPEG أو PNG أو GIF أو WebP')
    if (big) return setLocalError(`حجم الصورة ${big.name} أكبر من 2 ميجابايت`)
    if (files.length > room) {
      return setLocalError(
        `يمكنك إضافة ${Math.max(room, 0)} صور أخرى فقط (${GALLERY_EXTRA} على الأكثر)`
      )
    }
    onChange([...added, ...files], removed)
  }
  const toggle = (id: number) =>
    onChange(added, removed.includes(id) ? removed.filter((x) => x !== id) : [...removed, id])

  return (
    <Field
      id="images"
      label="صور إضافية"
      hint={`حتى ${GALLERY_EXTRA} صور بجانب الصورة الرئيسية، تظهر معرضا في صفحة المنتج`}
      error={localError ?? error}
    >
      <ul className="gallery-field" aria-label="صور المعرض">
        {current.map((photo, index) => {
          const gone = removed.includes(photo.id)
          return (
            <li key={photo.id} className={gone ? 'is-removed' : undefined}>
              <img src={photo.url} alt={`الصورة ${index + 1}`} />
              <button
                type="button"
                className="btn btn-outline"
                aria-pressed={gone}
                onClick={() => toggle(photo.id)}
              >
                {gone ? 'تراجع عن الحذف' : `حذف الصورة ${index + 1}`}
              </button>
            </li>
          )
        })}
        {previews.map((url, index) => (
          <li key={url}>
            <img src={url} alt={`صورة جديدة ${index + 1}`} />
            <button
              type="button"
              className="btn btn-outline"
              onClick={() =>
                onChange(
                  added.filter((_, i) => i !== index),
                  removed
                )
              }
            >
              إلغاء الصورة الجديدة {index + 1}
            </button>
          </li>
        ))}
      </ul>
      {room > 0 && (
        <>
          <input
            className="visually-hidden ui-file-input"
            id="images"
            type="file"
            multiple
            accept={IMAGE_TYPES.join(',')}
            onChange={(event) => {
              choose([...(event.currentTarget.files ?? [])])
              event.currentTarget.value = ''
            }}
          />
          <label htmlFor="images" className="btn btn-outline ui-file-button" aria-hidden="true">
            أضف صورا
          </label>
        </>
      )}
    </Field>
  )
}
