/**
 * The page's controls, before its scripts run. Inlined in the head of every page (see
 * src/node/webpack/inline-scripts.ts), so the menu toggle and the accordions answer from the moment
 * they are painted, while the page's bundles are still on their way (they load only after the
 * first picture, src/browser/inline/load-scripts.ts).
 *
 * It listens on the document, in the capture phase, for the controls whose root names them
 * (`data-early-control="menu"` or `"accordion"`), and does what the component will do, on the
 * same attributes the component renders (aria-expanded, data-open, data-enhanced). Once React has
 * taken a control over, it marks the root `data-taken-over` and starts from the state shown; from
 * then on this script leaves that control alone.
 */

const ROOT = '[data-early-control]';

/**
 * The menu: the toggle flips it; a link closes it (and goes on to its page), and so does a tap on
 * the open menu's backdrop (the list itself, outside its links); Escape closes it.
 */
function setMenu(root: Element, open: boolean): void {
  const toggle = root.querySelector('button[aria-controls]');
  const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !panel) return;
  toggle.setAttribute('aria-expanded', String(open));
  panel.setAttribute('data-open', String(open));
}

function menuClick(root: Element, target: Element, event: Event): void {
  const toggle = root.querySelector('button[aria-controls]');
  if (toggle && target.closest('button') === toggle) {
    event.stopPropagation();
    setMenu(root, toggle.getAttribute('aria-expanded') !== 'true');
  } else if (target.closest('a') || (toggle && target.id === toggle.getAttribute('aria-controls'))) {
    setMenu(root, false);
  }
}

/**
 * An accordion: one panel open at a time. Its static HTML shows every panel (for a page without
 * JavaScript); the first choice marks it enhanced, every panel closed but the one chosen.
 * A header marked aria-disabled does nothing.
 */
function accordionClick(root: Element, target: Element, event: Event): void {
  const header = target.closest('button[aria-controls]');
  if (!header || !root.contains(header)) return;
  event.stopPropagation();
  if (header.getAttribute('aria-disabled') === 'true') return;
  const enhanced = root.hasAttribute('data-enhanced');
  const opening = !(enhanced && header.getAttribute('aria-expanded') === 'true');
  root.querySelectorAll('button[aria-controls]').forEach((other) => {
    const open = opening && other === header;
    other.setAttribute('aria-expanded', String(open));
    document.getElementById(other.getAttribute('aria-controls') ?? '')?.setAttribute('data-open', String(open));
  });
  if (!enhanced) root.setAttribute('data-enhanced', '');
}

export default function wakeControls(): void {
  const waiting = (target: EventTarget | null): [Element, Element] | null => {
    const element = target instanceof Element ? target : null;
    const root = element?.closest(ROOT);
    return element && root && !root.hasAttribute('data-taken-over') ? [root, element] : null;
  };
  document.addEventListener(
    'click',
    (event) => {
      const found = waiting(event.target);
      if (!found) return;
      const [root, target] = found;
      const kind = root.getAttribute('data-early-control');
      if (kind === 'menu') menuClick(root, target, event);
      else if (kind === 'accordion') accordionClick(root, target, event);
    },
    true,
  );
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    document.querySelectorAll(`${ROOT}[data-early-control="menu"]:not([data-taken-over])`).forEach((root) => {
      const toggle = root.querySelector<HTMLElement>('button[aria-controls]');
      if (toggle?.getAttribute('aria-expanded') !== 'true') return;
      setMenu(root, false);
      toggle.focus();
    });
  });
}
