import { normalizeAccession, padCik } from './accession';

export interface DailyIndexRow {
  formType: string;
  companyName: string;
  cik: string;
  /** YYYY-MM-DD */
  dateFiled: string;
  /** edgar/data/{cik}/{accession}.txt */
  fileName: string;
  accession: string;
}

/**
 * Parses a daily form.*.idx or company.*.idx file (fixed-width, header ended by a dashed line).
 * Columns are located from the header line, so both orders work; a row that does not fit is skipped.
 */
export function parseDailyIndex(text: string): DailyIndexRow[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const dash = lines.findIndex((l) => /^-{20,}\s*$/.test(l));
  if (dash < 0) throw new Error('daily index: no header separator line');
  const header =
    lines
      .slice(0, dash)
      .reverse()
      .find((l) => /Form Type/.test(l) && /Company Name/.test(l)) ?? '';
  const formFirst = header.indexOf('Form Type') < header.indexOf('Company Name');
  const rows: DailyIndexRow[] = [];
  for (const line of lines.slice(dash + 1)) {
    // Date and file name are the stable right-hand part; CIK before them.
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- bounded: one line of SEC's daily index (about 150 characters)
    const m = /^(.*?)\s+(\d{1,10})\s+(\d{8})\s+(edgar\/data\/\S+)\s*$/.exec(line);
    if (!m) continue;
    const left = m[1]!;
    let formType: string;
    let companyName: string;
    if (formFirst) {
      formType = left.slice(0, 12).trim();
      companyName = left.slice(12).trim();
    } else {
      companyName = left.slice(0, 62).trim();
      formType = left.slice(62).trim();
    }
    const acc = normalizeAccession(/(\d{10}-\d{2}-\d{6})\.txt$/.exec(m[4]!)?.[1]);
    if (!acc || !formType) continue;
    const d = m[3]!;
    rows.push({
      formType,
      companyName,
      cik: padCik(m[2]),
      dateFiled: `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`,
      fileName: m[4]!,
      accession: acc,
    });
  }
  return rows;
}
