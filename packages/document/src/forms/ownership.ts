import { FilingParseError } from '../errors';
import { padCik } from '@nes/edgar';
import { asArray, child, flag, num, parseXml, str } from './xml';

export interface OwnershipOwner {
  cik: string;
  name: string;
  isDirector: boolean;
  isOfficer: boolean;
  isTenPercentOwner: boolean;
  isOther: boolean;
  officerTitle?: string;
  otherText?: string;
}

export interface OwnershipTransaction {
  derivative: boolean;
  security: string;
  /** YYYY-MM-DD */
  date?: string;
  /** SEC transaction code (P, S, A, M, F, G, …). */
  code: string;
  shares?: number;
  price?: number;
  /** A acquired / D disposed. */
  acquiredDisposed?: 'A' | 'D';
  sharesOwnedAfter?: number;
  directOrIndirect?: 'D' | 'I';
  /** The numbers exactly as written in the XML, for grounded text. */
  raw: { shares?: string; price?: string; sharesOwnedAfter?: string };
}

export interface OwnershipFiling {
  documentType: string;
  periodOfReport?: string;
  issuer: { cik: string; name: string; ticker?: string };
  owners: OwnershipOwner[];
  transactions: OwnershipTransaction[];
  /** Form 3 holdings (and Form 4/5 holdings rows). */
  holdings: Array<{ security: string; shares?: number; derivative: boolean }>;
  noSecuritiesOwned: boolean;
  aff10b5One: boolean;
  remarks?: string;
  /** The footnotes' text (entities decoded, whitespace collapsed), in document order. */
  footnotes: string[];
}

function transaction(t: unknown, derivative: boolean): OwnershipTransaction {
  const ad = str(t, 'transactionAmounts', 'transactionAcquiredDisposedCode');
  const di = str(t, 'ownershipNature', 'directOrIndirectOwnership');
  return {
    derivative,
    security: str(t, 'securityTitle') ?? '',
    date: str(t, 'transactionDate')?.slice(0, 10),
    code: (str(t, 'transactionCoding', 'transactionCode') ?? '').toUpperCase(),
    shares: num(t, 'transactionAmounts', 'transactionShares'),
    price: num(t, 'transactionAmounts', 'transactionPricePerShare'),
    acquiredDisposed: ad === 'A' || ad === 'D' ? ad : undefined,
    sharesOwnedAfter: num(t, 'postTransactionAmounts', 'sharesOwnedFollowingTransaction'),
    directOrIndirect: di === 'D' || di === 'I' ? di : undefined,
    raw: {
      shares: str(t, 'transactionAmounts', 'transactionShares'),
      price: str(t, 'transactionAmounts', 'transactionPricePerShare'),
      sharesOwnedAfter: str(t, 'postTransactionAmounts', 'sharesOwnedFollowingTransaction'),
    },
  };
}

/** Forms 3, 4, 5 (and /A) ownership XML (`<ownershipDocument>`); footnotes as their text, in order. */
export function parseOwnershipXml(xml: string): OwnershipFiling {
  const doc = child(parseXml(xml), 'ownershipDocument');
  if (!doc || typeof doc !== 'object') {
    throw new FilingParseError('unsupported_document', 'not an ownership document (no <ownershipDocument> root)');
  }
  const issuerCik = padCik(str(doc, 'issuer', 'issuerCik'));
  if (!issuerCik) throw new FilingParseError('missing_header_field', 'ownership document has no issuerCik');
  const owners = asArray(child(doc, 'reportingOwner')).map((o) => ({
    cik: padCik(str(o, 'reportingOwnerId', 'rptOwnerCik')),
    name: str(o, 'reportingOwnerId', 'rptOwnerName') ?? '',
    isDirector: flag(o, 'reportingOwnerRelationship', 'isDirector'),
    isOfficer: flag(o, 'reportingOwnerRelationship', 'isOfficer'),
    isTenPercentOwner: flag(o, 'reportingOwnerRelationship', 'isTenPercentOwner'),
    isOther: flag(o, 'reportingOwnerRelationship', 'isOther'),
    officerTitle: str(o, 'reportingOwnerRelationship', 'officerTitle'),
    otherText: str(o, 'reportingOwnerRelationship', 'otherText'),
  }));
  const nd = child(doc, 'nonDerivativeTable');
  const dt = child(doc, 'derivativeTable');
  const transactions = [
    ...asArray(child(nd, 'nonDerivativeTransaction')).map((t) => transaction(t, false)),
    ...asArray(child(dt, 'derivativeTransaction')).map((t) => transaction(t, true)),
  ];
  const holdings = [
    ...asArray(child(nd, 'nonDerivativeHolding')).map((h) => ({
      security: str(h, 'securityTitle') ?? '',
      shares: num(h, 'postTransactionAmounts', 'sharesOwnedFollowingTransaction'),
      derivative: false,
    })),
    ...asArray(child(dt, 'derivativeHolding')).map((h) => ({
      security: str(h, 'securityTitle') ?? '',
      shares: num(h, 'underlyingSecurity', 'underlyingSecurityShares'),
      derivative: true,
    })),
  ];
  return {
    documentType: (str(doc, 'documentType') ?? '').toUpperCase(),
    periodOfReport: str(doc, 'periodOfReport')?.slice(0, 10),
    issuer: {
      cik: issuerCik,
      name: str(doc, 'issuer', 'issuerName') ?? '',
      ticker: str(doc, 'issuer', 'issuerTradingSymbol')?.toUpperCase(),
    },
    owners,
    transactions,
    holdings,
    noSecuritiesOwned: flag(doc, 'noSecuritiesOwned'),
    aff10b5One: flag(doc, 'aff10b5One'),
    remarks: str(doc, 'remarks'),
    footnotes: asArray<unknown>(child(child(doc, 'footnotes'), 'footnote'))
      .map((f) => (typeof f === 'string' ? f.replace(/\s+/g, ' ').trim() : ''))
      .filter(Boolean),
  };
}

/** Short role of an owner for text: "CFO", "Director", "10% owner", or the officer title. */
export function ownerRole(o: OwnershipOwner): string {
  const roles: string[] = [];
  if (o.isOfficer) roles.push(abbreviateTitle(o.officerTitle) ?? o.officerTitle ?? 'Officer');
  if (o.isDirector) roles.push('Director');
  if (o.isTenPercentOwner) roles.push('10% owner');
  if (!roles.length && o.isOther) roles.push('Other');
  return roles.join(', ');
}

export function abbreviateTitle(title: string | undefined): string | undefined {
  if (!title) return undefined;
  const t = title.toLowerCase();
  if (/chief executive|\bceo\b/.test(t)) return 'CEO';
  if (/chief financial|\bcfo\b/.test(t)) return 'CFO';
  if (/chief operating|\bcoo\b/.test(t)) return 'COO';
  if (/^president\b/.test(t)) return 'President';
  return undefined;
}

/** Weight of the reporting person for impact: CEO/CFO (and 10% owners) move markets more. */
export function isTopExecutive(o: OwnershipOwner): boolean {
  const t = (o.officerTitle ?? '').toLowerCase();
  return o.isOfficer && /chief executive|chief financial|\bceo\b|\bcfo\b|^president\b|co-?founder/.test(t);
}
