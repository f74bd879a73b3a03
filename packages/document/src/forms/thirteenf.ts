import { asArray, child, num, parseXml, str } from './xml';

export interface ThirteenFFiling {
  managerName?: string;
  periodOfReport?: string;
  /** The cover's signature date, "MM-DD-YYYY" (a late filing signs long after its quarter). */
  signatureDate?: string;
  /** As written on the cover page summary. */
  tableEntryTotal?: string;
  tableValueTotal?: string;
  /** Computed from the information table when present. */
  holdingsCount?: number;
  holdingsValue?: number;
  isAmendment: boolean;
}

/** 13F-HR cover page (primary_doc.xml) and, when present, the information table totals. */
export function parse13F(primaryXml: string | undefined, infoTableXml: string | undefined): ThirteenFFiling {
  const out: ThirteenFFiling = { isAmendment: false };
  if (primaryXml) {
    const root = child(parseXml(primaryXml), 'edgarSubmission');
    const form = child(root, 'formData');
    const cover = child(form, 'coverPage');
    out.managerName = str(cover, 'filingManager', 'name');
    out.periodOfReport = str(cover, 'reportCalendarOrQuarter');
    out.isAmendment = (str(cover, 'isAmendment') ?? '').toLowerCase() === 'true';
    out.signatureDate = str(child(form, 'signatureBlock'), 'signatureDate');
    const summary = child(form, 'summaryPage');
    out.tableEntryTotal = str(summary, 'tableEntryTotal');
    out.tableValueTotal = str(summary, 'tableValueTotal');
  }
  if (infoTableXml) {
    const rows = asArray(child(child(parseXml(infoTableXml), 'informationTable'), 'infoTable'));
    out.holdingsCount = rows.length;
    out.holdingsValue = rows.reduce<number>((s, r) => s + (num(r, 'value') ?? 0), 0);
  }
  return out;
}
