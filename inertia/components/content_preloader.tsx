import { useEffect, useState } from 'react'

/** 25 ms per percent, then a 500 ms fade (SPEC.md section 9). */
const PRELOADER_STEP_MS = 25
const PRELOADER_FADE_MS = 500

/**
 * Module state lives as long as the page's JavaScript: true after the first run, so moving between
 * pages inside the app (Inertia visits) never shows the preloader again; a full load starts fresh.
 */
let shownThisLoad = false

/**
 * The content site's preloader: counts 0 to 100 over the page, then fades out. It exists only in
 * the browser after hydration (useEffect never runs on the server), so the server-rendered HTML that
 * crawlers and no-JS readers get carries the content and no overlay. A tap or Escape skips it.
 */
export default function ContentPreloader({ name, logo }: { name: string; logo?: string | null }) {
  const [percent, setPercent] = useState<number | null>(null)
  const [fading, setFading] = useState(false)

  useEffect(() => {
    if (shownThisLoad) return
    shownThisLoad = true
    setPercent(0)
  }, [])

  // the count follows the clock (elapsed / 25 ms), not a chain of timers: each render and timer delay
  // would add to every step, and 100 steps took about 3 seconds instead of 2.5
  const counting = percent !== null && !fading
  useEffect(() => {
    if (!counting) return
    const start = performance.now()
    const timer = setInterval(() => {
      const reached = Math.min(Math.floor((performance.now() - start) / PRELOADER_STEP_MS), 100)
      setPercent(reached)
      if (reached >= 100) setFading(true)
    }, PRELOADER_STEP_MS)
    return () => clearInterval(timer)
  }, [counting])

  useEffect(() => {
    if (!fading) return
    const timer = setTimeout(() => setPercent(null), PRELOADER_FADE_MS)
    return () => clearTimeout(timer)
  }, [fading])

  const active = percent !== null
  useEffect(() => {
    if (!active) return
    const skip = (event: KeyboardEvent) => event.key === 'Escape' && setFading(true)
    window.addEventListener('keydown', skip)
    return () => window.removeEventListener('keydown', skip)
  }, [active])

  if (percent === null) return null
  return (
    <div
      className={`content-preloader${fading ? ' is-fading' : ''}`}
      style={{ transitionDuration: `${PRELOADER_FADE_MS}ms` }}
      onClick={() => setFading(true)}
      role="progressbar"
      aria-label={`جار تحميل ${name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.min(percent, 100)}
      data-testid="content-preloader"
    >
      <div className="content-preloader-inner">
        {logo && (
          <img src={logo} alt="" width={64} height={64} className="content-preloader-logo" />
        )}
        <strong className="content-preloader-count" dir="ltr">
          {Math.min(percent, 100)}%
        </strong>
        <div className="content-preloader-bar">
          <span style={{ inlineSize: `${Math.min(percent, 100)}%` }} />
        </div>
        <span className="content-preloader-name">{name}</span>
      </div>
    </div>
  )
}
