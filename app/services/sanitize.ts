/**
 * Rich content (posts, pages) is HTML written in the dashboard's editor. It is cleaned against an
 * allowlist when it is saved (the services call sanitizeContent before storing) and again when a page
 * shows it, so no script, style, handler, foreign frame or javascript:/data: address ever runs on our
 * domain, even from rows written before the allowlist or by hand.
 *
 * Allowed: the editor's blocks (paragraphs, headings h2 to h4 and h1, lists, quotes, line breaks, rules,
 * code) and inline marks (bold, italic, underline, strike, links), and images. Links and images take
 * only http(s) and site-relative addresses (links also mailto: and tel:); every link gets
 * rel="noopener noreferrer" and only target="_blank" survives as a target.
 */
import sanitizeHtml from 'sanitize-html'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    p: ['dir'],
    h1: ['dir'],
    h2: ['dir'],
    h3: ['dir'],
    h4: ['dir'],
    li: ['dir'],
    blockquote: ['dir'],
    span: ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // '//evil.example/x' would load from another host while looking relative
  allowProtocolRelative: false,
  // a dropped element's text stays (it is harmless text), but never a script's or style's body
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  allowedClasses: {},
  allowedStyles: {},
  transformTags: {
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = { ...attribs, rel: 'noopener noreferrer' }
      if (attributes.target !== undefined && attributes.target !== '_blank') {
        delete attributes.target
      }
      return { tagName, attribs: attributes }
    },
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

export function sanitizeContent(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', OPTIONS).trim()
}

/** The words of rich content without its markup, cut to `max` characters: a page's meta description. */
export function plainSummary(html: string, max = 160): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-4]|li|blockquote)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}
