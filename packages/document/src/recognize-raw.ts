import type { RawFilingMessage } from '@nes/contracts';
import { cikFromDocuments } from './document-facts';
import { periodFromXbrl } from './recognize';

/** A form type that says nothing: empty or 'UNKNOWN' (a feed entry without metadata). */
export function formTypeUnknown(formType: string | undefined): boolean {
  return !formType?.trim() || /^UNKNOWN$/i.test(formType.trim());
}

/**
 * A raw filing without metadata (form type empty or UNKNOWN, no CIK) given the filer and period
 * its primary document states: the dei facts, else the registrant's name through the reference
 * directory. The form itself is recognised by eventsFromFiling. Any other filing is returned as is.
 */
export function withDocumentFiler(
  raw: RawFilingMessage,
  resolveCik?: (name: string) => string | undefined,
): RawFilingMessage {
  if (!formTypeUnknown(raw.form_type) || !/^0*$/.test(raw.cik)) return raw;
  const primary = raw.documents.find(
    (d) => typeof d.content === 'string' && d.encoding !== 'gzip-base64' && !/^EX-/i.test(d.type),
  );
  if (!primary?.content) return raw;
  const found = cikFromDocuments([primary], resolveCik);
  if (!found.cik) return raw;
  const out: RawFilingMessage = { ...raw, cik: found.cik };
  if (!out.company_name && found.name) out.company_name = found.name;
  const period = out.period_of_report ? undefined : periodFromXbrl(primary.content);
  if (period) out.period_of_report = period;
  return out;
}
