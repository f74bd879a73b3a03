const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Offset of US Eastern from UTC at an instant, in ms (e.g. -5h in winter, -4h in summer). */
function easternOffsetMs(instantMs: number): number {
  const p: Record<string, number> = {};
  for (const part of EASTERN.formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * A US Eastern wall-clock time → the UTC instant. Uses the tz database (DST rules changed in 2007),
 * so 2006-10-20 and 2007-10-20 both convert correctly. In the repeated fall-back hour the earlier
 * (daylight) instant is chosen; a skipped spring-forward time maps to the standard-time reading.
 */
export function easternToUtc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const off1 = easternOffsetMs(wall);
  let t = wall - off1;
  const off2 = easternOffsetMs(t);
  if (off2 !== off1) {
    const t2 = wall - off2;
    // Only accept the second guess when it reads back as the same wall time.
    t = easternOffsetMs(t2) === off2 ? t2 : t;
  }
  // Fall-back ambiguity: prefer the earlier instant when both readings are valid.
  const earlier = t - 3600_000;
  if (easternOffsetMs(earlier) + earlier === wall) t = earlier;
  return new Date(t);
}

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
