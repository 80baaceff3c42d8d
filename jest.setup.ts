import '@testing-library/jest-dom';

// A unit test takes seconds alone, many times that beside another test run on a busy machine.
jest.setTimeout(60_000);
