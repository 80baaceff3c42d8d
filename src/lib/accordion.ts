/**
 * The rules of an accordion where at most one panel is open: opening a panel closes the one that
 * was open, choosing the open panel closes it, and a disabled panel ignores every request.
 */
export type AccordionState = {
  /** The key of the open panel, or null when all are closed. */
  openKey: string | null;
};

export type AccordionAction = { type: 'toggle'; key: string; disabled?: boolean };

export const ALL_CLOSED: AccordionState = { openKey: null };

export function accordionReducer(state: AccordionState, action: AccordionAction): AccordionState {
  switch (action.type) {
    case 'toggle':
      if (action.disabled) return state;
      return { openKey: state.openKey === action.key ? null : action.key };
    default:
      return state;
  }
}

export function isOpen(state: AccordionState, key: string): boolean {
  return state.openKey === key;
}
