/**
 * The `total` rule (the spec lets a response omit it): present only when the response holds the
 * whole result — a first page (no cursor) with no next page — and then it is the page's length.
 * Counting a larger result would read every matching row, which no request may do.
 */
export const TOTAL_RULE =
  '`total` is present only when the response holds the whole result (a request without cursor whose next_cursor is null); it is then the number of items. Otherwise it is omitted: counting would read every match.';

export function listTotal(cursor: string | undefined, nextCursor: string | null, items: number): { total?: number } {
  return cursor === undefined && nextCursor === null ? { total: items } : {};
}
