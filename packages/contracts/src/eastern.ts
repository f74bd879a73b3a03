/**
 * US Eastern wall-clock time <-> UTC. EDGAR stamps acceptance times in Eastern time without an
 * offset (SGML header, index page); the tz database gives the right offset on either side of DST.
 */
const FMT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallParts(instantMs: number): Record<string, number> {
  const p: Record<string, number> = {};
  for (const part of FMT.formatToParts(new Date(instantMs)))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  return p;
}

function offsetFromParts(instantMs: number): number {
  const p = wallParts(instantMs);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(instantMs / 1000) * 1000;
}

/**
 * Offsets by UTC hour (formatToParts is the costly part of every conversion). Since 1970 New
 * York's offset is whole hours and changes at 2:00 local, on a UTC hour boundary, so it is one
 * value per UTC hour; other instants are computed each time.
 */
const OFFSET_BY_HOUR = new Map<number, number>();
const CACHE_FROM = 0;
const CACHE_TO = Date.UTC(2100, 0, 1);

/** The UTC fields of a shifted instant: the Eastern wall clock when shifted by the Eastern offset. */
function utcParts(shiftedMs: number): Record<string, number> {
  const d = new Date(shiftedMs);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** Eastern offset from UTC at an instant, in ms (-5 h in winter, -4 h in summer). */
export function easternOffsetMs(instantMs: number): number {
  if (!(instantMs >= CACHE_FROM && instantMs < CACHE_TO)) return offsetFromParts(instantMs);
  const hour = Math.floor(instantMs / 3_600_000);
  let off = OFFSET_BY_HOUR.get(hour);
  if (off === undefined) {
    off = offsetFromParts(instantMs);
    if (OFFSET_BY_HOUR.size >= 100_000) OFFSET_BY_HOUR.clear();
    OFFSET_BY_HOUR.set(hour, off);
  }
  return off;
}

/** Eastern wall time → UTC instant (in the repeated fall-back hour the earlier instant is chosen). */
export function easternToUtc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const off1 = easternOffsetMs(wall);
  let t = wall - off1;
  const off2 = easternOffsetMs(t);
  if (off2 !== off1 && easternOffsetMs(wall - off2) === off2) t = wall - off2;
  const earlier = t - 3600_000;
  if (easternOffsetMs(earlier) + earlier === wall) t = earlier;
  return new Date(t);
}

/** "2026-03-06 16:11:25", "20260306161125" or "2026-03-06" (Eastern) → UTC Date. */
export function parseEasternStamp(value: string | undefined | null): Date | undefined {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})(?:[ T]?(\d{2}):?(\d{2}):?(\d{2})?)?$/.exec((value ?? '').trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v))) as number[];
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h! > 23 || mi! > 59 || s! > 59) return undefined;
  return easternToUtc(y!, mo!, d!, h!, mi!, s!);
}

export interface EasternTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS */
  time: string;
  /** "-05:00" or "-04:00" */
  offset: string;
  /** YYYYMMDDHHMMSS, as in <ACCEPTANCE-DATETIME> */
  stamp: string;
  /** ISO 8601 with the Eastern offset, as in the Atom feed's <updated> */
  iso: string;
}

export function toEastern(instant: Date | number): EasternTime {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const p =
    ms >= CACHE_FROM && ms < CACHE_TO ? utcParts(Math.floor(ms / 1000) * 1000 + easternOffsetMs(ms)) : wallParts(ms);
  const two = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  const date = `${p.year}-${two(p.month)}-${two(p.day)}`;
  const time = `${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
  const offMin = Math.round(easternOffsetMs(ms) / 60_000);
  const offset = `${offMin < 0 ? '-' : '+'}${two(Math.floor(Math.abs(offMin) / 60))}:${two(Math.abs(offMin) % 60)}`;
  return {
    date,
    time,
    offset,
    stamp: date.replace(/-/g, '') + time.replace(/:/g, ''),
    iso: `${date}T${time}${offset}`,
  };
}
