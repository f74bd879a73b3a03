import { formFromCover, formFromXbrl, registrantFromCover } from './recognize';
import { basename } from 'node:path';
import { decodeXML } from 'entities';
import type { FilingDocument } from '@nes/contracts';
import { padCik } from '@nes/edgar';
import { parseEightKBody } from './forms/eight-k';
import { child, parseXml, str } from './forms/xml';
import { detectFormat, htmlToText } from './text/extract';

/** What a filing's documents say about it when no SGML header does: type, issuer, date. */

/**
 * An element's text as `/<x>\s*([^<]+?)\s*</` captured it, from `re` = `/<x>([^<]+)</` (linear, #24):
 * trimmed, or its last character when it is all whitespace.
 */
function elementText(re: RegExp, s: string): string | undefined {
  const v = re.exec(s)?.[1];
  return v === undefined ? undefined : decodeEntities(v.trim() || v.slice(-1));
}

/** An element's text as the markup means it: "PROCTER &amp; GAMBLE CO" is "PROCTER & GAMBLE CO". */
function decodeEntities(s: string): string {
  // XML's entities (the dei and ownership elements are XML), and the no-break space an HTML cover has.
  return s.includes('&') ? decodeXML(s.replace(/&nbsp;/gi, ' ')) : s;
}

/** Document type from file name / content when no SGML says it (EX-99.1, 4, SCHEDULE 13D, 8-K …). */
export function guessDocType(filename: string, content: string, formHint?: string): string {
  const ex = /ex[-_]?(\d{1,3})[-_.]?(\d{1,2})?/i.exec(basename(filename));
  if (ex && !/^(8-k|10-[kq])/i.test(basename(filename))) return `EX-${ex[1]}${ex[2] ? `.${ex[2]}` : ''}`;
  const head = content.slice(0, 6000);
  const own = /<documentType>\s*([345](\/A)?)\s*</i.exec(head);
  if (own) return own[1]!.toUpperCase();
  const sub = elementText(/<submissionType>([^<]+)</i, head);
  if (sub) return sub.toUpperCase();
  if (/<informationTable/i.test(head)) return 'INFORMATION TABLE';
  // The inline-XBRL fact first: its hidden header can be longer than the cover text read below.
  const fact = formFromXbrl(content);
  if (fact) return fact;
  const html = detectFormat(content, filename) === 'html';
  // Enough HTML for the cover page: the hidden inline-XBRL header and styles yield no text.
  const text = (html ? htmlToText(content.slice(0, 400_000)) : content).slice(0, 20_000);
  return formFromCover(text) ?? formHint ?? 'UNKNOWN';
}

export function cikFromDocuments(
  docs: FilingDocument[],
  resolveCik?: (name: string) => string | undefined,
): { cik: string; name?: string } {
  for (const d of docs) {
    const c = d.content ?? '';
    const own = /<issuerCik>\s*(\d+)\s*</i.exec(c) ?? /<issuerCIK>\s*(\d+)\s*</.exec(c);
    if (own) return { cik: padCik(own[1]), name: elementText(/<issuerName>([^<]+)</i, c) };
    const dei = /EntityCentralIndexKey[^>]*>\s*(\d{1,10})\s*</.exec(c);
    if (dei) return { cik: padCik(dei[1]), name: elementText(/EntityRegistrantName[^>]*>([^<]+)</, c) };
  }
  for (const d of docs) {
    if (!d.content || /^EX-/.test(d.type)) continue;
    const fmt = detectFormat(d.content, d.filename);
    if (fmt === 'xml') {
      const x = parseXml(d.content);
      const sub = child(x, 'edgarSubmission');
      const filerCik = str(child(child(child(child(sub, 'headerData'), 'filerInfo'), 'filer'), 'credentials'), 'cik');
      const mgr = str(child(child(child(sub, 'formData'), 'coverPage'), 'filingManager'), 'name');
      if (filerCik) return { cik: padCik(filerCik), name: mgr };
      continue;
    }
    const text = fmt === 'html' ? htmlToText(d.content.slice(0, 200_000)) : d.content.slice(0, 50_000);
    const name = parseEightKBody(text.slice(0, 20_000)).registrantName;
    const resolved = name ? resolveCik?.(name) : undefined;
    if (name && resolved) return { cik: resolved, name };
    // No "(Exact name of registrant …)" line the directory knows: a cover line that names it.
    const cover = resolveCik ? registrantFromCover(text, resolveCik) : undefined;
    if (cover) return cover;
    if (name) return { cik: '', name };
  }
  return { cik: '' };
}

export function dateFromDocuments(docs: FilingDocument[]): string | undefined {
  for (const d of docs) {
    const c = (d.content ?? '').slice(0, 300_000);
    const p = /<periodOfReport>\s*(\d{4}-\d{2}-\d{2})/i.exec(c);
    if (p) return p[1];
    const us =
      /<(?:dateOfEvent|eventDateRequiresFilingThisStatement|periodOfReport|reportCalendarOrQuarter)>\s*(\d{2})[-/](\d{2})[-/](\d{4})/i.exec(
        c,
      );
    if (us) return `${us[3]}-${us[1]}-${us[2]}`;
    const dei = /DocumentPeriodEndDate[^>]*>\s*([A-Za-z]+ \d{1,2}, \d{4})\s*</.exec(c);
    const text =
      dei?.[1] ??
      /date of report[^0-9]{0,200}?([A-Z][a-z]+\.? \d{1,2}, ?\d{4})/i.exec(
        detectFormat(c) === 'html' ? htmlToText(c.slice(0, 100_000)) : c,
      )?.[1];
    if (text) {
      const t = Date.parse(`${text.replace(/\.$/, '')} 12:00 UTC`);
      if (!Number.isNaN(t)) return new Date(t).toISOString().slice(0, 10);
    }
  }
  return undefined;
}
