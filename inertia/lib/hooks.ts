import { useEffect, useState } from 'react'

/** True once the page is scrolled past the threshold (the navbar's scrolled look after 100px). */
export function useScrolled(threshold = 100) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [threshold])
  return scrolled
}
