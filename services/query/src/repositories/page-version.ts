let last = 0;

/**
 * A new state of an in-memory page source (the newest-events window, a filter head), unique across
 * every source of the process: a first page tagged with the same version was computed from the
 * same source in the same state, so for the same filters and limit it is the same page (the
 * serialized-body reuse relies on this: routes/first-page-bodies.ts).
 */
export function nextPageVersion(): number {
  return ++last;
}
