import type React from 'react';
import { useId, useReducer } from 'react';
import { FiChevronDown } from 'react-icons/fi';
import { useHydrated } from '../../hooks/use-hydrated';
import { accordionReducer, ALL_CLOSED, isOpen } from '../../lib/accordion';
import { ACCORDION_TRANSITION_MS } from '../../lib/constants';
import * as styles from './accordion.module.css';

export type AccordionItem = {
  key: string;
  label: string;
  content: React.ReactNode;
};

type AccordionProps = {
  items: readonly AccordionItem[];
  /** The level of the headings that hold the panel buttons, inside the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Prefix of the element ids (defaults to a generated one). */
  idPrefix?: string;
};

/**
 * Panels of which at most one is open (rules in src/lib/accordion.ts). Each header is a button
 * inside a heading (Enter and Space work as on any button), with aria-expanded and aria-controls;
 * each panel is a region named by its header. The static HTML shows every answer; once scripts run
 * the panels start closed (collapsed by CSS before the first paint, so nothing jumps).
 */
export function Accordion({ items, headingLevel: Heading = 'h3', idPrefix }: AccordionProps) {
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(accordionReducer, ALL_CLOSED);
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  return (
    <div
      className={styles.accordion}
      data-enhanced={hydrated ? '' : undefined}
      style={{ '--collapse-duration': `${ACCORDION_TRANSITION_MS}ms` } as React.CSSProperties}
    >
      {items.map((item) => {
        const open = hydrated ? isOpen(state, item.key) : true;
        const headerId = `${prefix}-header-${item.key}`;
        const panelId = `${prefix}-panel-${item.key}`;
        return (
          <div key={item.key} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={headerId}
                className={styles.header}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => dispatch({ type: 'toggle', key: item.key })}
              >
                <span>{item.label}</span>
                <FiChevronDown className={styles.icon} aria-hidden="true" focusable="false" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={headerId} className={styles.panel} data-open={open}>
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
