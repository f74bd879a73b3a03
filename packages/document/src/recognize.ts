/**
 * A filing's form type read from a document alone (no SGML header, no index page), in this order
 * of trust: an XML form's own element (ownership, 13F, EDGAR submission XML), the inline-XBRL
 * `dei:DocumentType` fact (with `dei:AmendmentFlag`), then the cover page's words. The header or
 * index page, when there is one, outranks all of these (rawFromSubmission / rawFromFolder).
 */

/** How much raw content the fact search reads: an inline-XBRL header sits in the first few hundred KB. */
const DEI_SCAN = 2_000_000;
// The type starts with a non-space: a space there traded places with the `\s*` before it (#24). Only
// a one-character or blank type, read before as 'A' or '', is no longer read.
const DEI_TYPE =
  /name=["']dei:DocumentType["'][^>]*>\s*(?:<[^>]{0,200}>\s*){0,3}([A-Za-z0-9/-][A-Za-z0-9/ -]{1,19}?)\s*</i;
const DEI_AMENDMENT = /name=["']dei:AmendmentFlag["'][^>]*>\s*(?:<[^>]{0,200}>\s*){0,3}(true|false)\s*</i;

/** The inline-XBRL document type ("10-K", "10-Q/A", "8-K"), or undefined. */
export function formFromXbrl(content: string): string | undefined {
  const head = content.length > DEI_SCAN ? content.slice(0, DEI_SCAN) : content;
  const m = DEI_TYPE.exec(head);
  if (!m) return undefined;
  let form = m[1]!.trim().toUpperCase().replace(/\s+/g, ' ');
  if (form === 'OTHER') return undefined;
  if (!form.endsWith('/A') && DEI_AMENDMENT.exec(head)?.[1]?.toLowerCase() === 'true') form += '/A';
  return form;
}

/** Cover-page words → form type, most specific first; read from the document's first text. */
const COVER: ReadonlyArray<[RegExp, (m: RegExpExecArray) => string]> = [
  [
    /\bFORM\s+(8-K|6-K|10-K|10-Q|20-F|40-F|S-1|S-3|S-4|F-1|F-3|11-K)(\s*\/\s*A)?\b/i,
    (m) => m[1]!.toUpperCase() + (m[2] ? '/A' : ''),
  ],
  [/\bSCHEDULE\s+(13D|13G)(\s*\/\s*A)?\b/i, (m) => `SC ${m[1]!.toUpperCase()}${m[2] ? '/A' : ''}`],
  [/\bQUARTERLY REPORT PURSUANT TO SECTION 13 OR 15\s*\(d\)/i, () => '10-Q'],
  [/\bANNUAL REPORT PURSUANT TO SECTION 13 OR 15\s*\(d\)/i, () => '10-K'],
  [/\bCURRENT REPORT PURSUANT TO SECTION 13 OR 15\s*\(d\)/i, () => '8-K'],
  [/\bREPORT OF FOREIGN PRIVATE ISSUER PURSUANT TO RULE 13a-16/i, () => '6-K'],
  [/\bRule\s+424\s*\(\s*b\s*\)\s*\(\s*([1-8])\s*\)/i, (m) => `424B${m[1]}`],
  [/\bSCHEDULE\s+TO\b/, () => 'SC TO-T'],
];
/** A cover that amends: "Amendment No. 2 to Form S-1", "Pre-Effective Amendment No. 1". */
const AMENDS = /\b(?:Amendment\s+No\.?\s*\d+|Pre-Effective\s+Amendment)\b/i;
const POST_EFFECTIVE = /\bPost-Effective\s+Amendment\b/i;

/** The form a cover page names, or undefined. `text` is the document's text (its first pages). */
export function formFromCover(text: string): string | undefined {
  let best: { at: number; form: string } | undefined;
  for (const [re, form] of COVER) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, form: form(m) };
  }
  if (!best) return undefined;
  const cover = text.slice(0, best.at + 400);
  if (/^(S-|F-)/.test(best.form) && POST_EFFECTIVE.test(cover)) return 'POS AM';
  if (!best.form.endsWith('/A') && !/^424B/.test(best.form) && AMENDS.test(cover)) return `${best.form}/A`;
  return best.form;
}

/** Text of one inline XBRL dei fact (ix:nonNumeric name="dei:X"), tags inside it removed. */
export function deiFact(html: string, name: string): string | undefined {
  const at = html.indexOf(`dei:${name}"`);
  if (at < 0) return undefined;
  const open = html.lastIndexOf('<', at);
  const close = html.indexOf('>', at);
  if (open < 0 || close < 0 || !/^<ix:non(?:Numeric|Fraction)\b/i.test(html.slice(open, open + 20))) return undefined;
  // Facts nest ("<ix:nonNumeric …PeriodEndDate><ix:nonNumeric …FiscalYearEndDate>DECEMBER 31</…>, 2024</…>"):
  // the fact ends at its own closing tag, not the first one.
  let end = html.indexOf('</ix:non', close);
  for (let open2 = html.indexOf('<ix:non', close); open2 >= 0 && end >= 0 && open2 < end;) {
    end = html.indexOf('</ix:non', end + 8);
    open2 = html.indexOf('<ix:non', open2 + 7);
  }
  if (end < 0 || end - close > 2_000) return undefined;
  const text = html
    .slice(close + 1, end)
    // eslint-disable-next-line regexp/no-super-linear-move -- bounded: at most 2,000 characters (the check above)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

/** A date as a cover or a dei fact writes it ("September 30, 2023", "2023-09-30", "09/30/2023") → YYYY-MM-DD. */
export function isoDate(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return iso.slice(1).join('-');
  const us = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(text);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  // Without a year, Date.parse invents one (2001): "DECEMBER 31" is no date.
  if (!/\b\d{4}\b/.test(text)) return undefined;
  const t = Date.parse(`${text.replace(/\./g, '').replace(/\s+/g, ' ')} 12:00 UTC`);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString().slice(0, 10);
}

/** dei:DocumentPeriodEndDate as YYYY-MM-DD, or undefined (a string search, no parse). */
export function periodFromXbrl(content: string): string | undefined {
  const head = content.length > DEI_SCAN ? content.slice(0, DEI_SCAN) : content;
  return head.includes('dei:DocumentPeriodEndDate') ? isoDate(deiFact(head, 'DocumentPeriodEndDate')) : undefined;
}

/** How far down a cover the registrant's name line is looked for. */
const COVER_CHARS = 6_000;
const COMPANY_LINE =
  /\b(?:Inc|Corp|Corporation|Company|Co|Ltd|Limited|LLC|L\.P|LP|plc|N\.V|S\.A|SE|AG|Holdings|Group|Trust|Bancorp)\.?$/i;

/**
 * The registrant a cover names, resolved through the reference directory: the first short line that
 * reads like a company name and that the directory knows (a prospectus or a 10-Q cover states the
 * name on a line of its own).
 */
export function registrantFromCover(
  text: string,
  resolveCik: (name: string) => string | undefined,
): { cik: string; name: string } | undefined {
  let seen = 0;
  for (const raw of text.slice(0, COVER_CHARS).split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (line.length > 80 || !COMPANY_LINE.test(line)) continue;
    // A name before the suffix ("Traws Pharma, Inc."), never a bare "Inc." or "the Company".
    const stem = line.replace(COMPANY_LINE, '').replace(/(?<![,.\s])[,.\s]+$/, '');
    if (!/[A-Za-z]{2}/.test(stem) || /^(?:the|our|this|such)$/i.test(stem)) continue;
    const cik = resolveCik(line);
    if (cik) return { cik, name: line };
    if (++seen >= 12) break;
  }
  return undefined;
}
