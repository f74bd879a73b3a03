/* global jest */
// Integration tests talk to real servers: allow them time (testTimeout is not a per-project option).
jest.setTimeout(120000);
