/**
 * A filing's form type read from a document alone (no SGML header, no index page), in this order
 * of trust: an XML form's own element (ownership, 13F, EDGAR submission XML), the inline-XBRL
 * `dei:DocumentType` fact (with `dei:AmendmentFlag`), then the cover page's words. The header or
 * index page, when there is one, outranks all of these (rawFromSubmission / rawFromFolder).
 */

/** How much raw content the fact search reads: an inline-XBRL header sits in the first few hundred KB. */
const DEI_SCAN = 2_000_000;
const DEI_TYPE = /name=["']dei:DocumentType["'][^>]*>\s*(?:<[^>]{0,200}>\s*){0,3}([A-Za-z0-9/ -]{2,20}?)\s*</i;
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
