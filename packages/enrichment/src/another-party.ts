import { splitSentences } from '@nes/document';

/**
 * Another party's bankruptcy told by the filer: a customer's, supplier's or tenant's Chapter 11
 * ("Vexley Motor Coach Company, the Company's largest customer, …, filed a voluntary petition";
 * "Fairmeadow Grocers, Inc., a customer of the Company, and its affiliates filed …"), or a seller
 * in Chapter 11 the filer buys from as the stalking horse. Read the same way by the classifier
 * (never the filer's Bankruptcy/Liquidation event), the headlines and the impact.
 */

/** A petition in a sentence: "filed (a) voluntary petition(s) … under Chapter 11". */
const PETITION =
  /\b(?:filed|commenced)\s+(?:(?:a\s+)?(?:voluntary\s+)?(?:petitions?|cases?)|for\s+(?:bankruptcy\s+)?protection)\b(?:[^.]|\b(?:Inc|Corp|Co|Ltd)\.){0,160}?\b[Cc]hapter\s+(7|11)\b/;
/** The filer's customer, supplier, tenant … named in a petition's subject. */
const ROLE_OF_FILER =
  /\b(?:(?:the\s+Company['’]s|its|our)\s+(?:(?:largest|second[\s-]largest|third[\s-]largest|significant|major|key|main|principal|sole|primary)\s+)?|(?:an?|one\s+of\s+(?:the\s+)?(?:largest|significant|major|key)|the\s+(?:largest|main|principal))\s+)(?:(?:retail|wholesale|commercial|industrial|contract|direct|OEM|raw[\s-]material)\s+)?(customer|supplier|tenant|lessee|operator|licensee|distributor|vendor|franchisee|partner|counterparty)s?\b/i;
/** A subject that is the filer itself: "the Company and certain of its subsidiaries filed …". */
const FILER_SUBJECT = /^(?:On\s+[^,]{3,40}(?:,\s+\d{4})?,\s+)?(?:the\s+Company|we|the\s+Registrant)\b/i;

export interface AnotherPetition {
  /** "customer", "supplier", … */
  role: string;
  /** The petition's sentence. */
  sentence: string;
}

/** The first petition of `text` filed by a party its subject names as the filer's customer, supplier, …; undefined otherwise. */
export function anotherPartyPetition(text: string): AnotherPetition | undefined {
  if (!/[Cc]hapter\s+(?:7|11)/.test(text)) return undefined;
  return anotherPartyPetitionIn(splitSentences(text.slice(0, 20_000)));
}

/** anotherPartyPetition over sentences already split (a headline extractor's). */
export function anotherPartyPetitionIn(sentences: readonly string[]): AnotherPetition | undefined {
  for (const s of sentences) {
    const m = PETITION.exec(s);
    if (!m) continue;
    const subject = s.slice(0, m.index);
    const role = ROLE_OF_FILER.exec(subject);
    if (role && !FILER_SUBJECT.test(subject)) return { role: role[1]!.toLowerCase(), sentence: s };
    // The first petition told is the one the filing is about.
    return undefined;
  }
  return undefined;
}

/** A purchase from sellers in Chapter 11: "… the "Debtors"), which are debtors in … Chapter 11", "stalking horse", "Section 363". */
const SELLER_IN_CHAPTER_11 =
  /\bstalking[\s-]+horse\b|\bSection\s+363\b|\b(?:which|who)\s+(?:are|is)\s+(?:the\s+)?debtors?(?:[\s-]+in[\s-]+possession)?\s+in\b/i;

/** "The Company is not a party to the bankruptcy proceeding", "the Sellers filed voluntary petitions": another's case. */
const NOT_A_DEBTOR =
  /\b(?:the\s+["“]?Company|we)["”’)]*\s+(?:itself\s+)?(?:is|are)\s+not\s+(?:a\s+)?(?:party|debtor)\s+(?:to|in)\s+the\s+(?:bankruptcy|Chapter\s+11|case|proceeding)|\bthe\s+["“]?(?:Sellers?|Seller\s+Parties|Target|Licensors?|Vendors?)["”]?\s+(?:each\s+)?(?:filed|commenced)\s+(?:voluntary\s+)?(?:petitions?|cases?)\b/i;
/** "X, one of the largest customers of the Company, filed voluntary petitions …", and not the Company itself. */
const ANOTHER_PARTY_PETITION =
  /^(?![\s\S]*\b(?:the\s+Company|we)\s+(?:and\s+(?:certain\s+of\s+)?its\s+(?:\w+\s+)?subsidiaries\s+)?(?:filed|commenced)\b)[\s\S]{0,2000}?,\s+(?:one\s+of\s+(?:the\s+)?(?:largest|significant|major|key)\s+|an?\s+(?:significant\s+|major\s+|key\s+)?|the\s+(?:largest\s+|main\s+)?)(?:customers?|tenants?|suppliers?|lessees?|operators?|licensees?|distributors?)\s+of\s+(?:the\s+Company|[A-Z][\w&.,'’ -]{2,80}?)(?:\s*\([^)]{0,40}\))?\s*,\s+(?:filed|commenced)\b/;

/**
 * Whether a text's Chapter 11 is another party's: a customer, tenant or supplier named as the
 * filer's, the filer saying it is no debtor, and (for an agreement, `sellers`) a seller in Chapter 11
 * the filer buys from.
 */
export function anotherPartysCase(text: string, opts: { sellers?: boolean } = {}): boolean {
  return (
    ANOTHER_PARTY_PETITION.test(text) ||
    NOT_A_DEBTOR.test(text) ||
    (opts.sellers === true && SELLER_IN_CHAPTER_11.test(text)) ||
    anotherPartyPetition(text) !== undefined
  );
}

/**
 * A sentence whose subject is the filer's tenant, customer or supplier, named in an appositive:
 * "Harmon Department Stores, Inc., the anchor tenant at six of the Company's shopping centers,
 * announced its plan to close all of its stores": that party's plan, the filer's business news.
 * Groups: the party's name, its role ("anchor tenant"), what it did.
 */
const ANOTHER_PARTY_SUBJECT =
  /^(?:On\s+[^,]{3,40},\s+(?:\d{4},\s+)?)?(?:(?:[^,]|,\s(?:Inc|Corp|LLC|Ltd)\.?){0,80}\b(?:announc(?:ed|ing)|disclosed|reported|said)\s+that\s+)?([A-Z][^,]{2,80}?(?:,\s+(?:Inc|Corp|LLC|Ltd|L\.P)\.?)?),\s+(?:the|an?|one\s+of\s+(?:the\s+)?(?:largest|significant|major|key))\s+((?:[\w'’-]+\s+){0,2}?(?:tenant|customer|supplier|lessee|operator|licensee|distributor)s?)\b([^,]{0,160}),\s+((?:has\s+|had\s+)?(?:announced|said|disclosed|notified|informed|plans|intends|will|is)\b.*)$/;
/** The appositive makes the party the filer's: "at six of the Company's shopping centers", "of its products". */
const FILERS = /\b(?:the\s+Company|Company['’]s|its|our)\b/;

export interface AnotherPartysNews {
  name: string;
  role: string;
  /** What the party did: "announced its plan to close all of its stores by June 2025." */
  act: string;
}

/** The first of `sentences` (20 at most) telling of a tenant's, customer's or supplier's own act. */
export function anotherPartysNewsIn(sentences: readonly string[]): AnotherPartysNews | undefined {
  for (const s of sentences.slice(0, 20)) {
    const m = ANOTHER_PARTY_SUBJECT.exec(s.replace(/\s{0,3}\((?:the\s{1,3})?["“][^)]{1,40}["”]\)/g, ''));
    if (m && FILERS.test(`${m[2]!} ${m[3]!}`))
      return { name: m[1]!, role: m[2]!.replace(/^(?:Company['’]s|its|our)\s+/, '').replace(/s$/, ''), act: m[4]! };
  }
  return undefined;
}

/** A tenant's, customer's or supplier's own act told in `text` (see anotherPartysNewsIn). */
export function anotherPartysNews(text: string): AnotherPartysNews | undefined {
  const start = text.slice(0, 20_000);
  // (most texts name no such party: no sentences split for them)
  if (!/\b(?:tenant|customer|supplier|lessee|operator|licensee|distributor)s?\b/.test(start)) return undefined;
  return anotherPartysNewsIn(splitSentences(start));
}
