import { isValidElement, type ReactNode } from 'react';

/**
 * What Gatsby and its manifest plugin add to every page's head that no browser needs: the
 * generator's name and version (which tells an attacker what to look up), and seven of the eight
 * home-screen icons for iPhones (`apple-touch-icon`, one per size of the manifest's icons; the
 * phone scales the one kept, KEPT_TOUCH_ICON_SIZES). Every byte of the head counts against a
 * page's first round trip on a slow connection (docs/quality.md).
 */
const KEPT_TOUCH_ICON_SIZES = '192x192';

type HeadProps = { name?: string; rel?: string; sizes?: string };

/** The head's components (onPreRenderHTML) without those. */
export function withoutHeadExtras(components: ReactNode[]): ReactNode[] {
  return components.flat().filter((component) => {
    if (!isValidElement<HeadProps>(component)) return true;
    const { name, rel, sizes } = component.props;
    if (component.type === 'meta' && name === 'generator') return false;
    return !(component.type === 'link' && rel === 'apple-touch-icon' && sizes !== KEPT_TOUCH_ICON_SIZES);
  });
}
