/**
 * `gatsby` in the editor's bundle, for the site's components drawn in the preview pane: Link as
 * the plain link it renders on a page (the preview has no router; its links open a new tab).
 */
import type { AnchorHTMLAttributes } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
