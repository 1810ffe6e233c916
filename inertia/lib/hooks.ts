import { useEffect, useState } from 'react'
import type { CSSProperties } from 'react'
import type { WebsiteBasics } from '~/types'

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

/** A website's design as CSS variables, so every merchant site wears its own colours. */
export function designStyle(website: WebsiteBasics | null): CSSProperties {
  if (!website) return {}
  const { design } = website
  return {
    '--primary': design.primaryColor,
    '--primary-dark': design.primaryColor,
    '--text': design.textColor,
    '--page-bg': design.background.color,
    '--header-bg': design.header.color,
    '--header-text': design.header.textColor,
    '--hover': design.header.hoverColor,
    '--footer-bg': design.footer.color,
    '--footer-text': design.footer.textColor,
    'background': design.background.color,
    'minBlockSize': '100vh',
  } as CSSProperties
}
