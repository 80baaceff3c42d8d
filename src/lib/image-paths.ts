/**
 * Pictures in the data files: a path relative to data/, under images/, to a JPEG or PNG file
 * ("images/jobs/peerads.jpg"). The build reads them that way; the content editor writes the
 * pictures it adds as "./images/…" (relative to the file) or "/images/…" (from its global folder),
 * which mean the same file here, and are put back in the files' form before a save.
 */

/**
 * The end of a picture's path: the file types the build reads, in any case. Written without flags,
 * as JSON Schema patterns carry none (data/schemas/ holds it as written here).
 */
export const IMAGE_FILE = /\.([Jj][Pp][Ee]?[Gg]|[Pp][Nn][Gg])$/;

/** A picture's path as the editor may write it. */
const EDITOR_FORM = /^\.?\/(images\/[^\s]+)$/;

/** The path in the files' form, or the value unchanged when it is not a picture's path. */
export function dataImagePath(value: string): string {
  const match = EDITOR_FORM.exec(value);
  return match && IMAGE_FILE.test(value) ? match[1] : value;
}

/**
 * A copy of `data` (an entry, or a list of entries) with every picture path in the files' form;
 * `data` itself when nothing needed changing.
 */
export function withDataImagePaths<T>(data: T): T {
  if (typeof data === 'string') return dataImagePath(data) as T;
  if (Array.isArray(data)) {
    const items = data.map((item: unknown) => withDataImagePaths(item));
    return items.some((item, index) => item !== data[index]) ? (items as T) : data;
  }
  if (typeof data === 'object' && data !== null) {
    const entries = Object.entries(data).map(([key, item]) => [key, withDataImagePaths(item)] as const);
    return entries.some(([key, item]) => item !== (data as Record<string, unknown>)[key]) ? (Object.fromEntries(entries) as T) : data;
  }
  return data;
}
