import { readFileSync } from 'node:fs';
import {
  deiFact,
  isoDate,
  parseSubmission,
  periodFromXbrl,
  rawFromSubmission,
  registrantFromCover,
} from '@nes/document';
import { filingPath } from './corpus';

/** Filer and period from the document itself, and the header's word over it (#23). */
const ixbrl = (facts: Record<string, string>) =>
  `<html><body><ix:header><ix:hidden>${Object.entries(facts)
    .map(([k, v]) => `<ix:nonNumeric contextRef="c-1" name="dei:${k}"><span>${v}</span></ix:nonNumeric>`)
    .join('')}</ix:hidden></ix:header></body></html>`;

describe('dei facts', () => {
  it('reads a fact with markup inside, and the period end date in the forms covers write it', () => {
    const doc = ixbrl({ EntityRegistrantName: 'Apple&#160;Inc.', DocumentPeriodEndDate: 'June 29, 2024' });
    expect(deiFact(doc, 'EntityRegistrantName')).toBe('Apple Inc.');
    expect(periodFromXbrl(doc)).toBe('2024-06-29');
    expect(periodFromXbrl('<html>no facts</html>')).toBeUndefined();
    expect(isoDate('2023-09-30')).toBe('2023-09-30');
    expect(isoDate('9/30/2023')).toBe('2023-09-30');
  });

  it('a fact with another fact nested inside ends at its own closing tag; a date without a year is none', () => {
    const doc =
      '<span><ix:nonNumeric contextRef="c-1" name="dei:DocumentPeriodEndDate" format="ixt:date-monthname-day-year-en">' +
      '<ix:nonNumeric contextRef="c-1" name="dei:CurrentFiscalYearEndDate">DECEMBER&#160;31</ix:nonNumeric>, 2024</ix:nonNumeric></span>';
    expect(periodFromXbrl(doc)).toBe('2024-12-31');
    expect(isoDate('DECEMBER 31')).toBeUndefined();
  });
});

describe('registrantFromCover', () => {
  const directory: Record<string, string> = { 'traws pharma inc': '0001130598' };
  const resolve = (n: string) => directory[n.toLowerCase().replace(/[.,]/g, '')];
  it('finds the first company line the directory knows, never a bare suffix', () => {
    const cover =
      'Filed Pursuant to Rule 424(b)(4)\nInc.\nthe Company\n2,000,000 Shares\nTraws Pharma, Inc.\nCommon Stock';
    expect(registrantFromCover(cover, resolve)).toEqual({ cik: '0001130598', name: 'Traws Pharma, Inc.' });
    expect(registrantFromCover('Unknown Widgets, Inc.\nCommon Stock', resolve)).toBeUndefined();
  });
});

describe('the header wins over the document', () => {
  const META = '0001628280-25-058337';
  it('a disagreement is told once and the header form is kept', () => {
    const sub = parseSubmission(readFileSync(filingPath(`filings/${META}/${META}.txt`), 'utf8'));
    sub.header.formType = '8-K/A';
    const told: string[] = [];
    const msg = rawFromSubmission(sub, { onDisagreement: (m) => told.push(m) });
    expect(msg.form_type).toBe('8-K/A');
    expect(told).toEqual([`${META}: header says 8-K/A, document says 8-K (header kept)`]);
    sub.header.formType = '8-K';
    const agreed: string[] = [];
    rawFromSubmission(sub, { onDisagreement: (m) => agreed.push(m) });
    expect(agreed).toEqual([]);
  });
});
