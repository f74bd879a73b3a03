import { firstMatch, sentence } from './patterns';
import type { Extractor } from './extract';

/**
 * Lawsuits and complaints against the company: who sued, and what kind of suit, as the filing's
 * sentence states them. Same contract as ./extract: words copied from the filing, or undefined.
 */

const SUIT = String.raw`(an?\s+(?:(?:civil|criminal|putative|purported|federal|antitrust|securities|shareholder|stockholder|derivative|patent|breach-of-contract|class)\s+){0,3}(?:lawsuit|complaint|class\s+action(?:\s+lawsuit|\s+complaint)?|suit|action))`;
/** "On August 11, 2025, the U.S. Department of Justice filed a civil antitrust lawsuit against the Company". */
const FILED_AGAINST = new RegExp(
  String.raw`(?:^|,\s+)([A-Za-z][\w.&'’-]*(?:\s+[\w.&'’-]+){0,8}?)\s+(?:filed|commenced|brought)\s+${SUIT}\s+against\s+(the\s+Company|the\s+Registrant|us|[A-Z][\w.&'’-]*)`,
);
const NAMED_DEFENDANT = new RegExp(
  String.raw`\b(?:was|has\s+been)\s+named\s+as\s+(?:a\s+)?defendants?\s+in\s+${SUIT}\s+filed\s+by\s+((?:the\s+)?[A-Z][\w.&'’-]*(?:\s+(?:of|for|the|and|&|[A-Z][\w.&'’-]*)){0,8})`,
);

/** "Acme Corp. faces a civil antitrust lawsuit filed by the U.S. Department of Justice." */
export const lawsuit: Extractor = (company, sentences) => {
  const own = company.split(/[\s,]+/)[0]!;
  const head = sentences.slice(0, 20);
  const filed = firstMatch(head, FILED_AGAINST);
  if (filed && (filed.m[3] === own || /^(?:the\s+Company|the\s+Registrant|us)$/i.test(filed.m[3]!))) {
    const by = filed.m[1]!.trim();
    // A plaintiff named by a proper noun is stated; "a purported stockholder" is a plaintiff too, unnamed.
    const named = /^(?:the\s+)?[A-Z]/.test(by) && !/^(?:On|In|During|The\s+Company)\b/.test(by);
    return sentence(
      `${company} faces ${filed.m[2]!.replace(/\s+/g, ' ')}${named ? ` filed by ${by.replace(/^The\b/, 'the')}` : ''}`,
    );
  }
  const named = firstMatch(head, NAMED_DEFENDANT);
  if (named)
    return sentence(
      `${company} faces ${named.m[1]!.replace(/\s+/g, ' ')} filed by ${named.m[2]!.trim().replace(/^The\b/, 'the')}`,
    );
  return undefined;
};
