import { easternOffsetMs, easternToUtc, parseEasternStamp, toEastern } from '@nes/contracts';

describe('Eastern → UTC', () => {
  it('applies DST by date, including the pre-2007 rules', () => {
    expect(parseEasternStamp('20240115120000')?.toISOString()).toBe('2024-01-15T17:00:00.000Z');
    expect(parseEasternStamp('20240715120000')?.toISOString()).toBe('2024-07-15T16:00:00.000Z');
    // 2006-10-31 was still EDT under the old rules (last Sunday of October), 2007-10-31 too (new rules).
    expect(easternToUtc(2006, 10, 31, 12).toISOString()).toBe('2006-10-31T17:00:00.000Z');
    expect(easternToUtc(2007, 10, 31, 12).toISOString()).toBe('2007-10-31T16:00:00.000Z');
    expect(easternToUtc(2024, 3, 10, 3, 30).toISOString()).toBe('2024-03-10T07:30:00.000Z');
    expect(parseEasternStamp('not a date')).toBeUndefined();
  });
});

describe('Eastern offsets cached per UTC hour', () => {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  /** The uncached computation: the wall clock from Intl for every instant. */
  const reference = (ms: number) => {
    const p: Record<string, number> = {};
    for (const part of fmt.formatToParts(new Date(ms))) if (part.type !== 'literal') p[part.type] = Number(part.value);
    const two = (n: number) => String(n).padStart(2, '0');
    return {
      offset: Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(ms / 1000) * 1000,
      wall: `${p.year}-${two(p.month!)}-${two(p.day!)}T${two(p.hour!)}:${two(p.minute!)}:${two(p.second!)}`,
    };
  };

  it('equal Intl at every sampled instant, 1970-2099, and minute by minute around DST changes', () => {
    const instants: number[] = [];
    for (let t = Date.UTC(1970, 0, 1); t < Date.UTC(2100, 0, 1); t += 3 * 86_400_000 + 17 * 60_000 + 13_001)
      instants.push(t);
    for (const y of [1974, 1987, 2006, 2007, 2024, 2099])
      for (const [m, d] of [
        [2, 8],
        [3, 8],
        [3, 27],
        [9, 25],
        [10, 1],
        [10, 25],
      ] as const)
        for (let t = Date.UTC(y, m, d); t < Date.UTC(y, m, d + 7); t += 60_000 * 7 + 999) instants.push(t);
    const wrong = instants.filter((ms) => {
      const r = reference(ms);
      const e = toEastern(ms);
      return easternOffsetMs(ms) !== r.offset || `${e.date}T${e.time}` !== r.wall;
    });
    expect(wrong.map((ms) => new Date(ms).toISOString())).toEqual([]);
    expect(instants.length).toBeGreaterThan(15_000);
  });
});
