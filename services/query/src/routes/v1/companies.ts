import { RECENT_EVENTS_MAX } from '@nes/contracts';
import { Router } from 'express';
import type { CursorCodec } from '../../cursor';
import { badRequest, notFound } from '../../errors';
import { isPlausibleTicker, normaliseTicker, parseCompanyListQuery, readParams } from '../../params';
import { presentCompany, presentCompanyListItem } from '../../presenters/company';
import { presentPartialEvent } from '../../presenters/event';
import type { CompaniesRepository, CompanyPosition } from '../../repositories/companies';
import { eventListPage, type EventListSources } from '../event-list-page';
import { rawQuery } from '../raw-query';
import { listTotal } from '../list-total';
import { undecodableParam } from '../undecodable-param';

export function companiesRouter(deps: {
  companies: CompaniesRepository;
  cursors: CursorCodec;
  /** The company's recent events are its ticker list's first page, read as `/v1/events?ticker=` reads it. */
  lists: EventListSources;
}): Router {
  const r = Router({ caseSensitive: true });

  r.get('/', async (req, res) => {
    const { search, limit, cursor } = parseCompanyListQuery(rawQuery(req));
    const filters = { search };
    let after: CompanyPosition | undefined;
    if (cursor !== undefined) {
      after = deps.cursors.decode<CompanyPosition>('companies', filters, cursor);
      const validRank = after && (after.r === 0 || after.r === 1 || (after.r === 2 && typeof after.k === 'string'));
      if (!validRank || typeof after!.t !== 'string')
        throw badRequest('Query parameter "cursor" is not a valid cursor.');
    }
    const rows = await deps.companies.page(search, limit, after);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const next_cursor =
      rows.length > limit && last
        ? deps.cursors.encode<CompanyPosition>('companies', filters, {
            r: last.rank,
            t: last.ticker,
            ...(last.rank === 2 ? { k: last.k } : {}),
          })
        : null;
    res.json({ data: page.map(presentCompanyListItem), next_cursor, ...listTotal(cursor, next_cursor, page.length) });
  });

  const unknownTicker = (ticker: string) =>
    notFound(
      `No covered company with ticker ${JSON.stringify(ticker.length > 40 ? `${ticker.slice(0, 40)}…` : ticker)}.`,
    );
  r.get('/:ticker', async (req, res) => {
    readParams(rawQuery(req), []); // none, as on /v1/events/{id}
    const ticker = req.params.ticker;
    const upper = normaliseTicker(ticker);
    const company = isPlausibleTicker(ticker) ? await deps.companies.byTicker(upper) : null;
    if (!company) throw unknownTicker(ticker);
    const recent = await eventListPage(deps.lists, { ticker: company.ticker_upper }, RECENT_EVENTS_MAX);
    res.json(presentCompany(company, recent.rows.map(presentPartialEvent)));
  });
  r.use(undecodableParam(unknownTicker));

  return r;
}
