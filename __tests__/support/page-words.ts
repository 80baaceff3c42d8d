import site from '../../data/site.json';
import { fillPlaceholders, ownerValues, type PlaceholderValues } from '../../src/lib/placeholders';

/**
 * A text of data/pages/ as a component draws it under the default static query (__mocks__/gatsby.ts):
 * the owner's details of data/site.json, and the given values, in place of its placeholders.
 */
export const filled = (text: string, values: PlaceholderValues = {}) => fillPlaceholders(text, { ...ownerValues(site), ...values });
