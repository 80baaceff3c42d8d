import { accordionReducer, ALL_CLOSED, isOpen, type AccordionState } from '../../src/lib/accordion';

const toggle = (state: AccordionState, key: string) => accordionReducer(state, { type: 'toggle', key });

test('everything starts closed', () => {
  expect(ALL_CLOSED.openKey).toBeNull();
  expect(isOpen(ALL_CLOSED, '1')).toBe(false);
});

test('choosing a closed panel opens it', () => {
  const state = toggle(ALL_CLOSED, '2');
  expect(isOpen(state, '2')).toBe(true);
});

test('choosing the open panel closes it', () => {
  expect(toggle(toggle(ALL_CLOSED, '2'), '2')).toEqual(ALL_CLOSED);
});

test('opening another panel closes the one that was open: one at a time', () => {
  const state = toggle(toggle(ALL_CLOSED, '1'), '3');
  expect(isOpen(state, '3')).toBe(true);
  expect(isOpen(state, '1')).toBe(false);
});

