import { accessionNoDashes, bareCik, toEastern } from '@nes/edgar';
import { EIGHT_K_ITEMS } from '@nes/document';
import type { ScheduledFiling } from './schedule';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const ROLE_LABEL: Record<string, string> = {
  filer: 'Filer',
  issuer: 'Issuer',
  subject: 'Subject',
  reporting: 'Reporting',
  'filed-by': 'Filed by',
};

export function folder(s: ScheduledFiling, cik = s.filing.cik): string {
  return `/Archives/edgar/data/${bareCik(cik)}/${accessionNoDashes(s.filing.accession)}`;
}

export function totalSize(s: ScheduledFiling): number {
  return s.filing.fullText
    ? Buffer.byteLength(s.filing.fullText)
    : s.filing.documents.reduce((n, d) => n + (d.body?.length ?? 0), 0);
}

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The getcurrent Atom page, as EDGAR writes it: one entry per entity role, newest first. */
export function renderAtom(
  page: { s: ScheduledFiling; entity: ScheduledFiling['filing']['entities'][number] }[],
  origin: string,
  now: number,
  extraEntries = '',
): string {
  const upd = toEastern(now);
  const entries = page
    .map(({ s, entity }) => {
      const f = s.filing;
      const et = toEastern(s.acceptedAt);
      const items = /^8-K/.test(f.formType)
        ? f.items.map((i) => `\n&lt;br&gt;Item ${i}: ${esc(EIGHT_K_ITEMS[i] ?? '')}`).join('')
        : '';
      return `<entry>
<title>${esc(f.formType)} - ${esc(entity.name)} (${entity.cik}) (${ROLE_LABEL[entity.role] ?? 'Filer'})</title>
<link rel="alternate" type="text/html" href="${origin}${folder(s, entity.cik)}/${f.accession}-index.htm"/>
<summary type="html">
 &lt;b&gt;Filed:&lt;/b&gt; ${et.date} &lt;b&gt;AccNo:&lt;/b&gt; ${f.accession} &lt;b&gt;Size:&lt;/b&gt; ${sizeLabel(totalSize(s))}${items}
</summary>
<updated>${et.iso}</updated>
<category scheme="https://www.sec.gov/" label="form type" term="${esc(f.formType)}"/>
<id>urn:tag:sec.gov,2008:accession-number=${f.accession}</id>
</entry>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="ISO-8859-1" ?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title>Latest Filings - ${upd.date} ${upd.time}</title>
<link rel="alternate" href="/cgi-bin/browse-edgar?action=getcurrent"/>
<link rel="self" href="/cgi-bin/browse-edgar?action=getcurrent"/>
<id>https://www.sec.gov/cgi-bin/browse-edgar?action=getcurrent</id>
<author><name>Webmaster</name><email>webmaster@sec.gov</email></author>
<updated>${upd.iso}</updated>
${extraEntries}${entries}
</feed>
`;
}

/** A "Filing Detail" page with EDGAR's structure (ids/classes the parsers read). */
export function renderIndexHtml(s: ScheduledFiling): string {
  const f = s.filing;
  const et = toEastern(s.acceptedAt);
  const dir = folder(s);
  const info = (head: string, value: string) => `<div class="infoHead">${head}</div>\n<div class="info">${value}</div>`;
  const items = f.items.length
    ? `<div class="formGrouping">${info('Items', f.items.map((i) => `Item ${i}: ${esc(EIGHT_K_ITEMS[i] ?? '')}<br />`).join(''))}</div>`
    : '';
  const rows = f.documents
    .map(
      (d) =>
        `<tr><td scope="row">${d.sequence}</td><td scope="row">${esc(d.description)}</td><td scope="row"><a href="${dir}/${encodeURIComponent(d.filename)}">${esc(d.filename)}</a></td><td scope="row">${esc(d.type)}</td><td scope="row">${d.body?.length ?? ''}</td></tr>`,
    )
    .join('\n');
  const txt = f.fullText
    ? `<tr><td scope="row">&nbsp;</td><td scope="row">Complete submission text file</td><td scope="row"><a href="${dir}/${f.accession}.txt">${f.accession}.txt</a></td><td scope="row">&nbsp;</td><td scope="row">${Buffer.byteLength(f.fullText)}</td></tr>`
    : '';
  const parties = f.entities
    .map(
      (e) =>
        `<div class="companyInfo"><span class="companyName">${esc(e.name)} (${ROLE_LABEL[e.role] ?? 'Filer'})\n<acronym title="Central Index Key">CIK</acronym>: <a href="/cgi-bin/browse-edgar?CIK=${e.cik}&amp;action=getcompany">${e.cik} (see all company filings)</a></span></div>`,
    )
    .join('\n');
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html><head><title>EDGAR Filing Documents for ${f.accession}</title></head>
<body><div id="contentDiv">
<div class="formDiv"><div id="formHeader">
<div id="formName"><strong>Form ${esc(f.formType)}</strong> - replayed filing</div>
<div id="secNum"><strong>SEC Accession No.</strong> ${f.accession}</div>
</div>
<div class="formContent">
<div class="formGrouping">${info('Filing Date', et.date)}
${info('Accepted', `${et.date} ${et.time}`)}
${info('Documents', String(f.documents.length))}</div>
${f.periodOfReport ? `<div class="formGrouping">${info('Period of Report', f.periodOfReport)}</div>` : ''}
${items}
</div></div>
<div class="formDiv"><p>Document Format Files</p>
<table class="tableFile" summary="Document Format Files">
<tr><th scope="col">Seq</th><th scope="col">Description</th><th scope="col">Document</th><th scope="col">Type</th><th scope="col">Size</th></tr>
${rows}
${txt}
</table></div>
<div class="filerDiv">
${parties}
</div>
</div></body></html>
`;
}

/** The folder listing; the documents and .txt only once they exist (`docsThere`). */
export function renderIndexJson(s: ScheduledFiling, docsThere = true): string {
  const et = toEastern(s.acceptedAt);
  const lm = `${et.date} ${et.time}`;
  const f = s.filing;
  const item = (name: string, size: number | string) => ({
    'last-modified': lm,
    name,
    type: 'text.gif',
    size: String(size),
  });
  const list = [
    item(`${f.accession}-index-headers.html`, ''),
    item(`${f.accession}-index.html`, ''),
    ...(docsThere && f.fullText ? [item(`${f.accession}.txt`, '')] : []),
    ...(docsThere ? f.documents.filter((d) => d.body).map((d) => item(d.filename, d.body!.length)) : []),
  ];
  return JSON.stringify(
    { directory: { item: list, name: folder(s), 'parent-dir': `/Archives/edgar/data/${bareCik(f.cik)}` } },
    null,
    2,
  );
}

/** Daily form index of the filings accepted (shifted) on one Eastern date. */
export function renderDailyIndex(list: ScheduledFiling[], date: string, kind: 'form' | 'company'): string {
  const [y, m, d] = date.split('-');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const head = `Description:           Daily Index of EDGAR Dissemination Feed by ${kind === 'form' ? 'Form Type' : 'Company Name'}
Last Data Received:    ${months[Number(m) - 1]} ${String(Number(d)).padStart(2, ' ')}, ${y}
Comments:              webmaster@sec.gov
Anonymous FTP:         ftp://ftp.sec.gov/edgar/
 
 
 
 
`;
  const p = (s: string, n: number) => s.slice(0, n - 1).padEnd(n);
  const rows = list.map((s) => {
    const f = s.filing;
    const file = `edgar/data/${bareCik(f.cik)}/${f.accession}.txt`;
    const date8 = `${y}${m}${d}`;
    return kind === 'form'
      ? `${p(f.formType, 12)}${p(f.companyName, 62)}${p(bareCik(f.cik), 12)}${p(date8, 12)}${file}`
      : `${p(f.companyName, 62)}${p(f.formType, 12)}${p(bareCik(f.cik), 12)}${p(date8, 12)}${file}`;
  });
  rows.sort();
  const header =
    kind === 'form'
      ? 'Form Type   Company Name                                                  CIK         Date Filed  File Name'
      : 'Company Name                                                  Form Type   CIK         Date Filed  File Name';
  return `${head}${header}\n${'-'.repeat(141)}\n${rows.join('\n')}\n`;
}
