import {
  FilingParseError,
  isTopExecutive,
  ownerRole,
  parseOwnershipXml,
  type OwnershipFiling,
  type OwnershipTransaction,
  parseScheduleText,
  parseScheduleXml,
  type BeneficialOwnershipFiling,
  parse13F,
} from '@nes/document';
import type { EventCategory } from '@nes/contracts';
import type { FilingContext } from '../context';
import type { Draft } from './draft';
import { scoreText, stripBoilerplate, stripBoilerplateHead } from './text-rules';
import { resale } from '../headlines/extract-more';
import { isRenderedOwnership, parseRenderedOwnership } from './rendered-forms';
import { earnings } from '../headlines/extract';
import { eventSentences } from '../headlines';

export type FormFamily =
  | 'eight-k'
  | 'six-k'
  | 'ownership'
  | 'form144'
  | 'schedule13d'
  | 'schedule13g'
  | 'thirteenf'
  | 'periodic'
  | 'registration'
  | 'prospectus'
  | 'deregistration'
  | 'delisting'
  | 'tender-third-party'
  | 'tender-issuer'
  | 'late-filing'
  | 'merger-proxy';

/** Form type → family; undefined = a form the service does not turn into events. */
export function formFamily(formType: string): FormFamily | undefined {
  const f = formType.trim().toUpperCase().replace(/\/A$/, '');
  if (/^8-K(12B|12G3|15D5)?$/.test(f)) return 'eight-k';
  if (f === '6-K') return 'six-k';
  if (/^[345]$/.test(f)) return 'ownership';
  if (f === '144') return 'form144';
  if (f === 'SC 13D' || f === 'SCHEDULE 13D') return 'schedule13d';
  if (f === 'SC 13G' || f === 'SCHEDULE 13G') return 'schedule13g';
  if (f === '13F-HR') return 'thirteenf';
  if (/^(10-Q|10-K|10-KT|10-QT|10-K405|20-F|40-F)$/.test(f)) return 'periodic';
  if (/^(S-1|F-1|S-3|F-3|S-1MEF|S-3ASR|F-3ASR)$/.test(f)) return 'registration';
  if (/^424B[145]$/.test(f)) return 'prospectus';
  if (/^15-12[BG]$/.test(f)) return 'deregistration';
  if (/^25(-NSE)?$/.test(f)) return 'delisting';
  if (f === 'SC TO-T' || f === 'SC 14D1') return 'tender-third-party';
  if (f === 'SC TO-I' || f === 'SC 13E4') return 'tender-issuer';
  if (/^NT 10-[KQ]$|^NT 20-F$/.test(f)) return 'late-filing';
  if (f === 'DEFM14A' || f === 'PREM14A') return 'merger-proxy';
  return undefined;
}

const CODE_WORDS: Readonly<Record<string, string>> = {
  P: 'purchase',
  S: 'sale',
  A: 'award',
  F: 'tax withholding',
  M: 'exercise',
  X: 'exercise',
  O: 'exercise',
  C: 'conversion',
  G: 'gift',
  D: 'disposition',
  J: 'other transaction',
  I: 'discretionary transaction',
  W: 'will or inheritance transfer',
  L: 'small acquisition',
  Z: 'voting trust deposit or withdrawal',
  E: 'expiration',
  H: 'expiration',
  K: 'swap transaction',
  U: 'tender of shares',
  V: 'voluntary report',
};

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function fmtShares(raw: string | undefined, n: number | undefined): string {
  if (raw && /^\d+(\.\d+)?$/.test(raw)) {
    const [int, dec] = raw.split('.');
    return `${Array.from(int!, (c, i) => (i && (int!.length - i) % 3 === 0 ? `,${c}` : c)).join('')}${dec && !/^0+$/.test(dec) ? `.${dec}` : ''}`;
  }
  return raw ?? String(n ?? '');
}

/** Footnotes and remarks that place a sale under a Rule 10b5-1 trading plan. */
const PLAN_10B5_1 = /\b10b5-1\b|\b10b-5-1\b/i;

function ownershipDraft(ctx: FilingContext, o: OwnershipFiling, xml: string): Draft {
  const owner = o.owners[0];
  const name = owner?.name || 'A reporting person';
  const role = owner ? ownerRole(owner).replace('10% owner', 'ten percent owner') : '';
  const who = role ? `${name} (${role})` : name;
  const issuer = o.issuer.name || ctx.raw.company_name;
  const form = ctx.formType;
  const facts: Draft['facts'] = {
    form,
    owner: name,
    role: role || null,
    issuer_cik: o.issuer.cik,
    director: o.owners.some((x) => x.isDirector),
    officer: o.owners.some((x) => x.isOfficer),
    ten_percent_owner: o.owners.some((x) => x.isTenPercentOwner),
    top_executive: o.owners.some(isTopExecutive),
    // The parser ignores footnotes; the plan is usually stated there ("… pursuant to a Rule 10b5-1 trading plan").
    planned_10b5_1: o.aff10b5One || PLAN_10B5_1.test(o.remarks ?? '') || PLAN_10B5_1.test(xml),
    transactions: o.transactions.length,
  };
  if (o.documentType === '3' || /^3/.test(form)) {
    const held = o.holdings.filter((h) => !h.derivative && h.shares !== undefined);
    return {
      category: 'Insider Buy/Sell',
      items: [],
      reason: 'Form 3 initial statement',
      text: '',
      secondary: null,
      facts: { ...facts, code: null, no_securities_owned: o.noSecuritiesOwned },
      headline: `${who} files an initial statement of beneficial ownership (Form 3) for ${issuer}.`,
      headlineRule: 'fact:form3',
      summary:
        o.noSecuritiesOwned || !held.length
          ? `${who} reported no directly held ${issuer} shares on Form 3 for the period ${o.periodOfReport ?? ''}.`.replace(
              ' for the period .',
              '.',
            )
          : `${who} reported holdings of ${issuer} securities on Form 3${o.periodOfReport ? ` for the period ${o.periodOfReport}` : ''}.`,
    };
  }
  const ps = o.transactions.filter((t) => t.code === 'P' || t.code === 'S');
  const value = (ts: OwnershipTransaction[]) => ts.reduce((s, t) => s + (t.shares ?? 0) * (t.price ?? 0), 0);
  const buys = ps.filter((t) => t.code === 'P');
  const sells = ps.filter((t) => t.code === 'S');
  if (ps.length) {
    const code = value(buys) >= value(sells) && buys.length ? 'P' : 'S';
    const side = code === 'P' ? buys : sells;
    const largest = [...side].sort(
      (a, b) =>
        (b.shares ?? 0) * (b.price ?? 0) - (a.shares ?? 0) * (a.price ?? 0) || (b.shares ?? 0) - (a.shares ?? 0),
    )[0]!;
    const verb = code === 'P' ? 'bought' : 'sold';
    const price = largest.raw.price ? ` at $${largest.raw.price}` : '';
    const shares = fmtShares(largest.raw.shares, largest.shares);
    const headline =
      side.length === 1
        ? `${who} ${verb} ${shares} shares of ${issuer}${price}.`
        : `${who} ${verb} ${issuer} shares in open market transactions, the largest ${shares} shares${price}.`;
    const lastAfter = side[side.length - 1]!.raw.sharesOwnedAfter;
    const summary = [
      `${name} reported on Form ${form.replace(/^FORM /, '')} the ${code === 'P' ? 'purchase' : 'sale'} of ${shares} shares of ${largest.security || 'common stock'} of ${issuer}${largest.date ? ` on ${largest.date}` : ''}${price}${side.length > 1 ? ', the largest of the reported transactions' : ''}.`,
      lastAfter ? `Following the reported transactions, ${name} owned ${fmtShares(lastAfter, undefined)} shares.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return {
      category: 'Insider Buy/Sell',
      items: [],
      reason: `Form ${form} code ${code}`,
      text: '',
      secondary: null,
      facts: {
        ...facts,
        code,
        shares: side.reduce((s, t) => s + (t.shares ?? 0), 0),
        value_usd: Math.round(value(side)),
        buy_value_usd: Math.round(value(buys)),
        sell_value_usd: Math.round(value(sells)),
        // Options exercised (M/X/O) in the same filing as the sale: an exercise-and-sale.
        exercise_and_sale:
          code === 'S' && o.transactions.some((t) => t.code === 'M' || t.code === 'X' || t.code === 'O'),
        shares_after: Number(side[side.length - 1]!.raw.sharesOwnedAfter ?? NaN) || null,
      },
      headline,
      headlineRule: 'fact:form4-trade',
      summary,
    };
  }
  const main = o.transactions[0];
  const codes = [...new Set(o.transactions.map((t) => t.code).filter(Boolean))];
  const word = main ? (CODE_WORDS[main.code] ?? 'transaction') : 'holdings report';
  return {
    category: 'Insider Buy/Sell',
    items: [],
    reason: `Form ${form} codes ${codes.join(',') || 'none'} (not open market)`,
    text: '',
    secondary: null,
    facts: { ...facts, code: codes.join(',') || null, value_usd: Math.round(value(o.transactions)) },
    headline: main
      ? `${who} reports ${article(word)} ${word} of ${fmtShares(main.raw.shares, main.shares)} ${issuer} shares (not an open market trade).`
      : `${who} files an ownership report (Form ${form}) for ${issuer}.`,
    headlineRule: main ? 'fact:form4-other' : 'form:ownership',
    summary: main
      ? `${name} reported on Form ${form} ${article(word)} ${word} of ${fmtShares(main.raw.shares, main.shares)} shares of ${main.security || 'stock'} of ${issuer}${main.date ? ` on ${main.date}` : ''}.${main.raw.sharesOwnedAfter ? ` Following the transaction, ${name} owned ${fmtShares(main.raw.sharesOwnedAfter, undefined)} shares.` : ''}`
      : `${name} reported no transactions on Form ${form} for ${issuer}.`,
  };
}

/** Forms 3/4/5 seen only as EDGAR's HTML rendering: the same facts read from its text. */
function renderedOwnershipDraft(ctx: FilingContext, text: string, headerOwner: string | undefined): Draft {
  const r = parseRenderedOwnership(text);
  const owner = r.owner ?? headerOwner ?? 'A reporting person';
  const issuer = r.issuer ?? ctx.raw.company_name;
  const form = ctx.formType;
  const trades = r.transactions.filter((t) => t.code === 'P' || t.code === 'S');
  const value = (ts: typeof trades) => ts.reduce((s, t) => s + t.shares * (t.price ?? 0), 0);
  const buys = trades.filter((t) => t.code === 'P');
  const sells = trades.filter((t) => t.code === 'S');
  const code = trades.length ? (value(buys) >= value(sells) && buys.length ? 'P' : 'S') : null;
  const side = code === 'P' ? buys : sells;
  const largest = [...side].sort((a, b) => b.shares * (b.price ?? 0) - a.shares * (a.price ?? 0))[0];
  const officer = /\bX\s+Officer\b/.test(text);
  const facts: Draft['facts'] = {
    form,
    owner,
    rendered: true,
    code: code ?? ([...new Set(r.transactions.map((t) => t.code))].join(',') || null),
    officer,
    top_executive:
      officer && /\b(Chief Executive Officer|Chief Financial Officer|CEO|CFO)\b/.test(text.slice(0, 6_000)),
    ten_percent_owner: /\bX\s+10%\s+Owner\b/.test(text),
    planned_10b5_1: r.planned10b5One,
    transactions: r.transactions.length,
    ...(code
      ? {
          shares: side.reduce((s, t) => s + t.shares, 0),
          value_usd: Math.round(value(side)),
          exercise_and_sale:
            code === 'S' && r.transactions.some((t) => t.code === 'M' || t.code === 'X' || t.code === 'O'),
        }
      : {}),
  };
  const main = largest ?? r.transactions[0];
  const word = main ? (CODE_WORDS[main.code] ?? 'transaction') : undefined;
  const headline = largest
    ? `${owner} ${code === 'P' ? 'bought' : 'sold'} ${largest.sharesText} shares of ${issuer}${largest.priceText ? ` at $${largest.priceText}` : ''}.`
    : main && word
      ? `${owner} reports ${article(word)} ${word} of ${main.sharesText} ${issuer} shares (not an open market trade).`
      : `${owner} files a Form ${form} for ${issuer}.`;
  return {
    category: 'Insider Buy/Sell',
    items: [],
    reason: `Form ${form} (HTML rendering) ${code ? `code ${code}` : 'no open market trade'}`,
    text: '',
    secondary: null,
    facts,
    headline,
    headlineRule: main ? 'fact:form4-rendered' : 'header:form',
    summary: main
      ? `${owner} reported on Form ${form} ${article(word ?? 'transaction')} ${word ?? 'transaction'} of ${main.sharesText} shares of ${issuer} on ${main.date}${main.sharesAfterText ? `; ${main.sharesAfterText} shares owned afterwards` : ''}.`
      : `${owner} filed Form ${form} for ${issuer}.`,
  };
}

function scheduleDraft(ctx: FilingContext, b: BeneficialOwnershipFiling, filedBy: string | undefined): Draft {
  const party = (role: string) => ctx.header?.parties.find((p) => p.role === role)?.name;
  const first = b.holders.find((h) => h.name);
  const holder = first?.name || filedBy || 'A holder';
  const issuer = b.issuer.name || party('subject') || ctx.raw.company_name || 'the issuer';
  // The stated percent of the first named holder (the cover page lists each reporting person).
  const pctRaw = (
    first?.percentOfClass && /^\d/.test(first.percentOfClass)
      ? first.percentOfClass
      : b.holders.map((h) => h.percentOfClass).find((p) => p && /^\d/.test(p))
  )?.replace(/%$/, '');
  const pct = pctRaw !== undefined && Number.isFinite(Number(pctRaw)) ? pctRaw : undefined;
  const exit = pct !== undefined && Number(pct) === 0;
  const others = b.holders.filter((h) => h.name && h.name !== holder).length;
  const who = others
    ? `${holder} and ${others === 1 ? 'one other reporting person' : `${others} other reporting persons`}`
    : holder;
  const category: EventCategory =
    b.kind === '13G'
      ? 'Institutional New Position/Exit/Increase'
      : b.activistIntent
        ? 'Shareholder Activism'
        : 'Institutional New Position/Exit/Increase';
  const schedule = `Schedule ${b.kind}${ctx.isAmendment ? ' amendment' : ''}`;
  const purposeSentences = (b.purpose ?? '')
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.length > 30)
    .slice(0, 2)
    .join(' ');
  const stake = exit
    ? `${who} ${others ? 'report' : 'reports'} no remaining beneficial ownership of ${issuer} (${schedule})`
    : `${who} ${others ? 'report' : 'reports'} ${pct ? `${/^[8]|^1[18](\.|$)/.test(pct) ? 'an' : 'a'} ${pct}% ` : 'a '}${b.kind === '13G' ? 'passive ' : ''}stake in ${issuer} (${schedule})`;
  return {
    category,
    items: [],
    reason:
      b.kind === '13G'
        ? 'passive 13G holder'
        : b.activistIntent
          ? '13D purpose states intent to influence'
          : '13D purpose is investment',
    text: b.purpose ?? '',
    secondary: null,
    facts: {
      form: ctx.formType,
      holder,
      percent_of_class: pct ? Number(pct) : null,
      activist_intent: b.activistIntent,
      exit,
    },
    headline: `${stake}.`,
    headlineRule: 'fact:schedule13',
    summary: [
      exit
        ? `${holder} filed a ${schedule} reporting that it beneficially owns 0% of the class of ${issuer} securities it had reported.`
        : `${holder} filed a ${schedule} reporting beneficial ownership of ${pct ? `${pct}% of the class of ` : ''}${issuer} securities.`,
      purposeSentences,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

const ABS_ISSUER =
  /\bissuing entity\b[^]{0,400}\b(?:depositor|sponsor)\b|\bItem 1122\b|\basset-backed (?:issuer|securities)\b/i;
const TENDERED =
  /\ba total of ([\d,]+) shares (?:were|had been) (?:validly|properly) tendered\b(?:[^.]{0,200}?\bat a price of (\$\d+(?:\.\d+)?) per share)?/i;
const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ');

/** 13F periods are written "12-31-2021": "December 31, 2021". */
function quarterEnd(period: string | undefined): string | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(period ?? '');
  return m ? `${MONTH_NAMES[Number(m[1]) - 1]} ${Number(m[2])}, ${m[3]}` : undefined;
}

function thousands(n: string): string {
  return /^\d+$/.test(n) ? Array.from(n, (c, i) => (i && (n.length - i) % 3 === 0 ? `,${c}` : c)).join('') : n;
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

/** Drafts for every family except 8-K/6-K (see eight-k.ts). */
export function classifyOtherForm(ctx: FilingContext, family: FormFamily): Draft[] {
  // Headlines always have a subject: a document without a conformed name says "The registrant".
  const company = ctx.raw.company_name || 'The registrant';
  const form = ctx.formType;
  const party = (role: string) => ctx.header?.parties.find((p) => p.role === role)?.name;
  switch (family) {
    case 'ownership': {
      const doc = ctx.documents.find(
        (d) => d.content !== null && d.format === 'xml' && /<ownershipDocument/i.test(d.content),
      );
      if (!doc) {
        const p = ctx.primary();
        const rendered = ctx.documents.find(
          (d) => d.content !== null && d.format === 'html' && isRenderedOwnership(ctx.text(d)),
        );
        if (rendered) return [renderedOwnershipDraft(ctx, ctx.text(rendered), party('reporting'))];
        // A pre-XML text form: the header still names who reports on which issuer.
        const owner = party('reporting');
        if (p && owner)
          return [
            {
              category: 'Insider Buy/Sell',
              items: [],
              reason: `Form ${form} text form (header only)`,
              text: '',
              secondary: null,
              facts: { form, owner, code: null },
              headline: `${owner} files a Form ${form} for ${company}.`,
              headlineRule: 'header:form',
              summary: `${owner} filed a statement of changes in beneficial ownership (Form ${form}) for ${company}.`,
            },
          ];
        throw new FilingParseError(
          p ? 'unsupported_document' : 'no_primary_document',
          `${form} ${ctx.raw.accession_number}: no ownership XML${p ? ' (pre-XML text form)' : ''}`,
        );
      }
      return [ownershipDraft(ctx, parseOwnershipXml(doc.content!), doc.content!)];
    }
    case 'form144': {
      const seller = party('reporting') ?? 'A holder';
      return [
        {
          category: 'Insider Buy/Sell',
          items: [],
          reason: 'Form 144 proposed sale',
          text: '',
          secondary: null,
          facts: { form, code: '144', seller },
          headline: `${seller} files notice of proposed sale (Form 144) of ${company} securities.`,
          headlineRule: 'form:144',
          summary: `${seller} filed Form 144 giving notice of a proposed sale of securities of ${company}.`,
        },
      ];
    }
    case 'schedule13d':
    case 'schedule13g': {
      const kind = family === 'schedule13d' ? '13D' : '13G';
      const xml = ctx.documents.find((d) => d.content !== null && /<edgarSubmission/i.test(d.content.slice(0, 2000)));
      if (xml) return [scheduleDraft(ctx, parseScheduleXml(xml.content!, kind), party('filed-by'))];
      const p = ctx.requirePrimary();
      return [scheduleDraft(ctx, parseScheduleText(ctx.text(p), kind), party('filed-by'))];
    }
    case 'thirteenf': {
      const primary = ctx.documents.find(
        (d) => d.content !== null && /<edgarSubmission/i.test(d.content.slice(0, 3000)),
      );
      const table = ctx.documents.find(
        (d) => d.content !== null && /<informationTable/i.test(d.content.slice(0, 3000)),
      );
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
    case 'periodic': {
      const p = ctx.requirePrimary();
      const text = stripBoilerplate(ctx.text(p));
      const period = ctx.raw.period_of_report ?? ctx.header?.periodOfReport;
      // Asset-backed issuers' reports (Regulation AB) carry no earnings: no event.
      if (ABS_ISSUER.test(text.slice(0, 30_000))) return [];
      const figures = earnings(company, eventSentences(text.slice(0, 60_000)));
      return [
        {
          category: 'Corporate Earnings',
          items: [],
          reason: `${form} periodic report`,
          text,
          secondary: null,
          facts: { form: ctx.baseForm, period: period ?? null },
          headline: figures ?? `${company} files ${form}${period ? ` for the period ended ${period}` : ''}.`,
          headlineRule: figures ? 'fact:earnings' : 'form:periodic',
        },
      ];
    }
    case 'registration':
    case 'prospectus': {
      const p = ctx.requirePrimary();
      const head = ctx.textPrefix(p, 40_000);
      const ipo =
        /initial public offering/i.test(head) &&
        /\bno (established )?public (trading )?market\b|\bthere has been no public market\b/i.test(head) &&
        !/^S-3|^F-3/.test(ctx.baseForm);
      const category: EventCategory = ipo ? 'IPO News' : 'Equity/Debt Offerings';
      const kind = family === 'registration' ? 'registration statement' : 'prospectus';
      const stated = resale(company, eventSentences(head.slice(0, 40_000)));
      // "X offers 25,000,000 units at $10.00 per unit." → the IPO's size.
      const ipoOffer =
        ipo && stated?.startsWith(`${company} offers `) ? stated.slice(company.length + 8, -1) : undefined;
      return [
        {
          category,
          items: [],
          reason: ipo ? `${form} states an initial public offering` : `${form} offering document`,
          text: head.slice(0, 15_000),
          secondary: null,
          facts: { form, ipo },
          headline: ipoOffer
            ? `${company} files ${form} for an initial public offering of ${ipoOffer}.`
            : stated && !ipo
              ? stated.replace(/\.$/, ` (${form}).`)
              : `${company} files ${form} ${kind}${ipo ? ' for an initial public offering' : ' for a securities offering'}.`,
          headlineRule: ipoOffer ? 'fact:ipo' : stated && !ipo ? 'fact:resale' : 'form:registration',
        },
      ];
    }
    case 'deregistration':
      return [
        {
          category: 'Delisting',
          items: [],
          reason: `${form} deregistration`,
          text: '',
          secondary: null,
          facts: { form },
          headline: `${company} files Form ${form} to terminate registration of its securities.`,
          summary: `${company} filed Form ${form}, a certification and notice of termination of registration.`,
        },
      ];
    case 'delisting': {
      const by = party('filed-by') ?? party('filer');
      return [
        {
          category: 'Delisting',
          items: [],
          reason: `${form} removal from listing`,
          text: '',
          secondary: null,
          facts: { form },
          headline: `${company} securities to be removed from listing (Form ${form}).`,
          summary:
            `${by && by !== company ? `${by} filed` : 'A'} Form ${form} notification of removal from listing of securities of ${company}.`.replace(
              /^A Form/,
              'A Form',
            ),
        },
      ];
    }
    case 'tender-third-party':
    case 'tender-issuer': {
      const p = ctx.requirePrimary();
      const text = stripBoilerplateHead(ctx.textReader(p), 40_000);
      const bidder = party('filed-by');
      const issuerTender = family === 'tender-issuer';
      const tendered = TENDERED.exec(text);
      return [
        {
          category: issuerTender ? 'Stock Buybacks' : 'Mergers and Acquisitions',
          items: [],
          reason: `${form} tender offer`,
          text,
          secondary: null,
          facts: { form, bidder: bidder ?? null },
          headline: tendered
            ? `${issuerTender ? company : (bidder ?? 'A bidder')} tender offer for ${issuerTender ? 'its own' : company} shares: ${tendered[1]} shares tendered${tendered[2] ? ` at ${tendered[2]} per share` : ''} (${form}).`
            : issuerTender
              ? `${company} tender offer for its own shares (${form}).`
              : `${bidder ?? 'A bidder'} tender offer for ${company} shares (${form}).`,
          headlineRule: tendered ? 'fact:tender' : 'form:tender',
        },
      ];
    }
    case 'late-filing':
      return [
        {
          category: 'Financial Restatement',
          items: [],
          reason: `${form} late filing notice`,
          text: ctx.primary() ? ctx.text(ctx.primary()!) : '',
          secondary: null,
          facts: { form },
          headline: `${company} files notice of late filing (${form}).`,
        },
      ];
    case 'merger-proxy': {
      const p = ctx.requirePrimary();
      return [
        {
          category: 'Mergers and Acquisitions',
          items: [],
          reason: `${form} merger proxy`,
          text: stripBoilerplateHead(ctx.textReader(p), 40_000),
          secondary: null,
          facts: { form },
          headline: `${company} files merger proxy statement (${form}).`,
        },
      ];
    }
    default:
      return [];
  }
}

/** 6-K: a foreign issuer's current report, classified from its text like an 8.01. */
export function sixKText(ctx: FilingContext): string {
  const p = ctx.requirePrimary();
  const ex = ctx
    .exhibits('EX-99')
    .map((d) => ctx.text(d))
    .join('\n');
  return stripBoilerplate(`${ctx.text(p)}\n${ex}`);
}

export { scoreText };
