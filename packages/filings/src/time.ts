import { easternToUtc } from '@nes/contracts';

// The Eastern wall-time conversion is the shared one (packages/contracts/src/eastern.ts).
export { easternToUtc };

/** EDGAR's `YYYYMMDD[HHMMSS]` (Eastern) → UTC Date, or undefined when it is not such a stamp. */
export function parseEdgarTimestamp(stamp: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?)?$/.exec((stamp ?? '').trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v))) as number[];
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h! > 23 || mi! > 59 || s! > 59) return undefined;
  return easternToUtc(y!, mo!, d!, h!, mi!, s!);
}

/** `YYYYMMDD` → `YYYY-MM-DD` (undefined when malformed). */
export function isoDate(yyyymmdd: string | undefined): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec((yyyymmdd ?? '').trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}
