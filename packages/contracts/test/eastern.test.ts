import { easternToUtc, parseEasternStamp } from '@nes/contracts';

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
