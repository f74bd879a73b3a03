/**
 * What a prospectus's cover says is offered: the lines after "(To Prospectus dated …)" (or the
 * "PROSPECTUS" heading) carry the amount ("$150,000,000", "Up to $4,000,000,000", "330,000 Shares of
 * Common Stock") and the security ("Class A Common Stock", "4.750% Senior Notes due 2030"). Only
 * short lines of the cover are read, in order, so nothing from the body is taken for the offer.
 */
export interface CoverOffer {
  /** "$150,000,000", "up to $4,000,000,000", "330,000 shares" */
  amount: string;
  /** "Class A Common Stock", "4.750% Senior Notes due 2030" */
  security: string;
  preliminary: boolean;
}

const START =
  /^\((?:to|To|TO)\s+(?:the\s+)?(?:base\s+)?prospectus\b[^)]{0,60}\)$|^(?:preliminary\s+)?prospectus(?:\s+supplement)?$/i;
const MONEY_LINE =
  /^((?:up to\s+)?\$\s?\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?:up to\s+)?\$\s?\d+(?:\.\d+)?\s+(?:million|billion))(?:\s+(.{3,100}))?$/i;
const COUNT_LINE =
  /^((?:up to\s+)?\d{1,3}(?:,\d{3})+)\s+(shares|units|american depositary shares|ordinary shares|warrants)\b(?:\s+of\s+(.{3,80}))?$/i;
const SECURITY =
  /\b(?:common stock|ordinary shares|preferred stock|depositary shares|units|notes|debentures|bonds|warrants|shares|debt securities|rights|purchase contracts)\b/i;

export function coverOffer(text: string): CoverOffer | undefined {
  const lines = text
    .slice(0, 12_000)
    .split('\n')
    .map((l) => l.replace(/[\u200b\s]+/g, ' ').trim())
    .filter(Boolean);
  const preliminary = /\bpreliminary prospectus\b|\bsubject to completion\b/i.test(text.slice(0, 6_000));
  for (let i = 0; i < lines.length && i < 80; i++) {
    if (!START.test(lines[i]!)) continue;
    // The next short lines: an amount line, then (unless it named it) the security's line.
    const next = lines.slice(i + 1, i + 14).filter((l) => l.length <= 120);
    for (let k = 0; k < next.length; k++) {
      const money = MONEY_LINE.exec(next[k]!);
      const count = money ? undefined : COUNT_LINE.exec(next[k]!);
      if (!money && !count) continue;
      const amount = (money ? money[1]! : `${count![1]} ${count![2]!.toLowerCase()}`).replace(/^Up to/i, 'up to');
      const named = money ? money[2] : count![3];
      // A shelf's cover lists every kind it may sell ("Common Stock / Preferred Stock / Debt
      // Securities / Units"): then it registers securities, not any one of them.
      const listed: string[] = [];
      for (const l of next.slice(k + 1)) {
        // A sentence ("We are offering the notes.") is the cover's text, not a security's line.
        if (l.length > 60 || !SECURITY.test(l) || /^(?:we|the|this|our)\b|\.$/i.test(l)) {
          if (listed.length) break;
          continue;
        }
        listed.push(l);
      }
      const security =
        named && SECURITY.test(named)
          ? named
          : listed.length > 1
            ? `securities (${listed.slice(0, 3).join(', ')}${listed.length > 3 ? ' and others' : ''})`
            : listed[0];
      if (!security) continue;
      // "Common Stock to be Offered by the Selling Stockholder": a resale, said in lower case.
      // (The cover's lines have single spaces.)
      const at = security.search(/ (?:to be )?offered by (?:the )?selling (?:stock|share)holders?$/i);
      const title = (at > 0 ? security.slice(0, at) : security).replace(/[.;,]$/, '');
      return { amount, security: at > 0 ? `${title} for resale by selling stockholders` : title, preliminary };
    }
  }
  return undefined;
}

const WE_OFFER =
  /\bWe are offering\b(?:\s+for\s+sale)?[^.]{0,80}?\b((?:Class\s+[A-Z]\s+)?common\s+stock|ordinary\s+shares|American\s+Depositary\s+Shares|(?:Series\s+[\w-]+\s+)?preferred\s+stock|(?:\d+(?:\.\d+)?%\s+)?(?:senior\s+|subordinated\s+|convertible\s+){0,2}notes\s+due\s+\d{4})\b/i;

/**
 * The security a preliminary cover offers when it leaves the amount blank ("Shares / Common Stock
 * / We are offering for sale shares of our common stock …"): the offer is stated, its size is not.
 */
export function coverSecurity(text: string): string | undefined {
  const m = WE_OFFER.exec(text.slice(0, 8_000).replace(/[\u200b\s]+/g, ' '));
  return m ? m[1]! : undefined;
}
