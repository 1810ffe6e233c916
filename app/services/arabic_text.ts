/**
 * Folds Arabic text for search: drops tashkeel and tatweel, treats أ إ آ ٱ as ا, ة as ه, ى as ي,
 * ؤ as و and ئ as ي, and lowercases latin letters. The same fold is applied to the stored
 * search_text and to the query, so a search for "اظافر" finds "أظافر" and "حلاوه" finds "حلاوة".
 */
const TASHKEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g

export function foldArabic(text: string): string {
  return text
    .normalize('NFKC')
    .replace(TASHKEEL, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * A URL slug that keeps Arabic letters (merchants name things in Arabic) and drops everything else
 * that cannot live in a path segment.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .replace(TASHKEEL, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
}
