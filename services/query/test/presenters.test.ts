import { STORED_EVENT_INTERNAL_FIELDS, validators, type StoredCompany } from '@nes/contracts';
import { presentCompany, presentCompanyListItem } from '../src/presenters/company';
import { presentEvent, presentPartialEvent } from '../src/presenters/event';
import { expectValid } from './expect-helpers';
import { makeStoredEvents } from './fixtures';

const [stored] = makeStoredEvents(1);
const company: StoredCompany = {
  _id: 'AAPL',
  ticker: 'AAPL',
  ticker_upper: 'AAPL',
  name_upper: 'APPLE INC.',
  name: 'Apple Inc.',
  cik: '0000320193',
  exchange: 'NASDAQ',
  sector: 'Technology',
  sic: 3571,
  sic_description: 'Electronic Computers',
  description: 'Apple Inc. is listed on NASDAQ.',
  is_covered: true,
  updated_at: new Date(),
};

describe('presenters', () => {
  it('maps a stored event to exactly the contract Event, without internal fields', () => {
    const e = presentEvent({ ...stored!, extra_internal: 'x' } as never);
    expectValid('event', e);
    for (const f of [...STORED_EVENT_INTERNAL_FIELDS, 'extra_internal']) expect(e).not.toHaveProperty(f);
    expect(e.id).toBe(stored!.id);
    expect(e.secondary_filing).toBe('EX-99.1');
  });

  it('falls back to the Date copy when published_at is missing, and always emits secondary_filing', () => {
    const { published_at: _p, secondary_filing: _s, ...rest } = stored!;
    const e = presentEvent(rest as never);
    expect(e.published_at).toBe(stored!.published_at_date.toISOString());
    expect(e.secondary_filing).toBeNull();
  });

  it('partial events carry only id, event_type, headline, impact, published_at', () => {
    const p = presentPartialEvent(stored!);
    expect(Object.keys(p).sort()).toEqual(['event_type', 'headline', 'id', 'impact', 'published_at']);
    expect(validators.partialEvent(p)).toBe(true);
  });

  it('companies: list item without description; single company with description and recent events', () => {
    const item = presentCompanyListItem(company);
    expectValid('companyListItem', item);
    expect(item).not.toHaveProperty('description');
    expect(item).not.toHaveProperty('_id');
    const full = presentCompany(company, [presentPartialEvent(stored!)]);
    expectValid('company', full);
    expect(full).not.toHaveProperty('updated_at');
    expect(full.is_covered).toBe(true);
  });
});
