import { accordionReducer, ALL_CLOSED, isOpen, type AccordionState } from '../../src/lib/accordion';

const toggle = (state: AccordionState, key: string, disabled?: boolean) => accordionReducer(state, { type: 'toggle', key, disabled });

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

test('a disabled panel ignores every request, open or closed', () => {
  const open = toggle(ALL_CLOSED, '1');
  expect(toggle(open, '4', true)).toBe(open);
  expect(toggle(ALL_CLOSED, '4', true)).toBe(ALL_CLOSED);
  const disabledOpen: AccordionState = { openKey: '4' };
  expect(toggle(disabledOpen, '4', true)).toBe(disabledOpen);
});
