import {
  FilingParseError,
  isTopExecutive,
  ownerRole,
  parseOwnershipXml,
  type OwnershipFiling,
  type OwnershipTransaction,
} from '@nes/document';
import type { FilingContext } from '../../context';
import type { Draft } from '../draft';
import { groupThousands, type FormContext } from './families';

/** A security title that is shares (common/ordinary/preferred stock, shares, units of stock, ADS). */
const SHARE_TITLE = /\b(?:stock|shares?|ordinary|common|class [a-z]\b|american depositary|ads|units?)\b/i;
/** A per-share price a trader can read as one: present, and below $1 million. */
const plausiblePrice = (t: { price?: number | null }) =>
  typeof t.price === 'number' && t.price > 0 && t.price < 1_000_000;
import { isRenderedOwnership, parseRenderedOwnership } from '../rendered-forms';

/** Forms 3, 4 and 5: insider holdings and trades, from the XML, EDGAR's HTML rendering or the header. */
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
    return `${groupThousands(int!)}${dec && !/^0+$/.test(dec) ? `.${dec}` : ''}`;
  }
  return raw ?? String(n ?? '');
}

/** Footnotes that say why or how a trade happened: a trading plan, an IPO or offering, a conversion. */
const WHY_FOOTNOTE =
  /\b10b5-1\b|\binitial public offering\b|\bunderwrit\w*\b|\bconver(?:sion|ted)\b|\bprivate placement\b|\bgift\b/i;

/** The first such footnote, in its own words (a sentence of at most ~300 characters), or ''. */
function notableFootnote(footnotes: readonly string[]): string {
  const t = footnotes.find((f) => f.length >= 10 && WHY_FOOTNOTE.test(f));
  if (!t) return '';
  const first = t.split(/(?<=\.)\s+(?=[A-Z])/)[0]!;
  const cut = first.length > 300 ? `${first.slice(0, first.lastIndexOf(' ', 300))} …` : first;
  return /[.…]$/.test(cut) ? cut : `${cut}.`;
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
    const price = largest.raw.price && plausiblePrice(largest) ? ` at $${largest.raw.price}` : '';
    const shares = fmtShares(largest.raw.shares, largest.shares);
    // Notes, debentures and other non-share securities are not "shares": their title is stated,
    // and an amount only as a filer's field says it (a "price" of 60000000 is not a share price).
    const notShares = Boolean(largest.security) && !SHARE_TITLE.test(largest.security);
    const headline = notShares
      ? `${who} ${verb} ${largest.security} of ${issuer}${largest.shares ? ` (${shares} units)` : ''}.`
      : side.length === 1
        ? `${who} ${verb} ${shares} shares of ${issuer}${price}.`
        : `${who} ${verb} ${issuer} shares in open market transactions, the largest ${shares} shares${price}.`;
    const lastAfter = side[side.length - 1]!.raw.sharesOwnedAfter;
    const summary = [
      notShares
        ? `${name} reported on Form ${form.replace(/^FORM /, '')} the ${code === 'P' ? 'purchase' : 'sale'} of ${largest.security} of ${issuer}${largest.date ? ` on ${largest.date}` : ''}.`
        : `${name} reported on Form ${form.replace(/^FORM /, '')} the ${code === 'P' ? 'purchase' : 'sale'} of ${shares} shares of ${largest.security || 'common stock'} of ${issuer}${largest.date ? ` on ${largest.date}` : ''}${price}${side.length > 1 ? ', the largest of the reported transactions' : ''}.`,
      lastAfter ? `Following the reported transactions, ${name} owned ${fmtShares(lastAfter, undefined)} shares.` : '',
      notableFootnote(o.footnotes),
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

export function classifyOwnership({ ctx, company, form, party }: FormContext): Draft[] {
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
    if (!p) throw ctx.missingDocument(`${form} ${ctx.raw.accession_number}: no ownership XML`);
    throw new FilingParseError(
      'unsupported_document',
      `${form} ${ctx.raw.accession_number}: no ownership XML (pre-XML text form)`,
    );
  }
  return [ownershipDraft(ctx, parseOwnershipXml(doc.content!), doc.content!)];
}
