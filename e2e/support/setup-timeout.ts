// A browser test loads real pages; give each one time on a slow machine.
jest.setTimeout(90_000);
