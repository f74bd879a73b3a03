import { DomUtils, parseDocument } from 'htmlparser2';
import { normalizeAccession, padCik } from './accession';
import { parseEasternStamp } from '@nes/contracts';

export type PartyRole = 'filer' | 'reporting' | 'issuer' | 'subject' | 'filed-by';

export interface IndexDocument {
  sequence?: number;
  description: string;
  filename: string;
  /** Absolute path or URL as the page links it (iXBRL viewer links are unwrapped). */
  href: string;
  type: string;
  sizeBytes?: number;
}

/** What a filing's -index.htm page says about it. */
export interface FilingIndex {
  accession?: string;
  formType?: string;
  filingDate?: string;
  /** Acceptance time ("Accepted", Eastern) as a UTC instant. */
  acceptedAt?: Date;
  periodOfReport?: string;
  items: string[];
  documents: IndexDocument[];
  parties: { cik: string; name: string; role: PartyRole }[];
}

const ROLE: Record<string, PartyRole> = {
  filer: 'filer',
  reporting: 'reporting',
  issuer: 'issuer',
  subject: 'subject',
  'filed by': 'filed-by',
};

const clean = (s: string) =>
  s
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Parses a real (or replayed) EDGAR "Filing Detail" page. Missing parts stay undefined. */
export function parseFilingIndexHtml(html: string): FilingIndex {
  const doc = parseDocument(html, { decodeEntities: true });
  const out: FilingIndex = { items: [], documents: [], parties: [] };
  const formName = DomUtils.getElementById('formName', doc.children);
  if (formName)
    out.formType = /Form\s+(.+)/
      .exec(clean(DomUtils.textContent(DomUtils.findOne((e) => e.name === 'strong', [formName]) ?? formName)))?.[1]
      ?.trim();
  const secNum = DomUtils.getElementById('secNum', doc.children);
  if (secNum) out.accession = normalizeAccession(/(\d{10}-\d{2}-\d{6})/.exec(DomUtils.textContent(secNum))?.[1]);

  for (const head of DomUtils.getElementsByClassName('infoHead', doc.children)) {
    const label = clean(DomUtils.textContent(head)).toLowerCase();
    const info = DomUtils.nextElementSibling(head);
    if (!info) continue;
    const value = clean(DomUtils.textContent(info));
    if (label === 'filing date') out.filingDate = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
    else if (label === 'accepted') out.acceptedAt = parseEasternStamp(value);
    else if (label === 'period of report') out.periodOfReport = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
    else if (label === 'items')
      out.items = [...new Set([...value.matchAll(/Item\s+(\d{1,2}\.\d{2})/g)].map((m) => m[1]!))];
  }

  for (const table of DomUtils.getElementsByClassName('tableFile', doc.children)) {
    for (const tr of DomUtils.getElementsByTagName('tr', [table])) {
      const tds = DomUtils.getElementsByTagName('td', [tr]);
      if (tds.length < 5) continue;
      const a = DomUtils.findOne((e) => e.name === 'a', [tds[2]!]);
      if (!a) continue;
      let href = a.attribs.href ?? '';
      const ix = /[?&]doc=([^&]+)/.exec(href);
      if (ix) href = decodeURIComponent(ix[1]!);
      const filename = clean(DomUtils.textContent(a)) || href.split('/').pop() || '';
      const seq = clean(DomUtils.textContent(tds[0]!));
      const size = clean(DomUtils.textContent(tds[4]!)).replace(/,/g, '');
      out.documents.push({
        sequence: /^\d+$/.test(seq) ? Number(seq) : undefined,
        description: clean(DomUtils.textContent(tds[1]!)),
        filename,
        href,
        type: clean(DomUtils.textContent(tds[3]!)),
        sizeBytes: /^\d+$/.test(size) ? Number(size) : undefined,
      });
    }
  }

  for (const span of DomUtils.getElementsByClassName('companyName', doc.children)) {
    const t = clean(DomUtils.textContent(span));
    const m = /^(.*?)\(([A-Za-z ]+)\)\s*CIK\s*:\s*(\d{1,10})/.exec(t);
    if (!m) continue;
    out.parties.push({ name: m[1]!.trim(), role: ROLE[m[2]!.toLowerCase()] ?? 'filer', cik: padCik(m[3]) });
  }
  return out;
}

export interface IndexJsonItem {
  name: string;
  size?: number;
  lastModified?: string;
}

/** EDGAR's directory listing JSON ({directory: {item: [...]}}) → file names and sizes. */
export function parseIndexJson(json: string | unknown): IndexJsonItem[] {
  const data = typeof json === 'string' ? (JSON.parse(json) as unknown) : json;
  const items = (data as { directory?: { item?: unknown } })?.directory?.item;
  if (!Array.isArray(items)) throw new Error('index.json: no directory.item array');
  return items
    .filter(
      (i): i is Record<string, unknown> =>
        !!i && typeof i === 'object' && typeof (i as Record<string, unknown>).name === 'string',
    )
    .map((i) => {
      const size = String(i.size ?? '').replace(/\D/g, '');
      return {
        name: String(i.name),
        size: size ? Number(size) : undefined,
        lastModified: i['last-modified'] ? String(i['last-modified']) : undefined,
      };
    });
}
