import { parse13F } from '@nes/document';
import type { Draft } from '../draft';
import { groupThousands, type FormContext } from './families';

/** 13F-HR: an institutional manager's quarterly holdings (cover page and information table). */
const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ');

/** 13F periods are written "12-31-2021": "December 31, 2021". */
function quarterEnd(period: string | undefined): string | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(period ?? '');
  return m ? `${MONTH_NAMES[Number(m[1]) - 1]} ${Number(m[2])}, ${m[3]}` : undefined;
}

function thousands(n: string): string {
  return /^\d+$/.test(n) ? groupThousands(n) : n;
}

/** "MM-DD-YYYY" → "YYYY-MM-DD". */
const isoDate = (d: string | undefined) => {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(d ?? '');
  return m ? `${m[3]}-${m[1]}-${m[2]}` : undefined;
};

/** A manager files 13F only with at least $100 million of 13(f) securities under discretion. */
const PLAUSIBLE_TOTAL = 100_000_000;

/**
 * A 13F table's total in its unit, or undefined when the unit is in doubt. Filings made from
 * 2023-01-03 on report whole dollars, earlier ones thousands; the date is the header's FILED AS OF
 * DATE, else the cover's signature date (a late filing for an old quarter signs under the new rule).
 * Filers did not all switch on time: a dollar total below what obliges anyone to file, or a filing
 * with no date, states no value (a headline 1,000× wrong is worse than one without the figure).
 */
export function thirteenFValue(
  value: string,
  filedDate: string | undefined,
  signatureDate?: string,
): string | undefined {
  const n = Number(value);
  const when = filedDate ?? isoDate(signatureDate);
  if (!when || !Number.isFinite(n) || n <= 0) return undefined;
  if (when >= '2023-01-03') return n >= PLAUSIBLE_TOTAL ? `$${thousands(value)}` : undefined;
  return n * 1000 >= PLAUSIBLE_TOTAL ? `$${thousands(value)} thousand` : undefined;
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
    throw ctx.missingDocument(`13F-HR ${ctx.raw.accession_number}: no cover page or information table XML`);
  const f = parse13F(primary?.content ?? undefined, table?.content ?? undefined);
  const manager = f.managerName || ctx.raw.company_name;
  // A bare information table names no manager, a rendering without a cover page states no
  // figures: nothing attributable to publish ("The registrant reports institutional holdings.").
  if (!manager || (!f.tableEntryTotal && !f.tableValueTotal && f.holdingsCount === undefined)) return [];
  const entries = f.tableEntryTotal ?? (f.holdingsCount !== undefined ? String(f.holdingsCount) : undefined);
  const value = f.tableValueTotal ?? (f.holdingsValue !== undefined ? String(f.holdingsValue) : undefined);
  const quarter = quarterEnd(f.periodOfReport);
  const total = value ? thirteenFValue(value, ctx.header?.filedDate, f.signatureDate) : undefined;
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
      headline: entries
        ? `${manager} reports ${entries} holdings${total ? ` with a total value of ${total}` : ''} in its 13F-HR${quarter ? ` for the quarter ended ${quarter}` : ''}.`
        : `${manager} reports quarterly institutional holdings (13F-HR)${f.periodOfReport ? ` for the period ${f.periodOfReport}` : ''}.`,
      headlineRule: entries ? 'fact:13f' : 'form:13f',
      summary: `${manager} filed Form 13F-HR${f.periodOfReport ? ` for the period ${f.periodOfReport}` : ''}${f.tableEntryTotal ? ` listing ${f.tableEntryTotal} table entries` : ''}${f.tableValueTotal ? ` with a total table value of ${f.tableValueTotal}` : ''}.`,
    },
  ];
}
