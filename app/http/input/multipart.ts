import type { Request } from '@adonisjs/core/http'

type Tree = Record<string, unknown>
const isTree = (value: unknown): value is Tree =>
  !!value && typeof value === 'object' && !Array.isArray(value) && value.constructor === Object

function merge(fields: Tree, files: Tree): Tree {
  const merged: Tree = { ...fields }
  for (const [key, file] of Object.entries(files)) {
    merged[key] = isTree(file) && isTree(fields[key]) ? merge(fields[key], file) : file
  }
  return merged
}

/**
 * A form's fields and files as one object for its validator. validateUsing() spreads the files over the
 * fields at the top level only, so a nested file (`header[image]`) would replace its whole object.
 */
export function formData(request: Request): Tree {
  return merge(request.all(), request.allFiles() as Tree)
}

/** The temporary paths of a field's uploaded files (several photos in one field). */
export function tmpPaths(files: { tmpPath?: string }[] | undefined): string[] | undefined {
  return files?.map((file) => file.tmpPath!).filter(Boolean)
}
