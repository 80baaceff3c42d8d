import type React from 'react';
import { useEffect, useId, useReducer, useRef } from 'react';
import { FiChevronDown } from 'react-icons/fi';
import { useHydrated } from '../../hooks/use-hydrated';
import { accordionReducer, ALL_CLOSED, isOpen } from '../../lib/accordion';
import { ACCORDION_TRANSITION_MS } from '../../lib/constants';
import * as styles from './accordion.module.css';

export type AccordionItem = {
  key: string;
  label: string;
  content: React.ReactNode;
  /** A panel that cannot be opened: its header ignores clicks. */
  disabled?: boolean;
};

type AccordionProps = {
  items: readonly AccordionItem[];
  /** The level of the headings that hold the panel buttons, inside the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Prefix of the element ids (defaults to a generated one). */
  idPrefix?: string;
  /** Every panel open, whatever is clicked (the content editor's preview shows every answer). */
  allOpen?: boolean;
};

/**
 * Panels of which at most one is open (rules in src/lib/accordion.ts). Each header is a button
 * inside a heading (Enter and Space work as on any button), with aria-expanded and aria-controls;
 * each panel is a region named by its header. The static HTML shows every answer; once scripts run
 * the panels start closed (collapsed by CSS before the first paint, so nothing jumps). The headers
 * work from the first paint: until this component has taken over, src/browser/inline/wake-controls.ts
 * opens and closes the panels on the same attributes, and the component starts from that choice.
 */
export function Accordion({ items, headingLevel: Heading = 'h3', idPrefix, allOpen = false }: AccordionProps) {
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(accordionReducer, ALL_CLOSED);
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const rootRef = useRef<HTMLDivElement>(null);
  const headerId = (key: string) => `${prefix}-header-${key}`;

  // The panel the visitor opened before scripts ran, if any (the early script marks the root enhanced).
  useEffect(() => {
    const root = rootRef.current;
    if (!root?.hasAttribute('data-enhanced')) return;
    const openId = root.querySelector('button[aria-expanded="true"]')?.id;
    const chosen = items.find((item) => headerId(item.key) === openId);
    if (chosen) dispatch({ type: 'toggle', key: chosen.key });
    // Once, on taking over: later renders follow the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={rootRef}
      className={styles.accordion}
      data-early-control="accordion"
      data-taken-over={hydrated ? '' : undefined}
      data-enhanced={hydrated ? '' : undefined}
      style={{ '--collapse-duration': `${ACCORDION_TRANSITION_MS}ms` } as React.CSSProperties}
    >
      {items.map((item) => {
        const open = allOpen || !hydrated || isOpen(state, item.key);
        const id = headerId(item.key);
        const panelId = `${prefix}-panel-${item.key}`;
        return (
          <div key={item.key} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={id}
                className={styles.header}
                aria-expanded={open}
                aria-controls={panelId}
                aria-disabled={item.disabled ? true : undefined}
                onClick={() => item.disabled || dispatch({ type: 'toggle', key: item.key })}
              >
                <span>{item.label}</span>
                <FiChevronDown className={styles.icon} aria-hidden="true" focusable="false" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={id} className={styles.panel} data-open={open}>
              <div className={styles.clip}>
                <div className={styles.content}>{item.content}</div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
