import { isHistoricalAppointment, SUB_INTO_COMPANY } from '../classify/text-rules';
import { mergerEnded } from '../merger-ended';
import { COMMITMENT_REFUSED, GUIDANCE_LOWERED_AFTER, NO_BUYBACK, OUTLOOK_KEPT } from '../notices';
import { DEPARTURE_WITHDRAWN, RECALLED, isStale } from '../recalled';
import { inComparison, olderPeriod } from './comparisons';
import {
  DATE_SRC,
  MONEY_SRC,
  ORG_SRC,
  PERSON_SRC,
  PROPER_SRC,
  firstMatch,
  isSelf,
  disagreedWithBoard,
  firstNew,
  globalOf,
  isPersonName,
  money,
  usedAsPerson,
  TITLE_BEFORE_NAME,
  sentence,
  tidyName,
  escapeRe,
  otherParty,
} from './patterns';

/**
 * Fact extractors for headlines: each reads the sentences of an event's text and returns one
 * plain-English sentence with the key fact (who, what, how much), or undefined when the fact is
 * not stated. Every name, number and date they use is copied from the sentences (the caller
 * still checks grounding and falls back when a candidate fails).
 */
export type Extractor = (company: string, sentences: readonly string[]) => string | undefined;

const ROLE_SRC = String.raw`((?:(?:its|the Company[’']s|our|the)\s+)?(?:(?:[Ii]nterim|[Aa]cting|[Nn]ew|[Pp]ermanent)\s+)?(?:(?:Group|Global)\s+(?=Chief\s|President\b|General\s+Counsel\b))?(?:(?:Senior\s+(?:Executive\s+)?|Executive\s+|Corporate\s+)?Vice\s+President(?:,\s+|\s+and\s+))?(?:Co-Chief\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}\s+Officers?|(?<![Vv]ice\s|Co-)(?:President\s+and\s+)?Chief\s+[A-Z][a-z]+(?:\s+(?:and\s+)?[A-Z][a-z]+){0,2}\s+Officer|Co-Presidents?|(?<![Vv]ice\s)President(?:\s+and\s+Chief\s+Executive\s+Officer)?(?!\s+(?!(?:and|of|Chief|Emeritus)\b)[A-Z][a-z])(?!,\s+(?!(?:and|Chief|Secretary|Treasurer|General|Chair\w*|Director|Inc|Corp|Co|LLC|Ltd)\b)[A-Z][a-z])|Chief\s+Executive|(?<!Committee\s|Vice\s)(?:(?:Non-)?Executive\s+)?Chair(?:man|woman)?(?:\s+of\s+the\s+Board)?(?:,\s+President)?(?:,?\s+and\s+Chief\s+Executive\s+Officer)?(?!\s+of\s+(?:the\s+|its\s+)?(?:(?:[A-Z][\w&,-]*|and)\s+){1,6}Committee)|Treasurer|General\s+Counsel|Corporate\s+Controller|Controller|[Pp]rincipal\s+(?:[Ee]xecutive|[Ff]inancial|[Aa]ccounting|[Oo]perating)\s+[Oo]fficer|(?<!Co-)(?:CEO|CFO|COO)|Lead\s+(?:Independent\s+)?Director|(?<![Bb]oard of )(?:directors?|trustees?)\b|member\s+of\s+(?:the|its|our)\s+(?:Company['’]s\s+)?[Bb]oard(?:\s+of\s+[Dd]irectors)?|Executive\s+Vice\s+President(?:,\s+(?!Chief\b)[A-Z][a-z]+(?:\s+(?:and\s+)?[A-Z][a-z]+){0,2})?))`;
const ROLE = new RegExp(ROLE_SRC);
const AS_ROLE = new RegExp(
  String.raw`\bas\s+(?:an?\s+)?(?:independent\s+|non-employee\s+|non-executive\s+)?${ROLE_SRC}`,
);
/** The office right after the verb: "has been appointed President, succeeding …" (before any later "as …"). */
const DIRECT_ROLE = new RegExp(String.raw`^\w+\s+(?:as\s+)?${ROLE_SRC}`);
/** The match that comes first in the text ("to the additional role of CEO …, who will serve as Chairman"). */
const earliest = (a: RegExpExecArray | null, b: RegExpExecArray | null) =>
  a && b ? (a.index <= b.index ? a : b) : (a ?? b);
/** "to the additional role of President": the new office without "as". */
const TO_ROLE = new RegExp(
  String.raw`\bto\s+(?:the\s+)?(?:additional\s+|new\s+|newly[\s-]+created\s+|expanded\s+)?(?:roles?|positions?|office|post|title)\s+of\s+${ROLE_SRC}`,
);
/** A promotion "from Senior Vice President, General Counsel to Executive Vice President, Chief Legal Officer": the second is the new office. */
const FROM_TO_ROLE = new RegExp(
  String.raw`\bfrom\s+(?:(?:the|its|his|her)\s+)?(?:(?:position|role|office)\s+(?:of|as)\s+)?${ROLE_SRC}\s+to\s+(?:(?:the|its)\s+)?(?:(?:position|role|office)\s+of\s+)?${ROLE_SRC}`,
);
/** A promotion's new office: "promoted X, the Company's CFO, to President and Chief Operating Officer". */
const PROMOTED_TO = new RegExp(
  String.raw`\bto\s+(?:(?:the|its)\s+)?(?:(?:additional\s+|new\s+)?(?:position|role|office)\s+of\s+)?${ROLE_SRC}`,
);
/**
 * What an appointee already is or was, told between the name and the new office: "…, who had served
 * as interim Chief Financial Officer since …,", "…, the Company's current Executive Vice President
 * and Chief Financial Officer,". Its role is not the appointment's.
 */
const PRESENT_OFFICE =
  /,\s+(?:an?\s+(?:independent\s+|existing\s+|current\s+|non-employee\s+)?(?:director|member\s+of\s+(?:the|its|our)\s+Board)[^,]{0,60}|(?:the\s+Company['’]s|its|our)\s+(?:(?:Senior|Executive)\s+)?(?:Vice\s+President\s+and\s+)?(?:Chief\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+Officer|President(?:\s+and\s+Chief\s+Executive\s+Officer)?)(?=,\s+to\s+fill\b)|who\s+(?:has|had|have|is|was|currently|previously|most recently|will\s+(?:continue|remain)|continues|remains)\b[^,]{0,160}|(?:the\s+Company['’]s\s+|its\s+|our\s+|the\s+)?(?:current|currently|present|presently|then|former|formerly|existing|retired)\s+[^,]{0,120}),/g;
/** Right after an appointment verb: "appointed Chair of the Audit Committee", "named as a member of its Risk Committee". */
const COMMITTEE_OFFICE =
  /^\w+\s+(?:as\s+)?(?:the\s+|an?\s+)?([Cc]hair(?:man|woman|person)?|[Mm]ember)\s+of\s+(?:the\s+|its\s+)?((?:[A-Z][\w&,-]*\s+(?:and\s+)?){1,6}Committee)\b/;
/** A committee's chair or seat named in a sentence (no officer role or board seat needed). */
const COMMITTEE_SEAT =
  /\b(?:[Cc]hair(?:man|woman|person)?|[Mm]ember)\s+of\s+(?:the\s+|its\s+)?(?:[A-Z][\w&,-]*\s+(?:and\s+)?){1,6}Committee\b/;
/** "appointed director Leila Mahfouz to serve as Chair of the Risk Committee": the office is the committee's. */
const COMMITTEE_AS =
  /\b(?:to\s+serve\s+)?as\s+(?:the\s+|a\s+)?([Cc]hair(?:man|woman|person)?|[Mm]ember)\s+of\s+(?:the\s+|its\s+)?((?:[A-Z][\w&,-]*\s+(?:and\s+)?){1,6}Committee)\b/;
const TO_BOARD =
  /\bto\s+(?:the|its|our)\s+(?:Company['’]s\s+)?Board(?:\s+of\s+Directors)?\b|\bto\s+fill\s+(?:the|a)\s+(?:newly[- ]created\s+)?(?:directorship|vacancy\s+on\s+the\s+Board|seat(?:\s+on\s+the\s+Board)?|vacancy\s+(?:created|left)\s+by\b)/;
const PERSON = new RegExp(PERSON_SRC, 'g');
/** "resigned from the Board": a director's departure, whatever other office the sentence names. */
/** An act only intended, said just before its verb: "The Board intends to appoint …", "plans to increase …". */
const INTENDED_BEFORE = /\b(?:intends?|plans?|expects?|anticipates?)\s+to\s+$/i;
const FROM_BOARD = /^\w+\s+from\s+(?:the|its|our)\s+(?:Company['’]s\s+)?Board\b/;

/** The organisation a role is "of" when it is not the company itself ("of Astrotech Space Operations"). */
function unitOf(after: string, company: string, said = ''): string | undefined {
  // "President of the Bank" where the sentence names "its subsidiary Seabrook Savings Bank": that bank.
  if (/^,?\s+of\s+the\s+Bank\b/.test(after)) {
    const bank = /\bsubsidiary,?\s+((?:[A-Z][\w&.'’-]*\s+){0,4}Bank)\b/.exec(said);
    return bank ? bank[1]! : 'its bank subsidiary';
  }
  // "of the Company's principal operating subsidiary, Pinnacle Specialty Insurance Company": that subsidiary.
  const sub =
    /^,?\s+of\s+(?:the\s+Company['’]s|its|our)\s+(?:(?:principal|wholly[- ]owned|operating|bank|insurance|primary)\s+){0,3}subsidiary,?\s+((?:[A-Z][\w&.'’-]*)(?:\s+(?:[A-Z][\w&.'’-]*|&|of|and)){0,6})/.exec(
      after,
    );
  if (sub) return sub[1]!.replace(/,$/, '');
  // "of the Company's Initech division", "of its Acme Europe subsidiary", "of the Company's Aerospace &
  // Defense segment", "of its North American retail business": the company's own unit, whatever its
  // words (a unit's office is never said as the company's).
  const own =
    /^,?\s+of\s+(?:the\s+Company['’]s|its|our|the)\s+((?:(?!(?:and|or|the|its|company)\b)[\w&.'’-]+\s+){1,5}?(?:division|subsidiary|segment|unit|business|group|region|operations|brand|franchise|restaurants|stores))\b/i.exec(
      after,
    );
  if (own) return `its ${own[1]!.replace(/\s+/g, ' ')}`;
  const m = /^,?\s+of\s+((?:[A-Z][\w&.'’-]*)(?:\s+(?:[A-Z][\w&.'’-]*|&|of|and)){0,5})/.exec(after);
  if (!m) return undefined;
  // "President of Research and Development": the unit's whole name, never ending on a connective.
  let org = m[1]!;
  while (/ (?:of|and)$/.test(org)) org = org.slice(0, org.lastIndexOf(' '));
  return /^(?:the|our|its)\b/i.test(org) || isSelf(company, org) ? undefined : org;
}

function cleanRole(r: string): string {
  return r
    .replace(/^(its|the Company[’']s|our|the)\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A legal suffix right after a name: "Veritas Cloud Systems, Inc." is a company, whatever pronoun follows. */
const ORG_SUFFIX_AFTER =
  // ("Greta Holm, Group Chief Financial Officer": an office's "Group", no company's)
  /^,?\s+(?:Inc|Corp|Corporation|Co|Company|Ltd|LLC|L\.P|LP|plc|N\.V|S\.A|AG|GmbH|Holdings|Group(?!\s+(?:Chief|President|General|Executive|Senior|Vice)\b))\b/;

/** Name-like spans of a sentence that may be people: not the filer's own name, nor any name followed by a legal suffix. */
function persons(s: string, company = ''): Array<{ name: string; index: number }> {
  const own = new Set(
    company
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
  const out: Array<{ name: string; index: number }> = [];
  PERSON.lastIndex = 0;
  for (let m = PERSON.exec(s); m; m = PERSON.exec(s)) {
    const name = m[1]!;
    if (!isPersonName(name)) {
      // "Chief Financial Officer Angela Torres": a title's words ran into the name; look again
      // from the next word, not past the whole span.
      const space = m[0].indexOf(' ');
      if (space > 0) PERSON.lastIndex = m.index + space + 1;
      continue;
    }
    if (ORG_SUFFIX_AFTER.test(s.slice(m.index + m[0].length))) continue;
    // "President of the Industrial Automation segment": a name after "the" is a unit's or a thing's.
    if (s.slice(Math.max(0, m.index - 4), m.index) === 'the ') continue;
    if (
      own.size &&
      name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .every((w) => !w || own.has(w))
    )
      continue;
    out.push({ name, index: m.index });
  }
  return out;
}

const PAST_YEAR_DEPARTURE =
  /^(?:retire(?:d|ment)|resign(?:ed|ation)|depart(?:ed|ure)|stepped\s+down)\b(?:\s+from\s[^,.;]{0,80}?)?\s+in\s+(?:19|20)\d{2}\b/i;
/** Whose subsidiary a deal's merger sub is: "Thornbury Acquisition Corp., a wholly owned subsidiary of Thornbury Medical Holdings, Inc.". */
const SUB_OWNED_BY = new RegExp(
  String.raw`\b(?:Acquisition|Merger)\s+(?:Corp\.?|Corporation|Inc\.?|LLC|Sub|Co\.?)\s*,\s+an?\s+(?:direct\s+|indirect\s+)?wholly[- ]owned\s+subsidiary\s+of\s+${PROPER_SRC}`,
);
/** The appointing subject is a subsidiary: "its subsidiary, Westbrook Securities LLC, appointed". */
const SUBSIDIARY_SUBJECT = new RegExp(
  // The subsidiary alone is the subject (after "announced that" or the date), never "the Board of
  // the Company and (the Board) of its subsidiary, Crestline Community Bank, appointed": both appoint.
  String.raw`(?:\bthat\s+|^(?:On\s+[^,]{3,30}(?:,\s+\d{4})?,\s+)?)(?:its|the\s+Company['’]s)\s+(?:wholly[- ]owned\s+)?subsidiary,?\s+${PROPER_SRC},?\s+(?:has\s+)?$`,
);
/** "has accepted an appointment as …", "accepted a position as …": an office taken elsewhere. */
const ACCEPTED_OFFICE = /\baccept(?:ed|s|ing)\s+(?:an?\s+)?(?:appointment|position|offer|role)\b/i;
/** A departure that waits on a deal: "effective upon, and subject to, the closing of the merger". */
const ON_CLOSING =
  /\b(?:upon|subject\s+to|conditioned\s+(?:up)?on|contingent\s+(?:up)?on)\b[^.;]{0,40}?\bthe\s+(closing|completion|consummation)\s+of\s+the\s+(merger|transaction|acquisition|sale|offer|business\s+combination)\b/i;
const FUTURE_DEPART: Readonly<Record<string, string>> = {
  'steps down as': 'will step down as',
  'resigns as': 'will resign as',
  'retires as': 'will retire as',
  'departs as': 'will depart as',
};
const DEPART: ReadonlyArray<[RegExp, string]> = [
  [
    // An intention to retire, with no date fixed, is a plan.
    /\b(notified|informed|advised|indicated|expressed|announced)\b[^.]{0,80}\b(?:intention|intent)\s+to\s+retire\b(?![^.]{0,80}\beffective\b)|\bintends\s+to\s+retire\b(?![^.]{0,80}\beffective\b)/i,
    'plans to retire as',
  ],
  [
    // (not a title's adjective: "Gloria Nakamura, retired Vice Chair of Westmark Bank")
    /\b(notified|informed|advised)\b[^.]{0,80}\b(decision|intention|intent)\s+to\s+retire\b|\bwill retire\b|\bretire[sd]?\b(?!(?<=(?:,|\ba|\ban|\bthe)\s+retired)\s+(?:Vice|Chief|President|Chair\w*|Director|Executive|Senior|Managing|General|Partner|Head|Founder|CEO|CFO|COO)\b)|\bretirement\b/i,
    'retires as',
  ],
  [
    /\b(notified|informed|advised)\b[^.]{0,80}\b(decision|intention|intent)\s+to\s+resign\b|\bresign(ed|s|ation|ing)?\b/i,
    'resigns as',
  ],
  [/\bstep(s|ped)?\s+down\b/i, 'steps down as'],
  [/\bnot\s+(to\s+)?stand\s+for\s+re-?election\b/i, 'will not stand for re-election as'],
  // "terminated the employment of X as Chief Executive Officer … for Cause": dismissed, not departed.
  [/\bterminated\s+(?:the\s+)?employment\s+of\b|\bterminated\b(?=[^.]{0,160}\bfor\s+[Cc]ause\b)/, 'is terminated as'],
  [
    /\b(terminated|separat(?:ed|es|ing|ion)|(?:will|to|would|shall)\s+separate\s+from|depart(?:s|ed|ing|ure)?|transition\w*\s+from)\b|\bdid\s+not\s+renew\s+the\s+employment\b|\b(?:will\s+be\s+|is\s+)?leaving\s+the\s+Company\b|\bwill\s+leave\s+the\s+Company\b/i,
    'departs as',
  ],
  [/\b(?:passed\s+away|died|death(?=\s+of\s))\b/i, 'died'],
  [/\b(?:did\s+not|decided\s+not\s+to|elected\s+not\s+to)\s+re-?appoint\b/i, 'is not reappointed as'],
  [/\bplaced\s+(?:[^.]{1,120}?\s)?on\s+(?:paid\s+|unpaid\s+)?(?:administrative\s+)?leave\b/i, 'is placed on leave as'],
  // "will take a temporary medical leave of absence": away for a time, the office kept.
  [
    /\b(?:take|takes|taking|took|begin|began|begins|begun|commence[sd]?)\s+(?:a\s+)?(?:temporary\s+|short-term\s+)?(?:medical\s+|personal\s+)?leave\s+of\s+absence\b/i,
    'takes a leave of absence as',
  ],
  [/\bremoved\b[^.]{0,60}\bfrom\s+(?:his|her|their)\s+(?:position|positions|role|office)\b/i, 'is removed as'],
];
const APPOINT =
  /\b(appoint\w*|designated|named(?!\s+executive\s+officers?\b)|(?<!re-?)elect(?:ed|s|ing)?(?!\w)|promot(?:ed|es|ing|ion)|hired|became|become|becomes|assum\w+ the (?:additional |expanded )?(?:role|position|title) of|succeed\w*|(?:re)?join(?:s|ed|ing)?(?=\s+(?:the\s+Company|us)\s+as\b))\b/i;
/** The person an appointment is about: the subject of a passive/intransitive verb, else its object. */
const OTHER_SUBJECT =
  /\b(?:the|its|our)\s+(?:Board|Company|Registrant|Corporation|Committee|(?:Compensation|Nominating|Governance)[\w\s]{0,30}Committee|[Dd]irectors|[Ss]hareholders|[Ss]tockholders)\b(?!['’]s)/;

function appointee(
  s: string,
  verbIndex: number,
  people: Array<{ name: string; index: number }>,
): { name: string; index: number } | undefined {
  const candidate = people.filter((p) => p.index < verbIndex && verbIndex - p.index < 120).pop();
  // "Kristian Haugland will step down …, and that the Board has appointed Ingrid Bakke": another
  // subject (the board, the company) stands between the name and the verb.
  // ("accepted the resignation of Anders Holm as CFO and appointed Ingrid Solberg": the one whose
  // resignation it is, is no subject of the appointing verb)
  const objectOf =
    candidate &&
    /\b(?:resignation|retirement|departure|termination|removal|employment|services)\s+of\s+(?:(?:Mr|Ms|Mrs|Dr)\.\s+)?$/i.test(
      s.slice(Math.max(0, candidate.index - 30), candidate.index),
    );
  const before =
    candidate && !objectOf && !OTHER_SUBJECT.test(s.slice(candidate.index + candidate.name.length, verbIndex))
      ? candidate
      : undefined;
  if (
    before &&
    /\b(has|have|had|was|were|will|is|are|be|been|to)\b[^.]{0,30}$|,\s*\d{2},\s*$|^\s*$/.test(
      s
        .slice(before.index + before.name.length, verbIndex)
        .replace(/\([^)]*(?:\)|$)/g, (t) => (t.endsWith(')') ? '' : t)), // eslint-disable-line regexp/no-super-linear-move -- linear: every scan from '(' matches (to the next ')', or to the end and is kept), as /\([^)]*\)/g read it
    )
  )
    return before;
  if (before && /^(?:[^,]{0,40}|,\s*\d{2},?\s*)$/.test(s.slice(before.index + before.name.length, verbIndex)))
    return before;
  // The object stands right after the verb ("appointed Chief Financial Officer Angela Torres"), not
  // in a later clause ("appointed Dr. Benson as CEO …, and the former CEO, Ruth Sandoval, resigned").
  return people.find((p) => p.index > verbIndex && p.index - verbIndex < 60) ?? before;
}

/** 5.02: "Tyson Foods, Inc.: Albert C. Zapanta retires as director." / "X appoints Y as Chief Financial Officer." */
/** "As previously reported, …": old news, read after the filing's new changes. */
export const PREVIOUSLY_REPORTED =
  /^As (?:previously |was )?(?:reported|disclosed|announced)\b|^[^.]{0,120}?\b(?:previously|had)\s+(?:reported|disclosed|announced)\b/i;

const PERSON_ALL = new RegExp(PERSON_SRC, 'g');
/** The full names in `texts` that a surname ("Mr. Delgado") may stand for, in text order. */
const namesEnding = (surname: string, texts: readonly string[]) =>
  texts.flatMap((t) => [...t.matchAll(PERSON_ALL)].map((m) => m[1]!)).filter((n) => n.endsWith(` ${surname}`));

/** "Paulo Menezes withdraws his resignation as Chief Financial Officer of X": a departure undone is the news. */
/** "Andrew Falk has agreed to delay his previously announced retirement as Chief Executive Officer … from June 30, 2026 to December 31, 2026". */
const RETIREMENT_DELAYED = new RegExp(
  String.raw`\b(?:delay|postpone|defer)\w*\s+(?:his|her|their)\s+(?:previously\s+announced\s+)?retirement\b(?:\s+as\s+${ROLE_SRC})?(?:(?:[^.]|\b(?:Inc|Corp|Co|Ltd)\.){0,160}?\bto\s+(${DATE_SRC}))?`,
  'i',
);

/** "Andrew Falk delays his retirement as Chief Executive Officer of X to December 31, 2026": a departure put off, not made. */
/** "his planned retirement has been postponed"; its office and date from "agreed to remain as CEO through December 31, 2026". */
const RETIREMENT_POSTPONED =
  /\b(?:his|her|their)\s+(?:previously\s+announced\s+|planned\s+)?retirement\s+(?:has\s+been|was|is|will\s+be)\s+(?:delayed|postponed|deferred)\b/i;
const REMAINS_THROUGH = new RegExp(
  String.raw`\bagreed\s+to\s+(?:remain|continue\s+to\s+serve)\s+as\s+${ROLE_SRC}\s+(?:through|until)\s+(${DATE_SRC})`,
  'i',
);

function retirementDelayed(company: string, head: readonly string[]): string | undefined {
  const postponed = firstMatch(head, RETIREMENT_POSTPONED);
  const stays = postponed ? REMAINS_THROUGH.exec(postponed.s) : null;
  const hit =
    firstMatch(head, RETIREMENT_DELAYED) ??
    (postponed
      ? { s: postponed.s, m: stays ?? Object.assign([postponed.m[0]], { index: postponed.m.index }) }
      : undefined);
  if (!hit) return undefined;
  const named = persons(hit.s, company)
    .filter((p) => p.index < hit.m.index)
    .pop()?.name;
  // "Mr. Pell agreed to defer his retirement": the full name the filing gave before, and the office it named.
  const surname = named ? undefined : /\b(?:Mr|Ms|Mrs|Dr)\.\s+([A-Z][\w'’-]+)/.exec(hit.s.slice(0, hit.m.index))?.[1];
  const who = named ?? (surname ? namesEnding(surname, head).find(isPersonName) : undefined);
  if (!who || !isPersonName(who)) return undefined;
  const office =
    hit.m[1] ??
    (named
      ? undefined
      : head
          .map((t) => (t.includes(who) ? appositiveRole(t, { name: who, index: t.indexOf(who) })?.[1] : undefined))
          .find(Boolean));
  const role = office ? ` as ${cleanRole(office)}` : '';
  const until = hit.m[2] ? ` to ${hit.m[2]}` : '';
  return sentence(`${who} delays retirement${role} of ${company}${until}`);
}

/** "Dr. Strauss informed the Company that he had withdrawn his acceptance of the offer … and he will not join the Company". */
const ACCEPTANCE_WITHDRAWN =
  /\b(?:withdr[a-z]+|rescind\w*|revok\w*)\s+(?:his|her|their)\s+acceptance\b|\b(?:would|will)\s+not\s+accept\s+(?:his|her|their|the)\s+appointment\b|\bwill\s+not\s+(?:be\s+)?(?:join(?:ing)?|commenc(?:e|ing)\s+employment\s+with)\s+the\s+Company\b/i;

/** An offered office the appointee will not take: "Felix Strauss will not join Acme Corp. as Chief Operating Officer". */
function acceptanceWithdrawn(company: string, head: readonly string[]): string | undefined {
  const hit = firstMatch(head, ACCEPTANCE_WITHDRAWN);
  if (!hit) return undefined;
  const surname =
    /\b(?:Mr|Ms|Mrs|Dr)\.\s+([A-Z][\w'’-]+)/.exec(hit.s)?.[1] ?? persons(hit.s, company)[0]?.name.split(/\s+/).pop();
  if (!surname) return undefined;
  const full = namesEnding(surname, head).find(isPersonName);
  if (!full) return undefined;
  const offered = head
    .map((t) =>
      t.includes(surname)
        ? ((/\bappointment\s+as\s+|\bappointed\b/i.exec(t) && AS_ROLE.exec(t)) ??
          /\bcommence\s+employment\s+as\s+/i.exec(t)?.input.match(AS_ROLE))
        : null,
    )
    .find(Boolean);
  return sentence(`${full} will not join ${company}${offered ? ` as ${cleanRole(offered[1]!)}` : ''}`);
}

/** "she will not accept the Board of Directors' offer to serve as Chief Executive Officer": an office declined. */
const OFFER_DECLINED =
  /\b(?:will\s+not|has\s+decided\s+not\s+to|decided\s+not\s+to|declined\s+to)\s+accept\s+(?:the\s+|its\s+)?(?:[\w'’-]+\s+){0,4}?offer\s+to\s+(?:serve\s+as|become)\s+|\bdeclined\s+(?:the\s+|its\s+)?(?:[\w'’-]+\s+){0,4}?offer\s+to\s+(?:serve\s+as|become)\s+/i;
/** "Mr. Pike has agreed to remain as Chief Executive Officer": who keeps the office meanwhile. */
const REMAINS_AS = new RegExp(
  String.raw`\b(?:Mr|Ms|Mrs|Dr)\.\s+([A-Z][\w'’-]+)\s+(?:has\s+agreed\s+to\s+|will\s+)?remain\s+(?:as\s+)?${ROLE_SRC}`,
);

/** "the Board … declined to accept the offer of resignation tendered by director Wayne Forbes": no departure. */
const RESIGNATION_DECLINED = new RegExp(
  String.raw`\b(?:declined|refused|did\s+not|decided\s+not)\s+(?:to\s+)?accept\s+(?:the\s+)?(?:offer\s+of\s+)?resignation\s+(?:tendered\s+|offered\s+|submitted\s+)?(?:by|of)\s+((?:director|trustee)\s+)?${PERSON_SRC}`,
);

/** A director's resignation the board did not accept: he stays. */
function resignationDeclined(company: string, head: readonly string[]): string | undefined {
  const hit = firstMatch(head, RESIGNATION_DECLINED);
  if (!hit || !isPersonName(hit.m[2]!) || !usedAsPerson(hit.m[2]!, head)) return undefined;
  const seat = hit.m[1] ? hit.m[1].trim().toLowerCase() : 'director';
  return sentence(`${company}'s board declines the resignation of ${seat} ${hit.m[2]!}, who remains a ${seat}`);
}

/** An officer's offer declined: who declined which office, and who stays in it meanwhile. */
function offerDeclined(company: string, head: readonly string[]): string | undefined {
  const hit = firstMatch(head, OFFER_DECLINED);
  if (!hit) return undefined;
  const who = persons(hit.s.slice(0, hit.m.index), company)[0]?.name;
  const office = new RegExp(`^${ROLE_SRC}`).exec(hit.s.slice(hit.m.index + hit.m[0].length));
  if (!who || !isPersonName(who) || !usedAsPerson(who, head) || !office) return undefined;
  const role = cleanRole(office[1]!);
  const stays = head.map((t) => REMAINS_AS.exec(t)).find((m) => m && baseRole(cleanRole(m[2]!)) === baseRole(role));
  const stayer = stays ? namesEnding(stays[1]!, head).find(isPersonName) : undefined;
  return sentence(
    `${who} declines the offer to serve as ${role} of ${company}${stayer && stayer !== who ? `; ${stayer} remains ${role}` : ''}`,
  );
}

function rescinded(company: string, head: readonly string[]): string | undefined {
  const hit = firstMatch(head, DEPARTURE_WITHDRAWN);
  if (!hit) return undefined;
  const surname = /\b(?:Mr|Ms|Mrs|Dr)\.\s+([A-Z][\w'’-]+)/.exec(hit.s.slice(0, hit.m.index))?.[1];
  const named = persons(hit.s.slice(0, hit.m.index), company).pop()?.name;
  const full = named ?? (surname ? namesEnding(surname, head)[0] : undefined);
  if (!full || !isPersonName(full)) return undefined;
  const office = head
    .map((t) => /\b(?:resign|retire|serve|continue)\w*\s+as\s+/i.exec(t) && AS_ROLE.exec(t))
    .find(Boolean);
  const role = office ? cleanRole(office[1]!) : undefined;
  return sentence(
    `${full} withdraws ${hit.m[1]!.toLowerCase()} ${/retire/i.test(hit.m[2] ?? hit.m[3] ?? hit.s.slice(0, hit.m.index)) ? 'retirement' : 'resignation'} ${role ? `as ${role} of` : 'from'} ${company}`,
  );
}

/** The company undoing its own decision: "the Board rescinded his appointment", "reversed its decision … to appoint Oliver Trent as …". */
const UNDONE_APPOINTMENT =
  /\b(?:rescind\w*|revok\w*|revers\w*|withdr[ae]w\w*|cancel\w*)\s+(?:its\s+|the\s+)?(?:decision\b[^.]{0,60}?\bto\s+appoint\b|(?:his|her|their)\s+appointment\b)/i;
/** "withdrawn its previously announced plan for Chief Executive Officer Nadia Ferraro to retire", "would not proceed with the previously disclosed retirement of …". */
const UNDONE_DEPARTURE =
  /\b(?:withdr[ae]w\w*|rescind\w*|revers\w*|cancel\w*|(?:would|will)\s+not\s+proceed\s+with)\s+(?:its\s+|the\s+)?(?:previously\s+(?:announced|disclosed|reported)\s+)?(?:plan\s+for\b([^.]{0,80}?)\bto\s+(retire|resign)|(retirement|resignation)\s+of\b([^.]{0,80}))/i;

function decisionReversed(company: string, head: readonly string[]): string | undefined {
  const left = firstMatch(head, UNDONE_DEPARTURE);
  if (left) {
    const span = left.m[1] ?? left.m[4] ?? '';
    const who = persons(span.replace(TITLE_BEFORE_NAME, ''), company)[0]?.name;
    const office = ROLE.exec(span);
    if (who && isPersonName(who) && usedAsPerson(who, head)) {
      const verb = (left.m[2] ?? left.m[3] ?? '').toLowerCase().startsWith('retire') ? 'retire' : 'resign';
      return sentence(`${who} will not ${verb}${office ? ` as ${cleanRole(office[1]!)}` : ''} of ${company}`);
    }
  }
  const undone = firstMatch(head, UNDONE_APPOINTMENT);
  if (!undone) return undefined;
  const after = undone.s.slice(undone.m.index);
  const named = persons(after, company)[0]?.name;
  const surname = named ? undefined : /\b(?:Mr|Ms|Mrs|Dr)\.\s+([A-Z][\w'’-]+)/.exec(undone.s)?.[1];
  const who = named ?? (surname ? namesEnding(surname, head).find(isPersonName) : undefined);
  if (!who || !isPersonName(who) || !usedAsPerson(who, head)) return undefined;
  // The office from the undone decision, else from the announcement it undoes.
  const office =
    AS_ROLE.exec(after) ?? head.map((t) => (t.includes(who) ? AS_ROLE.exec(t) : null)).find(Boolean) ?? null;
  return sentence(`${company} rescinds the appointment of ${who}${office ? ` as ${cleanRole(office[1]!)}` : ''}`);
}

/** "appointed the following individuals as executive officers, effective immediately:" before its list. */
const LIST_APPOINTED =
  /\b(appointed|named|elected|promoted)\s+the\s+following\s+(?:individuals|persons|people|officers|executives)\b[^:]{0,80}:\s*$/i;
/** One item of that list: "Sophia Lerner – Chief Operating Officer" (bullet already gone). */
const LISTED_OFFICER = new RegExp(
  String.raw`^(?:[•●▪◦*]\s+)?([A-Z][\w.'’-]+(?:\s+[A-Z][\w.'’-]+){1,3})\s*(?:[–—-]|,|:)\s*${ROLE_SRC}\s*[.;]?$`,
);

/** "appointed three new independent directors, effective April 1, 2026: Gloria Nakamura, …; Terrence Blake, …; and …". */
const DIRECTORS_NAMED =
  /\b(?:appointed|elected)\s+(two|three|four|five)\s+new\s+(?:independent\s+)?(?:directors|members\s+of\s+the\s+Board)\b[^:;]{0,80}:\s(\S.*)$/;
const COUNT: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5 };
/** One item of that list: its person's name first. */
const LISTED_DIRECTOR = new RegExp(String.raw`^(?:(?:Mr|Ms|Mrs|Dr)\.\s+)?${PERSON_SRC}`);

/** New directors named in one sentence's list: all of them, or none. */
function directorsNamed(company: string, head: readonly string[]): string | undefined {
  const hit = firstMatch(head, DIRECTORS_NAMED);
  if (!hit) return undefined;
  const names = hit.m[2]!.split(/;\s+(?:and\s+)?/)
    .map((item) => LISTED_DIRECTOR.exec(item.trim())?.[1])
    .filter((n): n is string => Boolean(n && isPersonName(n)));
  if (names.length !== COUNT[hit.m[1]!]) return undefined;
  return sentence(
    `${company} appoints ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} to its board of directors`,
  );
}

/** A list of officers appointed together: each named with the office its line gives. */
function appointedList(company: string, head: readonly string[]): string | undefined {
  const intro = head.findIndex((t) => LIST_APPOINTED.test(t));
  if (intro < 0) return undefined;
  const listed: string[] = [];
  for (const t of head.slice(intro + 1, intro + 9)) {
    const m = LISTED_OFFICER.exec(t);
    if (!m || !isPersonName(m[1]!)) break;
    listed.push(`${m[1]!} as ${cleanRole(m[2]!)}`);
  }
  if (!listed.length) return undefined;
  const verb = { appointed: 'appoints', named: 'names', elected: 'elects', promoted: 'promotes' }[
    LIST_APPOINTED.exec(head[intro]!)![1]!.toLowerCase() as 'appointed'
  ];
  const said = listed.length > 3 ? [...listed.slice(0, 2), `${listed.length - 2} other officers`] : listed;
  return sentence(
    `${company} ${verb} ${said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said[said.length - 1]}` : said[0]}`,
  );
}

/** "in connection with his appointment as the Company's Chief Financial Officer": the office a director leaves the board for. */
const APPOINTED_INSTEAD = new RegExp(
  String.raw`\bin\s+connection\s+with\s+(?:his|her|their)\s+(?:appointment|election)\s+as\s+(?:the\s+Company['’]s\s+|its\s+)?${ROLE_SRC}`,
);
const NOT_EXECUTIVE =
  /\b(?:Mr|Ms|Mrs|Dr)\.\s+([A-Z][\w'’-]+)\s+will\s+not\s+(?:be|serve\s+as)\s+an?\s+executive\s+officer\b/;

export const officerChange: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 40);
  const undone =
    rescinded(company, head) ??
    decisionReversed(company, head) ??
    acceptanceWithdrawn(company, head) ??
    offerDeclined(company, head) ??
    resignationDeclined(company, head) ??
    retirementDelayed(company, head);
  if (undone) return undone;
  const listed = appointedList(company, head) ?? directorsNamed(company, head);
  if (listed) return listed;
  // Someone said to be no executive officer ("Mr. Ocasio will not be an executive officer") is the
  // filing's minor news: another officer's change goes first.
  const minor = head.map((t) => NOT_EXECUTIVE.exec(t)?.[1]).filter((x): x is string => Boolean(x));
  const isMinor = (t: string) => minor.some((surname) => t.includes(surname));
  const ordered = [
    ...head.filter((s) => !PREVIOUSLY_REPORTED.test(s) && !isMinor(s)),
    ...head.filter((s) => !PREVIOUSLY_REPORTED.test(s) && isMinor(s)),
    ...head.filter((s) => PREVIOUSLY_REPORTED.test(s)),
  ];
  for (const told of ordered) {
    if (told.length > 600 || isStale(told, head)) continue;
    if (!ROLE.test(told) && !TO_BOARD.test(told) && !COMMITTEE_SEAT.test(told)) continue;
    const at = ordered.indexOf(told);
    // "appointed Mr. Delgado as …": the person by the full name the filing gave before.
    const s = persons(told, company).length ? told : withFullNames(told, sentences);
    const people = persons(s, company);
    if (!people.length) continue;
    // Names are chosen from every name-like span (so the verb finds its own subject), then must
    // clear the person-name check; one that does not leaves the sentence to officerRoleChange.
    const isPerson = (...names: string[]) => names.every((n) => usedAsPerson(n, sentences));
    const found = APPOINT.exec(s);
    // "did not re-appoint Charles Whitfield as COO": no appointment (a departure, below).
    const negated = found && NOT_BEFORE_VERB.test(s.slice(Math.max(0, found.index - 30), found.index));
    const appoint = found && !negated && !isHistoricalAppointment(s, found.index) ? found : null;
    // The departure told first is the news ("terminated the employment of X as CEO …, and X resigned
    // as a member of the Board at its request" is a CEO fired, not a director resigning).
    let departEntry: (typeof DEPART)[number] | undefined;
    let departAt = Infinity;
    for (const entry of DEPART) {
      const at = entry[0].exec(s)?.index;
      // "is not resigning from either post": no departure.
      if (at !== undefined && /\bnot\s+(?:be\s+)?$/i.test(s.slice(Math.max(0, at - 12), at))) continue;
      if (at !== undefined && at < departAt) [departEntry, departAt] = [entry, at];
    }
    // "served as Chief Technology Officer of Marlow Aerospace from 2015 until her retirement in 2024":
    // a biography's departure, in a year alone, is no departure this filing reports.
    if (departEntry && PAST_YEAR_DEPARTURE.test(s.slice(departAt))) departEntry = undefined;
    if (!appoint && !departEntry) continue;
    // An appointment is the news when the sentence has one ("X became CFO", "appointed Y to succeed Z").
    if (appoint) {
      // "X will succeed Y": the person after the verb is the one succeeded, never the appointee.
      const succeeds = /^succeed/i.test(appoint[0]);
      const who = appointee(s, appoint.index, succeeds ? people.filter((p) => p.index < appoint.index) : people);
      // The role is the appointment's own: after its verb ("appointment of X as principal accounting
      // officer"), never the board that approved it ("our board of directors approved …").
      // An appositive holds the person's present office ("appointed Sarah Kim, the Company's Chief
      // Operating Officer, as interim Chief Executive Officer"): the role after "as" is the new one.
      const after = s.slice(appoint.index, appoint.index + 260).replace(PRESENT_OFFICE, ',');
      // "appointed Carrie Palin to the Board": a seat on the board, said without the word director.
      const seat = TO_BOARD.exec(after);
      // A move "from X to Y" told of the next person named ("…, and Thomas Breckenridge … will
      // transition from the role of CEO to Executive Chair") is that person's, not the appointee's.
      const nextNamed = who ? people.find((p) => p.index > Math.max(appoint.index, who.index)) : undefined;
      const own =
        nextNamed && nextNamed.index < appoint.index + 260
          ? s.slice(appoint.index, nextNamed.index).replace(PRESENT_OFFICE, ',')
          : after;
      const promoted = FROM_TO_ROLE.exec(own);
      // "appointed Ingrid Bakke … as his successor": the office of the one leaving, named before.
      const successor = /\bas\s+(?:his|her|their)\s+successor\b/.test(after)
        ? ROLE.exec(s.slice(0, appoint.index))
        : null;
      // "promoted Eleanor Watts, the Company's Executive Vice President and CFO, to President and
      // COO": a promotion's office follows "to"; one named before it is the office held.
      const promotedTo = /^promot/i.test(appoint[0]) ? PROMOTED_TO.exec(own) : null;
      // "Ellen Marsh … was appointed to the additional position of Corporate Secretary, and Nathan Cole
      // … was appointed Chief Compliance Officer": the appointee's office ends where the next person's
      // clause begins (unless that person is the one succeeded).
      const scope =
        who && nextNamed && who.index < appoint.index && !/\b(?:succeed\w*|replac\w*|following|for)\s+$/i.test(own)
          ? own
          : after;
      const role =
        (promoted ? ['', promoted[2]!] : null) ??
        promotedTo ??
        (successor ? ['', successor[1]!] : null) ??
        // Only when the appointee is the verb's subject: "has been appointed President, succeeding …"
        // ("named director Karen Oakes as interim CEO" has a title before its object, not an office).
        (who && who.index < appoint.index ? DIRECT_ROLE.exec(scope) : null) ??
        earliest(AS_ROLE.exec(scope), TO_ROLE.exec(scope)) ??
        ROLE.exec(scope) ??
        (seat ? ['', 'director'] : null);
      // "Board member Kenneth Oyelaran was appointed Chair of the Audit Committee": a committee's
      // office, no board seat or officer role (the one it succeeds may still sit on the board).
      const committee =
        who && who.index < appoint.index ? COMMITTEE_OFFICE.exec(after) : COMMITTEE_AS.exec(after.slice(0, 160));
      if (committee && who && isPerson(who.name))
        return sentence(
          `${company} names ${who.name} ${committee[1]!.replace(/^[cm]/, (c) => c.toUpperCase())} of its ${committee[2]!.replace(/\s+/g, ' ')}`,
        );
      if (who && role) {
        // "as Chief Executive Officer on an interim basis": an interim office.
        const roleAt0 = s.indexOf(role[0]!, appoint.index);
        const interimAfter = roleAt0 >= 0 && ON_INTERIM_BASIS.test(s.slice(roleAt0 + role[0]!.length));
        const roleText = `${interimAfter && !/\binterim\b/i.test(role[1]!) ? 'interim ' : ''}${cleanRole(role[1]!)}`;
        const isDirector = /^(?:director|trustee|member of (?:the|its|our) (?:company['’]s )?board)/i.test(roleText);
        // Two directors elected together ("elected Carla J. Denham and Rajiv Subramanian to the Board")
        // are both the news; so are Co-Presidents.
        const next = people.find((p) => p.index > who.index);
        const joined =
          isDirector && next && /^,?\s+and\s+$/.test(s.slice(who.index + who.name.length, next.index))
            ? next
            : undefined;
        const plural = (/^Co-(?:Presidents|Chief .+ Officers)$/.test(roleText) && people.length > 1) || Boolean(joined);
        const pair = joined ? [who, joined] : [people[0]!, people[1]!];
        const names = plural ? `${pair[0]!.name} and ${pair[1]!.name}` : who.name;
        // A name that is no person's here ("End of Year Retirement of Dr. Harari …", a heading) leaves the sentence, not the filing.
        if (!isPerson(...(plural ? [pair[0]!.name, pair[1]!.name] : [who.name]))) continue;
        // "The Board intends to appoint Hannah Price as Chair": planned, not done.
        const planned = INTENDED_BEFORE.test(s.slice(Math.max(0, appoint.index - 25), appoint.index));
        const verb = planned
          ? /^elect/i.test(appoint[0])
            ? 'plans to elect'
            : 'plans to appoint'
          : /^elect/i.test(appoint[0])
            ? 'elects'
            : /^promot/i.test(appoint[0])
              ? 'promotes'
              : 'appoints';
        // A unit's office ("President of the Company's Initech division") is said as the unit's.
        const roleAt = s.indexOf(role[0]!, appoint.index);
        const unit = roleAt >= 0 && !isDirector ? unitOf(s.slice(roleAt + role[0]!.length), company, s) : undefined;
        // "its CEO, Mr. Lars Eriksen, has been appointed Chair of … Havbruk Holding AS, an unaffiliated
        // company": another organisation's office, given by it, not by the filer.
        const passive = /\b(?:has|have|had)\s+been\s+$|\b(?:was|were|is)\s+$/.test(s.slice(0, appoint.index));
        // "its subsidiary, Westbrook Securities LLC, appointed Trevor Mann as its President": the
        // subsidiary's office, given by it.
        const bySub = SUBSIDIARY_SUBJECT.exec(s.slice(0, appoint.index));
        if (bySub && who && isPerson(who.name) && !isDirector)
          return sentence(`${company}'s subsidiary ${tidyName(bySub[1]!)} appoints ${names} as ${roleText}`);
        // "is resigning because he has accepted an appointment as Chief Executive Officer of Northgate
        // Mutual Holdings": another organisation's office, the reason a director leaves; never the filer's act.
        if (
          unit &&
          !unit.startsWith('its ') &&
          (departAt < appoint.index ||
            ACCEPTED_OFFICE.test(s.slice(Math.max(0, appoint.index - 40), appoint.index + 20)))
        )
          continue;
        if (unit && passive && !unit.startsWith('its '))
          return sentence(`${names} is ${appoint[0]!.toLowerCase()} ${roleText} of ${unit}`);
        if (unit)
          return sentence(`${company} ${verb} ${names} ${verb === 'promotes' ? 'to' : 'as'} ${roleText} of ${unit}`);
        if (isDirector)
          return sentence(
            `${company} ${planned ? verb : verb === 'elects' ? 'elects' : 'appoints'} ${names} to its board of directors`,
          );
        if (!planned && (/^(became|become|becomes|assum|succeed)/i.test(appoint[0]) || departAt < appoint.index)) {
          // A departure told first in the same sentence is news too: "Robert Brown will step down
          // as Chief Executive Officer … and will become Executive Chairman" is both.
          const left =
            departEntry && departAt < appoint.index && departEntry[1] !== 'died'
              ? ROLE.exec(s.slice(departAt, departAt + 60))
              : null;
          const leaver =
            people.filter((p) => p.index < departAt).pop() ??
            people.find((p) => p.index > departAt && p.index < appoint.index);
          if (left && leaver && !plural && cleanRole(left[1]!) !== roleText && isPerson(leaver.name)) {
            const gone = `${departEntry![1]} ${cleanRole(left[1]!)} of ${company}`;
            return sentence(
              leaver.name === names
                ? `${names} ${gone} and becomes ${roleText}`
                : `${leaver.name} ${gone}; ${names} becomes ${roleText}`,
            );
          }
          return sentence(`${names} ${plural ? 'become' : 'becomes'} ${roleText} of ${company}`);
        }
        const appointed = `${company} ${verb} ${names} ${verb === 'promotes' ? 'to' : 'as'} ${roleText}`;
        const before = plural || planned ? undefined : predecessorOf(s, ordered[at + 1], who.name, sentences);
        if (before && appointed.length + before.length < 205) return sentence(`${appointed}, succeeding ${before}`);
        // Another officer leaving, told in the next sentences ("In addition, John Farrow, the
        // Company's Chief Business Officer, notified the Company of his resignation"): news too.
        const also = planned ? undefined : otherLeaver(ordered.slice(at + 1, at + 5), who.name, company, sentences);
        return sentence(also && appointed.length + also.length < 215 ? `${appointed}; ${also}` : appointed);
      }
    }
    // "the Board did not accept the resignation tendered by director Gordon Sykes": no departure.
    if (departEntry && NOT_ACCEPTED.test(s.slice(Math.max(0, departAt - 40), departAt))) continue;
    if (departEntry) {
      // The leaver is the verb's subject, else its object ("terminated the employment of Paul
      // Ruiz"): never a name an appointment after the verb is about ("each of the directors
      // resigned, and the following were appointed: Ana Ruiz (Chair), …").
      const after = people.find((p) => p.index > departAt);
      const appointedBetween = after && APPOINT.test(s.slice(departAt, after.index));
      // "following the resignation of Yvonne Castillo": the leaver is named after the noun, not its sentence's subject.
      const ofLeaver =
        after &&
        /^(?:resignation|retirement|departure|termination|death|passing)\s+of\s+$/i.test(s.slice(departAt, after.index))
          ? after
          : departEntry[1] === 'is not reappointed as'
            ? after
            : undefined;
      const who = ofLeaver ?? people.filter((p) => p.index < departAt).pop() ?? (appointedBetween ? undefined : after);
      if (!who) continue;
      // The office left: after the verb ("resigned as CFO", "resigned from the Board"), else beside the
      // leaver's name ("the former Chief Executive Officer, Ruth Sandoval,"); never another person's
      // office elsewhere in the sentence ("appointed Dr. Benson as President and CEO …").
      const fromBoard = FROM_BOARD.test(s.slice(departAt));
      // ("leaving the Company to become Chief Executive Officer of another company": the office taken elsewhere is not the one left)
      const sd = s.replace(/\s(?:in\s+order\s+)?to\s+(?:become|serve\s+as|join)\b.*$/i, '');
      // (an office far after the verb is its own only when "as"/"from" introduces it: "placed on
      // leave pending … a special committee of independent directors" left no directorship)
      const ownAt = fromBoard ? null : ROLE.exec(sd.slice(departAt, departAt + 160));
      const own =
        ownAt &&
        (ownAt.index < 60 || /\b(?:as|from)\s+(?:\S+\s+){0,3}$/i.test(sd.slice(departAt, departAt + ownAt.index)))
          ? ownAt
          : null;
      // Beside the name: its own appositive first ("Teresa Gomez, Chief People Officer,"), then
      // around it (an office before the name may be another person's: "Mark Sullivan, Chief
      // Business Officer, and Teresa Gomez, …").
      const apposed = own || fromBoard ? null : appositiveRole(s, who);
      const nearFrom = apposed ? who.index + who.name.length : Math.max(0, who.index - 60);
      const near =
        own || fromBoard ? null : (apposed ?? ROLE.exec(sd.slice(nearFrom, who.index + who.name.length + 80)));
      // "the former Chief Executive Officer, Ruth Sandoval": an office no longer held, not the one left.
      // ("director and former Chief Executive Officer George Whitcombe died": the seat he still held is his)
      const formerToo = near !== null && /former/i.test(s.slice(nearFrom, who.index));
      const seatHeld = formerToo && /\b(?:director|trustee)\s+and\s+former\b/i.test(s.slice(nearFrom, who.index));
      if (formerToo && !seatHeld) continue;
      const roleText =
        fromBoard || seatHeld ? 'director' : own ? cleanRole(own[1]!) : near ? cleanRole(near[1]!) : undefined;
      if (!roleText) continue;
      const roleEnd = own
        ? departAt + own.index + own[0].length
        : near
          ? nearFrom + near.index + near[0].length
          : departAt;
      const isDirector = /^(?:director|trustee|member of (?:the|its|our) (?:company['’]s )?board)/i.test(roleText);
      if (!isPerson(who.name)) continue;
      // "… as the Chief Executive Officer of Astrotech Space Operations": a unit's office, said so.
      // A subsidiary's director is no director of the company either ("director of Marygold & Co.,
      // Inc., a wholly-owned subsidiary of The Marygold Companies").
      const unit = unitOf(s.slice(roleEnd), company, s);
      // The officer named to the same office in the next sentences ("The Board appointed Karen Liu
      // … as interim Chief Executive Officer"): the succession is the news, both people in it.
      const withSuccessor = (left: string) => {
        const next = isDirector
          ? seatFilledIn(ordered.slice(at + 1, at + 4), who.name, company, sentences)
          : successorIn(ordered.slice(at + 1, at + 4), roleText, who.name, company, sentences);
        return sentence(next && left.length + next.length < 215 ? `${left}; ${next}` : left);
      };
      // "will transition from the role of Chief Executive Officer to the role of Executive Chair of
      // the Board": an office left for another, not a departure.
      const moved = /^transition/i.test(s.slice(departAt))
        ? FROM_TO_ROLE.exec(s.slice(departAt, departAt + 260))
        : null;
      if (moved && !isDirector)
        return withSuccessor(`${who.name} moves from ${cleanRole(moved[1]!)} to ${cleanRole(moved[2]!)} of ${company}`);
      // "resigned as a member of the Board … in connection with his appointment as the Company's Chief
      // Financial Officer": the appointment is the news, the seat given up for it the detail.
      const becomes = isDirector ? APPOINTED_INSTEAD.exec(s.slice(departAt)) : null;
      if (becomes && isPerson(who.name)) {
        const office = cleanRole(becomes[1]!);
        const surname = who.name.split(/\s+/).pop()!;
        const succeeds = new RegExp(
          String.raw`\b${escapeRe(surname)}\s+(?:will\s+succeed|succeeds|will\s+replace|replaces)\s+${PERSON_SRC}`,
        );
        const prior = ordered
          .slice(at, at + 3)
          .map((t) => succeeds.exec(t)?.[1])
          .find(Boolean);
        return sentence(
          `${who.name} is named ${office} of ${company}${prior ? `, succeeding ${prior}` : ''}; leaves the board`,
        );
      }
      if (departEntry[1] === 'died')
        return withSuccessor(`${company}'s ${isDirector ? 'director' : roleText} ${who.name} has died`);
      if (unit) return sentence(`${company}: ${who.name} ${departEntry[1]} ${roleText} of ${unit}`);
      // Two officers leaving together, each with an office ("Mark Sullivan, Chief Business Officer,
      // and Teresa Gomez, Chief People Officer, will depart"): both are the news.
      const prev = people.filter((p) => p.index < who.index).pop();
      const pairVerb = PAIR_VERB[departEntry[1]];
      if (
        prev &&
        apposed &&
        pairVerb &&
        !isDirector &&
        /^,[^,]{3,90},\s+and\s+$/.test(s.slice(prev.index + prev.name.length, who.index))
      ) {
        const prevRole = appositiveRole(s, prev);
        if (prevRole && isPerson(prev.name))
          return sentence(
            `${prev.name} (${cleanRole(prevRole[1]!)}) and ${who.name} (${roleText}) ${pairVerb} ${company}`,
          );
      }
      // A director who leaves over a disagreement with the board, said so.
      const why = isDirector && disagreedWithBoard(sentences) ? ', citing a disagreement with the board' : '';
      // "effective upon, and subject to, the closing of the merger, Mr. Benning will step down": not yet, and only if.
      const upon = ON_CLOSING.exec(s.slice(Math.max(0, departAt - 220), departAt));
      const verb = upon ? (FUTURE_DEPART[departEntry[1]] ?? departEntry[1]) : departEntry[1];
      return withSuccessor(
        `${who.name} ${verb} ${isDirector ? (/^trustee/i.test(roleText) ? 'a trustee' : 'a director') : roleText} of ${company}${why}${upon && verb !== departEntry[1] ? ` upon the ${upon[1]!.toLowerCase()} of the ${upon[2]!.toLowerCase()}` : ''}`,
      );
    }
  }
  return undefined;
};

/**
 * "John Farrow resigns as Chief Business Officer" for the first of `next` that tells another
 * officer's departure: the leaver is the departure verb's subject, used as a person's name, and the
 * office is said after the verb or beside the name (never a former one, never a unit's).
 */
function otherLeaver(
  next: readonly string[],
  appointee: string,
  company: string,
  sentences: readonly string[],
): string | undefined {
  for (const t of next) {
    if (APPOINT.test(t) || RECALLED.test(t)) continue;
    // A move to another role before a later retirement is no departure now.
    if (/\bplanned\s+retirement\b|\btransition\w*\s+to\b|\buntil\s+(?:his|her|their)\b/i.test(t)) continue;
    const entry = DEPART.find(([re]) => re.test(t));
    if (!entry || entry[1] === 'died' || /^plans/.test(entry[1])) continue;
    const departAt = entry[0].exec(t)!.index;
    const who = persons(t, company)
      .filter((p) => p.index < departAt)
      .pop();
    if (!who || appointee.endsWith(who.name) || !usedAsPerson(who.name, sentences)) continue;
    const nearFrom = Math.max(0, who.index - 60);
    const role =
      ROLE.exec(t.slice(departAt, departAt + 160)) ?? ROLE.exec(t.slice(nearFrom, who.index + who.name.length + 80));
    if (!role || /\bformer\b/i.test(t.slice(nearFrom, who.index + who.name.length + 80))) continue;
    if (unitOf(t.slice(t.indexOf(role[0]) + role[0].length), company)) continue;
    return `${who.name} ${entry[1]} ${cleanRole(role[1]!)}`;
  }
  return undefined;
}

/**
 * `s` with "Mr. Delgado" / "Ms. Kerr" written as the full name the filing gives elsewhere
 * ("Marcus Delgado"), when exactly one full name ends with that surname; `s` itself otherwise.
 */
function withFullNames(s: string, sentences: readonly string[]): string {
  if (!HONORIFIC_SURNAME.test(s)) return s;
  return s.replace(globalOf(HONORIFIC_SURNAME), (m, surname: string) => {
    const full = new Set(namesEnding(surname, sentences.slice(0, 40)).filter(isPersonName));
    return full.size === 1 ? [...full][0]! : m;
  });
}
const HONORIFIC_SURNAME = /\b(?:Mr|Ms|Mrs|Dr)\.\s+([A-Z][\w'’-]+)\b(?!\s+[A-Z])/;

/** The office in a person's appositive: "Teresa Gomez, the Company's Chief People Officer, …". */
function appositiveRole(s: string, who: { name: string; index: number }): RegExpExecArray | null {
  const rest = s.slice(who.index + who.name.length, who.index + who.name.length + 90);
  if (!/^,\s+(?:the\s+Company['’]s\s+|its\s+|our\s+)?[A-Z]/.test(rest)) return null;
  const role = ROLE.exec(rest);
  return role && role.index <= 25 ? role : null;
}
const NOT_ACCEPTED = /\b(?:did\s+not|declined\s+to|refused\s+to|will\s+not)\s+accept\s+(?:the|his|her|their)\s+$/i;
const NOT_BEFORE_VERB =
  /\b(?:did\s+not|not\s+to|will\s+not|declined\s+to|decided\s+not\s+to|elected\s+not\s+to)\s+(?:re-?)?$/i;
const PAIR_VERB: Readonly<Record<string, string>> = {
  'departs as': 'depart',
  'resigns as': 'resign from',
  'retires as': 'retire from',
};

/** An office without its interim/acting mark, for comparing two mentions of it. */
/** An office without its qualifiers: "independent Chair of the Board" is the office "Chairman of the Board" left. */
const baseRole = (r: string) =>
  r
    .replace(/^(?:(?:interim|acting|new|independent|non-executive)\s+)+/i, '')
    .toLowerCase()
    .replace(/\bchair(?:man|woman|person)?\b/g, 'chair');
/** The same office, or the last of the offices left ("vice president and treasurer" → "treasurer"). */
const sameOffice = (taken: string, left: string) =>
  taken === left || left.endsWith(` and ${taken}`) || left.endsWith(`, ${taken}`) || sharedOffice(taken, left);
/** "general counsel and corporate secretary" taken after "senior vice president, general counsel" left: one office in both. */
function sharedOffice(taken: string, left: string): boolean {
  const offices = (r: string) => r.split(/, ?| and /).filter((o) => o.includes(' ') && !o.includes('vice president'));
  const had = new Set(offices(left));
  return offices(taken).some((o) => had.has(o));
}

/**
 * "<name> <what>" for the first of the next sentences that appoints another person than the one who
 * left, `what` saying what the appointment (from its verb on) gives that person, or undefined.
 */
function nextAppointee(
  next: readonly string[],
  leaver: string,
  company: string,
  sentences: readonly string[],
  what: (fromVerb: string) => string | undefined,
): string | undefined {
  for (const t of next) {
    const ap = APPOINT.exec(t);
    // ("… will succeed Mr. Ambler as CEO": its subject is the appointee; "…, succeeding Y" has none)
    if (!ap || /^succeeding$|^succeeded$/i.test(ap[0]) || isHistoricalAppointment(t, ap.index)) continue;
    const given = what(t.slice(ap.index));
    if (!given) continue;
    const people = persons(t, company).filter((p) => p.name !== leaver && !leaver.endsWith(p.name));
    const who = appointee(t, ap.index, people);
    if (who && usedAsPerson(who.name, sentences)) return `${who.name} ${given}`;
  }
  return undefined;
}

/**
 * "Karen Liu named interim Chief Executive Officer" when one of the sentences appoints another
 * person to the office someone left (same office, interim or not); undefined otherwise.
 */
function successorIn(
  next: readonly string[],
  leftRole: string,
  leaver: string,
  company: string,
  sentences: readonly string[],
): string | undefined {
  return nextAppointee(next, leaver, company, sentences, (fromVerb) => {
    const said = fromVerb.slice(0, 260).replace(PRESENT_OFFICE, ',');
    const role = AS_ROLE.exec(said);
    // "to serve as Chief Executive Officer on an interim basis": an interim successor, said so.
    const interim =
      role && !/\binterim\b/i.test(role[1]!) && ON_INTERIM_BASIS.test(said.slice(role.index + role[0].length));
    return role && sameOffice(baseRole(cleanRole(role[1]!)), baseRole(leftRole))
      ? `named ${interim ? 'interim ' : ''}${cleanRole(role[1]!)}`
      : undefined;
  });
}

const ON_INTERIM_BASIS = /^,?\s+(?:on\s+an\s+interim\s+basis|ad\s+interim)\b/i;

const SUCCEEDING = new RegExp(
  String.raw`\b(?:succeeding|replacing|to\s+succeed|following\s+the\s+(?:departure|resignation|retirement)\s+of)\s+${PERSON_SRC}`,
);

/**
 * The officer an appointee succeeds, said in the appointment's sentence ("…, succeeding Howard P.
 * Linden") or in the next one about the appointee ("Ms. Vance succeeds Howard P. Linden, who …").
 */
function predecessorOf(
  s: string,
  next: string | undefined,
  appointee: string,
  sentences: readonly string[],
): string | undefined {
  const surname = appointee.split(/\s+/).pop()!;
  const said =
    SUCCEEDING.exec(s) ??
    (next
      ? new RegExp(
          String.raw`^(?:(?:Mr|Ms|Mrs|Dr)\.\s+)?(?:[A-Z][\w.-]*\s+){0,2}${escapeRe(surname)}\s+(?:succeeds|will\s+succeed|replaces|will\s+replace)\s+${PERSON_SRC}`,
        ).exec(next)
      : null);
  const name = said?.[1];
  return name && !appointee.endsWith(name) && isPersonName(name) && usedAsPerson(name, sentences) ? name : undefined;
}

/** "Fiona Grant named to the board" when a next sentence seats another person in the vacancy (or on the board). */
function seatFilledIn(
  next: readonly string[],
  leaver: string,
  company: string,
  sentences: readonly string[],
): string | undefined {
  return nextAppointee(next, leaver, company, sentences, (fromVerb) => {
    const after = fromVerb.slice(0, 200);
    // "appointed Dana Whitfield to fill the vacancy created by Mr. Hastings' resignation": a seat.
    if (!TO_BOARD.test(after) && !/\bto\s+fill\s+the\s+(?:resulting\s+)?vacancy\b/i.test(after)) return undefined;
    // "appointed Jane Roe as Chief Financial Officer to fill the vacancy …" fills an office, not a seat.
    const role = AS_ROLE.exec(after);
    return role && !/^(?:director|trustee|member of (?:the|its|our) (?:company['’]s )?board)/i.test(cleanRole(role[1]!))
      ? undefined
      : 'named to the board';
  });
}

/**
 * 5.02 when no name can be stated safely: the company, the action and the role only ("X appoints a
 * new Chief Financial Officer"). Offered after officerChange, whose names must clear the
 * person-name check; stating less is better than naming the wrong person.
 */
/** How far after its verb a role may stand to be the verb's own, and the words just before it. */
const ROLE_REACH = 90;
const ROLE_LEAD =
  /\b(?:as|of|from|to)\s+(?:(?:its|the|our|his|her|their|a|an)\s+)?(?:(?:role|position|office|post)\s+(?:of|as)\s+)?(?:(?:the\s+)?Company['’]s\s+)?(?:(?:new|interim|acting)\s+)?$/i;

const DIRECTORS_LEAVE: Readonly<Record<string, string>> = {
  'retires as': 'retire from the board of',
  'resigns as': 'resign from the board of',
  'steps down as': 'step down from the board of',
  'will not stand for re-election as': 'will not stand for re-election to the board of',
};
const DIRECTOR_LEAVES: Readonly<Record<string, string>> = {
  'retires as': 'retires from the board of',
  'resigns as': 'resigns from the board of',
  'steps down as': 'steps down from the board of',
  'will not stand for re-election as': 'will not stand for re-election to the board of',
};

export const officerRoleChange: Extractor = (company, sentences) => {
  for (const s of sentences.slice(0, 40)) {
    if (s.length > 600 || !ROLE.test(s)) continue;
    const found = APPOINT.exec(s);
    // "did not re-appoint Charles Whitfield as COO": no appointment (a departure, below).
    const negated = found && NOT_BEFORE_VERB.test(s.slice(Math.max(0, found.index - 30), found.index));
    const appoint = found && !negated && !isHistoricalAppointment(s, found.index) ? found : null;
    const departEntry = DEPART.find(([re]) => re.test(s));
    const departAt = departEntry ? departEntry[0].exec(s)!.index : -1;
    // The appointment is the news whenever the sentence has one ("A left the role and B became CFO").
    // The role must be the verb's own ("appointed X as CFO", "retire as CEO"): within a short reach
    // after the verb, not a role named elsewhere in the sentence (a CEO quoted on a director leaving).
    const roleAfter = (at: number) => {
      const m = ROLE.exec(s.slice(at, at + ROLE_REACH));
      if (!m) return null;
      const gap = s.slice(at, at + m.index);
      // "… as", "… to serve as", "… from the position of": the verb's role; a new clause
      // (", and", ";", a quotation) before it makes it someone else's.
      return (ROLE_LEAD.test(gap) || /^\w+\s+$/.test(gap)) && !/,\s+and\b|;|["“”]|\bsaid\b/.test(gap) ? m : null;
    };
    if (appoint) {
      const role = roleAfter(appoint.index);
      if (!role) continue;
      const roleText = cleanRole(role[1]!);
      // "appointed Mr. Ashby and Ms. Quinlan as directors": more than one.
      const several =
        /^(?:directors|members)\b/i.test(roleText) ||
        /\sand\s/.test(s.slice(appoint.index, appoint.index + role.index));
      if (/^(director|member of the Board|members of the Board)/i.test(roleText))
        return sentence(`${company} adds ${several ? 'directors' : 'a director'} to its board`);
      if (several) continue;
      return sentence(`${company} names a new ${roleText}`);
    }
    if (departEntry) {
      const role = roleAfter(departAt);
      if (!role) continue;
      const roleText = cleanRole(role[1]!);
      if (/^(?:directors|members of the Board)\b/i.test(roleText)) {
        // "resigned as directors of the Company": more than one.
        const verb = DIRECTORS_LEAVE[departEntry[1]] ?? 'leave the board of';
        return sentence(`Directors ${verb} ${company}`);
      }
      if (/^(director|member of the Board)/i.test(roleText))
        return sentence(`A director ${DIRECTOR_LEAVES[departEntry[1]] ?? 'leaves the board of'} ${company}`);
      return sentence(`${company} reports the departure of its ${roleText}`);
    }
  }
  return undefined;
};

/** 5.02(e) pay only: "X adopts the Variable Compensation Plan for Fiscal Year 2027." */
export const compensationAction: Extractor = (company, sentences) => {
  const verbs: Record<string, string> = {
    approved: 'approves',
    adopted: 'adopts',
    amended: 'amends',
    extended: 'extends',
    'entered into': 'enters into',
    granted: 'grants',
  };
  const plan = firstMatch(
    sentences.slice(0, 30),
    /\b(approved|adopted|amended|extended|entered into)\s+(?:an?\s+|the\s+)?((?:[A-Z0-9][\w-]*\s+){1,7}(?:Plan|Program|Policy|Agreement)(?:\s+for\s+(?:Fiscal\s+(?:Year\s+)?)?\d{4})?)\b/,
  );
  if (plan) return sentence(`${company} ${verbs[plan.m[1]!]} the ${plan.m[2]!.replace(/^the\s+/i, '')}`);
  const withWho = firstMatch(
    sentences.slice(0, 30),
    /\b(approved|adopted|amended|extended|entered into)\b[^.]{0,80}?\b(compensation arrangements?|employment agreements?|severance agreements?|retention agreements?|separation agreements?|transition agreements?|consulting agreements?|offer letters?)\s+with\s+(?:each of\s+)?/,
  );
  if (withWho) {
    const p = persons(withWho.s.slice(withWho.m.index + withWho.m[0].length), company).find((q) =>
      usedAsPerson(q.name, sentences),
    );
    if (p)
      return sentence(
        `${company} ${verbs[withWho.m[1]!]} ${withWho.m[2]} with ${p.name}${/each of/.test(withWho.m[0]) ? ' and other officers' : ''}`,
      );
  }
  return undefined;
};

const PERIOD = new RegExp(
  // A quarter's name may be hyphenated ("Fourth-Quarter"); a quarter that names a distribution,
  // dividend or call ("Declares Fourth Quarter Distribution", "a second quarter regular
  // distribution") is no reporting period.
  String.raw`\b((?:fiscal\s+)?(?:first|second|third|fourth)[\s-]+(?:fiscal\s+)?quarter(?![\s-]+(?:(?:regular|cash|special|supplemental|base|common)\s+){0,2}(?:distributions?|dividends?|conference|calls?|earnings\s+calls?|webcasts?)\b)(?:\s+of\s+(?:fiscal\s+)?(?:year\s+)?\d{4}|\s+(?:of\s+)?(?:fiscal\s+)?\d{4}|\s+ended\s+${DATE_SRC})?|(?:fiscal\s+)?(?:quarter|year|three\s+months|six\s+months|nine\s+months|twelve\s+months|fiscal\s+year)\s+ended\s+(?:${DATE_SRC}|\d{1,2}\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4})|fiscal\s+(?:year\s+)?\d{4}\s+(?:first|second|third|fourth)\s+(?:quarter|half)|(?:first|second)\s+half\s+(?:of\s+)?(?:fiscal\s+)?(?:year\s+)?\d{4}|fiscal\s+(?:year\s+)?\d{4}|full[\s-]+(?:fiscal\s+)?year\s+\d{4}(?!\s+(?:guidance|outlook|targets?|expectations?|forecast)\b))`,
  'i',
);
const PERIOD_G = new RegExp(PERIOD.source, 'gi');
/** Words that make the period after them a comparison's ("from $100.3 million in the first quarter of 2024"). */
const COMPARED =
  /\b(?:from|compared\s+(?:with|to)|versus|vs\.?|over|against|prior|previous|last)\b(?:[^.;]|\.\d){0,50}$/i;

const QUARTER_AND_YEAR = new RegExp(
  String.raw`^\s+and\s+(?:the\s+)?(?:full[\s-]+|fiscal\s+)+year\s+(?:(ended\s+${DATE_SRC})|(\d{4}))`,
  'i',
);

/** A sentence's periods not named as a comparison's ("… from $100.3 million in the first quarter of 2024"). */
function* ownPeriods(s: string): Generator<RegExpExecArray> {
  for (const m of s.matchAll(PERIOD_G))
    if (
      !COMPARED.test(s.slice(Math.max(0, m.index - 60), m.index)) &&
      !inComparison(s, m.index) &&
      // "updating its guidance for the fourth quarter": an outlook's period is no results' period.
      !OUTLOOK_FOR.test(s.slice(Math.max(0, m.index - 40), m.index)) &&
      !OUTLOOK_AFTER.test(s.slice(m.index + m[0].length, m.index + m[0].length + 80))
    )
      yield m;
}
/** "full-year 2025 VELOCARA net product revenue guidance": the period an outlook is for (a product's name in capitals, a measure's words between). */
const OUTLOOK_AFTER =
  /^\s+(?:(?:[A-Z][A-Z0-9][\w-]*|[Nn]et|[Gg]ross|[Pp]roduct|[Rr]evenues?|[Ss]ales|[Aa]djusted|(?:non-)?GAAP|EBITDA|EPS|[Ee]arnings|[Pp]roduction|[Cc]apital|[Ee]xpenditures?|[Tt]otal|[Oo]perating|[Ff]ree|[Cc]ash|[Ff]low)\s+){0,4}(?:[Oo]utlook|OUTLOOK|[Gg]uidance|GUIDANCE|[Ff]orecast|FORECAST)\b/;
const OUTLOOK_FOR =
  /\b(?:guidance|outlook|forecast)\s+(?:for\s+)?(?:the\s+)?$|\b(?:now\s+)?expects?\s+(?:the\s+|its\s+)?$/i;

/** Whether a period is the given quarter, dated ("fiscal fourth quarter ended September 27, 2025"). */
const datedAs = (period: string, ordinal: string) => period.toLowerCase().includes(ordinal) && /\d{4}/.test(period);

/** The same quarter dated in another sentence ("Fourth Quarter" → "fiscal fourth quarter ended September 27, 2025"). */
function datedQuarter(sentences: readonly string[], bare: string): string | undefined {
  const ordinal = /\b(first|second|third|fourth)\b/i.exec(bare)?.[1]?.toLowerCase();
  if (!ordinal) return undefined;
  for (const s of sentences.slice(0, 20)) for (const m of ownPeriods(s)) if (datedAs(m[1]!, ordinal)) return m[1]!;
  return undefined;
}

/**
 * The period a sentence reports on: its first period not named as the comparison's. A quarter
 * named with its year ("fourth quarter and fiscal year ended September 30, 2008", "Fourth Quarter
 * and Full Year 2024") ends with that year: "fourth quarter ended September 30, 2008".
 */
function reportedPeriod(s: string): string | undefined {
  // A bare quarter first (a title's "Fourth Quarter") gives way to the same quarter dated later on.
  let bare: { ordinal: string; text: string } | undefined;
  for (const m of ownPeriods(s)) {
    if (bare) {
      if (datedAs(m[1]!, bare.ordinal)) return m[1]!;
      continue;
    }
    // "the three and nine months ended September 30, 2025": the three months are the quarter reported.
    if (
      /^(?:six|nine)\s+months\b/i.test(m[1]!) &&
      /\bthree\s+and\s+$/i.test(s.slice(Math.max(0, m.index - 12), m.index))
    )
      return m[1]!.replace(/^(?:six|nine)/i, 'three');
    const ordinal = /^(?:fiscal\s+)?(first|second|third|fourth)[\s-]+(?:fiscal\s+)?quarter$/i.exec(m[1]!);
    const year = ordinal ? QUARTER_AND_YEAR.exec(s.slice(m.index + m[0].length)) : null;
    if (year) return `${m[1]!.toLowerCase()} ${year[1] ?? `of ${year[2]!}`}`;
    if (ordinal) bare = { ordinal: ordinal[1]!.toLowerCase(), text: m[1]! };
    else return m[1]!;
  }
  return bare?.text;
}

const VERB_TO = String.raw`(?:of|was|were|totaled|totaling|reached|(?:increased|decreased|rose|grew|declined|fell|narrowed|widened|improved|increasing|decreasing|rising|growing|declining|falling)(?:[^$.;]|\d\.\d){0,40}?to)`;
// Not "… from net sales of $303.5 million for the prior year" / "compared to net sales of …": comparison figures.
const REVENUE = new RegExp(
  String.raw`(?<!\b(?:from|to|with|versus)\s+)(?<!\b(?:product|segment|services?|subscription|license|licensing|collaboration|royalty|recurring|deferred|unearned)\s+)\b((?:total\s+|net\s+|consolidated\s+|record\s+)?(?:revenues?|net\s+sales))\b(?:\s+(?:for|in)\s+the\s+[^$.;]{0,60}?|\s+for\s+(?:its\s+)?(?:full[\s-]+year|fiscal|(?:first|second|third|fourth)\s+(?:fiscal\s+)?quarter)\b[^$.;]{0,50}?)?(?:\s+${VERB_TO}|:)\s+(?:a\s+record\s+)?(?:approximately\s+)?(${MONEY_SRC})`,
  'i',
);
/** A loss printed in parentheses: "$(9.7) million". */
const NEGATIVE_MONEY_SRC = String.raw`\$\s?\(\d[\d,]*(?:\.\d+)?\)(?:\s?(?:billion|million|thousand)\b|[MBK](?![\w'’-]))?`;
// Not "… versus net income of $2.2 million in the prior-year quarter": a comparison's figure.
const NET_INCOME = new RegExp(
  String.raw`(?<!\b(?:from|to|with|versus)\s+(?:an?\s+)?)(?<!\b(?:adjusted|non-GAAP|core|operating|pro\s+forma)\s)\b(net\s+(?:income|loss|earnings))\b(?:\s+(?:attributable|available|applicable)\s+to\s+(?:(?!\bper\s)[^$.;]){0,50}?)?(?:\s+(?:for|in)\s+the\s+(?:(?!\b(?:due|primarily|driven|because|reflecting|including)\b)[^$.;]){0,80}?)?(?:\s+${VERB_TO}|:)\s+(?:approximately\s+)?(${MONEY_SRC}|${NEGATIVE_MONEY_SRC})(?!\d|[.,]\d|\s*per\s)`,
  'i',
);
const EPS =
  /(\$\s?(?:\d+\.\d{2,3}|\(\d+\.\d{2,3}\)))\s+per\s+(diluted\s+)?(?:common\s+)?share|\b(diluted)\s+(?:earnings|net income|EPS)[^$.;]{0,40}?(\$\s?(?:\d+\.\d{2,3}|\(\d+\.\d{2,3}\)))/i;

/** "FISCAL YEAR ENDED DECEMBER 31, 2015" (a cover in capitals) → "fiscal year ended December 31, 2015". */
function readablePeriod(p: string): string {
  const t = p
    .replace(/\s+/g, ' ')
    .replace(/\b(full)-(year)\b/i, '$1 $2')
    .replace(/\b(first|second|third|fourth)-(quarter)\b/i, '$1 $2');
  // A title's capitals ("Third Quarter 2025", "Six Months Ended June 27") read as prose.
  if (/[a-z]/.test(t))
    return t.replace(
      /\b(First|Second|Third|Fourth|Fiscal|Full|Year|Quarter|Half|Three|Six|Nine|Twelve|Months|Ended)\b/g,
      (w) => w.toLowerCase(),
    );
  return t
    .toLowerCase()
    .replace(
      /\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/,
      (m) => m[0]!.toUpperCase() + m.slice(1),
    );
}

/**
 * The first sentence stating the company's own figure: not another entity's ("Sync's net income",
 * "net income of its subsidiary"), nor "Its net income was …" right after a sentence about another
 * entity's figures ("Net sales of Sync were $3.3 million …") — a subsidiary's result headlined as the
 * registrant's is a false fact.
 */
function companyFigure(
  company: string,
  sentences: readonly string[],
  re: RegExp,
  reported?: string,
): { m: RegExpExecArray; s: string } | undefined {
  const own = new Set(
    company
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2),
  );
  const other = (name: string | undefined): boolean => !!name && !own.has(name.toLowerCase());
  const all = globalOf(re);
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    // "As previously reported, for fiscal year 2025 the Company generated record revenue of …": old
    // figures told again as background are not the results the release reports.
    if (RECALLED.test(s)) continue;
    // A figure of an earlier period than the release's ("fourth quarter 2024 revenue of $820 million
    // was restated" in a release on 2025) is not the result reported (asked only of sentences with one).
    let older: boolean | undefined;
    for (const m of s.matchAll(all)) {
      if (!ownFigure(sentences, i, m, other)) continue;
      if ((older ??= olderPeriod(reportedPeriod(s), reported))) break;
      return { m, s };
    }
  }
  return undefined;
}

/** Whether a figure matched in sentences[i] is the company's own for the period reported. */
function ownFigure(
  sentences: readonly string[],
  i: number,
  m: RegExpExecArray,
  other: (name: string | undefined) => boolean,
): boolean {
  const s = sentences[i]!;
  // A comparison's figure ("compared to a net loss of $12.0 million"), unless it is where a change
  // went ("… declined 18% to $173.8 million").
  if (inComparison(s, m.index) && !CHANGED_TO.test(m[0].slice(0, m[0].length - m[2]!.length))) return false;
  // An outlook's figure ("Outlook for the fourth quarter: revenue of $1.19 billion") is no result.
  if (OUTLOOK_BEFORE.test(afterDateline(s, m.index))) return false;
  const before = s.slice(Math.max(0, m.index - 40), m.index);
  const after = s.slice(m.index, m.index + m[0].length);
  // A segment's or a region's figure ("Industrial segment revenue increased 9% to $612 million")
  // is not the company's: the next sentence may state the total.
  if (/\b(?:segment|division|unit|business|region|regional|product line)\s+$/i.test(before)) return false;
  if (other(/\b([A-Z][\w-]+)['’]s\s+$/.exec(before)?.[1])) return false;
  if (/\bof\s+(?:its|their|the)\s+(?:subsidiar|segment|division|unit|joint venture)/i.test(after)) return false;
  return !(/\b(?:its|their)\s+$/i.test(before) && othersBefore(sentences, i, other));
}
/**
 * The words before a figure, from the release's dateline on: a title run into the first sentence
 * ("… Provides Preliminary Revenue and Updates 2026 Guidance SAN DIEGO, Jan. 12, 2026 -- X today
 * announced … revenue … of $188 million") is not what the figure's own sentence says of it.
 */
function afterDateline(s: string, end: number): string {
  const before = s.slice(0, end);
  const dash = Math.max(before.lastIndexOf(' -- '), before.lastIndexOf(' – '), before.lastIndexOf(' — '));
  return dash >= 0 ? before.slice(dash + 3) : before;
}
// "expects to report" announces preliminary results of a period ended, not an outlook.
const OUTLOOK_BEFORE =
  /\b(?:outlook|guidance|expects?(?!\s+to\s+report)|expected|anticipates?|forecasts?|projects?|targets?)\b/i;
const CHANGED_TO = /\bto\s+(?:a\s+record\s+)?(?:approximately\s+)?$/i;

/** Whether the last figures named in the three sentences before i were another entity's ("Net sales of Sync were …"). */
function othersBefore(sentences: readonly string[], i: number, other: (name: string) => boolean): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    const owner = /\b(?:sales|revenues?|income|loss|expenses)\s+(?:of|for)\s+(?:the\s+)?([A-Z][\w-]+)/.exec(
      sentences[j]!,
    );
    if (owner) return other(owner[1]!) && !/^(?:Company|Registrant|Corporation)$/.test(owner[1]!);
    if (/\b(?:the Company|we|our)\b/.test(sentences[j]!)) return false;
  }
  return false;
}

/** An amount "per share" that is earnings: not a par value, dividend, price or exercise price, nor a comparison's. */
function epsMatch(sentences: readonly string[], reported?: string): { m: RegExpExecArray; s: string } | undefined {
  for (const s of sentences) {
    if (!/\b(?:earnings|income|loss|EPS|profit)\b/i.test(s) || !s.includes('$') || RECALLED.test(s)) continue;
    let older: boolean | undefined;
    for (const m of s.matchAll(EPS_G)) {
      const before = s.slice(Math.max(0, m.index - 60), m.index);
      // (read from the figure's own period phrase on: a title run into the line, "… and Declares
      // Dividend Fourth quarter net income of $9.8 million, or $1.04 per diluted share", is not its words)
      const own = before.replace(
        /^.*\b(?:(?:First|Second|Third|Fourth)[\s-]+[Qq]uarter|Full[\s-][Yy]ear|Fiscal\s+[Yy]ear)\b/,
        '',
      );
      if (
        /\b(?:par value|dividends?|distributions?|price|exercise|offering|purchase|conversion|redemption)\b/i.test(own)
      )
        continue;
      // Another measure's per-share figure: "Adjusted funds flow was C$842 million ($4.41 per share)".
      if (OTHER_PER_SHARE.test(before.slice(-50))) continue;
      // An adjusted (non-GAAP) per-share figure is not the EPS a headline states unlabelled.
      if (ADJUSTED_BEFORE.test(before)) continue;
      if (inComparison(s, m.index) || OUTLOOK_BEFORE.test(afterDateline(s, m.index))) continue;
      if ((older ??= olderPeriod(reportedPeriod(s), reported))) break;
      return { m, s };
    }
  }
  return undefined;
}
const EPS_G = globalOf(EPS);
/** "adjusted diluted EPS of ", "non-GAAP earnings per share were ", "; adjusted " (before "diluted EPS …"). */
// (also "non-GAAP net income was $21.7 million, or " before "$0.29 per diluted share")
const ADJUSTED_BEFORE =
  /\b(?:adjusted|non-GAAP|core|operating|pro\s+forma)\s+(?:(?:diluted\s+)?(?:EPS|earnings\s+per\s+(?:diluted\s+)?share|net\s+(?:income|earnings)(?:[^$]{0,30}|\s+(?:was|of|were)\s+\$[\d.,]+(?:\s(?:million|billion))?,\s+or\s))\s*(?:(?:of|was|were|totaled|,\s+or)\s*)?)?$/i;
const OTHER_PER_SHARE =
  /\b(?:funds (?:flow|from operations)|FFO|AFFO|cash flow|book value|distributable|NAV|net asset value|net investment income|NII)\b[^.;]{0,40}$/i;
/**
 * The measure a REIT, a BDC or a pipeline partnership is judged by, stated beside (or instead of)
 * net income: "funds from operations of $0.88 per diluted share", "net investment income of $0.47
 * per share", "adjusted EBITDA of $142.7 million".
 */
const KEY_MEASURE = new RegExp(
  String.raw`(?<!\b(?:from|to|with|versus)\s+)\b((?:Nareit[- ]defined\s+|normalized\s+|core\s+|adjusted\s+)?(?:funds\s+from\s+operations|FFO|AFFO)|net\s+investment\s+income|adjusted\s+EBITDA|distributable\s+cash\s+flow)\b(?:\s+(?:attributable|available)\s+to\s+[^$.;]{0,50}?)?(?:\s+(?:for|in)\s+the\s+[^$.;]{0,60}?)?(?:\s+per\s+(?:diluted\s+)?(?:common\s+)?(?:share|unit))?\s+${VERB_TO}\s+(?:approximately\s+)?(${MONEY_SRC})(?!\d|[.,]\d)(\s+per\s+(?:diluted\s+)?(?:common\s+)?(?:share|unit))?`,
  'i',
);
/** "Nareit-defined funds from operations" → "Nareit-defined funds from operations"; "Adjusted EBITDA" → "adjusted EBITDA". */
const measureName = (m: string) =>
  m
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/\b(ffo|affo|ebitda|nareit)\b/g, (w) => (w === 'nareit' ? 'Nareit' : w.toUpperCase()));

const FOREIGN_DOLLARS =
  /\b(?:in|expressed in)\s+(?:Canadian|Australian|New Zealand|Hong Kong|Singapore)\s+dollars\b|(?<![A-Za-z])(?:C|CA|A|AU|NZ|HK|S)\$\s?\d/;

/** "$(9.7) million" → "$9.7 million": a loss's amount once the label says loss. */
const unbracketed = (m: string) => m.replace(/\(([\d,.]+)\)/g, '$1');
/** A range's upper end right after a figure ("$212 million to $215 million"): a preliminary or guided figure. */
const RANGE_END = new RegExp(String.raw`^\s*(?:to|-|–)\s*(${MONEY_SRC}|${NEGATIVE_MONEY_SRC})`);
/** A per-share range's lower end right before its upper one: "$(1.21) to ". */
const PER_SHARE_FROM = /(\$\s?\(?\d+\.\d{2,3}\)?)\s*(?:to|-|–)\s*$/;
const PER_SHARE_RANGE = /^\s*(?:to|-|–)\s*\$\s?[\d.,]+\s+per\s+(?:diluted\s+)?(?:common\s+)?share\b/i;
/** Results not yet final: "preliminary", "expects to report", "estimated". */
const PRELIMINARY =
  /\bpreliminary\b|\bexpects?\s+to\s+report\b|\bexpected\s+to\s+be\b|\bestimate[ds]?\b|\bunaudited\s+estimates?\b/i;

/** 2.02: "BUCKLE, INC reports net income of $44.2 million, or $0.89 per share, for the fiscal quarter ended November 2, 2024." */
const OUTLOOK_ACT =
  /\b(rais|increas|lower|reduc|cut|reaffirm|reiterat|maintain|narrow|withdr)\w*\s+(?:its\s+|the\s+|our\s+)?((?:full[- ]year\s+|fiscal\s+(?:year\s+)?|annual\s+)?(?:\d{4}\s+)?(?:fiscal\s+)?(?:\d{4}\s+)?(?:(?:adjusted|diluted|non-GAAP|total|net|revenue|sales|earnings|EPS|production|capital)\s+){0,3}(?:guidance|outlook))\b/i;

const OUTLOOK_ACT_ALL = new RegExp(OUTLOOK_ACT.source, 'gi');
const OUTLOOK_TO = new RegExp(
  String.raw`^\s+to\s+(?:approximately\s+)?(${MONEY_SRC})(?:\s*(?:to|-|–)\s*(${MONEY_SRC}))?`,
);
/**
 * "lowered its EPS guidance", "cut the low end of its revenue outlook", a highlight's "2026 adjusted
 * EPS guidance lowered to …": an outlook lowered somewhere in the sentence.
 */
const OUTLOOK_LOWERED = new RegExp(
  String.raw`\b(?:lower(?:ed|s|ing)?|reduc(?:ed|es|ing)|cut(?:s|ting)?)\s+(?:its\s+|the\s+|our\s+)?(?:[\w-]+\s+){0,6}?(?:guidance|outlook|forecast|expectations)\b|${GUIDANCE_LOWERED_AFTER}`,
  'i',
);

/** The verb an outlook note says for OUTLOOK_ACT's stem ("raises its full-year 2026 guidance"). */
const OUTLOOK_VERB: Readonly<Record<string, string>> = {
  rais: 'raises',
  increas: 'raises',
  lower: 'lowers',
  reduc: 'lowers',
  cut: 'lowers',
  reaffirm: 'reaffirms',
  reiterat: 'reaffirms',
  maintain: 'reaffirms',
  narrow: 'narrows',
  withdr: 'withdraws',
};

/**
 * The outlook note of a release's first sentence that changes or confirms its outlook (not a past
 * one): `bare`
 * ("raises its full-year outlook"), and `full` with the new range when the release states it.
 */
function outlookNote(head: readonly string[]): { bare: string; full?: string } | undefined {
  const note = outlookNoteFrom(head);
  // A title's "Raises Full-Year Outlook" with no figure: the first later sentence raising (lowering)
  // one with its new range says it ("Raises full-year 2024 adjusted EPS guidance to $5.10 to $5.30").
  if (!note || note.full !== note.bare || !/^(?:raises|lowers) its /.test(note.bare)) return note;
  const stem = note.bare.startsWith('raises') ? /^(?:rais|increas)/i : /^(?:lower|reduc|cut)/i;
  for (const [i, t] of head.entries()) {
    if (i === 0 || ![...t.matchAll(OUTLOOK_ACT_ALL)].some((x) => stem.test(x[1]!))) continue;
    const later = outlookNoteFrom([t]);
    if (later && later.full !== later.bare && later.bare.slice(0, 6) === note.bare.slice(0, 6)) return later;
  }
  return note;
}

function outlookNoteFrom(head: readonly string[]): { bare: string; full?: string } | undefined {
  for (const s of head) {
    const acts = [...s.matchAll(OUTLOOK_ACT_ALL)].filter(
      (x) => !/\b(?:previously|had|last|prior)\s+$/i.test(s.slice(Math.max(0, x.index - 20), x.index)),
    );
    if (!acts.length) continue;
    const down = acts.find((x) => /^(?:lower|reduc|cut)/i.test(x[1]!));
    const up = acts.find((x) => /^(?:rais|increas)/i.test(x[1]!));
    const m = down ?? acts[0]!;
    // Reaffirmed in part and lowered in part is lowered (an outlook lowered, not "lower volumes"); an
    // outlook lowered in words OUTLOOK_ACT does not read ("lowered the low end of its EPS guidance")
    // is said without naming which.
    const loweredElsewhere = !down && OUTLOOK_LOWERED.test(s);
    const stem = down || loweredElsewhere ? 'lower' : m[1]!.toLowerCase();
    // A release title's capitals ("Raises Full-Year Guidance") are not the phrase's.
    const phraseOf = (x: RegExpExecArray) =>
      x[2]!
        .replace(/\s+/g, ' ')
        .toLowerCase()
        .replace(/\beps\b/g, 'EPS')
        .replace(/\bnon-gaap\b/g, 'non-GAAP');
    const phrase = loweredElsewhere ? (/guidance/i.test(m[2]!) ? 'guidance' : 'outlook') : phraseOf(m);
    // One outlook raised and another lowered ("Raises Net Sales Outlook and Lowers EPS Outlook"): both.
    if (down && up && phraseOf(up) !== phraseOf(down)) {
      const both =
        up.index < down.index
          ? `raises its ${phraseOf(up)} and lowers its ${phraseOf(down)}`
          : `lowers its ${phraseOf(down)} and raises its ${phraseOf(up)}`;
      return { bare: both, full: both };
    }
    const bare = `${OUTLOOK_VERB[stem]} its ${phrase}`;
    if (stem === 'withdr') return { bare, full: bare };
    // "lowering its fiscal 2026 total revenue outlook to $1.052 billion to $1.056 billion": the range after it.
    const to = OUTLOOK_TO.exec(s.slice(m.index + m[0].length));
    if (to) return { bare, full: `${bare} to ${money(to[1]!)}${to[2] ? ` to ${money(to[2])}` : ''}` };
    // The new range when the release states it ("now expects total revenue of $1.85 billion to $1.90
    // billion"): in the sentence that changes it, else the first after it that states an
    // expectation, not a quarter's.
    const figure =
      guidedFigure(head, s) ??
      (() => {
        const stating = head.slice(head.indexOf(s) + 1).find((t) => GUIDED.test(t) && !/\bquarter\b/i.test(t));
        return stating ? guidedFigure(head, stating) : undefined;
      })();
    if (figure && figure.low === figure.low)
      return {
        bare,
        full: `${bare}${/^reaffirm|^reiterat|^maintain/.test(stem) ? ' of' : ' to'} ${figure.text.replace(/, from .*$/, '')}`,
      };
    return { bare, full: bare };
  }
  return undefined;
}

/** A sentence carried under a year's heading by carryPeriodHeadings ("Full Year 2025: Net sales of …"). */
const YEAR_HEADED =
  /^(?:Full[\s-][Yy]ear|Fiscal(?: [Yy]ear)?|Twelve [Mm]onths|Year[\s-][Tt]o[\s-][Dd]ate)(?: (?:[Ff]iscal )?\d{4})?: /;
const FOR_THE_YEAR = /\bfor\s+the\s+(?:full\s+|fiscal\s+)?year\b/i;
/** A figure the words right before it or inside it give to a year: "Full-year operating revenue of", "revenue for the full year was". */
// (the words between in lower case: a title's "Full-Year 2025 Results Operating revenues" is no such phrase)
const YEAR_BEFORE =
  /\b(?:[Ff]ull[\s-]+[Yy]ear|[Ff]iscal[\s-]+[Yy]ear|[Aa]nnual|[Tt]welve[\s-]+[Mm]onths?|[Yy]ear[\s-]+to[\s-]+[Dd]ate|FY|[Ss]ix[\s-]+[Mm]onths?|[Nn]ine[\s-]+[Mm]onths?|[Ff]irst[\s-]+[Hh]alf)(?:\s+\d{4})?:?\s+(?:[a-z][\w-]*\s+){0,2}$/;
/** "full-year 2024 revenue", "Full-Year 2024 Results": the year said of a year's figures. */
const FULL_YEAR_OF = /\bfull[\s-]+year\s+(\d{4})\b/i;
const YEAR_TITLE = /\b(?:Full[\s-]+Year|Fiscal(?:\s+Year)?)\s+(?:19|20)\d{2}\s+(?:Financial\s+)?Results\b/i;
const QUARTER_AND_YEAR_REPORTED =
  /\b(?:first|second|third|fourth)[\s-]+(?:fiscal\s+)?quarter\s+and\s+(?:the\s+)?(?:full[\s-]+|fiscal\s+)?year\b/i;
const yearNamed = (texts: readonly string[]) => {
  const y = texts.map((t) => FULL_YEAR_OF.exec(t)).find(Boolean);
  return y ? `full year ${y[1]!}` : undefined;
};
/** "reported 2024 GAAP earnings of $2.96": a bare year before the figure's words (never a quarter's or a date's year). */
const BARE_YEAR_BEFORE =
  /(?<!(?:[Qq]uarter|Q[1-4]|of|ended|through|\d,|(?:[Qq]uarter|Q[1-4])\s[Ff]iscal)\s)\b(?:19|20)\d{2}\s+(?:GAAP\s+|full[\s-]+year\s+)?(?:[a-z][\w-]*\s+){0,3}$/;
const yearFigure = (x: { m: RegExpExecArray; s: string }) => {
  const before = x.s.slice(Math.max(0, x.m.index - 40), x.m.index);
  return YEAR_BEFORE.test(before) || BARE_YEAR_BEFORE.test(before) || FOR_THE_YEAR.test(x.m[0]);
};

/**
 * "Fourth quarter net loss of $3.1 million, or $(0.11) per share; full year net income of …": each
 * period's clause its own; so is a line without a full stop that a plain-text exhibit's reflow ran
 * into the next ("… compared to $350.5 million in 2023 Fourth quarter net loss of …", "… $1.22 per
 * share FY sales $2.98 billion", a title's "… Reports Fiscal 2024 Results Fourth quarter net sales").
 */
const PERIOD_CLAUSE =
  /;\s+(?=(?:[Ff]ull[\s-]+year|[Ff]iscal(?:\s+year)?\s+(?:19|20)\d{2}|[Ff]iscal\s+year|(?:[Ff]irst|[Ss]econd|[Tt]hird|[Ff]ourth)[\s-]+quarter|for\s+the\s+(?:full|fiscal)\s+year|FY|Q[1-4])\b)|(?<=\d|%|million|billion|\)|share|Results)\s(?=(?:Full[\s-]+[Yy]ear|Fiscal(?:\s+[Yy]ear)?\s+(?:19|20)\d{2}|Fiscal\s+[Yy]ear|(?:First|Second|Third|Fourth)[\s-]+[Qq]uarter|FY(?:\s?(?:19|20)?\d{2})?|Q[1-4])\s+(?:[\w-]+\s+){0,3}?(?:net|revenues?|sales|income|loss|earnings|diluted|EPS)\b)/;

export const earnings: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 60).flatMap((x) => x.split(PERIOD_CLAUSE));
  // Figures from different sentences are stated together unless those sentences name different
  // periods: a quarter's revenue beside the fiscal year's net income, "for the fourth quarter", is a
  // false headline; a sentence naming no period goes on with the one before.
  // Amounts in another currency's dollars ("all amounts in Canadian dollars"): "$" would state them as
  // US dollars, so only the period is said.
  const foreignDollars = head.some((x) => FOREIGN_DOLLARS.test(x));
  // The period the release reports on (its first sentence naming one): figures of an earlier one are not its results.
  const reported = head.map(reportedPeriod).find(Boolean);
  const figuresIn = (from: readonly string[]) => [
    companyFigure(company, from, REVENUE, reported),
    companyFigure(company, from, NET_INCOME, reported),
    epsMatch(from, reported),
    companyFigure(company, from, KEY_MEASURE, reported),
  ];
  let found = foreignDollars ? [] : figuresIn(head);
  // A release reporting a quarter first whose year's figures come first, under a "Full-Year 2025"
  // heading: the quarter's figures, under theirs, are the headline's.
  // (Not when the release is titled for the year: "Reports Record Fiscal 2024 Results".)
  const titledForYear = head.slice(0, 3).some((x) => {
    const t = YEAR_TITLE.exec(x);
    return Boolean(t && !/\bquarter\b/i.test(x.slice(0, t.index + t[0].length)));
  });
  if (
    reported &&
    /quarter/i.test(reported) &&
    !titledForYear &&
    found.some(Boolean) &&
    found.every((x) => !x || YEAR_HEADED.test(x.s))
  ) {
    const again = figuresIn(head.filter((x) => !YEAR_HEADED.test(x)));
    if (again.some(Boolean)) found = again;
  }
  // A figure its own words give to the year ("Full-year operating revenue of $6.84 billion") beside
  // the quarter the release reports first ("Fourth Quarter and Full-Year 2025 Results"): the quarter's
  // figures are the headline's; the year's would be said as the quarter's.
  // A figure stated after a year's in the same sentence ("full-year net income of $171.4 million, or
  // $2.95 per diluted share") is the year's too; only a sentence naming a quarter itself says otherwise.
  const ofYear = (x: { m: RegExpExecArray; s: string }) =>
    yearFigure(x) || found.some((y) => y && y !== x && y.s === x.s && y.m.index < x.m.index && yearFigure(y));
  const quarterly = reported !== undefined && /quarter/i.test(reported);
  const ofQuarter = (x: { m: RegExpExecArray; s: string }) => !ofYear(x) && /quarter/i.test(reportedPeriod(x.s) ?? '');
  if (quarterly && found.some((x) => x && ofQuarter(x)))
    found.forEach((x, i) => {
      if (x && ofYear(x)) found[i] = undefined;
    });
  const anchor = found.find(Boolean);
  const periodOf = (s: string) => reportedPeriod(s)?.toLowerCase().replace(/\s+/g, ' ');
  const samePeriod = <T extends { s: string }>(x: T | undefined) =>
    x && anchor && (x.s === anchor.s || !periodOf(x.s) || !periodOf(anchor.s) || periodOf(x.s) === periodOf(anchor.s))
      ? x
      : undefined;
  const rev = samePeriod(found[0]);
  const ni = samePeriod(found[1]);
  const eps = samePeriod(found[2]);
  const key = samePeriod(found[3]);
  // A figure followed by a range's end is stated as the range.
  const amount = (x: { m: RegExpExecArray; s: string }) => {
    const end = RANGE_END.exec(x.s.slice(x.m.index + x.m[0].length));
    // "of approximately $188 million": said approximately, as the text does.
    const about = /\bapproximately\s+$/i.test(x.m[0].slice(0, x.m[0].lastIndexOf(x.m[2]!))) ? 'approximately ' : '';
    return end ? `${money(x.m[2]!)} to ${money(end[1]!)}` : `${about}${money(x.m[2]!)}`;
  };
  const parts: string[] = [];
  if (rev) parts.push(`${rev.m[1]!.toLowerCase().replace(/^record\s+/, '')} of ${amount(rev)}`);
  // "Net income (loss) was $(9.7) million": a net loss of $9.7 million, its per-share figure likewise.
  const loss = ni && (/loss/i.test(ni.m[1]!) || ni.m[2]!.includes('('));
  const perShare = (x: { m: RegExpExecArray; s: string }) => {
    const v = money(x.m[1] ?? x.m[4]!);
    // "$(1.21) to $(1.40) per share": the range, never its upper end alone.
    const from = PER_SHARE_FROM.exec(x.s.slice(Math.max(0, x.m.index - 24), x.m.index));
    const said = from ? `${money(from[1]!)} to ${v}` : v;
    return `${loss ? said.replace(/\(([\d,.]+)\)/g, '$1') : said} per ${x.m[2] || x.m[3] ? 'diluted ' : ''}share`;
  };
  if (ni) {
    // "a net loss … in the range of $0.15 to $0.20 per share": the range is per share, not the total.
    const perShareRange = PER_SHARE_RANGE.test(ni.s.slice(ni.m.index + ni.m[0].length));
    let p = `${loss ? 'net loss' : ni.m[1]!.toLowerCase()} of ${loss ? unbracketed(amount(ni)) : amount(ni)}${perShareRange ? ' per share' : ''}`;
    if (eps && eps.s === ni.s && !perShareRange) p += `, or ${perShare(eps)}`;
    parts.push(p);
  }
  // "net income attributable to common shareholders of $0.31 per diluted share": said as net income.
  const epsOfIncome = (x: { m: RegExpExecArray; s: string }) =>
    /\bnet\s+income\b[^$.;]{0,60}$/i.test(x.s.slice(0, x.m.index)) && !/\bnet\s+loss\b/i.test(x.s.slice(0, x.m.index));
  if (eps && (!ni || eps.s !== ni.s)) parts.push(`${key && epsOfIncome(eps) ? 'net income of ' : ''}${perShare(eps)}`);
  // "Core FFO per diluted share of $0.87" says per share before its figure; "… of $0.87 per share" after it.
  const keyPer = key && (key.m[3] ?? /\bper\s+(?:diluted\s+)?(?:common\s+)?(?:share|unit)\b/i.exec(key.m[0])?.[0]);
  if (key)
    parts.push(
      `${measureName(key.m[1]!)} of ${amount(key)}${keyPer ? ` per ${/diluted/i.test(keyPer) ? 'diluted ' : ''}${/unit/i.test(keyPer) ? 'unit' : 'share'}` : ''}`,
    );
  const periodSrc = [rev, ni, eps, key].find(Boolean)?.s;
  // A year's figures ("Net loss for the year was $171.5 million") are the year's, never the quarter the
  // 8-K's item names beside it ("the fourth quarter and full year"): its year period, else none said.
  const figures = [rev, ni, eps, key].filter(Boolean);
  const yearly =
    Boolean(periodSrc && FOR_THE_YEAR.test(periodSrc) && !/\bquarter\b/i.test(periodSrc)) ||
    (figures.length > 0 && figures.every((x) => ofYear(x!)));
  let stated =
    (periodSrc && !(yearly && quarterly) && reportedPeriod(periodSrc)) ||
    (yearly
      ? head.map(reportedPeriod).find((p) => p && !/quarter|months/i.test(p))
      : head.map(reportedPeriod).find(Boolean)) ||
    // A year's figures in a release reporting a quarter first: the year their own words or the title name.
    (yearly && quarterly ? yearNamed([periodSrc ?? '', ...head.slice(0, 3)]) : undefined);
  // A release titled for the year ("Reports Record Full-Year 2025 Results") on "the fourth quarter and
  // year ended December 31, 2025", whose figures' sentences name no period of their own (bullets under
  // a heading the text lost): the figures may be either's, so neither is said.
  if (
    stated &&
    /quarter/i.test(stated) &&
    periodSrc &&
    !found.some((x) => x && (reportedPeriod(x.s) || /\bquarter\b/i.test(x.s))) &&
    head.some((x) => QUARTER_AND_YEAR_REPORTED.test(x)) &&
    head.some((x) => {
      // (a title run into the dateline's sentence: only the words up to the title's end count)
      const t = YEAR_TITLE.exec(x);
      return Boolean(t && !/\bquarter\b/i.test(x.slice(0, t.index + t[0].length)));
    })
  )
    stated = undefined;
  // A bare "Fourth quarter" takes its year from the release's period when that is the same quarter.
  const ordinal = stated && /\b(first|second|third|fourth)\b/i.exec(stated)?.[1]?.toLowerCase();
  let period =
    stated && !/\d{4}/.test(stated)
      ? (datedQuarter(head, stated) ?? (ordinal && reported && datedAs(reported, ordinal) ? reported : stated))
      : stated;
  // A period the figure's own words name that no period pattern knows ("net sales for the nine-week
  // holiday period ended January 4, 2025 increased 6.2% to $611 million"): that period.
  const ownSpan = [rev, ni, eps, key].find(Boolean);
  const odd = ownSpan ? ODD_PERIOD.exec(ownSpan.m[0]) : null;
  if (odd) period = odd[1];
  // "for fiscal 2024", not "for the fiscal 2024".
  const when = period ? ` for ${/^fiscal\s+\d{4}$/i.test(period) ? '' : 'the '}${readablePeriod(period)}` : '';
  // A retailer's or restaurant's comparable sales, beside its revenue: the figure its readers look for.
  const comparable = rev ? firstMatch(head.slice(0, 30), COMPARABLE_SALES) : undefined;
  if (comparable && !/\bexpect|\boutlook|\bguidance/i.test(comparable.s.slice(0, comparable.m.index))) {
    const up = /^(?:increas|rose|grew|were\s+up|up)/i.test(comparable.m[2]!);
    const said = `${comparable.m[1]!.toLowerCase().replace(/\s+/g, ' ')} ${up ? 'up' : 'down'} ${comparable.m[3]}`;
    // Only when the headline still fits: the figures come first.
    if (company.length + parts.join('; ').length + said.length + 60 < 215) parts.splice(1, 0, said);
  }
  const sep = parts.some((p) => p.includes(',')) ? '; ' : ', ';
  const list =
    parts.length > 2
      ? `${parts.slice(0, -1).join(sep)}${sep === '; ' ? ';' : ''} and ${parts[parts.length - 1]}`
      : parts.join(' and ');
  // Said of the figure itself (before it, or just after), not of another figure of the same sentence
  // ("… EPS: $0.92 … revenue is expected to be $1.00 billion" is an outlook beside an actual).
  const preliminary = [rev, ni, eps, key].some(
    (x) => x && PRELIMINARY.test(x.s.slice(0, x.m.index + x.m[0].length + 40)),
  );
  if (parts.length) {
    const results = (l: string) => `${company} reports ${preliminary ? 'preliminary ' : ''}${l}${when}`;
    // The outlook the same release raises, lowers or reaffirms is the release's other news: it
    // goes before a sector measure (FFO, adjusted EBITDA) when both do not fit.
    const notes = outlookNote(head);
    const outlook = notes?.full && results(list).length + notes.full.length < 215 ? notes.full : notes?.bare;
    const fits = (l: string) => outlook && results(l).length + outlook.length < 215;
    if (outlook && key && !fits(list) && parts.length > 1) {
      const fewer = parts.slice(0, -1);
      const l = fewer.length > 1 ? `${fewer.slice(0, -1).join(', ')} and ${fewer[fewer.length - 1]}` : fewer[0]!;
      if (fits(l)) return sentence(`${results(l)}; ${outlook}`);
    }
    return sentence(fits(list) ? `${results(list)}; ${outlook}` : results(list));
  }
  // Results announced for a later day, or delayed, are not results reported.
  const later = firstMatch(head, RESULTS_LATER);
  if (later)
    return /delay|postpon/i.test(later.m[0])
      ? sentence(`${company} delays the release of its results${when}`)
      : (() => {
          // The period the notice names, not the outlook's of another sentence ("has raised its
          // full-year 2025 … guidance … The Company will report second quarter results on July 30").
          const said = reportedPeriod(later.s);
          // (a bare "second quarter" gives way to the release's own dating of the same quarter)
          const own =
            said && !/\d{4}/.test(said) && datedAs(period ?? '', said.toLowerCase().split(/[\s-]/)[0]!)
              ? undefined
              : said;
          const at = own ? ` for ${/^fiscal\s+\d{4}$/i.test(own) ? '' : 'the '}${readablePeriod(own)}` : when;
          return sentence(`${company} will report its results${at}${later.m[1] ? ` on ${later.m[1]}` : ''}`);
        })();
  // Only results a sentence says were reported: "expects results for the third quarter … to be
  // below" reports nothing yet.
  const expectedOnly =
    head.some((s) => RESULTS_EXPECTED.test(s)) && !head.some((s) => RESULTS_REPORTED.test(s) && !/\bexpect/i.test(s));
  // "presentation materials … include certain previously reported financial information for the
  // quarter ended March 31": results told again are no results reported.
  const retold = head.some(
    (x) => /\bpreviously\s+(?:reported|released|announced|issued|disclosed)\b/i.test(x) && reportedPeriod(x),
  );
  if (period && !expectedOnly && !(retold && !head.some((x) => RESULTS_REPORTED.test(x) && !/\bpreviously\b/i.test(x))))
    return sentence(`${company} reports results${when}`);
  return undefined;
};

/** "Comparable sales, including digital, decreased 3.4%", "same-restaurant sales increased 2.1%". */
const COMPARABLE_SALES =
  /\b((?:comparable|same[\s-](?:store|restaurant))(?:[\s-]store)?\s+sales)\b(?:,\s+including\s+[\w\s-]{3,20},)?\s+(increased|decreased|rose|fell|grew|declined|were\s+up|were\s+down|up|down)\s+(\d+(?:\.\d+)?%)/i;
const ODD_PERIOD = new RegExp(String.raw`\bfor\s+the\s+((?:[\w-]+\s+){1,4}period\s+ended\s+${DATE_SRC})`, 'i');
const RESULTS_EXPECTED = /\bexpects?\b[^.]{0,60}\b(?:results|earnings|revenues?|net\s+sales)\b/i;
const RESULTS_REPORTED =
  /\b(?:report(?:ed|s|ing)?|announc(?:ed|es|ing)|releas(?:ed|es|ing)|issued)\b[^.]{0,80}\b(?:results|earnings)\b|\bresults\s+(?:of\s+operations\s+)?for\s+the\b(?![^.]{0,60}\b(?:remain\s+subject|are\s+not\s+(?:yet\s+)?(?:final|complete|available)|have\s+not\s+(?:yet\s+)?been))/i;
/** "will release its third quarter 2026 financial results before the market opens on Thursday, November 12, 2026"; "will delay the release of its results". */
const RESULTS_LATER = new RegExp(
  String.raw`\b(?:(?:will|plans\s+to|intends\s+to|expects\s+to)\s+(?:delay|postpone)|(?:is|has|had)\s+(?:postponing|postponed|delaying|delayed))\s+(?:the\s+)?(?:release|announcement|reporting)\s+of\s+its\b|\b(?:will|plans\s+to)\s+(?:release|report|announce)\s+(?:its\s+)?(?:[\w-]+\s+){0,6}?(?:financial\s+)?results\b(?:[^.]{0,120}?\bon\s+(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),\s+)?(${DATE_SRC}))?`,
  'i',
);

/** 8.01/7.01: "X declares a quarterly dividend of $0.25 per share, payable May 15, 2024 to holders of record on May 1, 2024." */
/** "… on the Company's 6.50% Series A Cumulative Redeemable Preferred Shares": the preferred stock a dividend is paid on. */
const PREFERRED_AFTER =
  /^\s+on\s+(?:the\s+Company['’]s\s+|its\s+|our\s+|the\s+)?((?:\d+(?:\.\d+)?%\s+)?(?:Series\s+[A-Z]\s+)?(?:[A-Z][\w-]*\s+){0,3}Preferred\s+(?:Stock|Shares|Units))/;
/** A raise the board intends or plans, subject to a later approval: not yet declared. */
const intends = (x: { m: RegExpExecArray; s: string }) =>
  INTENDED_BEFORE.test(x.s.slice(Math.max(0, x.m.index - 30), x.m.index)) ||
  /\bsubject to\b[^.]{0,40}\bapproval\b/i.test(x.s);

/** "determined to suspend the Company's quarterly cash dividend", "decided not to declare a dividend for the third quarter". */
const DIVIDEND_STOPPED =
  /\b(suspend|eliminat|discontinu|omit)\w*\s+(?:the\s+Company['’]s\s+|the\s+Trust['’]s\s+|the\s+Partnership['’]s\s+|its\s+|our\s+|the\s+)?((?:regular\s+|quarterly\s+|monthly\s+|annual\s+)*(?:cash\s+)?(?:dividends?|distributions?))\b|\b(?:not\s+to|will\s+not|did\s+not)\s+declare\s+(?:a|any|its)\s+((?:regular\s+|quarterly\s+|special\s+|cash\s+)*dividend)(?:\s+for\s+(the\s+(?:first|second|third|fourth)\s+quarter(?:\s+of)?\s+\d{4}|(?:19|20)\d{2}))?/i;

/** A regular dividend declared: "declared the regular quarterly dividend of $0.22 per share". */
const DECLARED_REGULAR =
  /\bdeclar\w+\s+(?:a|the|its)\s+(?:regular\s+)?(?:quarterly|monthly|regular)\s+(?:cash\s+)?dividend\b/i;
const DIVIDEND_CUT =
  /\b(?:reduc\w+|cut|lower\w+|decreas\w+)\b[^.]{0,100}?\b(?:(regular|quarterly|monthly|annual|semi-annual)\s+)?(?:cash\s+)?dividends?\b[^.$]{0,60}?(?:\bto\s+(\$\s?\d+(?:\.\d+)?)\s+per\s+(?:common\s+)?share\s+from\s+(\$\s?\d+(?:\.\d+)?)|\bfrom\s+(\$\s?\d+(?:\.\d+)?)\s+(?:per\s+(?:common\s+)?share\s+)?to\s+(\$\s?\d+(?:\.\d+)?)\s+per\s+(?:common\s+)?share)/i;
const RAISED_FROM =
  /^[^.]{0,40}?\ban?\s+increase\s+of\s+(\d+(?:\.\d+)?%)\s+(?:from|over)\s+(?:the\s+)?(?:previous|prior|last)\s+(?:regular\s+)?(?:quarterly\s+|monthly\s+)?(?:cash\s+)?(?:dividend|distribution)\s+of\s+(\$\s?\d+(?:\.\d+)?)/i;
const EXTRA_PAYOUT =
  /^\s+and\s+an?\s+(special|supplemental|extra|additional)\s+(?:cash\s+)?(?:dividend|(distribution))\s+of\s+(\$\s?\d+(?:\.\d+)?)\s+per\s+(?:common\s+)?(?:share|unit)/i;

export const dividend: Extractor = (company, sentences) => {
  // A dividend stopped is the news, not the last one paid ("The Board previously paid $0.40").
  const stopped = firstMatch(sentences.slice(0, 20), DIVIDEND_STOPPED);
  // A special dividend not declared beside a regular one that is: the regular one is the news.
  const regularToo =
    stopped?.m[3] &&
    /special/i.test(stopped.m[3]) &&
    sentences.slice(0, 20).some((t) => DECLARED_REGULAR.test(t.replace(DIVIDEND_STOPPED, '')));
  if (
    stopped &&
    !regularToo &&
    !INTENDED_BEFORE.test(stopped.s.slice(Math.max(0, stopped.m.index - 30), stopped.m.index))
  )
    return stopped.m[2]
      ? sentence(
          `${company} ${/^omit/i.test(stopped.m[1]!) ? 'omits' : /^eliminat/i.test(stopped.m[1]!) ? 'eliminates' : /^discontinu/i.test(stopped.m[1]!) ? 'discontinues' : 'suspends'} its ${stopped.m[2].replace(/\s+/g, ' ').toLowerCase()}`,
        )
      : sentence(
          `${company} does not declare a ${stopped.m[3]!.replace(/\s+/g, ' ').toLowerCase()}${stopped.m[4] ? ` for ${stopped.m[4]}` : ''}`,
        );
  // (never a dividend "determined not to declare": "… not to declare a special dividend for 2026, in
  // contrast to the $0.50 per share special dividend paid …")
  const hit = firstMatch(
    sentences.slice(0, 40).map((t) => t.replace(DIVIDEND_STOPPED, '')),
    /\b(declar\w+|approv\w+|increas\w+|rais\w+)\b[^.]{0,100}?\b(?:(regular|quarterly|special|monthly|annual|semi-annual|interim|final)\s+)?(?:cash\s+)?(?:dividends?|(distributions?))\b[^.$]{0,50}?(?:of\s+)?(\$\s?\d+(?:\.\d+)?)\s+per\s+(?:common\s+|ordinary\s+)?(share|unit)/i,
  );
  // "authorized an increase in the Company's regular quarterly cash dividend from $0.48 to $0.50 per
  // share", "… dividend on the Company's common stock, from $0.42 per share to $0.45 per share": the
  // new rate, whatever figure comes first (read before the declared-dividend pattern, which would
  // take the old rate).
  const raise = firstMatch(
    sentences.slice(0, 40),
    /\b(?:increas\w+|rais\w+)\b[^.]{0,100}?\b(?:(regular|quarterly|special|monthly|annual|semi-annual|interim|final)\s+)?(?:cash\s+)?dividends?\b[^.$]{0,60}?\bfrom\s+(\$\s?\d+(?:\.\d+)?)\s+(?:per\s+(?:common\s+|ordinary\s+)?share\s+)?to\s+(\$\s?\d+(?:\.\d+)?)\s+per\s+(?:common\s+|ordinary\s+)?share/i,
  );
  // "reduced the quarterly cash dividend on its common stock to $0.05 per share from $0.18 per share".
  const cut = (hit && hit.s !== raise?.s) || raise ? undefined : firstMatch(sentences.slice(0, 40), DIVIDEND_CUT);
  if (cut) {
    const kind = cut.m[1] ? `${cut.m[1].toLowerCase()} ` : '';
    const [to, from] = cut.m[2] ? [cut.m[2], cut.m[3]!] : [cut.m[5]!, cut.m[4]!];
    return sentence(`${company} cuts its ${kind}dividend to ${money(to)} per share from ${money(from)}`);
  }
  if (raise) {
    const kind = raise.m[1] ? `${raise.m[1].toLowerCase()} ` : '';
    return sentence(
      `${company} ${intends(raise) ? 'plans to raise' : 'raises'} its ${kind}dividend to ${money(raise.m[3]!)} per share from ${money(raise.m[2]!)}`,
    );
  }
  // Passive: "a dividend was declared in the amount of $0.18 per share".
  const passive = hit
    ? undefined
    : firstMatch(
        sentences.slice(0, 40),
        /\b(?:(regular|quarterly|special|monthly|annual|semi-annual|interim|final)\s+)?(?:cash\s+)?dividend\b[^.]{0,40}?\b(?:was|has been) declared\b[^.$]{0,30}?(?:in the amount of|of)\s+(\$\s?\d+(?:\.\d+)?)\s+per\s+(?:common\s+|ordinary\s+)?share/i,
      );
  if (passive) {
    const kind = passive.m[1] ? `${passive.m[1].toLowerCase()} ` : '';
    const payable = new RegExp(String.raw`payable\s+(?:in cash\s+)?(?:on\s+)?(${DATE_SRC})`).exec(passive.s);
    return sentence(
      `${company} declares a ${kind}dividend of ${money(passive.m[2]!)} per share${payable ? `, payable ${payable[1]}` : ''}`,
    );
  }
  if (!hit) return undefined;
  const payable = new RegExp(String.raw`payable\s+(?:on\s+)?(${DATE_SRC})`).exec(hit.s);
  const record = new RegExp(String.raw`(?:of\s+record|record\s+date)[^.]{0,50}?(${DATE_SRC})`).exec(hit.s);
  const raised = /^increas|^rais/i.test(hit.m[1]!);
  const verb = raised ? (intends(hit) ? 'plans to raise its' : 'raises its') : 'declares a';
  const kind = hit.m[2] ? `${hit.m[2].toLowerCase()} ` : '';
  // A partnership's or fund's "distribution … per common unit" is said in its words.
  const noun = hit.m[3] ? 'distribution' : 'dividend';
  const per = hit.m[5]!.toLowerCase() === 'unit' ? 'unit' : 'share';
  const after = hit.s.slice(hit.m.index + hit.m[0].length);
  // A preferred stock's dividend is said as such ("… per share on its 6.50% Series A … Preferred Shares").
  const preferred = PREFERRED_AFTER.exec(after);
  // "…, an increase of 8% from the previous quarterly dividend of $0.25 per share": a raise.
  const up = verb === 'declares a' ? RAISED_FROM.exec(after) : null;
  if (up)
    return sentence(
      `${company} raises its ${kind}${noun} ${up[1]} to ${money(hit.m[4]!)} per ${hit.m[5]!.toLowerCase() === 'unit' ? 'unit' : 'share'} from ${money(up[2]!)}`,
    );
  // "… of $0.45 per share and a supplemental distribution of $0.05 per share": both are declared.
  const extra = EXTRA_PAYOUT.exec(after);
  const plus = extra
    ? ` and a ${extra[1]!.toLowerCase()} ${extra[2] ? 'distribution' : 'dividend'} of ${money(extra[3]!)} per ${per}`
    : '';
  return sentence(
    `${company} ${verb} ${kind}${noun} ${verb === 'declares a' ? 'of' : 'to'} ${money(hit.m[4]!)} per ${per}${plus}${preferred ? ` on its ${preferred[1]!.replace(/\s+/g, ' ')}` : ''}${payable ? `, payable ${payable[1]}` : ''}${record ? ` to holders of record on ${record[1]}` : ''}`,
  );
};

/** 8.01/7.01: "X authorizes a $500 million share repurchase program." */
/** "increased the authorization under the program by an additional $150 million, to a total of $250 million". */
const BUYBACK_RAISED = new RegExp(
  String.raw`\bincreas\w+\s+(?:the\s+|its\s+)?(?:(?:share\s+)?repurchase\s+)?(?:authori[sz]ation|program)[^.$]{0,60}?\bby\s+(?:an\s+additional\s+)?(${MONEY_SRC})[^.$]{0,20}?\bto\s+(?:a\s+total\s+of\s+)?(${MONEY_SRC})`,
  'i',
);

/** "entered into an accelerated share repurchase agreement … with Ferris Capital Markets LLC … to repurchase $250 million". */
const ASR = new RegExp(
  String.raw`\b(?:entered\s+into|executed|approved|authorized|signed)\s+(?:an?\s+)?accelerated\s+(?:share|stock)\s+repurchase\s+(?:agreement|transaction)\b[^.;]{0,60}?\bwith\s+${ORG_SRC}[^.;]{0,80}?\bto\s+(?:repurchase|purchase|buy\s+back)\s+(?:up\s+to\s+)?(${MONEY_SRC})`,
);

export const buyback: Extractor = (company, sentences) => {
  // An earlier authorization told again ("In February 2024, the Board authorized … $750 million";
  // "As previously disclosed, …") is read only when the later news states no programme of its own.
  const head = sentences.slice(0, 40);
  const fresh = head.filter((s) => !PREVIOUSLY_REPORTED.test(s) && !isStale(s, head));
  return (fresh.length < head.length ? buybackIn(company, fresh) : undefined) ?? buybackIn(company, sentences);
};

/** "terminated the Company's share repurchase program, which had been authorized in November 2023 for up to $50 million". */
const BUYBACK_ENDED =
  /\b(terminat|suspend|discontinu|halt|cancel)\w*\s+(?:the\s+Company['’]s\s+|its\s+|our\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:share\s+|stock\s+)?(?:repurchase|buy-?back)\s+(?:program|plan|authori[sz]ation)\b/i;
const ENDED_VERB: Readonly<Record<string, string>> = {
  terminat: 'terminates',
  suspend: 'suspends',
  discontinu: 'discontinues',
  halt: 'halts',
  cancel: 'cancels',
};

function buybackIn(company: string, sentences: readonly string[]): string | undefined {
  if (firstMatch(sentences.slice(0, 10), NO_BUYBACK))
    return sentence(`${company} decides not to proceed with a share repurchase program`);
  // A programme ended is the news, never the authorization it recalls.
  const ended = firstMatch(sentences.slice(0, 10), BUYBACK_ENDED);
  if (
    ended &&
    !/\b(?:new|additional|replac\w*)\b[^.]{0,80}\b(?:program|authori[sz]ation)\b/i.test(ended.s.slice(ended.m.index))
  )
    return sentence(`${company} ${ENDED_VERB[ended.m[1]!.toLowerCase()]} its share repurchase program`);
  // What the filing reports now before what it reported before ("As previously disclosed, … $100 million").
  const head = sentences.slice(0, 40);
  const ordered = [
    ...head.filter((s) => !PREVIOUSLY_REPORTED.test(s)),
    ...head.filter((s) => PREVIOUSLY_REPORTED.test(s)),
  ];
  const raised = firstMatch(ordered, BUYBACK_RAISED);
  if (raised)
    return sentence(
      `${company} increases its share repurchase authorization by ${money(raised.m[1]!)} to ${money(raised.m[2]!)}`,
    );
  // An accelerated repurchase with a bank is the news, not the standing authorization it is made under.
  const asr = firstMatch(ordered, ASR);
  if (asr)
    return sentence(
      `${company} enters into a ${money(asr.m[2]!)} accelerated share repurchase agreement with ${tidyName(asr.m[1]!)}`,
    );
  sentences = ordered;
  const a = firstNew(
    sentences.slice(0, 40),
    new RegExp(
      String.raw`(${MONEY_SRC})\s+(?:(?:share|stock|common stock)\s+)?(?:repurchase|buy-?back)\s+(program|plan|authori[sz]ation)`,
      'i',
    ),
  );
  // "authorized the repurchase by the Company of an additional $500 million in shares", "… of up
  // to another 40.0 million shares".
  const c = a
    ? undefined
    : firstMatch(
        sentences.slice(0, 40),
        new RegExp(
          String.raw`\bauthori[sz]ed\s+(?:the\s+)?(?:re)?purchase\s+(?:by\s+the\s+Company\s+)?of\s+(?:up\s+to\s+)?(an\s+additional\s+|another\s+)?(${MONEY_SRC}|[\d,.]+(?:\s+million)?\s+shares)`,
          'i',
        ),
      );
  if (c) {
    const more = c.m[1] ? c.m[1].trim().replace(/^an\s+/i, '') + ' ' : '';
    const amount = money(c.m[2]!);
    return sentence(
      /shares$/.test(amount)
        ? `${company} authorizes the repurchase of up to ${more}${amount}`
        : `${company} authorizes the repurchase of ${more ? `an ${more}` : 'up to '}${amount} of its shares`,
    );
  }
  const b =
    a ??
    firstMatch(
      sentences.slice(0, 40),
      new RegExp(
        String.raw`(?:repurchase|buy-?back)\s+(program|plan|authori[sz]ation)?[^.]{0,80}?\bup\s+to\s+(?:an\s+aggregate\s+of\s+|(an\s+additional|another)\s+)?(${MONEY_SRC}|[\d,.]+(?:\s+million)?\s+shares)`,
        'i',
      ),
    );
  if (!b) return undefined;
  const amount = a ? money(a.m[1]!) : money(b.m[3]!);
  // "a new program for up to an additional $200 million": added to what is left, said so.
  const more = !a && b.m[2] ? 'an additional ' : 'a ';
  const verb = /\bauthori[sz]\w*|\bapprov\w*/i.test(b.s)
    ? 'authorizes'
    : /\bincreas\w*/i.test(b.s)
      ? 'increases'
      : 'announces';
  return sentence(
    `${company} ${verb} ${/shares$/.test(amount) ? `the repurchase of up to ${b.m[2] && !a ? 'an additional ' : ''}${amount}` : `${more}${amount} share repurchase program`}`,
  );
}

const NOTES = new RegExp(
  String.raw`(${MONEY_SRC})\s+(?:in\s+)?(?:aggregate\s+)?(?:original\s+)?principal\s+amount\s+of\s+(?:its|our|the\s+Company[’']s|the\s+Registrant[’']s|the\s+Issuer[’']s|additional)?\s*((?:\d+(?:\.\d+)?%\s+)?(?:[\w-]+\s+){0,4}?(?:notes|debentures|bonds)\s+due\s+\d{4})`,
  'gi',
);

/** A notice of redemption among the first sentences: the notes are being redeemed, not sold. */
const redemption = (sentences: readonly string[]) =>
  sentences
    .slice(0, 6)
    .some((x) => /\b(notice of (optional )?redemption|will redeem|to redeem|redemption date)\b/i.test(x));

const COUNT_WORDS = ['', '', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * Three or more tranches of one sentence in one currency, told as their total ("$2.75 billion of
 * senior notes in four tranches"): the total is the sum of amounts the sentence states, a number
 * the grounding check is told of (derivedAmounts), not one the filing prints.
 */
export function trancheTotal(s: string): { total: string; count: number; senior: boolean } | undefined {
  NOTES.lastIndex = 0;
  const found = [...s.matchAll(NOTES)].slice(0, 10);
  if (found.length < 3) return undefined;
  const amounts = found.map((m) =>
    /^(?:US)?([$€£])\s?([\d,]+(?:\.\d+)?)(?:\s?(billion|million))?$/i.exec(m[1]!.trim()),
  );
  if (amounts.some((a) => !a) || new Set(amounts.map((a) => a![1])).size !== 1) return undefined;
  const sum = amounts.reduce(
    (t, a) => t + Number(a![2]!.replace(/,/g, '')) * (a![3] ? (/^b/i.test(a![3]) ? 1e9 : 1e6) : 1),
    0,
  );
  const [unit, scale] = sum >= 1e9 ? ['billion', 1e9] : ['million', 1e6];
  const value = Math.round((sum / scale) * 1000) / 1000;
  if (sum < 1e6 || Math.abs(value * scale - sum) > 1e-6 * sum) return undefined;
  return {
    total: `${amounts[0]![1]}${value} ${unit}`,
    count: found.length,
    senior: found.every((m) => /\bsenior\b/i.test(m[2]!)),
  };
}

/** Notes offerings / issuances / redemptions: "Apple Inc. issues €1,000,000,000 of 0.000% Notes due 2025 and …". */
export const notes: Extractor = (company, sentences) => {
  for (const s of sentences.slice(0, 40)) {
    NOTES.lastIndex = 0;
    const tranches: string[] = [];
    let firstAt = -1;
    for (let m = NOTES.exec(s); m && tranches.length < 2; m = NOTES.exec(s)) {
      if (firstAt < 0) firstAt = m.index;
      tranches.push(`${money(m[1]!)} of ${m[2]!.replace(/\s+/g, ' ')}`);
    }
    if (!tranches.length) continue;
    // The notes are redeemed when the sentence says so before naming them; notes the sentence issues
    // ("completed its private offering of $750,000,000 … Notes") are issued, whatever other notes
    // the filing redeems with the proceeds.
    // "issued a press release announcing the proposed offering …": the release is issued, not the notes.
    const said = s.replace(/\bissued\s+a\s+(?:joint\s+)?press\s+release\b/gi, 'announced');
    const lead = said.slice(0, firstAt);
    const proposed =
      /\b(?:proposed|intends?\s+to\s+(?:offer|issue|sell)|plans?\s+to\s+(?:offer|issue|sell)|launch(?:ed|es)?)\b/i.test(
        lead,
      );
    const issued = /\b(?:pric(?:ed|ing)|issued|issuance|consummated|completed|closed|offering|sold|sale)\b/i.test(lead);
    // (notes the company "intends to offer" whose proceeds "are expected to be used to redeem" others
    // are offered, not redeemed)
    const redeemed =
      /\bredeem|\bredemption\b/i.test(lead) ||
      (!issued && !proposed && (/\bredeem|\bredemption\b/i.test(s) || Boolean(redemption(sentences))));
    // Three tranches or more: their total, not the first two as if they were all.
    const total = trancheTotal(s);
    if (total) {
      tranches.length = 0;
      tranches.push(
        `${total.total} of ${total.senior ? 'senior ' : ''}notes in ${COUNT_WORDS[total.count] ?? total.count} tranches`,
      );
    }
    const verb = redeemed
      ? 'to redeem'
      : proposed && !/\bpric(ed|ing)\b/i.test(said)
        ? 'proposes to offer'
        : /\bpric(ed|ing)\b/i.test(said)
          ? 'prices'
          : /\b(issued|consummated|completed|closed)\b/i.test(said)
            ? 'issues'
            : /\bpurchase agreement|underwriting agreement|terms agreement|agreed to (sell|issue)|to offer\b|\boffer and sale\b/i.test(
                  s,
                )
              ? 'agrees to sell'
              : 'reports';
    return sentence(`${company} ${verb} ${tranches.join(' and ')}`);
  }
  // "relate to the offering of $300,000,000 6 3/4% Notes due May 15, 2002" (no "principal amount").
  const offering = firstMatch(
    sentences.slice(0, 40),
    new RegExp(
      String.raw`\b(?:offering|sale|issuance)\s+of\s+(${MONEY_SRC})\s+((?:\d+(?:\.\d+)?(?:\s+\d\/\d)?%\s+)?(?:[A-Z][\w-]*\s+){0,4}?(?:Notes|Debentures|Bonds)\s+due\s+(?:[A-Z][a-z]+\s+\d{1,2},\s+)?\d{4})`,
    ),
  );
  if (offering) return sentence(`${company} offers ${money(offering.m[1]!)} of ${offering.m[2]!.replace(/\s+/g, ' ')}`);
  // "issued senior unsecured notes in the principal amount of $250.0 million, which bear interest at 4.55%"
  const alt = firstMatch(
    sentences.slice(0, 40),
    new RegExp(
      String.raw`\b(redeem\w*|issued|priced|sold)\b[^.]{0,60}?\b((?:senior\s+|unsecured\s+|secured\s+|convertible\s+|subordinated\s+){0,3}(?:notes|debentures))\s+in\s+the\s+(?:aggregate\s+)?principal\s+amount\s+of\s+(${MONEY_SRC})`,
      'i',
    ),
  );
  if (alt) {
    const verb =
      /^redeem/i.test(alt.m[1]!) || /\bredemption\b/i.test(alt.s) || redemption(sentences) ? 'to redeem' : 'issues';
    return sentence(`${company} ${verb} ${money(alt.m[3]!)} of ${alt.m[2]!.replace(/\s+/g, ' ')}`);
  }
  return undefined;
};

/** Share offerings and unregistered sales: "X sells 13,031,161 common shares at $3.53 per share." */
export const shares: Extractor = (company, sentences) => {
  const hit = firstMatch(
    sentences.slice(0, 40),
    new RegExp(
      String.raw`\b(offer\w*|sell|sold|sale(?:,\s+in\s+an?\s+[^,.]{3,60},)?\s+of|issue|issued|issuance\s+of|will\s+issue)\b\s+(?:of\s+)?(?:to\s+(?:(?!\b(?:warrants?|options?|rights?)\b)[^.]){0,60}?\s+)?(?:an\s+aggregate\s+of\s+|up\s+to\s+|approximately\s+)?((?:${MONEY_SRC}\s+in\s+shares)|[\d,.]+(?:\s+million)?\s+(?:shares|units|common\s+shares|ordinary\s+shares|American\s+Depositary\s+Shares))(?:\s+of\s+(?:its\s+|our\s+|the\s+Company[’']s\s+|[A-Z][\w]+\s+)?((?:Class\s+[A-Z]\s+)?(?:common|preferred|ordinary)\s+stock|Series\s+[\w-]+\s+Preferred\s+Stock))?(?:[^.]{0,80}?\bat\s+(?:a\s+|an\s+)?(?:(?:public\s+offering\s+|purchase\s+|offering\s+)?price\s+of\s+)?(${MONEY_SRC})\s+per\s+share)?`,
      'i',
    ),
  );
  if (!hit) return undefined;
  // (shares sold in a registered offering beside a private placement of warrants are registered)
  const unregistered =
    /\bexempt\w*\b|\bprivate placement\b|\bSection 4\(a\)\(2\)|\bRegulation D\b|\b3\(a\)\(10\)/i.test(hit.s) &&
    !/\bregistered direct offering\b|\b(?:public|registered) offering\b/i.test(hit.m[0]);
  const verb = /will\s+issue|offer/i.test(hit.m[1]!) ? 'to issue' : /issue/i.test(hit.m[1]!) ? 'issues' : 'sells';
  const to = /\bto\s+((?:the\s+)?(?:former\s+)?(?:stock|share)holders\s+of\s+[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*)/.exec(
    hit.s,
  );
  return sentence(
    `${company} ${verb} ${hit.m[2]!.replace(/\s+/g, ' ')}${hit.m[3] ? ` of ${hit.m[3].replace(/\s+/g, ' ')}` : ''}${hit.m[4] ? ` at ${money(hit.m[4])} per share` : ''}${to ? ` to ${to[1]}` : ''}${unregistered ? ' in an unregistered sale' : ''}`,
  );
};

const FACILITY = String.raw`((?:senior\s+|secured\s+|unsecured\s+|committed\s+|incremental\s+|multi-currency\s+){0,3}(?:revolving\s+credit\s+facility|revolving\s+(?:loan\s+)?facility|credit\s+facility|term\s+loans?(?:\s+[A-F](?:-\d)?\b)?(?:\s+facility)?|delayed[- ]draw\s+term\s+loan|line\s+of\s+credit|securitization\s+facility|bridge\s+(?:loan|facility)|(?:mortgage\s+)?loan))`;

/** "entered into a Senior Secured Revolving Credit Agreement with ING Capital LLC, as administrative agent, providing for commitments of $850 million" */
const AGREEMENT_PROVIDING = new RegExp(
  String.raw`\b((?:(?:Senior|Secured|Unsecured|Revolving|Term|Loan)\s+){0,4}(?:Credit|Loan)\s+Agreement)\b(?:\s+with\s+${ORG_SRC})?[^.]{0,120}?\bproviding\s+for\s+(?:aggregate\s+|total\s+|initial\s+)?(?:revolving\s+)?(?:commitments|borrowings|(?:a|an)\s+(?:[\w-]+\s+){0,4}(?:facility|loan))\s+(?:of\s+|in\s+an\s+aggregate\s+(?:principal\s+)?amount\s+of\s+)(?:up\s+to\s+)?(${MONEY_SRC})`,
);

/** "X enters into a $850 million senior secured revolving credit agreement with ING Capital LLC." */
function agreementProviding(company: string, sentences: readonly string[]): string | undefined {
  const hit = firstMatch(sentences.slice(0, 40), AGREEMENT_PROVIDING);
  if (!hit) return undefined;
  const lender = hit.m[2] ? ` with ${tidyName(hit.m[2])}` : '';
  return sentence(
    `${company} enters into a ${money(hit.m[3]!)} ${hit.m[1]!.replace(/\s+/g, ' ').toLowerCase()}${lender}`,
  );
}

/** "the U.S. Department of Energy's Loan Programs Office issued a conditional commitment for a loan of up to $680 million". */
const COMMITMENT =
  /\b(?:conditional\s+commitment|commitment\s+letter|commitment\s+for\s+(?:a|the)\s+(?:[\w-]+\s+){0,2}(?:loan|facility))\b/i;
const COMMITTED_BY =
  /\b((?:the\s+)?(?:U\.S\.\s+)?Department\s+of\s+[A-Z][a-z]+|[A-Z][\w&.'’-]*(?:\s+(?:[A-Z][\w&.'’-]*|&|of))*)(?:['’]s(?:\s+[A-Z][\w-]*){1,4}?)?\s+(?:has\s+)?(?:issued|provided|granted|extended|delivered)\s+(?:a|the|its)\s+(?:conditional\s+)?commitment\b/;

/** 1.01/2.03 credit: "X enters into a $242.5 million revolving credit facility with Bank of America, N.A." */
export const credit: Extractor = (company, sentences) => {
  const re = new RegExp(
    String.raw`(${MONEY_SRC})\s+(?:of\s+)?(?:additional\s+)?${FACILITY}|${FACILITY}\s+(?:in\s+(?:the\s+|an\s+)?(?:aggregate\s+)?(?:principal\s+)?amount\s+of|of|totaling)\s+(?:up\s+to\s+)?(${MONEY_SRC})`,
    'i',
  );
  const hit = firstNew(sentences.slice(0, 40), re);
  if (!hit) return agreementProviding(company, sentences);
  const amount = money(hit.m[1] ?? hit.m[4]!);
  const facility = (hit.m[2] ?? hit.m[3]!).replace(/\s+/g, ' ');
  const cp = new RegExp(
    String.raw`\bwith\s+(a\s+(?:commercial\s+bank|syndicate\s+of\s+(?:banks|lenders)|group\s+of\s+lenders)|${ORG_SRC})`,
  ).exec(hit.s);
  // "entered into Amendment No. 3 to its Credit Agreement": an amendment, whatever verb brings it.
  const amend =
    (/\bamend\w*/i.test(hit.s) && !/\bentered into\b/i.test(hit.s.slice(0, 120))) ||
    /\bentered\s+into\s+(?:an?\s+|the\s+)?(?:Amendment\s+No\.\s*\d+|(?:[A-Z][a-z]+\s+)?Amendment|amendment)\s+(?:to|of)\s+(?:its|the|that)\b/.test(
      hit.s,
    );
  const what = /s$/.test(facility) ? `${amount} of ${facility}` : `a ${amount} ${facility}`;
  // A commitment the agency will not give is no loan, nor a commitment: said as refused.
  if (COMMITMENT_REFUSED.test(hit.s)) {
    const by = /\b((?:the\s+)?(?:U\.S\.\s+)?Department\s+of\s+[A-Z][a-z]+)\b/.exec(hit.s)?.[1];
    return sentence(
      `${company}'s application for a ${/\bconditional\b/i.test(hit.s) ? 'conditional ' : ''}commitment for ${what}${by ? ` is not pursued by ${by}` : ' is not pursued'}`,
    );
  }
  // A lender's commitment is a promise to lend, not a loan entered into.
  if (COMMITMENT.test(hit.s)) {
    const by = COMMITTED_BY.exec(hit.s);
    return sentence(
      `${company} receives a ${/\bconditional\b/i.test(hit.s) ? 'conditional ' : ''}commitment for ${what}${by ? ` from ${by[1]}` : ''}`,
    );
  }
  return sentence(
    `${company} ${amend ? 'amends its financing to provide' : 'enters into'} ${what}${cp ? ` with ${tidyName(cp[1]!)}` : ''}`,
  );
};

/** M&A: agreements, completions, spin-offs. */
/** A deal's price per share: "each share … converted into the right to receive $42.50 in cash". */
// A stock part after the cash ("$17.25 in cash and 0.4 shares of the Company's common stock") is
// part of the price: the cash alone is not what a share is bought for.
// (Not a contingent value right's own "right to receive $2.00 in cash upon the first FDA approval".)
const PER_SHARE_PRICE = new RegExp(
  String.raw`(?<!\b(?:contingent\s+value\s+rights?|CVRs?)\b[^.;]{0,160})\bright\s+to\s+receive\s+(?:an\s+amount\s+in\s+cash\s+equal\s+to\s+)?(${MONEY_SRC})(?:\s+per\s+share)?(\s+in\s+cash)?(?:,?\s+(?:and|plus)\s+(\d+(?:\.\d+)?)\s+(?:shares?|of\s+a\s+share)\s+of\b)?`,
  'i',
);
/** A tender offer's price: "to acquire all outstanding shares … for (i) $12.75 per share in cash plus (ii) …". */
const OFFER_PRICE = new RegExp(String.raw`\bfor\s+(?:\(i\)\s+)?(${MONEY_SRC})\s+per\s+share(\s+in\s+cash)?`, 'i');
/**
 * A deal's total: "a total equity value of approximately $2.1 billion", "an aggregate purchase
 * price of $400 million", "the consideration consists of approximately $180,000,000 in shares";
 * not a share's value ("valued at $21.35 per share") nor one part of several ("consists of (i) …").
 */
const DEAL_TOTAL = new RegExp(
  String.raw`\b(?:(?:total|aggregate|implied)\s+)?(?:equity\s+|enterprise\s+|transaction\s+|deal\s+)value\s+of\s+(?:approximately\s+|about\s+|roughly\s+)?(${MONEY_SRC})|\b(?:aggregate\s+|total\s+)?purchase\s+price\s+(?:of|is|was|will\s+be)\s+(?:approximately\s+|about\s+)?(${MONEY_SRC})|\b(?:valued\s+at|(?:aggregate\s+|total\s+)?(?:merger\s+|purchase\s+)?consideration\s+(?:consists\s+of|is|was|will\s+be))\s+(?:approximately\s+|about\s+)?(${MONEY_SRC})(?!\d|[.,]\d)(?!\s*per\s+share)`,
  'i',
);

/**
 * The price a deal's next sentences state when its agreement sentence does not: the per-share
 * price and the total, each only in its own phrase (a termination fee or a loan is no price).
 */
/** "On March 6, 2026 (the "Closing Date"), ": when, before a sentence's subject. */
const LEADING_DATE_CLAUSE = new RegExp(String.raw`^(?:On|Effective(?:\s+as\s+of)?)\s+${DATE_SRC}(?:\s*\([^)]*\))?,\s*`);

function dealTerms(sentences: readonly string[], from: string): string {
  const at = sentences.indexOf(from);
  // The sentence itself first ("… agreement … pursuant to which each share … the right to receive $21.00 in cash").
  const next = [from, ...sentences.slice(at + 1, at + 6)];
  const per = firstMatch(next, PER_SHARE_PRICE) ?? firstMatch(next, OFFER_PRICE);
  const total = firstMatch(next, DEAL_TOTAL);
  // "$12.75 per share in cash plus (ii) one non-transferable contingent value right": the right is part of the price.
  const cvr = per && /\bcontingent\s+value\s+right/i.test(per.s) ? ' plus a contingent value right' : '';
  const totalAmount = total ? money(total.m[1] ?? total.m[2] ?? total.m[3]!) : undefined;
  if (per) {
    const price = per.m[3]
      ? `${money(per.m[1]!)} in cash and ${per.m[3]} shares of stock per share`
      : `${money(per.m[1]!)} per share${per.m[2] ? ' in cash' : ''}${cvr}`;
    return ` for ${price}${totalAmount && totalAmount !== money(per.m[1]!) ? ` (about ${totalAmount})` : ''}`;
  }
  return totalAmount ? ` for ${totalAmount}` : '';
}

/** What follows a cash amount that is only part of a price: "in cash and 8.2 million shares". */
const CASH_AND_SHARES =
  /^\s+in\s+cash\s+(?:and|plus)\s+(?:approximately\s+)?(\d[\d,.]*(?:\s+million)?)\s+(?:newly\s+issued\s+)?(?:shares|common\s+shares)\b/i;

const SURVIVES_AS_SUBSIDIARY = new RegExp(
  String.raw`\bmerged\s+with\s+and\s+into\s+the\s+Company,?\s+with\s+the\s+Company\s+(?:surviving|continuing)\s+(?:the\s+merger\s+)?as\s+(?:the\s+surviving\s+corporation\s+and\s+)?a\s+(?:direct\s+|indirect\s+)?wholly[- ]owned\s+subsidiary\s+of\s+${ORG_SRC}`,
);
/** What a party's name with "'s" owns, after it: " gas gathering and processing assets". */
const OWNED_ASSETS =
  /^((?:\s+[\w-]+){0,8}?\s+(?:assets|business(?:es)?|systems?|operations|portfolio|interests|propert(?:y|ies)|division|segment|brands?))\b/;
/** "As a result of the merger, the Company became a wholly owned subsidiary of Argonaut": the filer was the one acquired. */
const BECAME_SUBSIDIARY = new RegExp(
  String.raw`\bthe\s+Company\s+(?:became|has\s+become|is\s+now)\s+a\s+(?:direct\s+|indirect\s+)?wholly[- ]owned\s+subsidiary\s+of\s+${PROPER_SRC}`,
);

/** "the "go-shop" period under the Merger Agreement expired": the deal's news, not the agreement recalled. */
const GO_SHOP = /\bgo-shop["”]?\s+period\b[^.]{0,80}?\b(?:expired|ended|concluded|terminated)\b/i;
const NO_PROPOSAL =
  /\b(?:none\s+of\s+(?:which|them|the(?:\s+[\w-]+){1,4}?)\s+(?:submitted|made)|no\s+(?:party|person|one)\s+(?:submitted|made)|did\s+not\s+receive\s+any)\b[^.]{0,60}\bproposal\b/i;

const ASSETS_DONE =
  /\b(?:completed|consummated|closed)\s+(?:its\s+|the\s+)?(?:previously\s+announced\s+)?(acquisition|sale|disposition)\s+of\s+((?:a|an)\s+(?:portfolio\s+of\s+)?(?:\d[\d,]*\s+)?(?:[a-z][\w-]*\s+){0,4}?(?:properties|facilities|buildings|hotels|centers|communities|portfolio|property|facility|building|hotel|center|campus))\b/;
/** " … from Longhorn Logistics Partners" (a seller), " … to Minera Andes Holdings S.A." (a buyer): the deal's other side. */
const SELLER_AFTER = new RegExp(String.raw`^(?:[^.;]|\.\d){0,160}?\b(from)\s+${PROPER_SRC}`);
const BUYER_AFTER = new RegExp(String.raw`^(?:[^.;]|\.\d){0,160}?\b(to)\s+${PROPER_SRC}`);

export const merger: Extractor = (company, sentences) => {
  // Old news told again is background when the filing tells of a later day (the deal's parties are
  // still read from all of it).
  const all = sentences.slice(0, 40);
  const head = all.filter((s) => !isStale(s, all));
  const shop = firstMatch(head, GO_SHOP);
  if (shop) {
    const partner = otherParty(company, MERGER_PARTY.exec(sentences.slice(0, 40).join(' '))?.[1]);
    return sentence(
      `${company}'s go-shop period under its merger agreement${partner ? ` with ${partner}` : ''} has expired${NO_PROPOSAL.test(head.join(' ')) ? ' with no alternative proposal' : ''}`,
    );
  }
  const amountIn = (s: string) => {
    const m = new RegExp(
      String.raw`(?:purchase\s+price|consideration|valued\s+at|for\s+(?:total\s+|aggregate\s+)?(?:cash\s+)?(?:consideration\s+of\s+)?)[^.$]{0,60}?(${MONEY_SRC})`,
      'i',
    ).exec(s);
    if (!m) return dealTerms(head, s);
    const after = s.slice(m.index + m[0].length);
    // "$310 million in cash and 8.2 million shares of Company common stock": the cash is only part of the price.
    const stock = CASH_AND_SHARES.exec(after);
    if (stock) return ` for ${money(m[1]!)} in cash and ${stock[1]!} shares`;
    // ("$24.00 per Clearpath share": per share, whoever's)
    return ` for ${money(m[1]!)}${/^\s+per\s+(?:[A-Z][\w&.-]*\s+)?(?:common\s+)?share\b/i.test(after) ? ' per share' : ''}`;
  };
  const amended = mergerAmendment(company, all);
  if (amended) return amended;
  const cleared = antitrustCleared(company, all);
  if (cleared) return cleared;
  // "rejected an unsolicited, non-binding proposal from Pioneer Valley Financial Group, Inc. to acquire all outstanding shares of the Company for $30.00 per share"
  const rejected = firstMatch(head, PROPOSAL_REJECTED);
  const bidder = otherParty(company, rejected?.m[1]);
  if (rejected && bidder)
    return sentence(
      `${company} rejects an unsolicited proposal from ${bidder} to acquire it${rejected.m[2] ? ` for ${money(rejected.m[2])} per share` : ''}`,
    );
  const spin = firstMatch(
    head,
    /\bspin-?off\b[^.]{0,60}?\bof\s+(its\s+[\w\s-]{3,40}?\s+(?:business|segment|division|unit))(?:[^.]{0,40}?\bknown\s+as\s+([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3}))?/, // eslint-disable-line regexp/no-super-linear-backtracking -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)
  );
  if (spin)
    return sentence(
      `${company} ${/approv/i.test(spin.s) ? 'approves' : 'announces'} the spin-off of ${spin.m[1]}${spin.m[2] ? `, to be known as ${spin.m[2]}` : ''}`,
    );
  // "completed the previously announced … separation and distribution to its stockholders of all
  // of the outstanding shares of Cerence Inc. … in a tax free spin-off".
  const spun = firstMatch(
    head,
    new RegExp(
      String.raw`\bcompleted\s+(?:its\s+|the\s+)?(?:previously\s+announced\s+)?(?:[\w-]+\s+){0,4}?(?:separation|spin-?off|distribution(?=\s+(?:to|of)\b))\b[^.]{0,80}?\bof\s+(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:issued\s+and\s+)?(?:outstanding\s+)?(?:shares\s+of\s+(?:common\s+stock\s+of\s+)?)?${PROPER_SRC}`,
    ),
  );
  if (spun && /spin-?off|distribution/i.test(spun.s) && /^[A-Z]/.test(spun.m[1]!))
    return sentence(`${company} completes the spin-off of ${tidyName(spun.m[1]!)}`);
  // The filer merged into a buyer's subsidiary: "Merger Sub merged with and into the Company, with
  // the Company surviving as a wholly owned subsidiary of Quorum Technologies Inc.".
  const absorbed = firstMatch(head, SURVIVES_AS_SUBSIDIARY);
  if (absorbed && !isSelf(company, absorbed.m[1]!))
    return sentence(`${company} is acquired by ${tidyName(absorbed.m[1]!)}${dealTerms(head, absorbed.s)}`);
  const done = firstMatch(
    head,
    new RegExp(
      String.raw`\b(completed|consummated|closed)\s+(?:its\s+|the\s+)?(?:previously\s+announced\s+)?(acquisition|merger|sale|disposition|divestiture)\s+(?:of|with)\s+(?:all\s+(?:of\s+)?the\s+(?:issued\s+and\s+)?outstanding\s+(?:capital\s+stock|shares(?:\s+of\s+common\s+stock)?|equity\s+interests|membership\s+interests)\s+of\s+)?${PROPER_SRC}`,
    ),
  );
  if (done) {
    // "Titan Industrial Group, Inc. completed its previously announced acquisition of Acme": the
    // filer is the one acquired, by the subject of the sentence.
    const object = tidyName(done.m[3]!);
    if (isSelf(company, object) || /^the Company$/i.test(object)) {
      const buyer = new RegExp(String.raw`^${ORG_SRC}`).exec(done.s.replace(LEADING_DATE_CLAUSE, ''));
      return buyer && !isSelf(company, buyer[1]!)
        ? sentence(`${company} is acquired by ${tidyName(buyer[1]!)}${amountIn(done.s)}`)
        : undefined;
    }
    // "completed its previously announced merger with Argonaut …; the Company became a wholly owned
    // subsidiary of Argonaut": the other party acquired the filer.
    const became = firstMatch(head, BECAME_SUBSIDIARY);
    if (became && /^merger$/i.test(done.m[2]!) && object.startsWith(became.m[1]!))
      return sentence(`${company} is acquired by ${object}${amountIn(done.s) || dealTerms(head, became.s)}`);
    return sentence(`${company} completes the ${done.m[2]} of ${object}${amountIn(done.s)}`);
  }
  // Properties or assets bought or sold whole: "completed the acquisition of a portfolio of 14
  // industrial distribution facilities … from Longhorn Logistics Partners for … $412 million".
  const assets = firstMatch(head, ASSETS_DONE);
  if (assets) {
    const rest = assets.s.slice(assets.m.index + assets.m[0].length);
    const party = (/^acquisition$/i.test(assets.m[1]!) ? SELLER_AFTER : BUYER_AFTER).exec(rest);
    const other = party && !isSelf(company, party[2]!) ? ` ${party[1]} ${tidyName(party[2]!)}` : '';
    return sentence(
      `${company} completes the ${assets.m[1]!.toLowerCase()} of ${assets.m[2]!.replace(/\s+/g, ' ')}${other}${amountIn(assets.s)}`,
    );
  }
  const acquired = firstMatch(
    head,
    new RegExp(
      String.raw`\b(?:acquired|purchased)\s+(?:from\s+[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*){0,4}\s+)?(?:all\s+(?:of\s+)?the\s+(?:issued\s+and\s+)?outstanding\s+(?:capital\s+stock|shares|equity\s+interests|membership\s+interests)(?:\s+of\s+[a-z ]+)?\s+of\s+|substantially\s+all\s+(?:of\s+)?the\s+assets\s+of\s+)?${PROPER_SRC}`,
    ),
  );
  if (acquired && !/^(the|a|an|all)$/i.test(acquired.m[1]!) && acquired.m[1]!.length > 2) {
    const consideration = firstMatch(
      head,
      new RegExp(String.raw`\b(?:purchase\s+price|consideration)\b[^.$]{0,80}?(${MONEY_SRC})`, 'i'),
    );
    return sentence(
      `${company} acquires ${tidyName(acquired.m[1]!)}${consideration ? ` for ${money(consideration.m[1]!)}` : amountIn(acquired.s)}`,
    );
  }
  const first = company.split(/[\s,]+/)[0]!.toLowerCase();
  const target = firstMatch(
    head,
    new RegExp(String.raw`\b(?:to\s+be\s+acquired\s+by|merge\s+(?:with\s+and\s+)?into)\s+${PROPER_SRC}`),
  );
  if (target && (/agreement|plan of merger/i.test(target.s) || /^Merger\s+Sub$/.test(tidyName(target.m[1]!)))) {
    const subject = target.s.slice(Math.max(0, target.m.index - 60), target.m.index).toLowerCase();
    const subMerges = /\b(sub|merger sub|acquisition (corp|corporation|inc|llc|co)\.?)\b|\(\s*["“]sub/i.test(subject);
    // "the Company will merge with and into Merger Sub, with Merger Sub continuing as the surviving
    // entity": the filer is acquired too, by the party whose subsidiary Merger Sub is.
    const intoBuyersSub = /^(?:Merger\s+Sub|Sub|Purchaser|Acquisition\s+Sub)$/.test(tidyName(target.m[1]!));
    if ((subMerges && isSelf(company, tidyName(target.m[1]!))) || (intoBuyersSub && !subMerges)) {
      // "Merger Sub will merge with and into Calloway" when Calloway is the filer: it is acquired,
      // by the party its merger agreement is with.
      const deal = firstMatch(head, /\b(?:Agreement\s+and\s+Plan\s+of\s+Merger|Merger\s+Agreement)\b/);
      const buyer = deal && otherParty(company, WITH_PARTY.exec(deal.s.slice(deal.m.index))?.[1]);
      const by = buyer ? ` by ${buyer}` : '';
      return sentence(`${company} agrees to be acquired${by}${amountIn(target.s)}`);
    }
    if (subMerges) return sentence(`${company} agrees to acquire ${tidyName(target.m[1]!)}${amountIn(target.s)}`);
    if (subject.includes(first) || /\bthe company\b/.test(subject) || /acquired by/i.test(target.m[0]))
      return sentence(`${company} agrees to merge into ${tidyName(target.m[1]!)}${amountIn(target.s)}`);
  }
  const toAcquire = firstMatch(
    head,
    new RegExp(
      String.raw`\b(?:agreed\s+to\s+acquire|will\s+acquire|to\s+acquire)\s+(?:all\s+(?:of\s+)?the\s+outstanding\s+(?:shares|stock|capital\s+stock|equity\s+interests|membership\s+interests)\s+of\s+)?${PROPER_SRC}`,
    ),
  );
  // "… under which Sierra Crest will acquire Riverbend" when Riverbend is the filer: it is acquired.
  if (toAcquire && isSelf(company, tidyName(toAcquire.m[1]!))) {
    const before = toAcquire.s.slice(0, toAcquire.m.index);
    const buyer = [...before.matchAll(new RegExp(PROPER_SRC, 'g'))]
      .map((m) => tidyName(m[1]!))
      .filter((n) => !isSelf(company, n))
      .pop();
    return sentence(`${company} agrees to be acquired${buyer ? ` by ${buyer}` : ''}${amountIn(toAcquire.s)}`);
  }
  if (toAcquire && /^[A-Z]/.test(toAcquire.m[1]!)) {
    // A proposal is not an agreement ("its proposal to acquire Zi Corporation"): the verb says
    // which the sentence states, and "plans to" when it states neither.
    const before = toAcquire.s.slice(Math.max(0, toAcquire.m.index - 60), toAcquire.m.index);
    const verb = /\b(?:propos\w*|offer\w*|bid|intention|intends?|non-binding|indication of interest|seek\w*)\b/i.test(
      before,
    )
      ? 'proposes'
      : /\bagree|\bagreement\b/i.test(toAcquire.s) || /^(?:agreed|will)\b/i.test(toAcquire.m[0])
        ? 'agrees'
        : 'plans';
    // "Redfield's Delaware Basin gas gathering and processing assets": a party's assets, said whole.
    const owned = /['’]s\b/.test(toAcquire.m[1]!)
      ? OWNED_ASSETS.exec(toAcquire.s.slice(toAcquire.m.index + toAcquire.m[0].length))?.[1]
      : undefined;
    return sentence(
      `${company} ${verb} to acquire ${owned ? `${toAcquire.m[1]!}${owned}` : tidyName(toAcquire.m[1]!)}${amountIn(toAcquire.s)}`,
    );
  }
  // A divestiture: "agreed to sell its frozen desserts brands … to Kessler Foods, Inc. for $88 million".
  const toSell = firstMatch(
    head,
    new RegExp(String.raw`\b(agreed\s+to\s+sell|will\s+sell)\s+(its\s+[^.;]{3,160}?)\s+to\s+${PROPER_SRC}`),
  );
  // "… agreed to sell its Merchant Solutions segment … to the Purchaser": the buyer named after "with".
  const toDefined = toSell
    ? undefined
    : firstMatch(
        head,
        /\b(agreed\s+to\s+sell|will\s+sell)\s+(its\s+[^.;]{3,160}?)\s+to\s+the\s+(?:Purchaser|Buyer|Acquiror)\b/, // eslint-disable-line regexp/no-super-linear-backtracking -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)
      );
  const buyer = toDefined ? new RegExp(String.raw`\bwith\s+${PROPER_SRC}`).exec(toDefined.s) : null;
  if (toDefined && buyer && /^[A-Z]/.test(buyer[1]!) && !isSelf(company, buyer[1]!))
    return sentence(
      `${company} agrees to sell ${toDefined.m[2]!.split(/,\s/)[0]!} to ${tidyName(buyer[1]!)}${amountIn(toDefined.s)}`,
    );
  if (toSell && /^[A-Z]/.test(toSell.m[3]!) && !isSelf(company, toSell.m[3]!))
    // What is sold up to its first comma ("its frozen desserts brands, including …").
    return sentence(
      `${company} agrees to sell ${toSell.m[2]!.split(/,\s/)[0]!} to ${tidyName(toSell.m[3]!)}${amountIn(toSell.s)}`,
    );
  const agreement = firstMatch(
    head,
    /\b(Agreement and Plan of Merger|Merger Agreement|Stock Purchase Agreement|Share Purchase Agreement|Asset Purchase Agreement|Business Combination Agreement)\b/,
  );
  if (agreement) {
    const withParty = new RegExp(String.raw`\bwith\s+${PROPER_SRC}`).exec(agreement.s.slice(agreement.m.index));
    if (withParty && /^[A-Z]/.test(withParty[1]!) && !withParty[1]!.startsWith(company.split(/[\s,]/)[0]!)) {
      // "Merger Sub will merge with and into the Company": the filer is the one acquired — unless
      // Merger Sub is the filer's own subsidiary ("Thornbury Acquisition Corp., a wholly owned
      // subsidiary of Thornbury Medical Holdings, Inc."): then "the Company" is the target it buys.
      if (firstMatch(head, SUB_INTO_COMPANY)) {
        const owner = head.map((x) => SUB_OWNED_BY.exec(x)?.[1]).find(Boolean);
        if (owner && isSelf(company, tidyName(owner)))
          return sentence(`${company} agrees to acquire ${tidyName(withParty[1]!)}${amountIn(agreement.s)}`);
        return sentence(`${company} agrees to be acquired by ${tidyName(withParty[1]!)}${amountIn(agreement.s)}`);
      }
      return sentence(
        `${company} enters into ${/^[AEIOU]/.test(agreement.m[1]!) ? 'an' : 'a'} ${agreement.m[1]!.replace(/^Agreement and Plan of Merger$/, 'agreement and plan of merger').replace(/ Agreement$/, ' agreement')} with ${tidyName(withParty[1]!)}${amountIn(agreement.s)}`,
      );
    }
  }
  return undefined;
};

/** The other party of a merger agreement: "… Agreement and Plan of Merger with X", "… by and among the Company, X and …". */
const MERGER_PARTY = new RegExp(
  String.raw`\b(?:Agreement\s+and\s+Plan\s+of\s+Merger|[Mm]erger\s+[Aa]greement)\b[^.]{0,60}?\b(?:with|by\s+and\s+(?:among|between)\s+the\s+Company,?(?:\s+and)?)\s+${PROPER_SRC}`,
);
const mergerPartner = (company: string, head: readonly string[]) =>
  otherParty(company, firstMatch(head, MERGER_PARTY)?.m[1]);

const HSR_EXPIRED =
  /\bwaiting\s+period\s+under\s+the\s+Hart-Scott-Rodino\b[^.]{0,160}?\b(?:expired|has\s+expired|terminated|was\s+terminated|ended)\b|\bearly\s+termination\s+of\s+the\s+(?:HSR\s+)?waiting\s+period\b[^.]{0,60}?\bgranted\b/i;

/** A merger's antitrust waiting period ended: "X says the HSR waiting period for its merger with Orion Micro Devices, Inc. has expired." */
function antitrustCleared(company: string, head: readonly string[]): string | undefined {
  const hit = firstMatch(head, HSR_EXPIRED);
  if (!hit) return undefined;
  const party = mergerPartner(company, head);
  return sentence(
    `${company} says the Hart-Scott-Rodino waiting period for its merger${party ? ` with ${party}` : ''} has ended`,
  );
}

const PROPOSAL_REJECTED = new RegExp(
  String.raw`\b(?:rejected|declined)\s+(?:an?\s+|the\s+)?(?:unsolicited,?\s+)?(?:non-binding\s+)?(?:proposal|offer|indication\s+of\s+interest)\s+from\s+${PROPER_SRC}\s+to\s+acquire\s+(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:outstanding\s+(?:shares|common\s+stock)\s+of\s+)?(?:the\s+Company|us)\b(?:\s+for\s+(${MONEY_SRC})\s+per\s+share)?`,
);
const MERGER_AMENDED =
  /\b(?:entered\s+into|executed|approved)\s+(?:an?\s+|the\s+)?(?:Amendment(?:\s+No\.\s*\d+)?|(?:first|second|third)\s+amendment|amendment)\s+to\s+(?:the|its|that)\s+(?:[\w-]+\s+){0,2}?(?:Agreement\s+and\s+Plan\s+of\s+Merger|[Mm]erger\s+[Aa]greement)\b/i;
const PRICE_CHANGED = new RegExp(
  // "from $18.00 to $19.25": a decimal point is no sentence's end.
  String.raw`\b(increas|rais|decreas|reduc|lower)\w*\b[^.]{0,80}?\bconsideration\b(?:[^.]|\.(?=\d)){0,80}?\bto\s+(${MONEY_SRC})`,
  'i',
);

/**
 * An amended merger agreement is the news, not the agreement it amends: "X amends its merger
 * agreement with Lattice Networks Corp., raising the price to $19.25 per share".
 */
function mergerAmendment(company: string, head: readonly string[]): string | undefined {
  const hit = firstMatch(head, MERGER_AMENDED);
  if (!hit) return undefined;
  const party = mergerPartner(company, head) ?? '';
  // The new price in the amendment's sentence or the next ("The Amendment increases the per-share …").
  const at = head.indexOf(hit.s);
  const terms = `${hit.s.slice(hit.m.index)} ${/^(?:The|This|Such)\s+(?:[\w-]+\s+){0,2}?Amendment\b/.test(head[at + 1] ?? '') ? head[at + 1] : ''}`;
  const price = PRICE_CHANGED.exec(terms);
  const perShare = price && /\bper[- ]share\b/i.test(terms);
  const change = price
    ? `, ${/^(?:increas|rais)/i.test(price[1]!) ? 'raising' : 'lowering'} the price to ${money(price[2]!)}${perShare ? ' per share' : ''}`
    : '';
  return sentence(`${company} amends its merger agreement${party ? ` with ${party}` : ''}${change}`);
}

/** 5.07: "Oracle Corp stockholders elect directors, ratify Ernst & Young LLP and approve executive compensation at the 2024 Annual Meeting." */
const VOTE_FAILED =
  /\b(?:did\s+not\s+receive\s+the\s+(?:requisite\s+|required\s+)?(?:affirmative\s+)?votes?|was\s+not\s+approved|failed\s+to\s+(?:receive|obtain)\s+the\s+(?:requisite|required)\s+(?:affirmative\s+)?votes?)\b/i;

export const vote: Extractor = (company, sentences) => {
  const text = sentences.slice(0, 80).join(' ');
  const acts: string[] = [];
  if (
    /\belect(ed|ion of)\b[^.]{0,40}\bdirectors?\b|\bdirectors?\b[^.]{0,40}\bwere elected\b|\belected\b[^.]{0,60}\bdirector/i.test(
      text,
    )
  )
    acts.push('elect directors');
  const auditor = new RegExp(String.raw`\bratif\w+\b[^.]{0,160}?${ORG_SRC}`).exec(text);
  if (auditor && /LLP|LLC|P\.C\./.test(auditor[1]!))
    acts.push(`ratify ${tidyName(auditor[1]!.replace(/^.*?\b(?:of|appointment|selection)\s+/, ''))}`);
  else if (/\bratif\w+\b[^.]{0,160}\b(auditor|accounting firm|accountants)\b/i.test(text))
    acts.push('ratify the auditor');
  // "did not approve the proposal to adopt the Agreement and Plan of Merger": the merger voted down;
  // so is "the proposal did not receive the affirmative vote … required for approval".
  // (in the merger's own sentence: "the advisory proposal on merger-related compensation … was not
  // approved" fails the pay vote, not the merger)
  // ("The proposal did not receive …" right after the merger proposal's sentence is the merger's.)
  const MERGER_NAMED = /\b(?:merger agreement|agreement and plan of merger|the merger)\b/i;
  const failed = sentences
    .slice(0, 80)
    .some(
      (x, i, all) =>
        VOTE_FAILED.test(x) &&
        (MERGER_NAMED.test(x) || (/^The\s+proposal\b/.test(x) && MERGER_NAMED.test(all[i - 1] ?? ''))) &&
        !/\bmerger[\s-]related\s+compensation\b|\bgolden\s+parachute\b|\badjourn/i.test(x),
    );
  if (
    failed ||
    /\b(?:did\s+not|failed\s+to|not\s+to)\s+(?:approve|adopt)\b[^.]{0,80}\b(?:merger agreement|agreement and plan of merger|the merger)\b|\b(?:voted\s+(?:down|against)|rejected)\b[^.]{0,60}\b(?:merger agreement|agreement and plan of merger|the merger)\b/i.test(
      text,
    )
  )
    acts.push('do not approve the merger');
  else if (
    /\b(approv\w+|adopt\w+)\b[^.]{0,80}\b(merger agreement|agreement and plan of merger|the merger)\b/i.test(text)
  )
    acts.push('approve the merger');
  if (
    /\bexecutive compensation\b|\bsay[- ]on[- ]pay\b|\bcompensation of (the Company[’']s |our )?named executive officers\b/i.test(
      text,
    )
  )
    acts.push('vote on executive compensation');
  const plan = /\b(?:approv\w+|amend\w+|adopt\w+)\b[^.]{0,60}?\bthe\s+((?:[A-Z0-9][\w-]*\s+){1,6}Plan)\b/.exec(text);
  // "(4) did not approve the amendment to the 2020 Equity Incentive Plan": voted down, said so.
  if (plan) {
    const down = NOT_APPROVED_BEFORE.test(
      text.slice(Math.max(0, plan.index - 30), plan.index + plan[0].indexOf(plan[1]!)),
    );
    acts.push(`${down ? 'do not approve' : 'approve'} the ${plan[1]}`);
  }
  const meeting = new RegExp(
    String.raw`\b(?:its\s+)?((?:\d{4}\s+)?(?:Annual|Special)\s+Meeting\s+of\s+(?:Stockholders|Shareholders|Members))\b(?:[^.]{0,80}?\bon\s+(${DATE_SRC}))?`,
  ).exec(text);
  const at = meeting ? ` at the ${meeting[1]}${meeting[2] ? ` on ${meeting[2]}` : ''}` : '';
  if (!acts.length)
    return at
      ? sentence(
          `${company} reports the voting results of the ${meeting![1]}${meeting![2] ? ` held on ${meeting![2]}` : ''}`,
        )
      : undefined;
  const list = acts.length > 1 ? `${acts.slice(0, -1).join(', ')} and ${acts[acts.length - 1]}` : acts[0];
  const holders = meeting
    ? /Stockholders/.test(meeting[1]!)
      ? 'stockholders'
      : 'shareholders'
    : /stockholders/i.test(text)
      ? 'stockholders'
      : 'shareholders';
  return sentence(`${company} ${holders} ${list}${at}`);
};

/** "did not approve the amendment to the": a plan the holders voted down. */
const NOT_APPROVED_BEFORE = /\b(?:did\s+not|failed\s+to|not\s+to)\s+(?:approve|adopt)\b[^.;]{0,40}$/i;
/** 3.01: "X receives a Nasdaq notice under Marketplace Rule 4350(d)." / "X to transfer its listing to NYSE American." */
const VOLUNTARY_DELISTING =
  /\bvoluntar\w*\s+(?:to\s+)?delist|\b(?:intention|intends|decided|determined|plans)\s+to\s+voluntarily\s+delist/i;
const REGAINED = /\b(?:regained|has\s+regained|is\s+now\s+in|was\s+again\s+in)\s+compliance\b/i;

export const listing: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 30);
  const exch =
    /\b(Nasdaq(?: Stock Market| Global Select Market| Global Market| Capital Market)?|NASDAQ|NYSE American|NYSE MKT|New York Stock Exchange|NYSE|American Stock Exchange)\b/;
  const transfer = firstMatch(
    head,
    new RegExp(
      String.raw`\btransfer\w*\s+(?:the\s+)?(?:listing\s+of\s+)?(?:its|the\s+Company[’']s|our)?\s*(?:listing|common\s+stock|shares)[^.]{0,60}?\bto\s+[Tt]he\s+${exch.source}`, // eslint-disable-line regexp/no-super-linear-backtracking -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)
    ),
  );
  if (transfer) return sentence(`${company} to transfer its listing to the ${transfer.m[1]}`);
  // A delisting the company chose: "notified NYSE American LLC of its intention to voluntarily delist …".
  const voluntary = firstMatch(head, VOLUNTARY_DELISTING);
  if (voluntary) {
    const e = exch.exec(voluntary.s);
    return sentence(`${company} plans to delist its shares voluntarily${e ? ` from the ${e[1]}` : ''}`);
  }
  // A deficiency cured: "received a letter from Nasdaq notifying the Company that it had regained compliance with …".
  const regained = firstMatch(head, REGAINED);
  if (regained) {
    const e = exch.exec(regained.s);
    return sentence(`${company} regains compliance with ${e ? `${e[1]}’s` : 'its exchange’s'} listing requirements`);
  }
  // The company asking the exchange to delist its shares (after a merger, or going dark) received no notice.
  const asked = firstMatch(
    head,
    new RegExp(
      String.raw`\b(?:the\s+Company|it)\s+(?:notified|informed|advised)\s+(?:the\s+)?${exch.source}[^.]{0,160}?\brequested\s+that\b[^.]{0,120}\b(?:delist\w*|suspend\w*)`,
    ),
  );
  if (asked) return sentence(`${company} asks the ${asked.m[1]} to delist its shares`);
  const rule =
    /\b((?:Nasdaq\s+)?(?:Marketplace\s+|Listing\s+)?Rules?\s+\d{3,4}(?:\([a-z0-9]+\))*|Section\s+\d{3}(?:\.\d+)?(?:\([a-z0-9]+\))*\s+of\s+the\s+(?:NYSE\s+American\s+)?(?:[A-Z][\w ]+?)(?:Manual|Guide))/;
  const notice = firstMatch(head, /\b(received|receipt of)\b[^.]{0,80}\b(letter|notice|notification|determination)\b/i);
  // Without a notice received, a sentence must still speak of one: "intended to regain compliance
  // with the Nasdaq minimum bid price requirement" receives nothing.
  const s =
    notice?.s ??
    head.find(
      (x) =>
        (rule.test(x) || exch.test(x)) &&
        /\b(?:notif\w+|letter|notice|deficien\w+|determination)\b/i.test(x) &&
        // "the Company notified the NYSE of its intention to …": a notice the company gave, not one it received.
        !/\b(?:the\s+Company|it|we)\s+(?:notified|informed|advised)\b/i.test(x),
    );
  if (!s) return undefined;
  const e = exch.exec(s) ?? firstMatch(head, exch)?.m;
  const r = rule.exec(s) ?? firstMatch(head, rule)?.m;
  const topic = /\bminimum bid price\b/i.test(s)
    ? 'the minimum bid price requirement'
    : /\bstockholders[’']? equity\b/i.test(s)
      ? 'the stockholders’ equity requirement'
      : /\baudit committee\b/i.test(s)
        ? 'the audit committee requirements'
        : /\b(periodic|timely file|Form 10-[KQ])\b/i.test(s)
          ? 'the periodic filing requirement'
          : '';
  if (!e && !r) return undefined;
  // "granting the Company's request for an extension until April 30, 2026 to regain compliance": time granted, not a new deficiency.
  const extended = new RegExp(
    String.raw`\bextension\s+(?:until|through|to)\s+(${DATE_SRC})\s+to\s+regain\s+compliance\b`,
  ).exec(s);
  if (extended)
    return sentence(
      `${company} receives ${e ? `a ${e[1]} ` : 'an '}extension until ${extended[1]} to regain compliance${r ? ` with ${r[1]!.replace(/\s+/g, ' ')}` : ''}`,
    );
  const what = /\bdelist\w*\s+determination|\bdetermined to delist|\bwill be delisted|\bsuspend\w*/i.test(s)
    ? 'delisting notice'
    : 'notice of non-compliance';
  // "the closing bid price … had been below $1.00 per share": the deficiency itself.
  const below = /\bbid\s+price\b[^.]{0,100}?\bbelow\s+(?:the\s+)?(\$\d+(?:\.\d{2})?)/i.exec(s);
  const why = below && r ? ` for a bid price below ${below[1]}` : '';
  return sentence(
    `${company} receives ${e ? `a ${e[1]} ` : 'a '}${what}${r ? ` under ${r[1]!.replace(/\s+/g, ' ')}${why}` : topic ? ` concerning ${topic}` : ''}`.replace(
      / a ([AEIOU])/,
      ' an $1',
    ),
  );
};

/** 1.02: "X terminates its existing credit facility ($75 million revolving credit facility)." */
/** "… its supply agreement with Globex Corporation" / "dated May 1, 2020, by and between the Company and X". */
const TERMINATED_PARTY = new RegExp(
  String.raw`^,?\s+(?:dated\s+[^,]{3,30},\s+)?(?:by\s+and\s+)?(?:with|between\s+the\s+Company\s+and)\s+${ORG_SRC}`,
);

const LEASE_ENDED_BY_NOTICE = new RegExp(
  String.raw`\bnotice\s+(?:from\s+(?:its|the)\s+(landlord|lessor)\s+)?that\s+the\s+lease\s+(?:for|of|on|covering)\s+((?:its|the\s+Company['’]s|our)\s+[^.;,]{3,80}?)\s+(?:would|will|is\s+to|was\s+to)\s+be\s+terminated\b(?:\s+effective\s+(?:as\s+of\s+)?(${DATE_SRC}))?`,
  'i',
);
const TERMINATED_BY = new RegExp(
  String.raw`\b(?:received\s+(?:a\s+|written\s+)*notice\s+(?:of\s+termination\s+)?from|notified\s+by)\s+${PROPER_SRC}|${PROPER_SRC}\s+(?:delivered|sent|provided|gave)\s+(?:to\s+(?:the\s+Company|[A-Z](?:[^,;]|,\s(?:Inc|Corp|LLC|Ltd)\.?){2,60}?)\s+)?(?:a\s+|written\s+)*notice\b(?:\s+(?:of\s+termination\s+)?to\s+the\s+Company\b)?`,
);

const AGREED_WITH = new RegExp(String.raw`\band\s+${PROPER_SRC}\s+(?:mutually\s+)?agreed\b`);
const NOTICE_TO = new RegExp(String.raw`\bnotice\s+(?:of\s+termination\s+)?to\s+${PROPER_SRC}`);
const WITH_PARTY = new RegExp(String.raw`\bwith\s+${PROPER_SRC}`);
/** ", dated December 3, 2025 (the "Merger Agreement"), with Falconridge Holdings L.P.": only a date or a defined term between. */
const WITH_NEXT = new RegExp(
  String.raw`^(?:\s*,?\s*(?:dated(?:\s+as\s+of)?\s+[A-Z][a-z]+\.?\s+\d{1,2},\s+\d{4}|\([^)]{0,60}\)))*\s*,?\s+(?:with|by\s+and\s+(?:between|among)\s+the\s+Company\s+and)\s+${PROPER_SRC}`,
);
/**
 * The subject right before "terminated": "On February 24, 2025, Serrano " → Serrano; "Meadowbrook
 * Supply Co., the Company's largest supplier …, notified the Company that it was " → Meadowbrook.
 * Never a name's legal suffix after its comma (", Inc. terminating" ends another party's name).
 */
const TERMINATING_SUBJECT = new RegExp(
  String.raw`(?:^|,\s+)(?!(?:Inc|Corp|Co|Ltd|LLC|L\.P|plc|N\.A)\.?\s)${PROPER_SRC}(?:,\s+(?:the|an?|one\s+of)\s[^,]{3,100},)?\s+(?:has\s+|had\s+|(?:notified|informed|advised)\s+(?:the\s+Company|us|[A-Z][\w&.,'’ -]{0,80}?)\s+(?:that\s+it\s+(?:was|is|has|had|would\s+be)|of\s+its\s+(?:decision|intention|intent|election)\s+to)\s+)?$`,
);
const MERGER_MADE_WITH = new RegExp(
  String.raw`\b(?:entered\s+into|signed|executed)\s+(?:an|the|a)\s+(?:Agreement\s+and\s+Plan\s+of\s+Merger|[Mm]erger\s+[Aa]greement)\b[^.;]{0,60}?\bwith\s+${PROPER_SRC}`,
);
const FEE_PAID = new RegExp(
  String.raw`\b(the\s+Company|we|[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,4})\s+(?:will|shall|is\s+required\s+to|agreed\s+to|has\s+agreed\s+to|paid)\s+(?:pay\s+)?(?:(the\s+Company|us)\s+|[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3}\s+)?an?\s+(?:[\w-]+\s+){0,2}?termination\s+fee\s+of\s+(?:approximately\s+)?(${MONEY_SRC})`,
);

/**
 * A merger agreement ended: with whom, and the termination fee when the next sentences say who
 * pays it ("X terminates its merger agreement with Pinnacle Broadcasting Group, Inc.; receives a
 * $95 million termination fee").
 */
function mergerTermination(company: string, head: readonly string[]): string | undefined {
  const hit = head.map((s) => ({ s, m: mergerEnded(s, { orTerminationOf: true })! })).find((h) => h.m);
  if (!hit) return undefined;
  // The party is the one the agreement was made with: "with" right after it, else the sentence
  // before that entered into it — never a later deal's ("terminated the Merger Agreement in order to
  // enter into a definitive agreement with Crown" ended the one with Starlight).
  const at = head.indexOf(hit.s);
  const party =
    AGREED_WITH.exec(hit.s) ??
    NOTICE_TO.exec(hit.s.slice(0, hit.m.index)) ??
    WITH_NEXT.exec(hit.s.slice(hit.m.index + hit.m[0].length)) ??
    head
      .slice(Math.max(0, at - 3), at + 1)
      .map((s) => MERGER_MADE_WITH.exec(s))
      .find(Boolean);
  const other = (name: string | undefined) =>
    /^(?:the\s+)?(?:Company|Registrant)$/i.test(name ?? '') ? undefined : otherParty(company, name);
  // The other party ends it: "Sentry delivered written notice to the Company terminating …", or is
  // the verb's subject ("On February 24, 2025, Serrano terminated the Merger Agreement …").
  const by = TERMINATED_BY.exec(hit.s.slice(0, hit.m.index + 12));
  const subject = TERMINATING_SUBJECT.exec(hit.s.slice(0, hit.m.index));
  const ender = other(by?.[1] ?? by?.[2]) ?? (subject && !isSelf(company, subject[1]!) ? other(subject[1]) : undefined);
  const partner = other(party?.[1]);
  const who = partner ? ` with ${partner}` : '';
  const fee = firstMatch(head.slice(at, at + 4), FEE_PAID);
  const payerIsSelf = fee && /^(?:the\s+Company|we)$/i.test(fee.m[1]!);
  const feeText = fee
    ? payerIsSelf
      ? `; pays a ${money(fee.m[3]!)} termination fee`
      : fee.m[2]
        ? `; receives a ${money(fee.m[3]!)} termination fee`
        : ''
    : '';
  if (ender)
    return sentence(
      `${ender} terminates its merger agreement with ${company}${feeText.replace(/^; (\w+)/, `; ${company} $1`)}`,
    );
  return sentence(`${company} terminates its merger agreement${who}${feeText}`);
}

/** A lease ended by notice: "received notice from its landlord that the lease for its flagship Manhattan location would be terminated effective December 31, 2026". */
export const leaseEnded: Extractor = (company, sentences) => {
  // Else a lease the company or the landlord ends in so many words ("terminates its Master Lease").
  const ended = leaseNotice(company, sentences) ?? termination(company, sentences);
  return ended && /\blease\b/i.test(ended) ? ended : undefined;
};

function leaseNotice(company: string, sentences: readonly string[]): string | undefined {
  const lease = firstMatch(sentences.slice(0, 20), LEASE_ENDED_BY_NOTICE);
  if (!lease) return undefined;
  return sentence(
    `${company} receives notice${lease.m[1] ? ` from its ${lease.m[1].toLowerCase()}` : ''} terminating the lease for ${lease.m[2]!.replace(/\s+/g, ' ').replace(/^(?:the\s+Company['’]s|our)\s/i, 'its ')}${lease.m[3] ? `, effective ${lease.m[3]}` : ''}`,
  );
}

export const termination: Extractor = (company, sentences) => {
  const merged = mergerTermination(company, sentences.slice(0, 30));
  if (merged) return merged;
  const lease = leaseNotice(company, sentences);
  if (lease) return lease;
  const hit = firstMatch(
    sentences.slice(0, 30),
    new RegExp(
      // (not an agreement's own name: "a Termination and Release Agreement … to terminate the Asset Purchase Agreement")
      String.raw`\bterminat\w+(?!\s+and\s+(?:Mutual\s+|General\s+)?Release\b)\s+(?:for\s+convenience\s+)?(?:of\s+)?(?:the\s+|its\s+|that\s+certain\s+|that\s+|our\s+)?((?:existing\s+)?(?:${MONEY_SRC}\s+)?(?:[A-Z][\w&-]*\s+|[a-z][\w-]*\s+){0,6}?(?:agreement|facility|plan|lease|contract|arrangement)s?)\b(?!\s+(?:[A-Z][\w-]*\s+){1,3}(?:Agreement|Contract|Facility|Plan|Lease)\b)`,
      'i',
    ),
  );
  if (!hit) return undefined;
  // An amount elsewhere in the sentence ("…, a $75 million revolving credit facility"), unless the name has it.
  const amount = /[$€£]/.test(hit.m[1]!)
    ? null
    : new RegExp(String.raw`(${MONEY_SRC})\s+(?:[\w-]+\s+){0,4}?(?:facility|agreement)`, 'i').exec(hit.s);
  // The other party, when the agreement is "with" one right after it ("its supply agreement with Globex Corporation").
  const rest = hit.s.slice(hit.m.index + hit.m[0].length);
  // ("entered into a Termination and Release Agreement with Granger … the parties mutually agreed to
  // terminate …": the party is named before the verb)
  const party = amount
    ? null
    : (TERMINATED_PARTY.exec(rest) ??
      (/\bmutually\s+agreed\b/i.test(hit.s) ? WITH_PARTY.exec(hit.s.slice(0, hit.m.index)) : null));
  // The other party ends it: "received written notice from Harvest Table that Harvest Table is
  // terminating the Master Supply Agreement", "Globex terminated the agreement".
  const by = TERMINATED_BY.exec(hit.s.slice(0, hit.m.index + 12));
  // "Harvest Table Brands, Inc. notified Palisade Food Ingredients, Inc. that it was terminating …": the notifier.
  const subject = by ? null : TERMINATING_SUBJECT.exec(hit.s.slice(0, hit.m.index));
  // ("notice from Alpenrose Pharmaceuticals AG of Alpenrose's decision to terminate": the party, not its decision)
  const ender = (
    by?.[1] ??
    by?.[2] ??
    (subject && /\b(?:that\s+it|of\s+its)\s/.test(subject[0]) ? subject[1] : undefined)
  )?.replace(/ of [A-Z][\w&.-]*['’]s$/, '');
  if (
    ender &&
    !isSelf(company, ender) &&
    !/^(?:the\s+)?(?:Company|Registrant|Corporation|Partnership|Trust)$/i.test(ender)
  )
    return sentence(
      `${tidyName(ender)} terminates its ${hit.m[1]!.replace(/\s+/g, ' ').replace(/^(its|the)\s+/i, '')} with ${company}`,
    );
  return sentence(
    `${company} terminates its ${hit.m[1]!.replace(/\s+/g, ' ').replace(/^(its|the)\s+/i, '')}${amount ? `, a ${money(amount[0])}` : party ? ` with ${tidyName(party[1]!)}` : ''}`,
  );
};

/**
 * A workforce cut: the verb, its size and what is cut ("eliminate approximately 800 management and
 * non-union positions", "reduce its workforce by about 25 employees"). A few words may describe
 * the positions between the number and the noun.
 */
const CUTS =
  /\b(?:reduc\w+|eliminat\w+|cut\w*|lay\s*off)\b[^.]{0,50}?\b(?:by\s+|of\s+)?(approximately\s+|about\s+)?(\d[\d,]*(?:%| percent)?)\s+(?:of\s+(?:its|the\s+Company[’']s|our)\s+)?(?:[a-z-]+\s+(?:and\s+)?){0,3}?(positions|employees|jobs|workforce|headcount|roles)\b/i;
/** The cut's share of the workforce said beside it: "or about 4% of its workforce". */
const CUT_SHARE =
  /\b(?:approximately|about|roughly)?\s*(\d+(?:\.\d+)?%)\s+of\s+(?:its|the\s+Company[’']s|our)\s+(?:total\s+|global\s+)?(?:workforce|employees|headcount)\b/i;

const BARE_SHARE =
  /^,?\s*or\s+(?:approximately\s+|about\s+|roughly\s+)?(\d+(?:\.\d+)?%)(?![\w%])(?!\s+(?:of|increase|decrease|reduction)\b)/i;

/** The count said after a share: "14% of its global workforce, or approximately 650 employees". */
const OR_COUNT =
  /^,?\s*or\s+(approximately\s+|about\s+)?(\d[\d,]*)\s+(?:[a-z-]+\s+){0,3}?(positions|employees|jobs|roles)\b/i;

interface Cut {
  /** "approximately 800 positions", "approximately 14% of its workforce" */
  size: string;
  /** "4%" when a count is given with its share of the workforce */
  share?: string;
}

/** The size of the first workforce cut of the sentences, as the text states it. */
function cutOf(sentences: readonly string[]): Cut | undefined {
  const hit = firstMatch(sentences, CUTS);
  if (!hit) return undefined;
  const rest = hit.s.slice(hit.m.index + hit.m[0].length);
  const about = (q: string | undefined) => (q ? 'approximately ' : '');
  if (/%|percent/.test(hit.m[2]!)) {
    const count = OR_COUNT.exec(rest);
    return count
      ? { size: `${about(count[1])}${count[2]} ${count[3]!.toLowerCase()}`, share: hit.m[2] }
      : { size: `${about(hit.m[1])}${hit.m[2]} of its workforce` };
  }
  // "… by approximately 240 employees, or about 12%.": the share said bare right after the count.
  const share = CUT_SHARE.exec(rest) ?? BARE_SHARE.exec(rest);
  return { size: `${about(hit.m[1])}${hit.m[2]} ${hit.m[3]!.toLowerCase()}`, share: share?.[1] };
}

/** 2.05 / restructuring text: cuts and charges. */
export const restructuring: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 40);
  const cut = cutOf(head);
  const charges = firstMatch(
    head,
    new RegExp(
      String.raw`\bcharges?\b[^.$]{0,60}?(?:approximately\s+|between\s+)?(${MONEY_SRC}(?:\s+(?:and|to)\s+${MONEY_SRC})?)`,
      'i',
    ),
  );
  // "the closure of approximately 85 underperforming retail stores": what closes, when no workforce figure is given.
  const closing = cut ? undefined : firstMatch(head, CLOSURES);
  if (!cut && !charges && !closing) return undefined;
  const what = cut
    ? ` affecting ${cut.size}${cut.share ? ` (about ${cut.share} of its workforce)` : ''}`
    : closing
      ? ` closing ${closing.m[1] ? 'approximately ' : ''}${closing.m[2]} ${closing.m[3]!.toLowerCase()}`
      : '';
  return sentence(
    `${company} announces a restructuring${what}${charges ? `${what ? ',' : ''} with charges of ${money(charges.m[1]!)}` : ''}`,
  );
};
const CLOSURES =
  /\b(?:clos(?:e|ing)|closure\s+of|exit(?:ing)?)\s+(approximately\s+|about\s+|up\s+to\s+)?(\d[\d,]*)\s+(?:[\w-]+\s+){0,3}?(stores|locations|restaurants|branches|clinics|facilities|plants|offices|sites)\b/i;

/**
 * The Staffing event of a cut: its size, and its share of the workforce when the same sentence
 * gives it ("X announces a workforce reduction of approximately 800 positions (about 4% of its
 * workforce)"); the restructuring event beside it states the charges.
 */
export const workforceCut: Extractor = (company, sentences) => {
  const cut = cutOf(sentences.slice(0, 40));
  if (!cut) return undefined;
  return sentence(
    `${company} announces a workforce reduction of ${cut.size}${cut.share ? ` (about ${cut.share} of its workforce)` : ''}`,
  );
};

/** 4.01: "X dismisses A LLP and engages B LLP as its independent accountant." */
export const auditor: Extractor = (company, sentences) => {
  // (no digit in a firm's name: "On August 21, 2026, Everett Lyle & Co. LLP" is the firm after the date)
  const firm = String.raw`([A-Z][A-Za-z&.,'’ -]{2,60}?(?:LLP|LLC|P\.C\.|PC|PLLC|Ltd\.|CPAs?|& Co\.)(?:\s+LLP)?)`;
  const text = sentences.slice(0, 30);
  const dismissed = firstMatch(
    text,
    new RegExp(
      String.raw`\b(?:dismiss\w*|resign\w*|declin\w+ to stand)\b[^.]{0,40}?(?:of\s+)?${firm}|${firm}(?:[^.]{0,40}?|\s+(?:informed|notified|advised)\s+(?:[^.]|\b(?:Inc|Corp|Co|Ltd)\.){0,80}?\bthat\s+it\s+(?:had\s+|has\s+)?)\b(?:was dismissed|resigned|declined to stand)`,
    ),
  );
  const engaged = firstMatch(
    text,
    new RegExp(String.raw`\b(?:engag\w+|appoint\w+|approved the (?:engagement|appointment) of)\s+${firm}`),
  );
  const a = dismissed
    ? tidyName((dismissed.m[1] ?? dismissed.m[2])!).replace(/^(The dismissal of|dismissal of)\s+/i, '')
    : undefined;
  const b = engaged ? tidyName(engaged.m[1]!) : undefined;
  if (a && b && a !== b) return sentence(`${company} replaces ${a} with ${b} as its independent accountant`);
  if (b) return sentence(`${company} engages ${b} as its independent accountant`);
  if (a)
    return sentence(
      `${company} changes auditors: ${a} ${/declin\w+ to stand/i.test(dismissed!.m[0]) ? 'declined to stand for reappointment' : /resign/i.test(dismissed!.s) ? 'resigned' : 'was dismissed'}`,
    );
  return undefined;
};

/** 4.02: "X says financial statements for the fiscal year ended December 31, 2023 should no longer be relied upon." */
export const nonReliance: Extractor = (company, sentences) => {
  const hit = firstMatch(
    sentences.slice(0, 30),
    /\b((?:its\s+|the\s+Company[’']s\s+)?(?:previously\s+issued\s+)?(?:audited\s+|unaudited\s+|consolidated\s+)*financial\s+statements\b[^.]{0,140}?)\s+(?:should|can|could|would)\s+(?:no\s+longer|not)\s+be\s+relied\s+(?:up)?on/i,
  );
  if (!hit) return undefined;
  const what = hit.m[1]!.replace(/^(its|the Company[’']s)\s+/i, '').replace(/\s+/g, ' ');
  return what.length < 170 ? sentence(`${company} says its ${what} should no longer be relied upon`) : undefined;
};

const HONORIFIC_END = /\b(?:Mr|Mrs|Ms|Dr|Messrs)$/;

/** 5.03: name change or the amended document and its purpose. */
export const charter: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 30);
  // "changing its name from "PhyMatrix Corp." to "Innovative Clinical Solutions, Ltd."": the
  // filer already bears the new name, so the old one is the subject.
  const fromTo = firstMatch(head, /\bname\b[^;"“]{0,60}?\bfrom\s+["“]([^"”]{2,80})["”]\s+to\s+["“]([^"”]{2,80})["”]/);
  if (fromTo)
    return sentence(`${fromTo.m[1]!.trim()} changes its name to ${tidyName(fromTo.m[2]!).replace(/\.$/, '')}`);
  const name = firstMatch(
    head,
    new RegExp(String.raw`\bname\b[^;]{0,100}?\bto\s+(?:["“]([^"”]{2,80})["”]|${ORG_SRC})`),
  );
  if (name) return sentence(`${company} changes its name to ${tidyName((name.m[1] ?? name.m[2])!).replace(/\.$/, '')}`);
  const doc = firstMatch(
    head,
    /\b(amend\w*|adopt\w*)\b[^.]{0,80}?\b(Bylaws|By-Laws|By-laws|bylaws|Certificate of Incorporation|Articles of Incorporation|Charter|Articles of Association)\b/,
  );
  if (!doc) return undefined;
  const article = /\b(Article\s+[IVXL\d]+(?:,\s+Section\s+[\d.]+)?|Section\s+[\d.]+)\b/.exec(doc.s);
  const purpose =
    /\bto\s+((?:permit|allow|provide|change|increase|decrease|eliminate|implement|update|adopt|require|declassify|reflect|add)\b[^.;]{10,110}?)(?=[.;]|,\s+(?:among|which|effective|and to)|$)/.exec(
      doc.s,
    );
  const d = doc.m[2]!.toLowerCase().startsWith('by') ? 'bylaws' : doc.m[2]!;
  // "… to ten members to facilitate Mr. Mehrotra's appointment": the period after an honorific
  // is no sentence end; the clause it cut is dropped, not stated half.
  let why = purpose?.[1]!.replace(/\s+/g, ' ');
  if (why && HONORIFIC_END.test(why)) {
    const cut = Math.max(why.lastIndexOf(' to '), why.lastIndexOf(' for '), why.lastIndexOf(' and '));
    why = cut > 0 ? why.slice(0, cut) : undefined;
  }
  if (why && HONORIFIC_END.test(why)) why = undefined;
  return sentence(`${company} amends its ${d}${article ? ` (${article[1]})` : ''}${why ? ` to ${why}` : ''}`);
};

/** Guidance: "X raises its full-year 2024 guidance." */
/** What guidance is: "its full-year 2025 revenue guidance", "its financial outlook". */
const GUIDANCE_OBJECT = String.raw`\s+(?:its\s+|the\s+Company['’]s\s+|the\s+)?(?:previously\s+(?:issued|announced|provided)\s+)?((?:(?:full[- ]year|fiscal(?:\s+year)?|annual|quarterly|\d{4})\s+){0,3}(?:(?:adjusted\s+)?(?:financial|revenue|earnings(?:\s+per\s+share)?|EPS|sales|EBITDA)\s+)?(?:guidance|outlook))`;
/** A verb that says which way guidance moved, read before one that only says it was given or updated. */
const GUIDANCE_MOVED = new RegExp(
  String.raw`(?<!\bnot\s)\b(rais\w*|lower\w*|reaffirm\w*|withdr\w*|narrow\w*|maintain\w*|reiterat\w*)\b${GUIDANCE_OBJECT}`,
  'i',
);
// Not "below its previously issued guidance": the guidance given before.
const GUIDANCE_GIVEN = new RegExp(
  String.raw`(?<!\b(?:previously|prior|originally|not|provide|give|share|issue)\s+)\b(updat\w*|introduc\w*|issu\w*)\b${GUIDANCE_OBJECT}`, // eslint-disable-line regexp/no-super-linear-move -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)
  'i',
);

/** "now expects fourth quarter revenue of $700 million to $730 million, compared to prior guidance of $790 million to $820 million". */
const NOW_EXPECTS = new RegExp(
  String.raw`\bnow\s+expects?\s+((?:(?:first|second|third|fourth)\s+quarter|full[- ]year|fiscal(?:\s+year)?)\s+(?:\d{4}\s+)?(?:revenue|net\s+sales|sales|adjusted\s+EBITDA|(?:diluted\s+|adjusted\s+)?(?:EPS|earnings\s+per\s+share)))\s+(?:of|to\s+be)\s+(${MONEY_SRC}(?:\s+to\s+${MONEY_SRC})?)[^.]{0,40}?\bcompared\s+(?:to|with)\s+(?:its\s+)?(?:prior|previous)\s+(?:guidance|outlook|range)\s+of\s+(${MONEY_SRC}(?:\s+to\s+${MONEY_SRC})?)`,
  'i',
);
/** The same without a period ("now expects adjusted EBITDA of … compared to its prior range of …"): read when no guidance verb is. */
const NOW_EXPECTS_BARE = new RegExp(
  NOW_EXPECTS.source.replace(
    String.raw`((?:(?:first|second|third|fourth)\s+quarter|full[- ]year|fiscal(?:\s+year)?)\s+(?:\d{4}\s+)?`,
    String.raw`((?:(?:(?:first|second|third|fourth)\s+quarter|full[- ]year|fiscal(?:\s+year)?)\s+(?:\d{4}\s+)?)?`,
  ),
  'i',
);
/** The first amount of a range in millions ("$1.2 billion to …" → 1200), to tell a raise from a cut. */
const firstAmount = (s: string) => {
  const m = /([\d,.]+)\s?(billion|million|thousand)?/i.exec(s)!;
  const unit = { billion: 1000, million: 1, thousand: 0.001 }[(m[2] ?? '').toLowerCase()] ?? 0.000001;
  return Number(m[1]!.replace(/,/g, '')) * unit;
};

export const guidance: Extractor = (company, sentences) => {
  const moved0 =
    firstMatch(sentences.slice(0, 40), GUIDANCE_MOVED) ?? firstMatch(sentences.slice(0, 40), GUIDANCE_GIVEN);
  const now =
    firstMatch(sentences.slice(0, 40), NOW_EXPECTS) ??
    (moved0 ? undefined : firstMatch(sentences.slice(0, 40), NOW_EXPECTS_BARE));
  if (now) {
    const [to, from] = [now.m[2]!, now.m[3]!];
    const verb =
      firstAmount(to) < firstAmount(from) ? 'lowers' : firstAmount(to) > firstAmount(from) ? 'raises' : 'reaffirms';
    return sentence(
      `${company} ${verb} its ${now.m[1]!.replace(/\s+/g, ' ')} guidance to ${money(to)}${verb === 'reaffirms' ? '' : ` from ${money(from)}`}`,
    );
  }
  const first = moved0;
  if (!first) return outlookKept(company, sentences);
  // "reaffirmed its net sales guidance and lowered its EPS outlook": the move is the news.
  const shift = [...first.s.matchAll(globalOf(GUIDANCE_MOVED))].find((m) => /^(?:rais|lower|withdr)/i.test(m[1]!));
  const hit = shift ? { m: shift, s: first.s } : first;
  const base = hit.m[1]!.toLowerCase();
  const verb = /^rais/.test(base)
    ? 'raises'
    : /^lower/.test(base)
      ? 'lowers'
      : /^reaffirm/.test(base)
        ? 'reaffirms'
        : /^withdr/.test(base)
          ? 'withdraws'
          : /^narrow/.test(base)
            ? 'narrows'
            : /^maintain/.test(base)
              ? 'maintains'
              : /^reiterat/.test(base)
                ? 'reiterates'
                : /^introduc|^issu/.test(base)
                  ? 'issues'
                  : 'updates';
  const stated = guidedFigure(sentences, hit.s);
  // "updates" says nothing a figure beside the prior one does not: the figures decide.
  const moved =
    verb === 'updates' && stated?.prior
      ? stated.low < stated.prior
        ? 'lowers'
        : stated.low > stated.prior
          ? 'raises'
          : verb
      : verb;
  // "reaffirms the Company's 2026 earnings guidance of $3.45 to $3.60 per share": the range right after it.
  const of = stated ? null : GUIDANCE_RANGE_AFTER.exec(hit.s.slice(hit.m.index + hit.m[0].length));
  const ofText = of ? ` of ${money(of[1]!)}${of[2] ? ` to ${money(of[2])}` : ''}${of[3] ? ' per share' : ''}` : '';
  return sentence(`${company} ${moved} its ${hit.m[2]!.replace(/\s+/g, ' ')}${stated ? `: ${stated.text}` : ofText}`);
};

/** A figure of an outlook, as stated: "adjusted EPS of $3.05 to $3.20", "net sales growth of 2% to 4%". */
const OUTLOOK_FIGURE =
  /\b((?:adjusted\s+|diluted\s+)?(?:EPS|earnings\s+per\s+(?:diluted\s+)?share|(?:net\s+)?(?:sales|revenues?)(?:\s+growth)?))\s+of\s+(\$\s?\d[\d,]*(?:\.\d+)?(?:\s+(?:million|billion))?(?:\s*(?:to|-|–)\s*\$\s?\d[\d,]*(?:\.\d+)?(?:\s+(?:million|billion))?)?|\d+(?:\.\d+)?%(?:\s*(?:to|-|–)\s*\d+(?:\.\d+)?%)?)/gi;

function outlookKept(company: string, sentences: readonly string[]): string | undefined {
  const kept = firstMatch(sentences.slice(0, 40), OUTLOOK_KEPT);
  if (!kept) return undefined;
  const said = kept.m[1]!;
  const figures = [...said.matchAll(OUTLOOK_FIGURE)];
  // A money figure (EPS, revenue) before a growth rate.
  const figure = figures.find((f) => f[2]!.includes('$')) ?? figures[0];
  // (without a figure the sentence itself says more: "continues to expect fourth quarter results in line with …")
  if (!figure) return undefined;
  const period = /\b(fiscal\s+(?:year\s+)?\d{4}|full[\s-]+year\s+\d{4}|\d{4})\b/i.exec(said)?.[1]?.toLowerCase();
  return sentence(
    `${company} reaffirms its ${period ? `${period} ` : ''}outlook: ${figure[1]!.replace(/\s+/g, ' ')} of ${figure[2]!.replace(/\s+/g, ' ')}`,
  );
}

const RANGE = String.raw`(${MONEY_SRC})(?:\s*(?:to|-|–)\s*(${MONEY_SRC}))?`;
/** " of $3.45 to $3.60 per share" right after the guidance named. */
const GUIDANCE_RANGE_AFTER = new RegExp(
  String.raw`^\s+of\s+(?:approximately\s+)?${RANGE}(\s+per\s+(?:diluted\s+)?share)?`,
  'i',
);
/** "reaffirmed its full-year 2025 guidance of revenue of $9.1 billion to $9.3 billion". */
const GUIDANCE_OF = new RegExp(
  String.raw`\b(?:guidance|outlook)\s+(?:of|for)\s+((?:total\s+|net\s+)?(?:revenues?|sales|(?:adjusted\s+|diluted\s+)?(?:earnings|EPS)(?:\s+per\s+(?:diluted\s+)?share)?))\s+(?:of\s+)?(?:approximately\s+)?${RANGE}`,
  'i',
);
/** "reaffirmed its guidance for fiscal year 2025, including revenue of $2.45 billion to $2.50 billion". */
const GUIDANCE_INCLUDING = new RegExp(
  String.raw`\b(?:guidance|outlook)\b[^.;]{0,60}?,?\s+including\s+((?:total\s+|net\s+)?(?:revenues?|sales|(?:adjusted\s+|diluted\s+)?(?:earnings|EPS)(?:\s+per\s+(?:diluted\s+)?share)?))\s+(?:of\s+)?(?:approximately\s+)?${RANGE}`,
  'i',
);
const GUIDED = new RegExp(
  String.raw`\b(?:expects?|projects?|anticipates?|forecasts?|sees)\s+(?:its\s+)?((?:full[- ]year\s+|fiscal\s+(?:year\s+)?(?:\d{4}\s+)?|annual\s+|\d{4}\s+)?(?:total\s+)?(?:net\s+)?(?:revenues?|sales|(?:adjusted\s+|diluted\s+|GAAP\s+)?(?:earnings|EPS|net\s+income)(?:\s+per\s+(?:diluted\s+)?share)?|(?:adjusted\s+)?EBITDA|operating\s+income|free\s+cash\s+flow))\s+(?:of|to\s+be|in\s+the\s+range\s+of|between)\s+(?:approximately\s+)?${RANGE}(?:[^.]{0,40}?\b(?:compared\s+(?:with|to)|down\s+from|up\s+from|from)\s+(?:its\s+|the\s+)?(?:prior|previous|earlier)\s+(?:guidance|outlook|range|expectations?)\s+(?:of\s+)?(?:approximately\s+)?${RANGE})?`,
  'i',
);
const moneyValue = (m: string) => {
  const v = /([\d,]+(?:\.\d+)?)\s*(billion|million|thousand|bn|mm|[mbk](?![a-z]))?/i.exec(m);
  if (!v) return NaN;
  const scale =
    { billion: 1e9, bn: 1e9, b: 1e9, million: 1e6, mm: 1e6, m: 1e6, thousand: 1e3, k: 1e3 }[
      (v[2] ?? '').toLowerCase()
    ] ?? 1;
  return Number(v[1]!.replace(/,/g, '')) * scale;
};

/** The figure a guidance update states: "revenue of $4.10 billion to $4.15 billion, from $4.30 billion to $4.40 billion". */
function guidedFigure(
  sentences: readonly string[],
  from: string,
): { text: string; low: number; prior?: number } | undefined {
  const at = sentences.indexOf(from);
  const g = firstMatch(sentences.slice(at, at + 4), GUIDED);
  if (!g) {
    const of =
      firstMatch(sentences.slice(at, at + 4), GUIDANCE_OF) ??
      firstMatch(sentences.slice(at, at + 1), GUIDANCE_INCLUDING);
    if (!of) return undefined;
    const r = (a: string, b?: string) => (b ? `${money(a)} to ${money(b)}` : money(a));
    return { text: `${of.m[1]!.replace(/\s+/g, ' ')} of ${r(of.m[2]!, of.m[3])}`, low: NaN };
  }
  // "$4.10 to $4.15 billion": the first end takes the second's unit.
  const unitOf = (a: string, b?: string) => (b && !/[a-z]$/i.test(a) ? `${a} ${b.replace(/^[^a-z]+/i, '')}` : a);
  const range = (a: string, b?: string) => (b ? `${money(a)} to ${money(b)}` : money(a));
  const what = g.m[1]!.replace(/\s+/g, ' ').replace(/^(?:full[- ]year|fiscal(?: year)?(?: \d{4})?|annual|\d{4}) /i, '');
  const text = `${what} of ${range(g.m[2]!, g.m[3])}${g.m[4] ? `, from ${range(g.m[4], g.m[5])}` : ''}`;
  return {
    text,
    low: moneyValue(unitOf(g.m[2]!, g.m[3])),
    ...(g.m[4] ? { prior: moneyValue(unitOf(g.m[4], g.m[5])) } : {}),
  };
}
