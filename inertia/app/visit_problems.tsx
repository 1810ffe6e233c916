// Arabic notices for what a visit can meet besides a page: a server error, an outage, a lost connection.
import { useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { router } from '@inertiajs/react'
import type { Method } from '@inertiajs/core'
import { FormErrorSummary, clearFormErrors, focusFirstError } from './form_errors'

/** A failed visit: what to tell the person and how to send it again. */
interface Problem {
  title: string
  detail: string
  retry: () => void
}

let current: Problem | null = null
const listeners = new Set<() => void>()

function show(problem: Problem | null) {
  current = problem
  listeners.forEach((listener) => listener())
}

/** The Arabic message of an answer that is not a page (a proxy's 502, a JSON error, a refused upload). */
export function problemOf(status: number) {
  if (status === 413) {
    return { title: 'الملف أكبر من المسموح', detail: 'اختر ملفا أصغر ثم حاول مرة أخرى.' }
  }
  if (status === 429) {
    return { title: 'طلبات كثيرة في وقت قصير', detail: 'انتظر دقيقة ثم حاول مرة أخرى.' }
  }
  if (status === 503) {
    return {
      title: 'الخدمة غير متاحة مؤقتا',
      detail: 'نعمل على إعادتها خلال لحظات. ما كتبته لم يضع، حاول مرة أخرى بعد قليل.',
    }
  }
  if (status === 504 || status === 408) {
    return { title: 'تأخر الرد', detail: 'لم يصل الرد في وقته. حاول مرة أخرى.' }
  }
  if (status >= 500) {
    return {
      title: 'حدث خطأ غير متوقع',
      detail: 'لم تكتمل العملية بسبب خطأ لدينا، وقد سُجّل لفريقنا. حاول مرة أخرى.',
    }
  }
  return { title: 'تعذر إكمال الطلب', detail: 'حدث خطأ أثناء فتح الصفحة. حاول مرة أخرى.' }
}

const OFFLINE = {
  title: 'لا يوجد اتصال',
  detail: 'تعذر الوصول إلى الخادم. تحقق من اتصالك بالإنترنت ثم حاول مرة أخرى.',
}

/** The request Inertia sent, as axios describes it, so it can be sent again as it was. */
export interface SentRequest {
  url?: string
  method?: string
  data?: unknown
}

function resend(request: SentRequest | undefined) {
  return () => {
    show(null)
    if (!request?.url) return window.location.reload()
    const method = (request.method ?? 'get').toLowerCase() as Method
    let data = request.data
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data)
      } catch {
        data = {}
      }
    }
    router.visit(request.url, {
      method,
      data: method === 'get' ? {} : (data as never),
      preserveScroll: true,
      preserveState: true,
    })
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function ProblemNotice() {
  const problem = useSyncExternalStore(subscribe, () => current)
  if (!problem) return null
  return (
    <div className="visit-problem" role="alertdialog" aria-labelledby="visit-problem-title">
      <p id="visit-problem-title" className="visit-problem-title">
        {problem.title}
      </p>
      <p>{problem.detail}</p>
      <div className="visit-problem-actions">
        <button type="button" className="btn btn-primary" onClick={problem.retry} autoFocus>
          حاول مرة أخرى
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => show(null)}>
          إغلاق
        </button>
      </div>
    </div>
  )
}

let mounted = false

/** The notices' own React root, made the first time one is needed (never on a visit that goes well). */
function mount() {
  if (mounted) return
  mounted = true
  const host = document.createElement('div')
  host.id = 'visit-problems'
  document.body.append(host)
  createRoot(host).render(
    <>
      <ProblemNotice />
      <FormErrorSummary />
    </>
  )
}

/** An answer that is not a page: its Arabic notice, whose «حاول مرة أخرى» sends the request again. */
export function showInvalidAnswer(status: number, request?: SentRequest) {
  mount()
  show({ ...problemOf(status), retry: resend(request) })
}

/** No answer at all (the network dropped, a timeout). */
export function showNoAnswer(request?: SentRequest) {
  mount()
  show({ ...OFFLINE, retry: resend(request) })
}

/** A form the server refused: to its first error, with the summary. */
export function showFormErrors() {
  mount()
  focusFirstError()
}

/** A new visit starts: whatever was shown is gone. */
export function clearProblems() {
  show(null)
  clearFormErrors()
}
