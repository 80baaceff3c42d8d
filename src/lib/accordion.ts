/**
 * The rules of an accordion where at most one panel is open: opening a panel closes the one that
 * was open, and choosing the open panel closes it.
 */
export type AccordionState = {
  /** The key of the open panel, or null when all are closed. */
  openKey: string | null;
};

export type AccordionAction = { type: 'toggle'; key: string };

export const ALL_CLOSED: AccordionState = { openKey: null };

export function accordionReducer(state: AccordionState, action: AccordionAction): AccordionState {
  switch (action.type) {
    case 'toggle':
      return { openKey: state.openKey === action.key ? null : action.key };
    default:
      return state;
  }
}

export function isOpen(state: AccordionState, key: string): boolean {
  return state.openKey === key;
}
