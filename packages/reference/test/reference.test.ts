import { loadReferenceDirectory, normaliseExchange, parseCsv, parsePyList, sectorForSic } from '@nes/reference';

describe('reference directory over the SEC files', () => {
  const dir = loadReferenceDirectory();

  it('covers 6,000+ issuers on NYSE/NASDAQ/AMEX only', () => {
    expect(dir.covered().length).toBeGreaterThan(6000);
    for (const c of dir.covered()) expect(['NYSE', 'NASDAQ', 'AMEX']).toContain(c.exchange);
    expect(dir.all().some((c) => !c.covered && c.exchange === 'OTC')).toBe(true);
  });

  it('lists one directory record per ticker, preferring the current registrant', () => {
    const covered = dir.covered();
    // Printed so the figure is visible in test output; asserted above as > 6,000.
    console.log(`reference directory: ${dir.all().length} issuers, ${covered.length} covered`);
    expect(new Set(covered.map((c) => c.ticker)).size).toBe(covered.length);
    // BlackRock re-registered under a new CIK in 2024; the old one stays covered for its old filings.
    expect(dir.byTicker('BLK')?.cik).toBe('0002012383');
    expect(dir.byCik('1364742')).toMatchObject({ ticker: 'BLK', covered: true });
    expect(covered.filter((c) => c.ticker === 'BLK').map((c) => c.cik)).toEqual(['0002012383']);
  });

  it('describes an issuer without SIC code without inventing a sector', () => {
    const spy = dir.byTicker('SPY')!;
    expect(spy.sector).toBe('Other');
    expect(spy.description).toContain('no industry classification');
    expect(spy.description).not.toContain('Other sector');
  });

  it('resolves CIK and ticker (case-insensitive) to one record', () => {
    const apple = dir.byCik('320193');
    expect(apple).toMatchObject({
      cik: '0000320193',
      ticker: 'AAPL',
      exchange: 'NASDAQ',
      sector: 'Technology',
      covered: true,
    });
    expect(dir.byTicker('aapl')).toBe(apple);
    expect(dir.byTicker('BRK-B')?.cik).toBe('0001067983');
    expect(dir.byCik(1)).toBeUndefined();
  });

  it('is the one coverage rule: coveredIssuer answers for covered companies only', () => {
    expect(dir.coveredIssuer('320193')).toEqual({ ticker: 'AAPL', name: 'Apple Inc.', exchange: 'NASDAQ' });
    // An OTC-only issuer (LVMH's ADR) is in the directory but not covered: no issuer, no events.
    expect(dir.byCik('824046')).toMatchObject({ exchange: 'OTC', covered: false });
    expect(dir.coveredIssuer('824046')).toBeUndefined();
    expect(dir.coveredIssuer('1')).toBeUndefined();
  });

  it('resolves a company name to its CIK, whatever the suffix and case', () => {
    expect(dir.cikByName('Apple Inc.')).toBe('0000320193');
    expect(dir.cikByName('APPLE INC /CA/')).toBe('0000320193');
    expect(dir.cikByName('The Buckle, Inc.')).toBe('0000885245');
    expect(dir.cikByName('No Such Company Xyz')).toBeUndefined();
  });

  it('describes a company only with what the SEC data states', () => {
    const d = dir.byTicker('AAPL')!.description;
    expect(d).toContain('Apple Inc.');
    expect(d).toContain('Electronic Computers');
    expect(d).toContain('3571');
  });
});

describe('helpers', () => {
  it('normalises exchange spellings', () => {
    expect(normaliseExchange('Nasdaq')).toBe('NASDAQ');
    expect(normaliseExchange('NYSE American')).toBe('AMEX');
    expect(normaliseExchange('NYSE MKT')).toBe('AMEX');
    expect(normaliseExchange('OTC')).toBe('OTC');
    expect(normaliseExchange('')).toBeUndefined();
  });
  it('maps SIC codes to sectors', () => {
    expect(sectorForSic(3571)).toBe('Technology');
    expect(sectorForSic(2834)).toBe('Healthcare');
    expect(sectorForSic(1311)).toBe('Energy');
    expect(sectorForSic(6021)).toBe('Financials');
    expect(sectorForSic(6798)).toBe('Real Estate');
    expect(sectorForSic(4911)).toBe('Utilities');
    expect(sectorForSic(undefined)).toBe('Other');
  });
  it('reads quoted CSV and Python list literals', () => {
    expect(parseCsv('a,"b,c","d""e"\n1,2,3\n')).toEqual([
      ['a', 'b,c', 'd"e'],
      ['1', '2', '3'],
    ]);
    expect(parsePyList("['NYSE', None, 'Nasdaq']")).toEqual(['NYSE', null, 'Nasdaq']);
  });
});
