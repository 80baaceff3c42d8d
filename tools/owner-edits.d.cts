/** Makes an owner's typical edits in the data folder `dataDir`; returns what each one did. */
export function applyOwnerEdits(dataDir: string): string[];
