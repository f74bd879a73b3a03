/**
 * 8-K item numbers and titles (current numbering since Aug 2004), and the mapping of the SEC
 * header's ITEM INFORMATION titles and pre-2004 integer items onto them.
 */
export const EIGHT_K_ITEMS: Readonly<Record<string, string>> = {
  '1.01': 'Entry into a Material Definitive Agreement',
  '1.02': 'Termination of a Material Definitive Agreement',
  '1.03': 'Bankruptcy or Receivership',
  '1.04': 'Mine Safety - Reporting of Shutdowns and Patterns of Violations',
  '1.05': 'Material Cybersecurity Incidents',
  '2.01': 'Completion of Acquisition or Disposition of Assets',
  '2.02': 'Results of Operations and Financial Condition',
  '2.03':
    'Creation of a Direct Financial Obligation or an Obligation under an Off-Balance Sheet Arrangement of a Registrant',
  '2.04':
    'Triggering Events That Accelerate or Increase a Direct Financial Obligation or an Obligation under an Off-Balance Sheet Arrangement',
  '2.05': 'Costs Associated with Exit or Disposal Activities',
  '2.06': 'Material Impairments',
  '3.01': 'Notice of Delisting or Failure to Satisfy a Continued Listing Rule or Standard; Transfer of Listing',
  '3.02': 'Unregistered Sales of Equity Securities',
  '3.03': 'Material Modification to Rights of Security Holders',
  '4.01': "Changes in Registrant's Certifying Accountant",
  '4.02':
    'Non-Reliance on Previously Issued Financial Statements or a Related Audit Report or Completed Interim Review',
  '5.01': 'Changes in Control of Registrant',
  '5.02':
    'Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers; Compensatory Arrangements of Certain Officers',
  '5.03': 'Amendments to Articles of Incorporation or Bylaws; Change in Fiscal Year',
  '5.04': "Temporary Suspension of Trading Under Registrant's Employee Benefit Plans",
  '5.05': "Amendments to the Registrant's Code of Ethics, or Waiver of a Provision of the Code of Ethics",
  '5.06': 'Change in Shell Company Status',
  '5.07': 'Submission of Matters to a Vote of Security Holders',
  '5.08': 'Shareholder Director Nominations',
  '6.01': 'ABS Informational and Computational Material',
  '6.02': 'Change of Servicer or Trustee',
  '6.03': 'Change in Credit Enhancement or Other External Support',
  '6.04': 'Failure to Make a Required Distribution',
  '6.05': 'Securities Act Updating Disclosure',
  '6.06': 'Static Pool',
  '6.10': 'Alternative Filings of Asset-Backed Issuers',
  '7.01': 'Regulation FD Disclosure',
  '8.01': 'Other Events',
  '9.01': 'Financial Statements and Exhibits',
};

/** Distinctive phrases of each title, checked in order (most specific first). */
const TITLE_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  [/termination of a material definitive/, '1.02'],
  [/entry into a material definitive/, '1.01'],
  [/bankruptcy or receivership/, '1.03'],
  [/mine safety/, '1.04'],
  [/cybersecurity incident/, '1.05'],
  [/completion of acquisition or disposition|acquisition or disposition of assets/, '2.01'],
  [/results of operations and financial condition/, '2.02'],
  [/triggering events that accelerate/, '2.04'],
  [/creation of a direct financial obligation/, '2.03'],
  [/exit or disposal activities/, '2.05'],
  [/material impairments/, '2.06'],
  [/notice of delisting|transfer of listing/, '3.01'],
  [/unregistered sales? of equity/, '3.02'],
  [/material modifications? to (the )?rights of security holders/, '3.03'],
  [/certifying accountant/, '4.01'],
  [/non-?reliance on previously issued/, '4.02'],
  [/changes? in control of registrant/, '5.01'],
  [
    /departure of directors|election of directors|appointment of certain officers|compensatory arrangements of certain officers|resignations? of registrant.s directors/,
    '5.02',
  ],
  [/amendments? to articles of incorporation|change in fiscal year/, '5.03'],
  [/temporary suspension of trading/, '5.04'],
  [/code of ethics/, '5.05'],
  [/change in shell company status/, '5.06'],
  [/submission of matters to a vote/, '5.07'],
  [/shareholder director nominations/, '5.08'],
  [/abs informational/, '6.01'],
  [/change of servicer or trustee/, '6.02'],
  [/change in credit enhancement/, '6.03'],
  [/failure to make a required distribution/, '6.04'],
  [/securities act updating disclosure/, '6.05'],
  [/static pool/, '6.06'],
  [/regulation fd/, '7.01'],
  [/^other events/, '8.01'],
  [/financial statements and exhibits|financial statements,? pro forma financial information and exhibits/, '9.01'],
];

/** Pre-Aug-2004 8-K items 1-12 → today's equivalent. */
export const LEGACY_ITEMS: Readonly<Record<string, string>> = {
  '1': '5.01',
  '2': '2.01',
  '3': '1.03',
  '4': '4.01',
  '5': '8.01',
  '6': '5.02',
  '7': '9.01',
  '8': '5.03',
  '9': '7.01',
  '10': '5.05',
  '11': '5.04',
  '12': '2.02',
};

/** One ITEM INFORMATION / ITEMS value → an item number like "2.02", or undefined. */
export function itemNumberFromHeader(value: string): string | undefined {
  const v = value.trim();
  const num = /^(?:item\s*)?(\d{1,2})\.(\d{1,2})\b/i.exec(v);
  if (num) return `${num[1]}.${num[2]!.padStart(2, '0')}`;
  const legacy = /^(?:item\s*)?(\d{1,2})$/i.exec(v);
  if (legacy) return LEGACY_ITEMS[legacy[1]!];
  const t = v.toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ');
  for (const [re, item] of TITLE_PATTERNS) if (re.test(t)) return item;
  return undefined;
}

/** Sorted, de-duplicated item numbers. */
export function normaliseItems(items: Iterable<string>): string[] {
  return [...new Set(items)].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}
