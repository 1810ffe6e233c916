/**
 * A Latin web address suggested from an Arabic business name ("مخبز ريم" -> "mkhbz-rim"): the
 * onboarding form fills the username with it until the merchant types their own. Letters map one by
 * one (Arabic script writes few vowels, so the result is a starting point, and stays editable); و and
 * ي read as vowels inside a word and as consonants at its start or before an alef.
 */
const LETTERS: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'e',
  آ: 'a',
  ٱ: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'th',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  ى: 'a',
  ئ: 'e',
  ؤ: 'o',
  ء: '',
  پ: 'p',
  چ: 'ch',
  گ: 'g',
  ڤ: 'v',
}

/** Harakat, tatweel and other marks that carry no letter. */
const MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u0640\u06d6-\u06ed]/g

/** The longest username the onboarding form takes (DESIGN.md section 3). */
const MAX = 30

export function suggestUsername(name: string): string {
  const text = name
    .normalize('NFC')
    .replace(MARKS, '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
  const chars = Array.from(text)
  let out = ''
  chars.forEach((char, index) => {
    const before = chars[index - 1]
    const after = chars[index + 1]
    const wordStart = !before || !/[\u0600-\u06ffa-z0-9]/.test(before)
    if (char === 'و') out += wordStart || after === 'ا' ? 'w' : 'o'
    else if (char === 'ي') out += wordStart || after === 'ا' ? 'y' : 'i'
    else if (char in LETTERS) out += LETTERS[char]
    else if (/[a-z0-9]/.test(char)) out += char
    else out += '-'
  })
  const slug = out.replace(/-+/g, '-').replace(/^-|-$/g, '').slice(0, MAX).replace(/-$/, '')
  return slug.length >= 3 ? slug : ''
}
