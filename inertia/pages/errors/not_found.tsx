import ErrorScreen from '~/components/error_screen'
import NotFound from '~/components/ui/not_found'
import { ButtonLink } from '~/components/ui/button'
import { route } from '~/lib/route'

/** The 404 page of SPEC.md: the code, the Arabic message that the page is not found or not valid, the ways back. */
export default function NotFoundPage() {
  return (
    <ErrorScreen title="الصفحة غير موجودة">
      <NotFound description="ربما كتب الرابط بشكل خاطئ، أو نقلت الصفحة إلى مكان آخر.">
        <ButtonLink href={route('marketing.home.show')}>العودة إلى الرئيسية</ButtonLink>
        <ButtonLink href={route('marketing.plans.index')} variant="outline">
          الباقات
        </ButtonLink>
        <ButtonLink href={route('marketing.academy.index')} variant="outline">
          الأكاديمية
        </ButtonLink>
        <ButtonLink href={route('marketing.contact.create')} variant="outline">
          تواصل معنا
        </ButtonLink>
      </NotFound>
    </ErrorScreen>
  )
}
