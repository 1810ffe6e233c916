/** Arabic counting words for the content site. */

/** 0 -> 'لا توجد منشورات', 1 -> 'منشور واحد', 2 -> 'منشوران', 3..10 -> 'N منشورات', 11.. -> 'N منشورًا' */
export function postCount(count: number) {
  if (count === 0) return 'لا توجد منشورات'
  if (count === 1) return 'منشور واحد'
  if (count === 2) return 'منشوران'
  const tail = count % 100
  if (tail >= 3 && tail <= 10) return `${count} منشورات`
  if (tail >= 11) return `${count} منشورًا`
  return `${count} منشور`
}

/** Internal links navigate in the app; anything else is a plain link. */
export const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//')
