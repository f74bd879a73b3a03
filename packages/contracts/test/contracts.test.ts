import {
  CATEGORY_CATALOG,
  EVENT_CATEGORIES,
  IMPACT_LABELS,
  buildEventId,
  easternDateStamp,
  filingTypeSlug,
  isEventCategory,
  makeImpact,
  validators,
  describeErrors,
} from '@nes/contracts';

const SPEC_CATEGORIES = [
  'Bankruptcy/Liquidation',
  'C-Level Change',
  'Corporate Earnings',
  'Credit Ratings',
  'Deal Termination',
  'Delisting',
  'Dividends',
  'Drug Trial/Clinical Data',
  'Drug Updates',
  'Earnings Revision Guidance',
  'Equity/Debt Offerings',
  'ESG',
  'FDA Approval/Rejections',
  'Geopolitics/Market News',
  'IPO News',
  'Insider Buy/Sell',
  'Institutional New Position/Exit/Increase',
  'Legal Action',
  'Litigation/Settlement',
  'Loans/Revolvers',
  'Mergers and Acquisitions',
  'Mining and Exploration',
  'Minority Stakes Deals',
  'Name Change',
  'New Projects/Ventures',
  'Operations Update',
  'Property Transaction',
  'Regulatory Action',
  'Restructuring',
  'Shareholder Activism',
  'Staffing/Adds/Cuts',
  'Stock Buybacks',
  'Trading Update',
];

const event = {
  id: 'evt_8k_AAPL_20240502_1a2b3c4d',
  ticker: 'AAPL',
  event_type: 'Corporate Earnings',
  headline: 'Apple reports quarterly results.',
  summary: 'Apple Inc. furnished its results for the quarter.',
  primary_filing: '8-K (2.02)',
  secondary_filing: null,
  filing_url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000057/0000320193-24-000057-index.htm',
  impact: { score: 3, direction: 'positive', label: 'Significant', bars: 3 },
  published_at: '2024-05-02T20:31:05.000Z',
};

describe('category catalog', () => {
  it('holds every category the spec lists, exactly spelled, and 35+ in all', () => {
    for (const c of SPEC_CATEGORIES) expect(EVENT_CATEGORIES).toContain(c);
    expect(
      CATEGORY_CATALOG.filter((c) => c.listed)
        .map((c) => c.name)
        .sort(),
    ).toEqual([...SPEC_CATEGORIES].sort());
    expect(EVENT_CATEGORIES.length).toBeGreaterThanOrEqual(35);
    expect(new Set(EVENT_CATEGORIES).size).toBe(EVENT_CATEGORIES.length);
  });
  it('matches category values exactly', () => {
    expect(isEventCategory('Dividends')).toBe(true);
    expect(isEventCategory('dividends')).toBe(false);
    expect(isEventCategory(' Dividends')).toBe(false);
  });
});

describe('impact', () => {
  it.each([
    [1, 'Minor'],
    [2, 'Moderate'],
    [3, 'Significant'],
    [4, 'Major'],
    [5, 'Critical'],
  ] as const)('score %i is %s with bars equal to score', (score, label) => {
    expect(IMPACT_LABELS[score]).toBe(label);
    expect(makeImpact(score, 'neutral')).toEqual({ score, direction: 'neutral', label, bars: score });
  });
  it('clamps out-of-range scores into 1..5', () => {
    expect(makeImpact(9, 'positive').score).toBe(5);
    expect(makeImpact(0, 'negative').score).toBe(1);
  });
});

describe('event ids', () => {
  it('slugs form types', () => {
    expect(filingTypeSlug('8-K')).toBe('8k');
    expect(filingTypeSlug('8-K/A')).toBe('8ka');
    expect(filingTypeSlug('4')).toBe('form4');
    expect(filingTypeSlug('10-Q')).toBe('10q');
    expect(filingTypeSlug('SCHEDULE 13D/A')).toBe('schedule13da');
  });
  it('is deterministic and distinguishes accession and category', () => {
    const base = {
      formType: '8-K',
      ticker: 'aapl',
      acceptedDateEastern: '20240502',
      accessionNumber: '0000320193-24-000057',
      category: 'Corporate Earnings',
    };
    const id = buildEventId(base);
    expect(id).toMatch(/^evt_8k_AAPL_20240502_[0-9a-f]{8}$/);
    expect(buildEventId(base)).toBe(id);
    expect(buildEventId({ ...base, category: 'C-Level Change' })).not.toBe(id);
    expect(buildEventId({ ...base, accessionNumber: '0000320193-24-000058' })).not.toBe(id);
    expect(validators.event({ ...event, id })).toBe(true);
  });
  it('dates by US Eastern time, not UTC', () => {
    expect(easternDateStamp(new Date('2024-05-03T02:30:00Z'))).toBe('20240502');
    expect(easternDateStamp(new Date('2024-01-15T12:00:00Z'))).toBe('20240115');
  });
});

describe('schemas', () => {
  it('accepts a spec-shaped event and rejects broken ones', () => {
    expect(validators.event(event)).toBe(true);
    expect(validators.event({ ...event, impact: { ...event.impact, score: 6 } })).toBe(false);
    expect(validators.event({ ...event, event_type: 'Weather' })).toBe(false);
    expect(validators.event({ ...event, published_at: '2024-05-02T20:31:05+02:00' })).toBe(false);
    expect(validators.event({ ...event, _id: 'x' })).toBe(false);
    const { secondary_filing: _drop, ...noSecondary } = event;
    expect(validators.event(noSecondary)).toBe(false);
    expect(describeErrors(validators.event.errors)).toMatch(/secondary_filing/);
  });
  it('validates the error body and the list envelope', () => {
    expect(validators.errorBody({ error: 'not_found', message: 'No event', request_id: 'req_1' })).toBe(true);
    expect(validators.errorBody({ error: 'nope', message: 'x', request_id: 'r' })).toBe(false);
    expect(validators.eventList({ data: [event], next_cursor: null, total: 1 })).toBe(true);
    expect(validators.eventList({ data: [event] })).toBe(false);
  });
  it('validates an embedded schema on its own after the schema that embeds it (any order)', () => {
    jest.isolateModules(() => {
      // A fresh module: the list compiles first and adds Event under its $id.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('@nes/contracts') as typeof import('@nes/contracts');
      expect(fresh.validators.eventList({ data: [event], next_cursor: null, total: 1 })).toBe(true);
      expect(fresh.validators.event(event)).toBe(true);
      expect(fresh.validators.event({ ...event, event_type: 'Weather' })).toBe(false);
      expect(fresh.describeErrors(fresh.validators.event.errors)).toMatch(/event_type/);
      expect(fresh.validators.companyList({ data: [], next_cursor: null })).toBe(true);
      expect(fresh.validators.companyListItem({})).toBe(false);
    });
  });
});
