import '~/css/dashboard_website.css'
import '~/css/dashboard_design.css'
import type { FormEvent, ReactNode } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type DesignController from '#controllers/dashboard/design_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Button, CheckboxField, ImagePicker, SelectField } from '~/components/ui'
import { designCss, safeColor } from '~/lib/design_css'
import PalettePicker from '~/components/dashboard/design_palettes'
import { contrastWarnings, paletteFromBrand, type Palette } from '~/lib/palettes'
import { route } from '~/lib/route'
import type { SharedProps, WebsiteBasics } from '~/types'
import SiteFormCard from '~/components/dashboard/site_form_card'
import PageHead from '~/components/dashboard/page_head'
import ColorField from '~/components/dashboard/color_field'
import { bindChoice } from '~/components/dashboard/fields/bind'

type Props = InferPageProps<DesignController, 'edit'>
type PartName = 'background' | 'header' | 'footer'
interface PartForm {
  color: string
  textcolor: string
  hovercolor: string
  image: File | null
  remove_image: boolean
}

const PARTS: { name: PartName; title: string; hint: string }[] = [
  { name: 'header', title: 'رأس الصفحة', hint: 'الشريط العلوي: الشعار والقائمة' },
  { name: 'background', title: 'خلفية الصفحة', hint: 'ما خلف المحتوى في كل الصفحات' },
  { name: 'footer', title: 'تذييل الصفحة', hint: 'أسفل كل صفحة: الروابط والتواصل' },
]

const COLORS: { key: 'color' | 'textcolor' | 'hovercolor'; label: string }[] = [
  { key: 'color', label: 'اللون' },
  { key: 'textcolor', label: 'لون النص' },
  { key: 'hovercolor', label: 'لون التمرير' },
]

/**
 * /dashboard/{username}/design: ready palettes, the brand colour, each part's colours (folded away) and
 * images, and the theme, with a live preview of the storefront: beside the form on a desktop, first
 * and kept in sight on a phone. Colours whose text would not read (WCAG AA) are pointed out.
 */
export default function DesignEdit({ design, themes }: Props) {
  const { website } = usePage<SharedProps>().props
  const part = (name: PartName): PartForm => ({
    color: design[name].color,
    textcolor: design[name].textcolor,
    hovercolor: design[name].hovercolor,
    image: null,
    remove_image: false,
  })
  const form = useForm({
    default_theme: design.default_theme,
    primary_color: design.primary_color,
    background: part('background'),
    header: part('header'),
    footer: part('footer'),
  })
  const { data } = form
  const errors = form.errors as Record<string, string | undefined>

  const setPart = (name: PartName, key: keyof PartForm, value: unknown) =>
    form.setData(name, { ...data[name], [key]: value })

  /** A palette's colours into the form; the images stay as chosen. */
  const applyPalette = (palette: Palette) =>
    form.setData({
      ...data,
      primary_color: palette.primary_color,
      header: { ...data.header, ...palette.header },
      background: { ...data.background, ...palette.background },
      footer: { ...data.footer, ...palette.footer },
    })
  const colors = {
    primary_color: data.primary_color,
    header: data.header,
    background: data.background,
    footer: data.footer,
  }
  const warnings = contrastWarnings(colors)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!website) return
    form.transform((values) => {
      // only a chosen file makes the request multipart
      const strip = ({ image, ...rest }: PartForm) => (image ? { ...rest, image } : rest)
      return {
        default_theme: values.default_theme,
        primary_color: values.primary_color,
        background: strip(values.background),
        header: strip(values.header),
        footer: strip(values.footer),
      }
    })
    form.put(route('dashboard.design.update', { username: website.username }), {
      preserveScroll: true,
      onSuccess: () => {
        for (const { name } of PARTS) form.setData(name, { ...form.data[name], image: null })
      },
    })
  }

  // what the preview wears: the colours as typed (checked again by designCss), the saved images
  const preview: WebsiteBasics['design'] | null = website
    ? {
        ...website.design,
        primaryColor: data.primary_color,
        ...Object.fromEntries(
          PARTS.map(({ name }) => [
            name,
            {
              color: data[name].color,
              textColor: data[name].textcolor,
              hoverColor: data[name].hovercolor,
              image: data[name].remove_image ? null : design[name].image,
            },
          ])
        ),
      }
    : null

  return (
    <>
      <Seo title="التصميم" />
      <div className="dash-page">
        <PageHead
          title="التصميم"
          lead="ألوان متجرك وموقع المحتوى وصورهما. المعاينة تتغير مع كل تعديل."
        />

        <div className="design-layout">
          {/* first on a phone, and kept in sight while the colours change (sticky) */}
          {website && preview && (
            <aside className="design-preview-wrap" aria-labelledby="design-preview-title">
              <h2 id="design-preview-title">معاينة</h2>
              <style>{designCss(preview, '.design-preview', { page: false })}</style>
              <div className="design-preview" aria-hidden="true">
                <div className="design-preview-header">
                  {website.logo ? (
                    <img src={website.logo} alt="" width={32} height={32} />
                  ) : (
                    <span className="design-preview-mark">{website.name.slice(0, 1)}</span>
                  )}
                  <strong>{website.name}</strong>
                  <span className="design-preview-links">
                    <span>الرئيسية</span>
                    <span className="is-hover">المنتجات</span>
                  </span>
                </div>
                <div className="design-preview-page">
                  <div className="design-preview-card">
                    <span className="design-preview-image" />
                    <strong>منتج للمعاينة</strong>
                    <span className="design-preview-price">49.50 ر.س</span>
                    <span className="design-preview-button">أضف إلى السلة</span>
                  </div>
                </div>
                <div className="design-preview-footer">
                  <span>{website.name}</span>
                  <span className="is-hover">تواصل معنا</span>
                </div>
              </div>
            </aside>
          )}

          <form className="site-form" onSubmit={submit} noValidate>
            <SiteFormCard id="design-palettes" title="ألوان جاهزة">
              <p className="dash-muted">اختر مجموعة متناسقة بلمسة، ثم عدّل ما تشاء.</p>
              <PalettePicker current={colors} onPick={applyPalette} />
            </SiteFormCard>

            <SiteFormCard id="design-brand" title="لون علامتك">
              <ColorField
                id="primary_color"
                label="اللون الأساسي"
                value={data.primary_color}
                error={errors.primary_color}
                onChange={(value) => form.setData('primary_color', value)}
              />
              <p className="dash-muted">للأزرار والأسعار والروابط في متجرك وموقعك.</p>
              <Button
                variant="outline"
                onClick={() =>
                  applyPalette(paletteFromBrand(safeColor(data.primary_color, '#2b7b60')))
                }
              >
                اشتق باقي الألوان منه
              </Button>
            </SiteFormCard>

            {warnings.length > 0 && (
              <div className="design-warnings" role="status">
                <strong>تنبيه التباين</strong>
                <ul>
                  {warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </div>
            )}

            <details className="dash-card site-form-card design-advanced">
              <summary>تخصيص كل لون</summary>
              {PARTS.map(({ name, title, hint }) => (
                <section key={name} aria-labelledby={`design-${name}`}>
                  <h3 id={`design-${name}`}>{title}</h3>
                  <p className="dash-muted">{hint}</p>
                  <div className="site-form-grid site-form-grid-3">
                    {COLORS.map(({ key, label }) => (
                      <ColorField
                        key={key}
                        id={`${name}-${key}`}
                        label={label}
                        value={data[name][key]}
                        error={errors[`${name}.${key}`]}
                        onChange={(value) => setPart(name, key, value)}
                      />
                    ))}
                  </div>
                </section>
              ))}
            </details>

            <SiteFormCard id="design-images" title="الصور">
              {PARTS.map(({ name, title }) => (
                <div key={name} className="design-image">
                  <ImagePicker
                    id={`${name}-image`}
                    label={`صورة ${title} (اختيارية)`}
                    current={data[name].remove_image ? null : design[name].image}
                    error={errors[`${name}.image`]}
                    onChange={(file) => setPart(name, 'image', file)}
                  />
                  {design[name].image && !data[name].image && (
                    <CheckboxField
                      id={`${name}-remove_image`}
                      label="حذف الصورة الحالية"
                      checked={data[name].remove_image}
                      onChange={(event) => setPart(name, 'remove_image', event.target.checked)}
                    />
                  )}
                </div>
              ))}
            </SiteFormCard>

            <SiteFormCard id="design-theme" title="القالب">
              <SelectField
                label="قالب الموقع"
                options={themes}
                {...bindChoice(form, 'default_theme')}
              />
            </SiteFormCard>

            <div className="site-form-actions">
              <Button type="submit" loading={form.processing}>
                حفظ التصميم
              </Button>
            </div>
          </form>
        </div>
      </div>
    </>
  )
}

DesignEdit.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
