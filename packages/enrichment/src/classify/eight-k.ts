import { parseEightKBody, type EightKBody, EIGHT_K_ITEMS, normaliseItems } from '@nes/document';
import { DEPARTURE_WITHDRAWN, isStale } from '../recalled';
import { mergerEnded } from '../merger-ended';
import { anotherPartysCase, anotherPartysNews } from '../another-party';
import { OUTLOOK_KEPT, RESULTS_DATE_NOTICE } from '../notices';
import type { EventCategory } from '@nes/contracts';
import type { FilingContext } from '../context';
import { decisiveActions } from './decisive-actions';
import type { Draft } from './draft';
import {
  isHistoricalAppointment,
  OTHER_COMPANY_ROLE,
  scoreText,
  stripBoilerplate,
  stripBoilerplateHead,
  SUB_INTO_COMPANY,
} from './text-rules';

/** An officer role (not a director, not a plain vice president: an executive vice president is an executive officer). */
const OFFICER_ROLE =
  /\b(chief [a-z]+( [a-z]+)? officer|executive vice president|(?<!vice )president(?!,?\s+(?:of\s+)?(?:the\s+)?(?:[a-z&-]+\s+){1,3}(?:division|segment|business|unit|group|region)\b)|ceo|cfo|coo|cto|principal (executive|financial|accounting|operating) officer|general counsel|treasurer|corporate controller)\b/i;
const CHANGE_VERB =
  /\b(appoint\w*|nam(ed|es|ing)(?! executive officers?\b) .{0,40}\bas\b|(has been|was|been|is) named|resign\w*|retire\w*|retirement|depart(?:s|ed|ing|ure)?|terminat\w*|step(s|ped)? down|succeed\w*|successor|promot(?:ed|es|ing|ion)|will (serve|become|assume)|to serve as|transition\w*|separat(?:ed|es|ing|ion)|(?:will|to|would|shall) separate from|leave of absence|placed (?:[^.]{1,120}? )?on (?:paid |unpaid )?(?:administrative )?leave|elected .{0,40}\bas\b|hired|did not renew the employment|employment (?:with the Company )?will end|(?:re)?join(?:s|ed|ing)? (?:the Company|us) as|replac(?:es|ed|ing)|will not (?:be joining|join|commence employment)|(?:will )?leave the Company|leaving the Company|left the Company|passed away|died)\b/i;
const COMMITTEE_CHANGE =
  /\b(?:appointed|named|elected|designated)\b[^.;]{0,60}\b(?:[Cc]hair(?:man|woman|person)?|[Mm]ember)\s+of\s+the\s+[A-Z][\w&,' ]{0,60}?Committee\b|\bappointed\s+to\s+the\s+[A-Z][\w&,' ]{0,60}?Committee\b|\bcomposition\s+of\s+(?:its|the\s+Board['’]s|the)\s+(?:standing\s+)?committees\b/;
const OFFICE_ELIMINATED =
  /\beliminat(?:ed|es|ing)\s+(?:the\s+)?(?:position|role|office)\s+of\b|\b(?:position|role|office)\s+of\s+[^.]{3,60}?\b(?:was|has\s+been|will\s+be)\s+eliminated\b/i;
/** "a named executive officer", "President of the Industrial Automation segment" (not a vice-president). */
const UNIT_OFFICER = /\bnamed executive officer\b|(?<!\bVice\s)\bPresident\b/;
/** "granted a waiver of …", "a waiver was granted": not "did not … result in any waiver". */
const WAIVER_GRANTED =
  /\b(?:granted|approved|provided)\s+(?:a\s+|the\s+)?(?:limited\s+)?waivers?\b|\bwaivers?\b[^.]{0,60}\b(?:was|were|has\s+been)\s+(?:granted|approved)\b/i;
const PRE_ANNOUNCEMENT =
  /\b(?:expects?|anticipates?|estimates?)\b[^.]{0,120}\b(?:revenues?|sales|earnings|EPS|net\s+(?:income|loss))\b[^.]{0,160}\b(?:below|above|exceed\w*|short\s+of)\s+(?:its\s+|the\s+)?(?:previously\s+(?:issued|announced|provided)\s+|prior\s+)?(?:outlook|guidance|expectations?|range)\b/i;
/** Results out: "reported/announced (its) (financial) results for the quarter ended …". */
const RESULTS_OUT =
  /\b(?:report(?:ed|s|ing)|announc(?:ed|es|ing)|releas(?:ed|es|ing))\s+(?:its\s+|the\s+)?(?:preliminary\s+)?(?:unaudited\s+)?(?:financial\s+|operating\s+)?results\s+(?:of\s+operations\s+)?for\b/i;
const RETIRED_TITLE = /(,|\bthe|\ban?)\s+retired\s+(?=[A-Z])/g;
/** "director and former Chief Executive Officer George Whitcombe died": an office no longer held changes no hands. */
const FORMER_OFFICE =
  /\bformer\s+(?:(?:President\s+and\s+)?Chief\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+Officer|CEO|CFO|COO)\b/g;
/** "Mr. Wieczorek is a former chief operating officer of Seaspray Leisure Holdings": a biography's office. */
const FORMER_ELSEWHERE = /\b(?:is|was)\s+(?:a|an|the)\s+(?:former|retired)\s+[^,;]{0,80}?\bof\s+[A-Z][^,;]{0,60}/g;
/**
 * An office another organisation gives, described as such ("has been appointed Chief Executive
 * Officer of Ardenne Power Cooperative, a regional electric cooperative"), and an office searched
 * for ("the handling of the recent search for a new Chief Executive Officer"): no role of the filer's changing hands.
 */
const OFFICE_ELSEWHERE =
  /\b(?:appointed|appointment|named|elected|election|hired)\b[^.;]{0,80}?\bof\s+[A-Z][\w&.'’-]*(?:\s+[A-Z&][\w&.'’-]*){0,6}(?:,\s+(?:Inc|Corp|LLC|Ltd|L\.P|Co)\.?)?,\s+(?:a|an)\s+(?:[a-z][\w-]*\s+){0,4}(?:company|corporation|cooperative|organi[sz]ation|firm|bank|utility|provider|manufacturer|insurer|partnership|university|hospital|system|nonprofit|non-profit|association|foundation)\b/g;
/** "has accepted an appointment as Chief Executive Officer of Northgate Mutual Holdings": an office taken elsewhere. */
const ACCEPTED_ELSEWHERE =
  /\baccept(?:ed|s|ing)\s+(?:an?\s+)?(?:appointment|position|offer|role)\s+(?:as|with|at)\b[^.;]{0,80}?\bof\s+[A-Z][\w&.'’-]*(?:\s+[A-Z&][\w&.'’-]*){0,6}/g;
/** "to devote more time to his role as Chief Executive Officer of Greenfield Seed Company": an office held elsewhere. */
const ROLE_ELSEWHERE =
  /\b(?:his|her|their)\s+(?:role|roles|position|duties|responsibilities)\s+as\s+[^,;.]{0,80}?\bof\s+[A-Z][\w&.'’-]*(?:\s+[A-Z&][\w&.'’-]*){0,6}/g;
const SEARCH_FOR_OFFICE = /\bsearch\s+for\s+(?:a|an|the)\s+(?:new|permanent|successor)\s+[^,;.]{0,60}/g;
/** "… to serve as Chairman of the Board", "… as non-executive Chair of the Board": the seat the appointee takes. */
const AS_CHAIR =
  /\b(?:to\s+serve\s+as|as|to\s+the\s+(?:additional\s+|expanded\s+)?(?:role|position)\s+of)\s+(?:the\s+)?(?:(?:non-executive|independent)\s+)?Chair(?:man|woman|person)?\s+of\s+(?:the\s+|its\s+)?Board\b/i;
/** ", the Company's Chief Executive Officer and a director,": a present office beside the name. */
const APPOSITIVE_OFFICE = /,\s+(?:the\s+Company['’]s|its|our)\s+[^,]{3,80},/g;
/** " as a member of the Board", " as a director", " to the Board of Directors": a seat, not an office. */
const AS_BOARD_SEAT =
  /\b(?:as\s+(?:a\s+)?(?:member\s+of\s+(?:the\s+|its\s+)?Board(?:\s+of\s+Directors)?|director)|to\s+(?:the\s+|its\s+)?Board(?:\s+of\s+Directors)?|to\s+fill\s+the\s+(?:newly[- ]created\s+)?(?:seat|directorship|vacancy))\b/i;
const NOT_JOINING =
  /\bwill\s+not\s+(?:be\s+)?join(?:ing)?\s+the\s+Company\b|\brescind\s+(?:his|her|their)\s+offer\s+letter\b/i;
/** " as Chair of the Board", " (non-executive) Chairman of the Board of Directors": the board's seat, not an office. */
const CHAIR_OF_BOARD =
  /^\s+(?:as\s+)?(?:the\s+)?(?:(?:non-executive|independent)\s+)?Chair(?:man|woman|person)?\s+of\s+(?:the\s+|its\s+)?Board(?:\s+of\s+Directors)?(?:\s+of\s+the\s+Company)?/i;
/** "… retired in 2024", "… resigned from Acme Corp. in 2019": a year alone, no month or day. */
const PAST_YEAR_AFTER = /^\s+(?:from\s[^,.;]{0,80}?\s)?in\s+(?:19|20)\d{2}\b/;
const PLAN_TERMS =
  /\b(?:upon|if|in\s+the\s+event\s+of)\s+(?:a|an|any|such|the\s+executive['’]s|a\s+participant['’]s)\s+(?:qualifying\s+)?(?:termination|resignation)\b|\bparticipants?\s+(?:include|in\s+the\s+plan)\b/i;
const COMPENSATION_ONLY =
  /\b(base salary|bonus|incentive (plan|award)|equity award|restricted stock units?|performance (share|stock)|compensation|severance|retention|option grant)\b/i;

/** A quotation's attribution: "Paul Ricci, CEO, Nuance, commented, “We are deeply appreciative …". */
const QUOTATION = /\b(?:commented|said|stated|noted|added|remarked)\b,?\s*["“]/i;

/** A list item: "• Sophia Lerner – Chief Operating Officer", "(a) …", "1. …". */
const LIST_ITEM = /^(?:[•●▪◦*–—-]|\(?[a-z0-9]{1,3}[.)])\s/;

/**
 * A section's sentences and clauses (cut at "." and ";"), an honorific ("Ms.") kept with its name,
 * and a list kept with the sentence that introduces it ("appointed the following individuals as
 * executive officers:" / "• Sophia Lerner – Chief Operating Officer"): its verb is the items'.
 */
function clauses(sectionText: string): string[] {
  const out: string[] = [];
  let listOpen = false;
  for (const part of stripBoilerplate(sectionText).split(/(?<=[.;])\s+|\n/)) {
    const prev = out[out.length - 1];
    if (listOpen && !part.trim()) continue; // blank lines between a list's items
    if (prev !== undefined && LIST_ITEM.test(part) && (listOpen || /:\s*$/.test(prev))) {
      out[out.length - 1] = `${prev} ${part}`;
      listOpen = true;
      continue;
    }
    // A list's introduction ("… as executive officers:") opens it across blank lines.
    listOpen = /:\s*$/.test(part);
    // "Ms." and a middle initial ("John W. Dietrich", "V. James Vena") end no sentence; nor does a
    // company's or a name's suffix before what continues it ("… of Vantage Health, Inc. (the
    // “Company”), notified …", "William H. Prescott Jr. as Executive Vice President").
    const continues =
      prev !== undefined &&
      (/\b(?:Mr|Ms|Mrs|Dr|Messrs|[A-Z])\.$/.test(prev) ||
        (/\b(?:Inc|Corp|Co|Ltd|L\.P|N\.A|Jr|Sr)\.$/.test(prev) && /^(?:[(,]|[a-z])/.test(part)));
    if (continues) out[out.length - 1] = `${prev} ${part}`;
    else out.push(part);
  }
  return out;
}

/** A sentence stating an agreement's terms ("Under the Agreement", "the agreement provides"). */
const AGREEMENT_TERMS =
  /\b(?:under|pursuant to|in accordance with)\s+(?:the|his|her|its|such|this|each|their)\s+(?:[\w.’'-]+\s+){0,4}agreements?\b|\bagreements?\s+provides?\b|\bemployment agreements?\b/i;
/** Words that a role is new even within an agreement's terms. */
const ROLE_NEW =
  /\b(?:appoint\w*|named|elect\w*|promot(?:ed|es|ing|ion)|succeed\w*|hired|new(?:ly)? (?:created )?(?:role|position))\b/i;

/** An officer's clause of what he had said, before a predicate that keeps him: "…, who had announced …, will continue to serve". */
const WHO_HAD_CLAUSE = /,\s+who\s+(?:had|has)\s+(?:previously\s+)?[^,]{0,160},/g;
const RECALLED_THEN_KEPT = /,\s+who\s+(?:had|has)\b[^,]{0,160},\s+(?:will|shall)\s+(?:continue\s+to\s+serve|remain)\b/i;
const inWhoHadClause = (s: string, at: number) =>
  [...s.matchAll(WHO_HAD_CLAUSE)].some((m) => at > m.index && at < m.index + m[0].length);

/** 5.02: an officer role changing hands → C-Level Change; otherwise a governance change. */
export function isOfficerChange(sectionText: string): { officer: boolean; sentence?: string } {
  const sentences = clauses(sectionText);
  let chairOnly = false;
  for (const told of sentences) {
    // "is the retired Chief Executive Officer of Hanford Steel": a title in a biography, no change.
    const s = told
      .replace(FORMER_ELSEWHERE, ' ')
      .replace(RETIRED_TITLE, '$1 ')
      .replace(FORMER_OFFICE, ' ')
      .replace(OFFICE_ELSEWHERE, ' ')
      .replace(ACCEPTED_ELSEWHERE, ' ')
      .replace(ROLE_ELSEWHERE, ' ')
      .replace(SEARCH_FOR_OFFICE, ' ');
    // An appointment disclosed before, told again beside a later day's news (a retention award): background.
    if (!OFFICER_ROLE.test(s) || isStale(told, sentences)) continue;
    const verb = CHANGE_VERB.exec(s);
    if (!verb) continue;
    // "Robert Dunmore, who had announced in 2023 that he would step down, will continue to serve in
    // that capacity": a departure recalled inside a clause of an officer who stays.
    if (RECALLED_THEN_KEPT.test(s) && inWhoHadClause(s, verb.index)) continue;
    // "Following his appointment as Chief Executive Officer of Union Pacific Corporation, V. James
    // Vena resigned from the Board": the role is another company's, the reason for a board change.
    if (OTHER_COMPANY_ROLE.test(s)) {
      const rest = s.replace(OTHER_COMPANY_ROLE, ' ');
      if (!OFFICER_ROLE.test(rest) || !CHANGE_VERB.test(rest)) continue;
    }
    // "separated the roles of Chairman and Chief Executive Officer": a board's structure, no officer leaving.
    if (/^separat/i.test(verb[0]) && /\bseparat\w*\s+the\s+roles?\s+of\b/i.test(s)) continue;
    // "Mr. A, who was appointed Chief Executive Officer in 2015, will not stand for re-election as a
    // director": a biography's appointment is no officer change; another change verb may still be.
    if (/^(appoint|nam|elect)/i.test(verb[0]) && isHistoricalAppointment(s, verb.index)) {
      const rest = s.slice(verb.index + verb[0].length);
      if (!CHANGE_VERB.test(rest) || !OFFICER_ROLE.test(rest)) continue;
    }
    // "Dr. Tanaka retired in 2024 as Chief Nuclear Officer of an unaffiliated utility": a past
    // year's departure is a biography too (a departure this month is said with its month or day).
    if (
      /^(?:retired|retirement|resigned|resignation|stepped down|departed|departure)$/i.test(verb[0]) &&
      PAST_YEAR_AFTER.test(s.slice(verb.index + verb[0].length))
    )
      continue;
    // "Under the Parker Agreement, Ms. Parker will serve as …": an employment agreement's terms
    // for an officer who keeps her role, not a role changing hands.
    if (/^(?:will (?:serve|continue)|to serve as)/i.test(verb[0]) && AGREEMENT_TERMS.test(s) && !ROLE_NEW.test(s))
      continue;
    // "Dr. Ross will continue to serve as President and Chief Executive Officer" beside his
    // appointment as the board's chair: the office kept, not changing hands.
    if (
      (chairOnly || !DEPARTURE_WITHDRAWN.test(sectionText)) &&
      /^to serve as/i.test(verb[0]) &&
      /\bcontinu\w*\s+$/i.test(s.slice(0, verb.index)) &&
      !ROLE_NEW.test(s)
    )
      continue;
    // "its President and Chief Executive Officer, Dr. Nathan Ross, has been appointed Chair of the
    // Board": the officer keeps the role; the board's chair is what changed hands.
    if (/^(appoint|nam|elect|succeed)/i.test(verb[0])) {
      const rest = s.slice(verb.index + verb[0].length);
      const chair = CHAIR_OF_BOARD.exec(rest);
      if (chair && !OFFICER_ROLE.test(rest.slice(chair[0].length))) {
        chairOnly = true;
        continue;
      }
      // "appointed Sophia Trent, the Company's Chief Executive Officer and a director, to serve as
      // Chairman of the Board": the office in the appositive is kept; the chair is the change.
      // "appointed Brian Castellano, the Company's President and Chief Executive Officer, as a member
      // of the Board": the office in the appositive is kept; a board seat is the change.
      const asSeat = AS_BOARD_SEAT.exec(rest);
      if (
        asSeat &&
        !OFFICER_ROLE.test(rest.slice(asSeat.index + asSeat[0].length)) &&
        !OFFICER_ROLE.test(rest.slice(0, asSeat.index).replace(APPOSITIVE_OFFICE, ''))
      )
        continue;
      const asChair = AS_CHAIR.exec(rest);
      if (
        asChair &&
        !OFFICER_ROLE.test(rest.slice(asChair.index + asChair[0].length)) &&
        !OFFICER_ROLE.test(rest.slice(0, asChair.index).replace(APPOSITIVE_OFFICE, ''))
      ) {
        chairOnly = true;
        continue;
      }
    }
    // A quotation's speaker ("In connection with Mr. Janeway's retirement, Paul Ricci, CEO,
    // commented, “…") holds the role; the change, if any, is stated in a sentence of its own.
    if (QUOTATION.test(s)) continue;
    // A search is no change: "it will name a new CEO by March 31" (the role has not changed hands).
    if (
      /\b(?:name|appoint|hire|find|identify|select)\s+a\s+(?:new|permanent|successor)\b/i.test(s) &&
      !/\bresign|\bretire|\bdepart|\bstep/i.test(s)
    )
      continue;
    // "The Company has terminated its search for a successor Chief Financial Officer": nobody's role.
    if (
      /\bsearch\s+for\s+a\s+(?:new|permanent|successor)\b/i.test(s) &&
      !/\b(?:appoint|named|elect|promot|resign|retire|depart|step)/i.test(s)
    )
      continue;
    // A plan's or agreement's terms ("upon a termination without cause or resignation for good
    // reason, a participant receives …") change no role.
    if (PLAN_TERMS.test(s)) continue;
    // "appointed to the Compensation Committee" or pay-only sentences are not role changes.
    if (
      COMPENSATION_ONLY.test(s) &&
      !/\b(resign|retire|appoint|succeed|step|(?:will|to|would|shall)\s+separate\s+from)/i.test(s)
    )
      continue;
    // A long sentence is kept from shortly before its change verb (the fact keeps 300 characters).
    return { officer: true, sentence: s.slice(Math.max(0, verb.index - 150)).trim() };
  }
  // An appointee who "will not join the Company", named to an office in the sentence told before.
  const notJoining = sentences.find((s) => NOT_JOINING.test(s));
  if (
    notJoining &&
    sentences.some(
      (s) => OFFICER_ROLE.test(s) && /\bappoint|\b(?:would|will|to)\s+join\s+the\s+Company\s+as\b/i.test(s),
    )
  )
    return { officer: true, sentence: notJoining.trim() };
  // "eliminated the position of Chief Transformation Officer, held by Deborah Yates": the officer
  // leaves with the office, told with no departure verb of its own.
  const eliminated = sentences.find(
    (s) =>
      OFFICE_ELIMINATED.test(s) && OFFICER_ROLE.test(s) && /\b(?:held|occupied)\s+by\b|\bMs\.|\bMr\.|\bDr\./.test(s),
  );
  if (eliminated && !isStale(eliminated, sentences)) return { officer: true, sentence: eliminated.trim() };
  return { officer: false };
}

const DIRECTOR_CHANGE =
  /\b(director|boards? of directors|member of the board|the boards?|trustee|boards? of trustees)\b/i;

/** What a 5.02 reports: an officer role changing hands, a director seat, or compensation only. */
export function fivePointZeroTwoKind(sectionText: string): {
  kind: 'officer' | 'director' | 'compensation' | 'none';
  sentence?: string;
} {
  const oc = isOfficerChange(sectionText);
  if (oc.officer) return { kind: 'officer', sentence: oc.sentence };
  const all = clauses(sectionText);
  for (const s of all) {
    if (
      DIRECTOR_CHANGE.test(s) &&
      /\b(appoint\w*|elect\w*|resign\w*|retire\w*|depart(?:s|ed|ing|ure)?|not (to )?stand for re-?election|step(s|ped)? down|join\w*|decided not to|passing|passed away|death|died)\b/i.test(
        s,
      ) &&
      // (a director who chaired the Compensation Committee leaving is a board change, not pay)
      !COMPENSATION_ONLY.test(s.replace(/\bCompensation Committee\b/g, '')) &&
      // A plan's administration ("administered by a committee appointed by the Board … outside
      // directors within the meaning of …") seats nobody.
      !/\badministered\b|\bcommittee\s+(?:appointed|elected|designated)\s+by\b|\bwithin\s+the\s+meaning\s+of\b/i.test(s)
    ) {
      return { kind: 'director', sentence: s.trim() };
    }
  }
  // A named executive officer or a unit's president changing (not an office OFFICER_ROLE knows):
  // still an officer change, not nothing.
  const unitOfficer = all.find(
    (c) => UNIT_OFFICER.test(c) && CHANGE_VERB.test(c) && !isStale(c, all) && !COMPENSATION_ONLY.test(c),
  );
  if (unitOfficer) return { kind: 'officer', sentence: unitOfficer.trim() };
  // Committee seats and chairs changing hands ("Marisol Echeverria was appointed Chair of the
  // Compensation Committee"): the board's business, never pay because a committee is named so.
  const committee = all.find((c) => COMMITTEE_CHANGE.test(c));
  if (committee && !PAY_TEXT.test(sectionText.replace(/\bCompensation\s+(?:and\s+[A-Z]\w+\s+)?Committee\b/g, '')))
    return { kind: 'director', sentence: committee.trim() };
  // Neither an officer role nor a board seat: pay when the text speaks of pay, else nothing we
  // can name (a vice-president's appointment is not a C-level change).
  return { kind: PAY_TEXT.test(sectionText) ? 'compensation' : 'none' };
}

const HOLDERS_APPROVED_PLAN =
  /\b(?:stockholders|shareholders)\b[^.]{0,80}\b(?:approved|adopted|ratified)\b[^.]{0,120}\b(?:plan|amendment)\b/i;
const OFFICER_PAY =
  /\b(?:base salary|salar(?:y|ies) of|bonus(?:es)? of|employment agreement|severance|retention award)\b/i;

const PAY_TEXT =
  /\b(salar(y|ies)|bonus\w*|compensat\w+|incentive|equity awards?|restricted stock|stock options?|performance (?:stock|share) units?|severance|retention|employment agreements?|consulting (?:agreement|services)|(stock|equity|award) plan|plan)\b/i;

/** A split effected, with its ratio or as the amendment's purpose: not an anti-dilution clause's mention. */
const STOCK_SPLIT =
  /\b(?:\d{1,3}|one|two|three|four|five|ten)[- ]for[- ]\w+\s+(?:reverse\s+)?(?:stock|share)\s+split\b|\beffect(?:ing)?\s+an?\s+(?:reverse\s+)?(?:stock|share)\s+split\b/i;

const NAME_CHANGE =
  /\b(chang\w+ (its|the company['’]s|the registrant['’]s|our|the) (corporate |legal )?name|name change|changed its name|renam\w+|(corporate|company) name (from|to))\b/i;

/** 5.03 text that changes the company's name (not any other amendment). */
export function isNameChange(sectionText: string): boolean {
  return NAME_CHANGE.test(stripBoilerplate(sectionText));
}

/** Header FORMER-COMPANY entry changed within a week of the filing. */
function formerNameChanged(ctx: FilingContext): boolean {
  const filed = ctx.header?.filedDate;
  if (!filed) return false;
  return (ctx.header?.parties ?? []).some((p) =>
    p.formerNames.some((f) => f.changedOn && Math.abs(Date.parse(f.changedOn) - Date.parse(filed)) < 8 * 86_400_000),
  );
}

const COMPANY_ACQUIRED =
  /\b(?:completed|consummated|closed)\s+(?:its|the)\s+(?:previously\s+announced\s+)?acquisition\s+of\s+[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,5},?\s+(?:LLC|Inc\.?|Corp\.?|Corporation|L\.P\.|Ltd\.?|Limited|plc|GmbH|AG|S\.A\.)/;
/** "the lease for its flagship Manhattan location would be terminated", "terminated the lease of its headquarters". */
const LEASE_ENDED =
  /\blease\b[^.]{0,120}?\b(?:would|will|was|is|to)\s+be\s+terminated\b|\bterminat\w*\s+(?:of\s+)?(?:the|its|our)\s+(?:[\w-]+\s+){0,3}lease\b/i;
/** What an ended agreement was: a credit facility, else (a merger) a deal. */
const ENDED_KINDS: ReadonlySet<EventCategory> = new Set<EventCategory>(['Loans/Revolvers', 'Mergers and Acquisitions']);

const AGREEMENT_KINDS: ReadonlySet<EventCategory> = new Set<EventCategory>([
  'Executive Compensation',
  // A settlement agreement ending a dispute is the dispute's news.
  'Litigation/Settlement',
  'Governance Change',
  'Debt Redemption',
  'Mergers and Acquisitions',
  'Loans/Revolvers',
  'Equity/Debt Offerings',
  'Stock Buybacks',
  'Minority Stakes Deals',
  // A cooperation or nomination agreement with an activist is a 1.01 agreement too.
  'Shareholder Activism',
  'Property Transaction',
  // A restructuring support agreement with lenders is the bankruptcy case's agreement.
  'Bankruptcy/Liquidation',
  // A forbearance agreement after a missed payment is the default's.
  'Debt Default/Acceleration',
  'New Projects/Ventures',
]);
const AGREEMENTS_NOT_BANKRUPTCY: ReadonlySet<EventCategory> = new Set(
  [...AGREEMENT_KINDS].filter((c) => c !== 'Bankruptcy/Liquidation'),
);

function bestOf(
  text: string,
  only: ReadonlySet<EventCategory>,
  fallback: EventCategory,
): { category: EventCategory; reason: string } {
  const top = scoreText(text, only)[0];
  return top
    ? { category: top.category, reason: `text signals ${top.category}` }
    : { category: fallback, reason: 'no specific signal (fallback)' };
}

/** 8.01 / 7.01 text categories: the best one, plus a second when it is as strong. */
const TEXT_MIN_SCORE = 2;

function fromText(text: string, fallback: EventCategory | null): Array<{ category: EventCategory; reason: string }> {
  const scores = scoreText(text).filter((s) => s.score >= TEXT_MIN_SCORE);
  const out: Array<{ category: EventCategory; reason: string }> = [];
  const top = scores[0];
  if (top) {
    out.push({ category: top.category, reason: `text signals ${top.category}` });
    const second = scores[1];
    if (second && second.score >= top.score && second.hits >= 2)
      out.push({ category: second.category, reason: `text signals ${second.category}` });
  } else if (fallback) out.push({ category: fallback, reason: 'no specific signal in the text (fallback)' });
  return out;
}

const SIBLING_READERS: ReadonlySet<string> = new Set(['1.01', '2.03', '3.02']);
const SIBLING_SOURCES: ReadonlySet<string> = new Set(['1.01', '2.01', '2.03', '3.02', '8.01']);
const MERGER_CONSIDERATION =
  /\b(?:merger agreement|plan of merger|acquisition agreement|purchase agreement)\b[^]{0,300}\b(?:former )?(?:stock|share)holders of\b|\b(?:former )?(?:stock|share)holders of\b[^]{0,300}\b(?:merger agreement|plan of merger)\b/i;
const CONTROL_CHANGE =
  /\b(?:change (?:in|of) control|acquired control|control of the registrant|controlling (?:interest|stake)|merger|tender offer)\b/i;
/** Filings with no news whatever their item: SOX 906 certifications, ABS distribution statements, an 8-K filed only to carry a registration statement's legal opinion or consent. */
const NO_NEWS_FILING =
  /\bis filing this Current Report on Form 8-K (?:solely )?(?:to|in order to) (?:provide|file|furnish|include)\b[^.]{0,80}\b(?:legal opinion|opinion of|consent of|exhibits? (?:to|for|in connection with))\b|\b18 U\.?\s?S\.?\s?C\.?\s*(?:(?:§|section)\s*)?1350\b|\bstatements? to certificateholders\b|\bpass-through certificates,? series\b/i;
/** Reg FD material that is not itself news: slides, conference appearances, investor days. */
const INVESTOR_MATERIALS =
  /\b(?:participat\w*|present(?:s|ing)?)\b[^.]{0,40}\b(?:conference|summit|forum)\b|\bpresentation\b[^.]{0,60}\b(?:investors|analysts|conference)\b|\binvestor (?:presentation|day|conference)s?\b|\bfireside chat\b|\bslide (?:presentation|deck)\b/i;
const SELF_REFERENCE = /\b(?:the Company|the Registrant)\b/i;
const LEGAL_WORDS =
  /^(the|inc|corp|corporation|co|company|holdings|group|bancorp|financial|industries|international)$/i;
const TARGET_PHRASE =
  /\b(?:to|will|shall)\s+(?:be\s+)?merge[ds]?\s+(?:with\s+and\s+)?into\b|\b(?:to\s+be|will\s+be|agreed\s+to\s+be|has\s+agreed\s+to\s+be)\s+acquired\s+by\b|\bwill\s+become\s+a\s+wholly[- ]owned\s+subsidiary\s+of\b/i;

/** Another party "to acquire all of the outstanding shares of the Company": the filer is its target. */
const TO_ACQUIRE_COMPANY =
  /\bto\s+acquire\s+(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:outstanding\s+|issued\s+and\s+outstanding\s+)?(?:shares\s+of\s+(?:common\s+stock\s+of\s+)?)?the\s+(?:Company|Registrant)\b(?!['’])/i;

/**
 * The filer is the deal's target when the text says it merges into, is acquired by or becomes a
 * subsidiary of another company: the sentence's subject (within a few words before the phrase) is
 * the filer's own name or "the Company"/"the Registrant", not a merger sub.
 */
const BUYER_DEFINED =
  /([A-Z][^()"“]{2,80}?)\s*\(\s*(?:the\s+)?["“](?:Parent|Buyer|Purchaser|Acquiror|Acquirer)["”]\s*\)/;

export function isTargetSide(text: string, companyName: string): boolean {
  const first = companyName.split(/[\s,.]+/).find((w) => w.length > 2 && !LEGAL_WORDS.test(w));
  const own = first?.toLowerCase();
  // The filer defined as the buyer ("Thornbury Medical Holdings, Inc. ("Parent")"): its "Company" is the target.
  if (own && BUYER_DEFINED.exec(text.slice(0, 5_000))?.[1]?.toLowerCase().includes(own)) return false;
  for (const s of text.slice(0, 30_000).split(/(?<=[.;])\s+/)) {
    if (SUB_INTO_COMPANY.test(s) || TO_ACQUIRE_COMPANY.test(s)) return true;
    const m = TARGET_PHRASE.exec(s);
    if (!m) continue;
    const before = s.slice(Math.max(0, m.index - 60), m.index);
    if (/\b(sub|merger sub|acquisition (?:corp|corporation|inc|llc|co))\b/i.test(before)) continue;
    if (SELF_REFERENCE.test(before) || (own && before.toLowerCase().includes(own))) return true;
  }
  return false;
}

/** Signals an officer sentence in an 8.01 belongs to (a deal's new management, a settlement's terms). */
const SIGNAL_OVER_OFFICER: ReadonlySet<EventCategory> = new Set<EventCategory>([
  'Mergers and Acquisitions',
  'Bankruptcy/Liquidation',
  'Litigation/Settlement',
  'Legal Action',
  'Restructuring',
]);

/** The kinds with one category told as another (first, with its reason), neither kept twice. */
const recast = (
  kinds: Array<{ category: EventCategory; reason: string }>,
  from: EventCategory,
  to: EventCategory,
  reason: string,
) => [{ category: to, reason }, ...kinds.filter((k) => k.category !== from && k.category !== to)];

const isFallback = (d: Draft) =>
  /\(fallback\)$/.test(d.reason) && (d.items.includes('7.01') || d.items.includes('8.01'));

export interface EightKAnalysis {
  items: string[];
  itemsSource: 'header' | 'body' | 'none';
  body: EightKBody;
  drafts: Draft[];
}

const AMENDMENT_REJECTED =
  /\b(?:did\s+not|failed\s+to)\s+approve\s+(?:the\s+)?(?:proposal\s+to\s+)?(?:amend|amendment)\b|\bamendment\b[^.]{0,120}\bwas\s+not\s+approved\b/i;
const AGREEMENT_ENDING =
  /\b(?:entered\s+into|executed)\s+(?:a|an)\s+(?:Mutual\s+)?Termination(?:\s+and\s+(?:Mutual\s+|General\s+)?Release)?\s+Agreement\b[^.]{0,200}\bterminat\w*\s+(?:the|that\s+certain|its)\s+(?:[A-Z][\w-]*\s+){1,5}Agreement\b/;
const NOT_APPLICABLE =
  /^\s{0,20}(?:Item\s+\d\.\d{2}[^\n]{0,120}\n\s{0,10})?(?:not\s+applicable|none|n\/a)\.?\s{0,20}$/i;
/** A short section whose content is another item's: "The disclosure required by this item is included in Item 1.01 … and is incorporated herein by reference". */
const POINTER =
  /\b(?:included|set forth|contained|described|reported)\s+(?:above\s+)?(?:in|under)\s+Item\s+\d\.\d{2}\b|\bItem\s+\d\.\d{2}\b[^.]{0,160}\bincorporated\b/i;
const isPointer = (own: string) => own.trim().length < 300 && POINTER.test(own);

/** 8-K / 8-K/A (and 6-K, classified like 8.01 text): items → drafts. */
export function classifyEightK(ctx: FilingContext): EightKAnalysis {
  const primary = ctx.requirePrimary();
  const bodyText = ctx.text(primary);
  const body = parseEightKBody(bodyText);
  const headerItems = normaliseItems([...(ctx.raw.items ?? []), ...(ctx.header?.items ?? [])]);
  // Pre-2004 headers often name the wrong item (a "change in control" over an "Item 5. Other
  // Events" body): legacy headings in the body, checked against their titles, win.
  const legacyBody = Boolean(body.legacyItems?.length);
  const items = headerItems.length && !legacyBody ? headerItems : body.items;
  const itemsSource = headerItems.length && !legacyBody ? 'header' : body.items.length ? 'body' : 'none';

  // The press release: EX-99.* exhibits (first one with text), used for 2.02, 7.01, 8.01.
  const release = ctx.exhibits('EX-99').find((d) => ctx.textPrefix(d, 201).length > 200);
  const releaseText = release ? stripBoilerplateHead(ctx.textReader(release), 40_000) : '';
  const sectionOf = (item: string) => body.sections.find((s) => s.item === item)?.text ?? '';
  // "The information set forth in Item 1.01 is incorporated by reference into this Item 2.03":
  // such a section is read as the item it points to (boilerplate lines are otherwise dropped).
  const sectionText = (item: string): string => {
    const own = stripBoilerplate(sectionOf(item));
    if (own.trim().length >= 120 && !isPointer(own)) return own;
    const ref = /\bItems?\s+(\d\.\d{2})\b/i.exec(sectionOf(item));
    let borrowed = ref && ref[1] !== item ? stripBoilerplate(sectionOf(ref[1]!)) : '';
    // An empty agreement/obligation/sale item reports the same transaction as its sibling items
    // (a blank 1.01 beside a 2.03 credit facility): read theirs.
    if (!borrowed && !own.trim() && SIBLING_READERS.has(item))
      borrowed = body.sections
        .filter((x) => x.item !== item && SIBLING_SOURCES.has(x.item))
        .map((x) => stripBoilerplate(x.text))
        .join('\n');
    // A pointer's own words are not content: the item pointed to stands for it (and merges with its event).
    if (borrowed.trim() && isPointer(own)) return borrowed;
    return [own, borrowed].filter((x) => x.trim()).join('\n');
  };
  /** A section that only says "see Item X", X being reported in this filing: X's event covers it. */
  const pointsToReportedItem = (item: string): boolean => {
    const own = stripBoilerplate(sectionOf(item)).trim();
    const ref = /\bItems?\s+(\d\.\d{2})\b/i.exec(sectionOf(item));
    return own.length < 200 && Boolean(ref && ref[1] !== item && items.includes(ref[1]!));
  };
  const drafts: Draft[] = [];
  const add = (
    category: EventCategory,
    its: string[],
    reason: string,
    text: string,
    usesRelease: boolean,
    facts: Draft['facts'] = {},
  ) =>
    drafts.push({
      category,
      items: its,
      reason,
      text,
      secondary: usesRelease && release ? release.type : null,
      facts: { ...facts, items: its.join(',') },
    });

  // Legacy (pre-2004) bodies often have no item sections the parser can cut: read the whole body;
  // and a legacy section that only points to a news release appended to the same document
  // ("… news release dated March 22, 1994 … is incorporated herein by reference") reads it too.
  const wholeBody = body.sections.length && !legacyBody ? '' : stripBoilerplate(bodyText);
  for (const item of items) {
    // "Item 1.02 … Not applicable.": an item named with nothing to report carries no event.
    if (NOT_APPLICABLE.test(stripBoilerplate(sectionOf(item)))) continue;
    const own = sectionText(item);
    const section = legacyBody && own.length < 300 ? [own, wholeBody].filter(Boolean).join('\n') : own || wholeBody;
    // The press release carries 2.02/7.01/8.01 news, and any item whose own section only points to it.
    const rel =
      releaseText && (item === '2.02' || item === '7.01' || item === '8.01' || section.length < 300) ? releaseText : '';
    const text = [section, rel].filter(Boolean).join('\n');
    switch (item) {
      case '1.01': {
        // A 1.01 listed with no text of its own beside a 1.02 (an agreement ended, nothing entered into).
        if (!section.trim() && !rel && items.includes('1.02')) break;
        // An agreement that ends a merger agreement ("a Termination and Release Agreement … terminating the
        // Agreement and Plan of Merger") is the deal's end, not a deal.
        if (mergerEnded(section || releaseText)) {
          add('Deal Termination', [item], '1.01 agreement terminating a merger agreement', text, Boolean(rel));
          break;
        }
        // "entered into a Termination and Release Agreement … pursuant to which the parties mutually agreed to
        // terminate the Asset Purchase Agreement": an agreement that ends another is that deal's end.
        if (AGREEMENT_ENDING.test((section || releaseText).slice(0, 3_000))) {
          add('Deal Termination', [item], '1.01 agreement terminating another agreement', text, Boolean(rel));
          break;
        }
        let k = bestOf(section || releaseText, AGREEMENT_KINDS, 'New Projects/Ventures');
        // An agreement with a party in Chapter 11 (buying a bankrupt seller's assets as the stalking
        // horse) is the agreement's news: the petition is the other party's, not the filer's.
        if (k.category === 'Bankruptcy/Liquidation' && anotherPartysCase(section || releaseText, { sellers: true }))
          k = bestOf(section || releaseText, AGREEMENTS_NOT_BANKRUPTCY, 'New Projects/Ventures');
        add(k.category, [item], `1.01 agreement: ${k.reason}`, text, Boolean(rel));
        break;
      }
      case '1.02': {
        // A credit facility ended is a financing's news, not a deal's ("voluntarily terminated its
        // $50 million revolving credit agreement"); a merger or supply agreement ended is a deal's.
        // (A facility ended beside a new one under 1.01/2.03 stays its own event: the refinancing's other half.)
        // A lease ended (by the landlord or the company) is the property's news.
        const k = items.some((i) => i === '1.01' || i === '2.03')
          ? { category: 'Deal Termination' as EventCategory, reason: 'beside a new agreement' }
          : LEASE_ENDED.test(section) && !/\b(?:credit|loan|merger)\b/i.test(section)
            ? { category: 'Property Transaction' as EventCategory, reason: 'a lease ended' }
            : bestOf(section, ENDED_KINDS, 'Deal Termination');
        add(
          k.category === 'Loans/Revolvers' || k.category === 'Property Transaction' ? k.category : 'Deal Termination',
          [item],
          `Item 1.02: ${k.reason}`,
          text,
          Boolean(rel),
        );
        break;
      }
      case '1.03':
        add('Bankruptcy/Liquidation', [item], 'Item 1.03', text, Boolean(rel));
        break;
      case '1.04':
        add('Mining and Exploration', [item], 'Item 1.04', text, Boolean(rel));
        break;
      case '1.05':
        add('Cybersecurity Incident', [item], 'Item 1.05', text, Boolean(rel));
        break;
      case '2.01': {
        // A company acquired ("completed its acquisition of Kessler Basin Oil LLC pursuant to the
        // Purchase and Sale Agreement") is M&A whatever its agreement is called.
        const k = COMPANY_ACQUIRED.test(section)
          ? { category: 'Mergers and Acquisitions' as EventCategory, reason: 'a company acquired' }
          : bestOf(section, new Set<EventCategory>(['Property Transaction']), 'Mergers and Acquisitions');
        add(k.category, [item], `2.01 completion: ${k.reason}`, text, Boolean(rel));
        break;
      }
      case '2.02':
        // A pre-announcement ("expects revenue for its third quarter ending … below its previously
        // issued outlook") before any result is reported is the outlook's news, not results.
        if (PRE_ANNOUNCEMENT.test(text) && !RESULTS_OUT.test(text))
          add(
            'Earnings Revision Guidance',
            [item],
            '2.02 results expected below or above the outlook',
            text,
            Boolean(rel),
          );
        else add('Corporate Earnings', [item], 'Item 2.02', text, Boolean(rel));
        break;
      case '2.03': {
        const offering =
          /\b(notes|debentures|bonds)\b/i.test(section) &&
          // Notes sold to investors ("Note Purchase Agreements", "completed the issuance of $500
          // million of … Notes") are the 1.01 offering's obligation, not a loan beside it.
          /\b(offer\w*|underwrit\w*|indenture|purchase agreements?|private placement|initial purchasers?|issuance|issued and sold)\b/i.test(
            section,
          ) &&
          !/\b(credit|loan) agreement\b/i.test(section);
        // A lease's obligation (the 1.01 lease it points to) is the lease, not a loan.
        const lease = !offering && /\blease\b/i.test(section) && !/\b(?:credit|loan|note purchase)\b/i.test(section);
        // A forbearance on a loan in default is the default's news, not a new obligation.
        const forbearance = !offering && /\bforbearance\s+agreement\b/i.test(section);
        add(
          offering
            ? 'Equity/Debt Offerings'
            : lease
              ? 'Property Transaction'
              : forbearance
                ? 'Debt Default/Acceleration'
                : 'Loans/Revolvers',
          [item],
          offering
            ? '2.03 notes issued in an offering'
            : lease
              ? '2.03 a lease obligation'
              : forbearance
                ? '2.03 a forbearance agreement'
                : 'Item 2.03',
          text,
          Boolean(rel),
        );
        break;
      }
      case '2.04':
        add('Debt Default/Acceleration', [item], 'Item 2.04', text, Boolean(rel));
        break;
      case '2.05': {
        add('Restructuring', [item], 'Item 2.05', text, Boolean(rel));
        if (scoreText(text, new Set<EventCategory>(['Staffing/Adds/Cuts']))[0])
          add('Staffing/Adds/Cuts', [item], '2.05 text about workforce', text, Boolean(rel));
        break;
      }
      case '2.06':
        add('Asset Impairment', [item], 'Item 2.06', text, Boolean(rel));
        break;
      case '3.01': {
        const transfer =
          /\btransfer (of )?(its |the )?(listing|common stock)\b/i.test(section) &&
          !/\b(deficiency|non-?compliance|not in compliance|delist)/i.test(section);
        add(
          transfer ? 'Trading Update' : 'Delisting',
          [item],
          transfer ? '3.01 transfer of listing' : '3.01 delisting notice',
          text,
          Boolean(rel),
        );
        break;
      }
      case '3.02':
        // Shares issued to a target's holders under a merger agreement are the deal's consideration.
        if (MERGER_CONSIDERATION.test(section))
          add('Mergers and Acquisitions', [item], '3.02 shares issued as merger consideration', text, Boolean(rel));
        else add('Equity/Debt Offerings', [item], 'Item 3.02', text, Boolean(rel));
        break;
      case '3.03': {
        if (pointsToReportedItem(item)) break;
        add('Governance Change', [item], 'Item 3.03', text, Boolean(rel));
        break;
      }
      case '4.01':
        add('Auditor Change', [item], 'Item 4.01', text, Boolean(rel));
        break;
      case '4.02':
        add('Financial Restatement', [item], 'Item 4.02', text, Boolean(rel));
        break;
      case '5.01':
        // Legacy headers mislabel items; a change in control is only one when the text says so.
        if (CONTROL_CHANGE.test(text) || !text.trim())
          add('Mergers and Acquisitions', [item], 'Item 5.01 change in control', text, Boolean(rel));
        else
          for (const k of fromText(text, 'Operations Update'))
            add(k.category, [item], `5.01 without change-in-control text: ${k.reason}`, text, Boolean(rel));
        break;
      case '5.02': {
        // Item 5.02 covers officers, directors and pay alike: the text decides the category.
        const t502 = section ? text : bodyText;
        const change = fivePointZeroTwoKind(t502);
        if (change.kind === 'none') break;
        // A plan the holders approved at the meeting this filing's 5.07 reports is that vote's
        // news, not pay of its own (no officer's salary, bonus or agreement is stated).
        if (
          change.kind === 'compensation' &&
          items.includes('5.07') &&
          HOLDERS_APPROVED_PLAN.test(t502) &&
          !OFFICER_PAY.test(t502)
        )
          break;
        const category: EventCategory =
          change.kind === 'officer'
            ? 'C-Level Change'
            : change.kind === 'director'
              ? 'Board Change'
              : 'Executive Compensation';
        add(
          category,
          [item],
          `5.02 ${change.kind === 'officer' ? 'officer role changes hands' : change.kind === 'director' ? 'director change (no officer role)' : 'compensatory arrangement (no role change)'}`,
          t502,
          Boolean(section && rel),
          {
            change_kind: change.kind,
            ...(change.sentence ? { officer_sentence: change.sentence.slice(0, 300) } : {}),
          },
        );
        break;
      }
      case '5.03': {
        // An item listed with no text of its own beside a vote that rejected the amendment ("the
        // stockholders did not approve the proposal to amend the Company's certificate of
        // incorporation"): nothing was amended; the vote is the news.
        if (!section.trim() && items.includes('5.07') && AMENDMENT_REJECTED.test(sectionOf('5.07'))) break;
        // Only a change of the company's name is a Name Change (the spec's 5.03 category); other
        // charter/bylaw amendments and fiscal-year changes are Governance Change (see the catalog).
        const nc = isNameChange(section) || (!section && formerNameChanged(ctx));
        // A charter amendment that effects a stock split is the split (Trading Update, the catalog's).
        const split = !nc && STOCK_SPLIT.test(section.slice(0, 3_000));
        add(
          nc ? 'Name Change' : split ? 'Trading Update' : 'Governance Change',
          [item],
          nc
            ? '5.03 name change'
            : split
              ? '5.03 amendment effecting a stock split'
              : '5.03 charter/bylaw amendment (not a name change)',
          text,
          Boolean(rel),
        );
        break;
      }
      case '5.04':
        add('Governance Change', [item], 'Item 5.04', text, Boolean(rel));
        break;
      case '5.05':
        // A waiver granted under the code of ethics is what regulators and holders watch; an
        // amended code with no waiver is the company's governance.
        if (!WAIVER_GRANTED.test(section) && /\bamend\w*|\badopt\w*/i.test(section))
          add('Governance Change', [item], 'Item 5.05: code of ethics amended, no waiver', text, Boolean(rel));
        else add('Regulatory Action', [item], 'Item 5.05', text, Boolean(rel));
        break;
      case '5.06':
        add('Mergers and Acquisitions', [item], 'Item 5.06 shell status change', text, Boolean(rel));
        break;
      case '5.07':
        add('Shareholder Vote', [item], 'Item 5.07', text, Boolean(rel));
        break;
      case '5.08':
        add('Shareholder Activism', [item], 'Item 5.08', text, Boolean(rel));
        break;
      case '7.01':
      case '8.01': {
        // A legacy "Item 9" that only carries a SOX 906 certification has no news; nor has an
        // investor presentation or a conference appearance with no other signal (the fallback).
        const noNews = NO_NEWS_FILING.test(text.slice(0, 20_000)) || INVESTOR_MATERIALS.test(text.slice(0, 5_000));
        // The item's own words first: an 8.01 declaring a dividend beside a 2.02 earnings release
        // is the dividend, whatever the release says most; the release decides only when the
        // section itself signals nothing (a pointer to it).
        const own = section.trim().length >= 120;
        const ownKinds = own ? fromText(section, null) : [];
        const fallback = noNews ? null : 'Operations Update';
        // Without a release the text is the section: its scores are already known.
        let kinds =
          rel && ownKinds.length ? ownKinds : !rel && own && ownKinds.length ? ownKinds : fromText(text, fallback);
        // An officer leaving or named, told under this item (a subsidiary's president resigning),
        // is that, not an operations update; unless it is part of a deal or a settlement.
        if (
          own &&
          OFFICER_ROLE.test(section) &&
          !ownKinds.some((k) => SIGNAL_OVER_OFFICER.has(k.category)) &&
          isOfficerChange(section).officer
        )
          kinds = [
            { category: 'C-Level Change', reason: 'officer role changes hands (told under this item)' },
            ...kinds.filter((k) => !k.reason.endsWith('(fallback)') && k.category !== 'C-Level Change'),
          ];
        // A customer's or tenant's bankruptcy ("Brightline Retail Stores, Inc., one of the largest
        // customers of the Company, filed voluntary petitions …") is the filer's business news, not its own case.
        if (kinds.some((k) => k.category === 'Bankruptcy/Liquidation') && anotherPartysCase(section || text))
          kinds = recast(
            kinds,
            'Bankruptcy/Liquidation',
            'Operations Update',
            'another party’s bankruptcy (a customer, tenant or partner)',
          );
        // Nothing more specific said: a notice of the results' date is the results' news; an outlook
        // said to be kept (beside a conference appearance) is the outlook's.
        if (kinds.every((k) => k.reason.endsWith('(fallback)'))) {
          // (the notice must be the item's first sentence, the outlook in its first two: one after
          // other news is that news's coda)
          const notice = RESULTS_DATE_NOTICE.test(clauses((section || text).slice(0, 1_500))[0] ?? '')
            ? ('Corporate Earnings' as const)
            : clauses((section || text).slice(0, 3_000))
                  .slice(0, 2)
                  .some((c) => OUTLOOK_KEPT.test(c))
              ? ('Earnings Revision Guidance' as const)
              : undefined;
          if (notice) kinds = [{ category: notice, reason: `a notice (${notice}) and nothing more specific` }];
        }
        // "mutually agreed to terminate the Agreement and Plan of Merger … pursuant to which Cedar Knoll
        // would have acquired Ferrisburg": the deal's end, never the deal.
        // (not one "purported" to be terminated, which the company disputes: that is the dispute's news)
        if (
          kinds.some((k) => k.category === 'Mergers and Acquisitions') &&
          mergerEnded(section || text) &&
          !/\bpurport\w*\s+to\s+terminate\b|\bdisput\w+\b/i.test(section || text)
        )
          kinds = recast(
            kinds,
            'Mergers and Acquisitions',
            'Deal Termination',
            'a merger agreement terminated (told under this item)',
          );
        // A tenant's or customer's own restructuring ("…, the anchor tenant at six of the Company's
        // shopping centers, announced its plan to close all of its stores"): the filer's business news.
        if (kinds.some((k) => k.category === 'Restructuring') && anotherPartysNews(section || text))
          kinds = recast(
            kinds,
            'Restructuring',
            'Operations Update',
            'another party’s restructuring (a tenant, customer or supplier)',
          );
        if (own)
          for (const c of decisiveActions(section, new Set(kinds.map((k) => k.category))))
            kinds.push({ category: c, reason: `the section states a board action (${c})` });
        for (const k of kinds) add(k.category, [item], `${item}: ${k.reason}`, text, Boolean(rel));
        break;
      }
      default:
        break; // 9.01 exhibits and 6.xx ABS items carry no event on their own
    }
  }
  if (itemsSource === 'none') {
    // No item numbers anywhere (pre-2004 text, 6-K): classify the whole text like an 8.01, but
    // filings that carry no news (SOX 906 certifications, ABS distribution statements) get none.
    const text = [stripBoilerplate(bodyText), releaseText].join('\n');
    const noNews = NO_NEWS_FILING.test(text.slice(0, 20_000));
    for (const k of fromText(text, noNews ? null : 'Operations Update'))
      add(k.category, [], `unnumbered report: ${k.reason}`, text, Boolean(releaseText));
  }
  // Which side of a deal the filer is on: the target's holders read a merger differently.
  for (const d of drafts)
    if (d.category === 'Mergers and Acquisitions' && isTargetSide(d.text, ctx.raw.company_name))
      d.facts.company_is_target = true;
  // A 7.01/8.01 with no signal of its own beside other events is their press release, not news.
  const kept = drafts.some((d) => !isFallback(d)) ? drafts.filter((d) => !isFallback(d)) : drafts;
  // What such an item says still tells the news of its sibling 7.01/8.01 event ("… the elimination
  // of approximately 350 positions" under 8.01 beside a 7.01 plant closure): its summary may read it.
  const dropped = drafts.filter((d) => !kept.includes(d));
  for (const d of kept)
    if (d.items.some((i) => i === '7.01' || i === '8.01'))
      for (const f of dropped) if (!d.text.includes(f.text)) d.text = `${d.text}\n${f.text}`;
  return { items, itemsSource, body, drafts: kept };
}

export function itemLabel(items: string[]): string {
  return items.filter((i) => EIGHT_K_ITEMS[i]).join(', ');
}
