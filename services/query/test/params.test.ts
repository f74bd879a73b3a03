import { ApiError } from '../src/errors';
import { parseCompanyListQuery, parseEventListQuery, parseIsoDateTime } from '../src/params';

function err(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return `${e.status} ${e.message}`;
  }
  return 'ok';
}

describe('GET /events parameters', () => {
  it('defaults: no filters, limit 20', () => {
    expect(parseEventListQuery('')).toEqual({ filters: {}, limit: 20, cursor: undefined });
  });

  it('reads every filter, upper-casing the ticker and decoding spaces and slashes', () => {
    const q = parseEventListQuery(
      'ticker=aapl&event_type=Insider%20Buy%2FSell&impact_min=3&direction=negative&from=2025-01-01T00:00:00Z&to=2025-01-31&limit=100&cursor=abc',
    );
    expect(q).toEqual({
      filters: {
        ticker: 'AAPL',
        event_type: 'Insider Buy/Sell',
        impact_min: 3,
        direction: 'negative',
        from: new Date('2025-01-01T00:00:00Z'),
        to: new Date('2025-01-31T23:59:59.999Z'), // a bare date as `to` is the whole day
      },
      limit: 100,
      cursor: 'abc',
    });
    expect(parseEventListQuery('event_type=Insider+Buy/Sell').filters.event_type).toBe('Insider Buy/Sell');
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=ten', 'limit'],
    ['impact_min=0', 'impact_min'],
    ['impact_min=6', 'impact_min'],
    ['impact_min=2.0', 'impact_min'],
    ['direction=up', 'direction'],
    ['direction=Positive', 'direction'],
    ['event_type=corporate%20earnings', 'event_type'],
    ['event_type=Nope', 'event_type'],
    ['from=yesterday', 'from'],
    ['from=2025-13-01', 'from'],
    ['from=2025-02-30T00:00:00Z', 'from'],
    ['to=2025-01-01T25:00:00Z', 'to'],
    ['to=1700000000', 'to'],
    ['from=2025-02-01&to=2025-01-01', 'from'],
    ['ticker=AA%20PL', 'ticker'],
    ['ticker=%E2%82%AC', 'ticker'],
    ['ticker=' + 'A'.repeat(13), 'ticker'],
    ['ticker=', 'ticker'],
    ['ticker', 'ticker'],
    ['ticker=a&ticker=b', 'ticker'],
    ['ticker[$ne]=x', 'ticker[$ne]'],
    ['ticker%5B%24ne%5D=x', 'ticker[$ne]'],
    ['%24where=1', '$where'],
    ['tickers=AAPL', 'tickers'],
    ['cursor=' + 'x'.repeat(10_240), 'cursor'],
  ])('%s → 400 naming "%s"', (qs, name) => {
    expect(err(() => parseEventListQuery(qs))).toMatch(new RegExp(`^400 .*"${name.replace(/[[\]$]/g, '\\$&')}`));
  });

  it('accepts limit 1 and 100, impact_min 1 and 5', () => {
    expect(parseEventListQuery('limit=1').limit).toBe(1);
    expect(parseEventListQuery('limit=100').limit).toBe(100);
    expect(parseEventListQuery('impact_min=1').filters.impact_min).toBe(1);
    expect(parseEventListQuery('impact_min=5').filters.impact_min).toBe(5);
  });

  it('keeps a 10 kB parameter name out of the message', () => {
    const m = err(() => parseEventListQuery(`${'x'.repeat(10_240)}=1`));
    expect(m).toMatch(/^400 Unknown query parameter/);
    expect(m.length).toBeLessThan(300);
  });
});

describe('tickers', () => {
  it("are upper-cased, and a '.' class separator (BRK.B, the exchanges' spelling) is the SEC's '-'", () => {
    expect(parseEventListQuery('ticker=brk.b').filters.ticker).toBe('BRK-B');
    expect(parseEventListQuery('ticker=Brk-B').filters.ticker).toBe('BRK-B');
    expect(parseEventListQuery('ticker=aapl').filters.ticker).toBe('AAPL');
  });
});

describe('ISO 8601 date-times', () => {
  it.each([
    ['2025-01-02T03:04:05Z', '2025-01-02T03:04:05.000Z'],
    ['2025-01-02T03:04:05.123456Z', '2025-01-02T03:04:05.123Z'],
    ['2025-01-02T03:04Z', '2025-01-02T03:04:00.000Z'],
    ['2025-01-02T03:04:05+02:00', '2025-01-02T01:04:05.000Z'],
    ['2025-01-02T03:04:05 02:00', '2025-01-02T01:04:05.000Z'], // unencoded "+" arrives as a space
    ['2025-01-02T03:04:05-0500', '2025-01-02T08:04:05.000Z'],
    ['2025-01-02T03:04:05', '2025-01-02T03:04:05.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    // Any four-digit year is ISO 8601: "from the beginning" (1900, 0001) or a window before any event.
    ['1969-12-31', '1969-12-31T00:00:00.000Z'],
    ['1900-01-01T00:00:00Z', '1900-01-01T00:00:00.000Z'],
    ['2000-02-29', '2000-02-29T00:00:00.000Z'],
    ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
    ['0099-03-01T01:00:00+02:00', '0099-02-28T23:00:00.000Z'], // not 1999: two-digit years are not 19xx
    ['0004-02-29', '0004-02-29T00:00:00.000Z'],
  ])('%s = %s', (raw, iso) => {
    expect(parseIsoDateTime(raw, 'from').toISOString()).toBe(iso);
  });
  it.each([
    '2025-02-29',
    '2025-01-02T24:00:00Z',
    '2025-01-02T03:60Z',
    '2025-01-02T03:04:05+25:00',
    '20250102',
    '1900-02-29', // 1900 is no leap year
    '0100-02-29',
    '2025-01-02T03:04:05ZZ',
  ])('%s is rejected', (raw) => expect(err(() => parseIsoDateTime(raw, 'to'))).toMatch(/^400 .*"to"/));
  it.each([
    ['2025-01-31', '2025-01-31T23:59:59.999Z'],
    ['2024-12-31', '2024-12-31T23:59:59.999Z'],
    ['2025-01-31T13:45Z', '2025-01-31T13:45:59.999Z'],
    ['2025-01-31T13:45:07Z', '2025-01-31T13:45:07.999Z'],
    ['2025-01-31T13:45:07.5Z', '2025-01-31T13:45:07.599Z'],
    ['2025-01-31T13:45:07.123456Z', '2025-01-31T13:45:07.123Z'],
    ['2025-01-31T23:59-05:00', '2025-02-01T04:59:59.999Z'],
  ])('as an end, %s lasts its whole last unit: %s', (raw, iso) => {
    expect(parseIsoDateTime(raw, 'to', 'end').toISOString()).toBe(iso);
    expect(parseIsoDateTime(raw, 'from').getTime()).toBeLessThanOrEqual(Date.parse(iso));
  });
  it('from and to of the same date are one whole day, not an empty window', () => {
    const { from, to } = parseEventListQuery('from=2025-01-31&to=2025-01-31').filters;
    expect([from?.toISOString(), to?.toISOString()]).toEqual(['2025-01-31T00:00:00.000Z', '2025-01-31T23:59:59.999Z']);
  });
});

describe('GET /companies parameters', () => {
  it('defaults to limit 50, max 500, search trimmed and upper-cased (unicode kept)', () => {
    expect(parseCompanyListQuery('')).toEqual({ search: undefined, limit: 50, cursor: undefined });
    expect(parseCompanyListQuery('limit=500&search=%20apple%20').search).toBe('APPLE');
    expect(parseCompanyListQuery('search=soci%C3%A9t%C3%A9').search).toBe('SOCIÉTÉ');
    expect(parseCompanyListQuery('search=a.b*c').search).toBe('A.B*C');
  });
  it.each([
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['search=%20%20', 'search'],
    ['search=' + 'a'.repeat(101), 'search'],
    ['search=a%00b', 'search'],
    ['search=a&search=b', 'search'],
    ['search[$regex]=.*', 'search[$regex]'],
    ['ticker=AAPL', 'ticker'],
  ])('%s → 400 naming "%s"', (qs, name) => {
    expect(err(() => parseCompanyListQuery(qs))).toMatch(new RegExp(`^400 .*"${name.replace(/[[\]$]/g, '\\$&')}`));
  });
});
