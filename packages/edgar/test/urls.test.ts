import {
  accessionNoDashes,
  endpointKind,
  formatAccession,
  normalizeAccession,
  parseAccession,
  parseEasternStamp,
  paths,
  toEastern,
} from '@nes/edgar';

describe('accession numbers and URLs', () => {
  it('normalises, splits and rebuilds accession numbers', () => {
    expect(normalizeAccession('000104581026000024')).toBe('0001045810-26-000024');
    expect(normalizeAccession('12-34')).toBeUndefined();
    const p = parseAccession('0000950170-24-048288')!;
    expect(p).toEqual({ prefix: '0000950170', year: '24', sequence: 48288 });
    expect(formatAccession({ ...p, sequence: p.sequence + 1 })).toBe('0000950170-24-048289');
    expect(accessionNoDashes('0000950170-24-048288')).toBe('000095017024048288');
  });

  it('builds www.sec.gov paths', () => {
    expect(paths.filingIndexHtml('0001045810', '0001045810-26-000024')).toBe(
      '/Archives/edgar/data/1045810/000104581026000024/0001045810-26-000024-index.htm',
    );
    // The index page without any CIK: the folder is the accession itself (no dashes).
    expect(paths.filingIndexByAccession('0000950170-24-048288')).toBe(
      '/Archives/edgar/data/000095017024048288/0000950170-24-048288-index.htm',
    );
    expect(endpointKind(paths.filingIndexByAccession('0000950170-24-048288'))).toBe('filing-index');
    expect(paths.dailyIndex('2020-03-18')).toBe('/Archives/edgar/daily-index/2020/QTR1/form.20200318.idx');
    expect(paths.dailyIndex('2022-10-03', 'company')).toBe(
      '/Archives/edgar/daily-index/2022/QTR4/company.20221003.idx',
    );
    expect(paths.getcurrent({ type: '4', count: 500 })).toContain('count=100');
    expect(endpointKind('https://www.sec.gov' + paths.getcurrent())).toBe('getcurrent');
    expect(endpointKind(paths.fullText(1, '0001045810-26-000024'))).toBe('full-text');
  });
});

describe('Eastern time', () => {
  it('converts across DST (EST -5, EDT -4) both ways', () => {
    expect(parseEasternStamp('20260306161125')?.toISOString()).toBe('2026-03-06T21:11:25.000Z');
    expect(parseEasternStamp('2024-06-07 18:10:30')?.toISOString()).toBe('2024-06-07T22:10:30.000Z');
    expect(toEastern(new Date('2026-01-12T16:27:39Z')).iso).toBe('2026-01-12T11:27:39-05:00');
    expect(toEastern(new Date('2024-06-07T22:10:30Z'))).toMatchObject({ stamp: '20240607181030', offset: '-04:00' });
  });
});
