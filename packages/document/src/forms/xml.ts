import { XMLParser } from 'fast-xml-parser';
import { FilingParseError } from '../errors';

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
});

export type XmlNode = Record<string, unknown>;

/** Parses XML into plain objects (all leaf values as strings); broken XML → FilingParseError. */
export function parseXml(xml: string): XmlNode {
  try {
    const doc = parser.parse(xml.replace(/^\uFEFF/, '')) as unknown;
    if (!doc || typeof doc !== 'object') throw new Error('empty document');
    return doc as XmlNode;
  } catch (e) {
    throw new FilingParseError('malformed_xml', `XML could not be parsed: ${(e as Error).message}`, { cause: e });
  }
}

export function asArray<T = XmlNode>(v: unknown): T[] {
  if (v === undefined || v === null || v === '') return [];
  return (Array.isArray(v) ? v : [v]) as T[];
}

export function child(node: unknown, key: string): unknown {
  return node && typeof node === 'object' ? (node as XmlNode)[key] : undefined;
}

/** Walks a path; `{value: x}` wrappers (ownership XML) are unwrapped. */
export function str(node: unknown, ...path: string[]): string | undefined {
  let cur: unknown = node;
  for (const k of path) cur = child(cur, k);
  if (cur && typeof cur === 'object' && 'value' in (cur as XmlNode)) cur = (cur as XmlNode).value;
  if (cur === undefined || cur === null || typeof cur === 'object') return undefined;
  const s = String(cur).trim();
  return s === '' ? undefined : s;
}

export function num(node: unknown, ...path: string[]): number | undefined {
  const s = str(node, ...path);
  if (s === undefined) return undefined;
  const n = Number(s.replace(/[,$\s]/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

export function flag(node: unknown, ...path: string[]): boolean {
  const s = (str(node, ...path) ?? '').toLowerCase();
  return s === '1' || s === 'true' || s === 'y';
}
