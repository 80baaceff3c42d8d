/**
 * An entry's data as the editor holds it (an Immutable.js map, or already plain), as plain values:
 * what the save hook rewrites (start-cms.ts) and what the previews draw (previews.tsx).
 */
type Convertible = { toJS(): unknown };

const isConvertible = (value: unknown): value is Convertible =>
  typeof value === 'object' && value !== null && typeof (value as Partial<Convertible>).toJS === 'function';

export const plainData = (value: unknown): unknown => (isConvertible(value) ? value.toJS() : value);
