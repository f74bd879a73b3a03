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
  const dateOfEvent = str(cover, 'dateOfEvent') ?? str(findKey(formData, 'eventDateRequiresFilingThisStatement'));
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
  const names = [...text.matchAll(/names? of reporting persons?[^\n]*\n+\s*(?:I\.R\.S\.[^\n]*\n+\s*)?([^\n]{3,120})/gi)]
    .map((m) => m[1]!.trim())
    .filter((n) => /[A-Za-z]{3}/.test(n) && !/^\d+$|identification|check the/i.test(n));
  names.forEach((n, i) => {
    if (holders[i]) holders[i]!.name = n;
    else if (!holders.some((h) => h.name === n)) holders.push({ name: n });
  });
  const issuerName = /\n\s*([^\n]{3,120})\n+\s*\(name of issuer\)/i.exec(`\n${text}`)?.[1]?.trim();
  let purpose: string | undefined;
  if (kind === '13D') {
    const m = /item\s*4\.?\s*purpose of (the )?transaction\.?\s*([\s\S]{0,4000}?)(?=\n\s*item\s*5\b)/i.exec(text);
    purpose = m?.[2]?.trim() || undefined;
  }
  return {
    kind,
    issuer: issuerName ? { name: issuerName } : {},
    holders,
    purpose,
    activistIntent: purpose ? ACTIVIST_LANGUAGE.test(purpose) : false,
  };
}
