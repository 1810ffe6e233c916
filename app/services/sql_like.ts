// LIKE patterns for the search boxes: the word's own wildcards escaped (the queries say `escape '\\'`).

/** `%word%` with the word's `\\`, `%` and `_` taken literally. */
export function likePattern(word: string) {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
