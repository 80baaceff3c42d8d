/** Where a screen's 1200 x 630 link-preview image is written by the build ("/og/services/3/SEO.jpg"). */
export function ogImagePath(canonicalPath: string): string {
  return `/og${canonicalPath === '/' ? '/home' : canonicalPath}.jpg`;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Search results show about 160 characters of a description: cut longer ones at a word. */
export function clampDescription(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')}…`;
}
