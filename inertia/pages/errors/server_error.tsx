import ErrorScreen from '~/components/error_screen'
import EmptyState from '~/components/ui/empty_state'
import { route } from '~/lib/route'
import type { ServerErrorPageProps } from '#exceptions/handler'

/** Shown for any 5xx: no stack, no SQL, just what the visitor can do next (full page loads). */
export default function ServerError({ reference }: ServerErrorPageProps) {
  return (
    <ErrorScreen title="خطأ في الخادم">
      <EmptyState
        as="h1"
        icon={<span className="ui-not-found-code">500</span>}
        message="حدث خطأ غير متوقع"
        description="نعتذر عن ذلك، حاول مرة أخرى بعد قليل."
      >
        {reference && (
          <p className="ui-error-reference">
            رقم المرجع: <bdi dir="ltr">{reference}</bdi>
            <br />
            اذكره عند التواصل معنا ليجد فريقنا ما حدث بسرعة.
          </p>
        )}
        <a href={route('marketing.home.show')} className="btn btn-primary">
          العودة إلى الرئيسية
        </a>
        <a href={route('marketing.contact.create')} className="btn btn-outline">
          أبلغنا بالمشكلة
        </a>
      </EmptyState>
    </ErrorScreen>
  )
}
