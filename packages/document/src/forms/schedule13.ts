import { padCik } from '@nes/edgar';
import { asArray, child, num, parseXml, str, type XmlNode } from './xml';

export interface BeneficialOwnershipFiling {
  kind: '13D' | '13G';
  issuer: { cik?: string; name?: string };
  /** Reporting persons with their stated percent of class (as written). */
  holders: Array<{ name: string; cik?: string; percentOfClass?: string; shares?: number; sharesRaw?: string }>;
  /** Item 4 purpose of the transaction (13D). */
  purpose?: string;
  dateOfEvent?: string;
  /** true when the holder states an intent to influence control, the board or strategy. */
  activistIntent: boolean;
}

/** Language of Item 4 that signals activism rather than a passive investment. */
export const ACTIVIST_LANGUAGE =
  /\b(board (representation|seats?)|nominat\w*|proxy (contest|solicitation)|letter to the board|sent a letter|engage in discussions with (the )?(management|board)|strategic alternatives|change (in|of) control|sale of the (company|issuer)|not in the best interests? of (the )?shareholders|call a special meeting|replace (members of )?the board|oppose|maximi[sz]e (shareholder|stockholder) value)\b/i;

function findKey(node: unknown, key: string, depth = 0): unknown {
  if (!node || typeof node !== 'object' || depth > 8) return undefined;
  const obj = node as XmlNode;
  if (key in obj) return obj[key];
  for (const v of Object.values(obj)) {
    for (const item of asArray(v)) {
      const found = findKey(item, key, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** The XML's "12/31/2024" said as the text form says it ("December 31, 2024"): US readers and every summary alike. */
function spelledDate(raw: string | undefined): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw?.trim() ?? '');
  const month = m ? MONTHS[Number(m[1]) - 1] : undefined;
  if (!m || !month || Number(m[2]) < 1 || Number(m[2]) > 31) return raw;
  return `${month} ${Number(m[2])}, ${m[3]}`;
}

/** Structured SCHEDULE 13D / 13G XML (EDGAR since Dec 2024). */
export function parseScheduleXml(xml: string, kind: '13D' | '13G'): BeneficialOwnershipFiling {
  const root = child(parseXml(xml), 'edgarSubmission');
  const formData = child(root, 'formData');
  const cover = child(formData, 'coverPageHeader');
  const issuerInfo = child(cover, 'issuerInfo');
  const issuer = {
    cik: padCik(str(issuerInfo, 'issuerCIK') ?? str(issuerInfo, 'issuerCik')) || undefined,
    name: str(issuerInfo, 'issuerName'),
  };
  const holders: BeneficialOwnershipFiling['holders'] = [];
  if (kind === '13D') {
    for (const p of asArray(child(child(formData, 'reportingPersons'), 'reportingPersonInfo'))) {
      holders.push({
        name: str(p, 'reportingPersonName') ?? '',
        cik: padCik(str(p, 'reportingPersonCIK')) || undefined,
        percentOfClass: str(p, 'percentOfClass'),
        shares: num(p, 'aggregateAmountOwned'),
        sharesRaw: str(p, 'aggregateAmountOwned'),
      });
    }
  } else {
    for (const p of asArray(findKey(formData, 'coverPageHeaderReportingPersonDetails'))) {
      holders.push({
        name: str(p, 'reportingPersonName') ?? '',
        percentOfClass: str(p, 'classPercent'),
        shares: num(p, 'reportingPersonBeneficiallyOwnedAggregateNumberOfShares'),
        sharesRaw: str(p, 'reportingPersonBeneficiallyOwnedAggregateNumberOfShares'),
      });
    }
  }
  const purpose = kind === '13D' ? str(findKey(formData, 'item4'), 'transactionPurpose') : undefined;
  const dateOfEvent = spelledDate(
    str(cover, 'dateOfEvent') ?? str(findKey(formData, 'eventDateRequiresFilingThisStatement')),
  );
  return {
    kind,
    issuer,
    holders,
    purpose,
    dateOfEvent,
    activistIntent: purpose ? ACTIVIST_LANGUAGE.test(purpose) : false,
  };
}

/**
 * Legacy SC 13D / SC 13G (HTML or text): the percent of class from the cover page rows and the
 * Item 4 text. Names come from the SEC header (FILED BY), which the caller supplies.
 */
export function parseScheduleText(text: string, kind: '13D' | '13G'): BeneficialOwnershipFiling {
  const holders: BeneficialOwnershipFiling['holders'] = [];
  const pct = /percent of class represented by amount in row \(?\d+\)?[\s:.]*?(\d{1,3}(?:\.\d+)?)\s*%/gi;
  const seen = new Set<string>();
  for (let m = pct.exec(text); m; m = pct.exec(text)) {
    if (!seen.has(m[1]!)) holders.push({ name: '', percentOfClass: m[1] });
    seen.add(m[1]!);
  }
  // Cover page: "NAMES OF REPORTING PERSONS" then the name; "<issuer>" then "(Name of Issuer)".
  // The name on the label's own line ("(1)Names of reporting persons. BlackRock, Inc.") or the next.
  const sameLine = [...text.matchAll(/names? of reporting persons?[.:][^\S\n]+([A-Z][^\n]{2,118})/gi)];
  const nextLine = sameLine.length
    ? []
    : [...text.matchAll(/names? of reporting persons?[^\n]*\n\s*(?:I\.R\.S\.[^\n]*\n\s*)?([^\n]{3,120})/gi)];
  const names = [...sameLine, ...nextLine]
    .map((m) => m[1]!.trim())
    .filter((n) => /[A-Za-z]{3}/.test(n) && !/^\d+$|identification|check the/i.test(n));
  names.forEach((n, i) => {
    if (holders[i]) holders[i]!.name = n;
    else if (!holders.some((h) => h.name === n)) holders.push({ name: n });
  });
  // Only the first newline of a blank run may start: a later one would find the same line (#24).
  // A rule line may stand between the name and its label; a name has letters.
  // eslint-disable-next-line regexp/no-super-linear-move -- linear: the lookbehind stops a start after a blank line, so each run is read twice at most (test/redos.test.ts times it)
  const issuerRaw = /(?<!\n[^\S\n]*)\n\s*([^\n]{3,120})\n(?:[^\S\n]*[-_=]{3,}[^\S\n]*\n)?\s*\(name of issuer\)/i
    .exec(`\n${text}`)?.[1]
    ?.trim();
  const issuerName = issuerRaw && /[A-Za-z]{2}/.test(issuerRaw) ? issuerRaw : undefined;
  // Row "Aggregate amount beneficially owned by each reporting person", then its number.
  const amounts = [
    ...text.matchAll(
      /aggregate amount beneficially owned by each reporting person\D{0,80}?(\d{1,3}(?:,\d{3})+|\d{4,})/gi,
    ),
  ].map((m) => m[1]!);
  amounts.forEach((a, i) => {
    if (holders[i]) holders[i]!.sharesRaw = a;
  });
  const dateOfEvent =
    /((?:January|February|March|April|May|June|July|August|September|October|November|December) {1,3}\d{1,2}, {1,3}\d{4})[^\S\n]*\n(?:[^\S\n]*\n)?[^\S\n]*\(date of event\b/i.exec(
      text,
    )?.[1];
  let purpose: string | undefined;
  if (kind === '13D') {
    purpose = purposeOfTransaction(text)?.trim() || undefined;
  }
  return {
    kind,
    issuer: issuerName ? { name: issuerName } : {},
    holders,
    purpose,
    ...(dateOfEvent ? { dateOfEvent } : {}),
    activistIntent: purpose ? ACTIVIST_LANGUAGE.test(purpose) : false,
  };
}

const PURPOSE_HEAD = /item\s*4\.?\s*purpose of (the )?transaction\.?/gi;
const ITEM_5 = /item\s*5\b/iy;
const SPACES = /\s*/y;

/**
 * Item 4's text as `/item\s*4\.?\s*purpose of (the )?transaction\.?\s*([\s\S]{0,4000}?)(?=\n\s*item\s*5\b)/i`
 * captured it, in linear time (#24: that regex re-read every blank run up to 4,000 times): the text
 * from the heading's first non-space up to the first newline (within 4,000 characters) that only
 * spaces separate from "Item 5"; '' when "Item 5" follows the heading after a line break.
 */
export function purposeOfTransaction(text: string): string | undefined {
  // The last whitespace run read, [runFrom, runTo): every position in it reaches the same end.
  let runFrom = -1;
  let runTo = -1;
  const spacesEnd = (at: number) => {
    if (at < runFrom || at > runTo) {
      SPACES.lastIndex = runFrom = at;
      SPACES.test(text);
      runTo = SPACES.lastIndex;
    }
    return runTo;
  };
  const isItem5 = (at: number) => {
    ITEM_5.lastIndex = at;
    return ITEM_5.test(text);
  };
  PURPOSE_HEAD.lastIndex = 0;
  for (let h = PURPOSE_HEAD.exec(text); h; h = PURPOSE_HEAD.exec(text)) {
    const headEnd = PURPOSE_HEAD.lastIndex;
    const start = spacesEnd(headEnd);
    const limit = Math.min(start + 4000, text.length - 1);
    for (let e = start; e <= limit; e++) {
      if (text.charCodeAt(e) !== 10) continue;
      const end = spacesEnd(e + 1);
      if (isItem5(end)) return text.slice(start, e);
      e = end - 1; // the other newlines of this run reach the same end
    }
    if (text.lastIndexOf('\n', start - 1) >= headEnd && isItem5(start)) return '';
    PURPOSE_HEAD.lastIndex = h.index + 1;
  }
  return undefined;
}
