import { LANDMARKS, MENU } from '../../lib/spoken-only';
import { usePlaceholders } from '../../hooks/use-placeholders';
import { useSharedTexts } from '../../hooks/use-shared-texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { FiMenu, FiX } from 'react-icons/fi';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { PATHS } from '../../lib/routes';
import { ChatButton } from '../ui/chat-button';
import { LogoMark } from './logo-mark';
import { NAV_LINKS } from './nav-links';
import * as styles from './header.module.css';

/**
 * The fixed top bar. On small screens the links sit behind a toggle once scripts run; without
 * JavaScript they stay visible (the menu is collapsed only under html.js). The toggle works from
 * the first paint: until this component has taken over, src/browser/inline/wake-controls.ts opens and
 * closes the menu on the same attributes, and the component starts from what the visitor chose.
 */
export function Header() {
  const { siteName } = useSiteSettings();
  const { nav } = useSharedTexts();
  const fill = usePlaceholders();
  const [open, setOpen] = useState(false);
  /** Set once the component has read the state the page shows (see wake-controls.ts). */
  const [takenOver, setTakenOver] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    setOpen(toggleRef.current?.getAttribute('aria-expanded') === 'true');
    setTakenOver(true);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    // A tap on the dimmed page behind the menu lands on the list itself (its backdrop), outside its links.
    const onClick = (event: MouseEvent) => {
      if (event.target === listRef.current) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to={PATHS.home} className={styles.brand} onClick={close}>
          <LogoMark />
          <span>{siteName}</span>
        </Link>
        <nav aria-label={LANDMARKS.main} className={styles.nav} data-early-control="menu" data-taken-over={takenOver ? '' : undefined}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls="site-menu"
            onClick={() => setOpen((value) => !value)}
          >
            {/* Both icons, one shown by aria-expanded, so the early script's change shows too. */}
            <FiMenu aria-hidden="true" className={styles.openIcon} />
            <FiX aria-hidden="true" className={styles.closeIcon} />
            <span className="visually-hidden">{MENU}</span>
          </button>
          <ul ref={listRef} id="site-menu" className={styles.links} data-open={open}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link} activeClassName={styles.active} onClick={close}>
                  {fill(nav[link.key])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ChatButton className={`button button-chat ${styles.chat}`}>
          <span className={styles.chatLabel}>{fill(nav.chatButton)}</span>
        </ChatButton>
      </div>
    </header>
  );
}
