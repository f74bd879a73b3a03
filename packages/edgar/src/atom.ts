import { XMLParser } from 'fast-xml-parser';
import { normalizeAccession, padCik } from './accession';

export type FeedRole = 'filer' | 'reporting' | 'issuer' | 'subject' | 'filed-by' | 'other';

/** One entry of the getcurrent Atom feed: one entity role of one filing. */
export interface FeedEntry {
  accession: string;
  formType: string;
  companyName: string;
  /** 10-digit CIK of the entity this entry is listed under (not necessarily the issuer). */
  cik: string;
  role: FeedRole;
  /** <updated> as an instant (EDGAR writes it in Eastern time with its offset). */
  updated: Date;
  /** The filing's -index.htm URL. */
  indexUrl: string;
  filedDate?: string;
  /** 8-K item numbers from the summary ("Item 7.01: …" lines). */
  items: string[];
  /** Size as EDGAR prints it ("14 KB"). */
  size?: string;
}

/** A feed entry that could not be read, with the reason (counted and skipped by callers). */
export interface FeedEntryError {
  index: number;
  reason: string;
  raw: string;
}

export interface ParsedFeed {
  updated?: Date;
  entries: FeedEntry[];
  errors: FeedEntryError[];
}

const ROLES: Record<string, FeedRole> = {
  filer: 'filer',
  reporting: 'reporting',
  issuer: 'issuer',
  subject: 'subject',
  'filed by': 'filed-by',
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'entry' || name === 'link',
  processEntities: true,
  htmlEntities: true,
  parseTagValue: false,
  trimValues: true,
});

function text(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object') return text((v as Record<string, unknown>)['#text']);
  return String(v);
}

const TITLE = /^(.+?) - (.*) \((\d{1,10})\) \(([^)]+)\)\s*$/;

function parseEntry(e: Record<string, unknown>): FeedEntry | string {
  const title = text(e.title).replace(/\s+/g, ' ').trim();
  const t = TITLE.exec(title);
  if (!t) return `unrecognised title "${title.slice(0, 120)}"`;
  // A "<" with no ">" after it matches to the end and is kept: each scan ends in a match (#24).
  // eslint-disable-next-line regexp/no-super-linear-move -- linear: every scan from '<' matches (up to the next '>' or the end)
  const summary = text(e.summary).replace(/<[^>]+(?:>|$)/g, (t) => (t.endsWith('>') ? ' ' : t));
  const idAcc = /accession-number=([\d-]+)/.exec(text(e.id))?.[1];
  const sumAcc = /AccNo:\s*([\d-]+)/.exec(summary)?.[1];
  const accession = normalizeAccession(idAcc) ?? normalizeAccession(sumAcc);
  if (!accession) return 'no accession number in id or summary';
  const updatedRaw = text(e.updated);
  const updated = new Date(updatedRaw);
  if (!updatedRaw || Number.isNaN(updated.getTime())) return `bad <updated> "${updatedRaw}"`;
  const links = (e.link as Record<string, unknown>[] | undefined) ?? [];
  const indexUrl = String(links.find((l) => l['@href'])?.['@href'] ?? '');
  if (!indexUrl) return 'no index link';
  const category = (e.category as Record<string, unknown> | undefined)?.['@term'];
  const items = [...summary.matchAll(/Item\s+(\d{1,2}\.\d{2})\s*:/g)].map((m) => m[1]!);
  return {
    accession,
    formType: String(category ?? t[1]).trim(),
    companyName: t[2]!.trim(),
    cik: padCik(t[3]),
    role: ROLES[t[4]!.trim().toLowerCase()] ?? 'other',
    updated,
    indexUrl,
    filedDate: /Filed:\s*(\d{4}-\d{2}-\d{2})/.exec(summary)?.[1],
    items: [...new Set(items)],
    size: /Size:\s*([\d.]+\s*[KMG]?B)/.exec(summary)?.[1],
  };
}

/** Parses a getcurrent Atom page; bad entries are returned in `errors`, never thrown. */
export function parseGetcurrentAtom(xml: string): ParsedFeed {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch (e) {
    throw new Error(`getcurrent feed is not XML: ${(e as Error).message}`);
  }
  const feed = doc.feed as Record<string, unknown> | undefined;
  if (!feed) throw new Error('getcurrent response has no <feed> element');
  const out: ParsedFeed = { entries: [], errors: [] };
  const upd = new Date(text(feed.updated));
  if (!Number.isNaN(upd.getTime())) out.updated = upd;
  const entries = (feed.entry as Record<string, unknown>[] | undefined) ?? [];
  entries.forEach((e, index) => {
    const r = parseEntry(e ?? {});
    if (typeof r === 'string') out.errors.push({ index, reason: r, raw: JSON.stringify(e).slice(0, 300) });
    else out.entries.push(r);
  });
  return out;
}

/** A filing as the feed announces it: all of its role entries folded into one. */
export interface FeedFiling {
  accession: string;
  formType: string;
  updated: Date;
  indexUrl: string;
  filedDate?: string;
  items: string[];
  entities: { cik: string; name: string; role: FeedRole }[];
}

/** One record per accession, in first-seen order, with every listed entity kept. */
export function dedupeFeedEntries(entries: FeedEntry[]): FeedFiling[] {
  const byAcc = new Map<string, FeedFiling>();
  for (const e of entries) {
    let f = byAcc.get(e.accession);
    if (!f) {
      f = {
        accession: e.accession,
        formType: e.formType,
        updated: e.updated,
        indexUrl: e.indexUrl,
        filedDate: e.filedDate,
        items: [...e.items],
        entities: [],
      };
      byAcc.set(e.accession, f);
    }
    if (!f.entities.some((x) => x.cik === e.cik && x.role === e.role))
      f.entities.push({ cik: e.cik, name: e.companyName, role: e.role });
    for (const i of e.items) if (!f.items.includes(i)) f.items.push(i);
  }
  return [...byAcc.values()];
}
