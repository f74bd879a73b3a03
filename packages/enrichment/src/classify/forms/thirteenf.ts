import { FilingParseError, parse13F } from '@nes/document';
import type { Draft } from '../draft';
import type { FormContext } from './families';

/** 13F-HR: an institutional manager's quarterly holdings (cover page and information table). */
const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ');

/** 13F periods are written "12-31-2021": "December 31, 2021". */
function quarterEnd(period: string | undefined): string | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(period ?? '');
  return m ? `${MONTH_NAMES[Number(m[1]) - 1]} ${Number(m[2])}, ${m[3]}` : undefined;
}

function thousands(n: string): string {
  return /^\d+$/.test(n) ? n.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n;
}

/**
 * A 13F table's value in its unit: filings made from 2023-01-03 on report whole dollars, earlier ones
 * thousands (a 2021 filing's "11,019,796" is $11.0 billion). Decided by the header's FILED AS OF DATE
 * (a late filing for an old quarter uses dollars; the replay shifts acceptance, not that date), else
 * by the period of report (quarters from 2022-12-31 on were filed under the new rule).
 */
export function thirteenFValue(value: string, filedDate: string | undefined, period: string | undefined): string {
  const p = /^(\d{2})-(\d{2})-(\d{4})$/.exec(period ?? '');
  const dollars = filedDate ? filedDate >= '2023-01-03' : !p || `${p[3]}-${p[1]}-${p[2]}` >= '2022-12-31';
  return dollars ? `$${thousands(value)}` : `$${thousands(value)} thousand`;
}

export function classifyThirteenF({ ctx, form }: FormContext): Draft[] {
  const primary = ctx.documents.find((d) => d.content !== null && /<edgarSubmission/i.test(d.content.slice(0, 3000)));
  const table = ctx.documents.find((d) => d.content !== null && /<informationTable/i.test(d.content.slice(0, 3000)));
  if (
    !primary &&
    !table &&
    ctx.documents.some(
      (d) => d.content !== null && /\bFORM\s+13F\s+INFORMATION\s+TABLE\b/i.test(d.content.slice(0, 4_000)),
    )
  )
    return [];
  if (!primary && !table)
    throw new FilingParseError(
      'no_primary_document',
      `13F-HR ${ctx.raw.accession_number}: no cover page or information table XML`,
    );
  const f = parse13F(primary?.content ?? undefined, table?.content ?? undefined);
  const manager = f.managerName || ctx.raw.company_name;
  // A bare information table names no manager, a rendering without a cover page states no
  // figures: nothing attributable to publish ("The registrant reports institutional holdings.").
  if (!manager || (!f.tableEntryTotal && !f.tableValueTotal && f.holdingsCount === undefined)) return [];
  const entries = f.tableEntryTotal ?? (f.holdingsCount !== undefined ? String(f.holdingsCount) : undefined);
  const value = f.tableValueTotal ?? (f.holdingsValue !== undefined ? String(f.holdingsValue) : undefined);
  const quarter = quarterEnd(f.periodOfReport);
  return [
    {
      category: 'Institutional New Position/Exit/Increase',
      items: [],
      reason: '13F-HR quarterly holdings',
      text: '',
      secondary: null,
      facts: {
        form,
        entries: f.tableEntryTotal ?? null,
        table_value: f.tableValueTotal ?? null,
        holdings_count: f.holdingsCount ?? null,
        holdings_value: f.holdingsValue ?? null,
      },
      headline:
        entries && value
          ? `${manager} reports ${entries} holdings with a total value of ${thirteenFValue(value, ctx.header?.filedDate, f.periodOfReport)} in its 13F-HR${quarter ? ` for the quarter ended ${quarter}` : ''}.`
          : `${manager} reports quarterly institutional holdings (13F-HR)${f.periodOfReport ? ` for the period ${f.periodOfReport}` : ''}.`,
      headlineRule: entries && value ? 'fact:13f' : 'form:13f',
      summary: `${manager} filed Form 13F-HR${f.periodOfReport ? ` for the period ${f.periodOfReport}` : ''}${f.tableEntryTotal ? ` listing ${f.tableEntryTotal} table entries` : ''}${f.tableValueTotal ? ` with a total table value of ${f.tableValueTotal}` : ''}.`,
    },
  ];
}
