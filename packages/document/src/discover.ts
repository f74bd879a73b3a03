import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { normalizeAccession } from '@nes/edgar';

/**
 * Expands CLI paths into filing units: an accession-named folder (or any folder holding an SGML
 * submission) is one filing; a corpus root's filings/ and documents-unknown-accession/ are walked;
 * in other folders each file is one filing and each leaf sub-folder of documents is one filing.
 */
export function discoverFilings(paths: string[]): string[] {
  const out: string[] = [];
  const visit = (p: string, depth: number) => {
    const st = statSync(p);
    if (!st.isDirectory()) {
      out.push(p);
      return;
    }
    const entries = readdirSync(p).sort();
    const subdirs = entries.filter((e) => statSync(join(p, e)).isDirectory());
    const files = entries.filter((e) => !subdirs.includes(e) && !/^(README|SOURCES)\.md$|^MANIFEST\.tsv$/i.test(e));
    if (normalizeAccession(basename(p))) {
      out.push(p);
      return;
    }
    if (depth > 0 && !subdirs.length && files.length > 1 && files.every((f) => /\.(html?|xml|txt)$/i.test(f))) {
      out.push(p); // a leaf folder of one filing's documents (primary + exhibits)
      return;
    }
    for (const d of subdirs) {
      if (depth === 0 && /^(feeds|submissions|reference)$/.test(d)) continue; // corpus metadata, not filings
      visit(join(p, d), depth + 1);
    }
    if (depth > 0 || !subdirs.length) for (const f of files) if (/\.(html?|xml|txt|nc)$/i.test(f)) out.push(join(p, f));
  };
  for (const p of paths) visit(p, 0);
  return out;
}
