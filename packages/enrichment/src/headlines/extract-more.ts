import {
  DATE_SRC,
  MONEY_SRC,
  ORG_SRC,
  PERSON_SRC,
  PROPER_SRC,
  firstMatch,
  disagreedWithBoard,
  escapeRe,
  isPersonName,
  otherParty,
  money,
  sentence,
  tidyName,
  usedAsPerson,
  TITLE_BEFORE_NAME,
} from './patterns';
import { PREVIOUSLY_REPORTED, type Extractor } from './extract';
import { anotherPartyPetition, anotherPartyPetitionIn, anotherPartysNewsIn } from '../another-party';

/**
 * Fact extractors for the categories that read language rather than item numbers: pay decisions,
 * debt redemptions, stakes, rights plans, profit warnings, charges, offerings from prospectus
 * text. Same contract as ./extract: one sentence built only from words, numbers and dates copied
 * from the filing, or undefined. Patterns are compiled once here (hot path).
 */

const PERSON_G = new RegExp(PERSON_SRC, 'g');
function people(s: string): string[] {
  const out: string[] = [];
  PERSON_G.lastIndex = 0;
  for (let m = PERSON_G.exec(s); m; m = PERSON_G.exec(s)) if (isPersonName(m[1]!)) out.push(m[1]!);
  return out;
}

const SALARIES_OF = new RegExp(
  String.raw`\b(?:increased|raised|adjusted)\s+the\s+(?:annual\s+)?(?:base\s+)?salar(?:y|ies)\s+of\s+((?:(?:one|two|three|four|five|six|seven|eight|nine|ten|its|the|certain|[\d]+)\s+)?(?:named\s+)?(?:executive\s+)?officers?)(?:[^.]{0,40}?\beffective\s+(${DATE_SRC}))?`,
  'i',
);
const SALARY_OF_ONE = new RegExp(
  String.raw`\bincrease\s+in\s+(?:Mr|Ms|Mrs|Dr)\.\s+([A-Z][\w-]+)[’']?s?\s+(?:annual\s+)?base\s+salary\s+from\s+(${MONEY_SRC})\s+to\s+(${MONEY_SRC})`,
);

/** "Horizon Financial Corp. raises the base salaries of four executive officers, effective April 1, 2006." */
export const salaryChange: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 30);
  const group = firstMatch(head, SALARIES_OF);
  if (group)
    return sentence(
      `${company} raises the salaries of ${group.m[1]!.replace(/\s+/g, ' ')}${group.m[2] ? `, effective ${group.m[2]}` : ''}`,
    );
  const one = firstMatch(head, SALARY_OF_ONE);
  if (!one) return undefined;
  // "Mr. Chamber’s" names the person by surname: take the full name stated earlier in the text.
  const surname = one.m[1]!.replace(/[’']s$/, '');
  const full = head
    .flatMap(people)
    .find((n) => n.split(/\s+/).some((w) => w.startsWith(surname) || surname.startsWith(w.replace(/,$/, ''))));
  return sentence(`${company} raises the base salary of ${full ?? `Mr. ${surname}`} to ${money(one.m[3]!)}`);
};

/** "agreed to a 20% reduction of their base salaries", "reduced the base salary of … by 15%". */
const SALARY_CUT =
  /\b(\d+(?:\.\d+)?%)\s+(?:reduction|cut|decrease)\s+(?:in|of|to)\s+(?:their|his|her|the|its)\s+(?:respective\s+)?(?:annual\s+)?base\s+salar(?:y|ies)\b|\breduc\w*\s+(?:the\s+|their\s+)?(?:annual\s+)?base\s+salar(?:y|ies)\s+of\s+[^.]{3,160}?\bby\s+(\d+(?:\.\d+)?%)/;

/** A pay cut: "Truewind Holdings Inc.: Philip Garner and Monica Reyes take a 20% base salary cut." */
export const salaryCut: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 30), SALARY_CUT);
  if (!hit) return undefined;
  const pct = hit.m[1] ?? hit.m[2]!;
  // "Chief Executive Officer Howard Blake agreed to …": the name after its title.
  const names = people(hit.s.replace(TITLE_BEFORE_NAME, '')).filter((n) => usedAsPerson(n, sentences));
  // One person's salary ("a 20% reduction in his annual base salary") is never "executive base salaries".
  if (!names.length)
    return /\b(?:his|her)\s+(?:annual\s+)?base\s+salary\b/.test(hit.s)
      ? undefined
      : sentence(`${company} cuts executive base salaries by ${pct}`);
  const who = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return sentence(`${company}: ${who} ${names.length === 1 ? 'takes' : 'take'} a ${pct} base salary cut`);
};

const EXTENDED_TERM = new RegExp(
  String.raw`\bextended\s+the\s+([a-z][\w -]{3,60}?)\s+(?:set\s+forth\s+)?in\s+(?:Mr|Ms|Mrs|Dr)\.\s+([A-Z][\w-]+)[’']s\s+employment\s+agreement[^.]*?\bto\s+(${DATE_SRC})`,
);
const PLAN_AMENDMENT =
  /\bapproved\s+an\s+amendment\s+to\s+(?:the\s+)?(?:Registrant|Company)[’']s\s+((?:[A-Z0-9][\w-]*\s+){1,6}Plan)\b/;
const PLAN_SHARES =
  /\bincreased\s+the\s+number\s+of\s+shares\s+(?:authorized|reserved|available)[^.]{0,60}?\bby\s+([\d,.]+(?:\s+million)?)\s+shares/i;

/** Employment-agreement terms and plan amendments: "X extends the … of Paul Ricci's employment agreement to October 1, 2016." */
export const agreementTerms: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 30);
  const ext = firstMatch(head, EXTENDED_TERM);
  if (ext) {
    const full = people(ext.s).find((n) => n.endsWith(ext.m[2]!)) ?? `Mr. ${ext.m[2]}`;
    return sentence(`${company} extends the ${ext.m[1]} in ${full}'s employment agreement to ${ext.m[3]}`);
  }
  const plan = firstMatch(head, PLAN_AMENDMENT);
  if (plan) {
    const shares = firstMatch(head, PLAN_SHARES);
    const holders = /\b(shareholders|stockholders)\b/i.exec(plan.s);
    return sentence(
      `${holders ? `${company} ${holders[1]!.toLowerCase()} approve` : `${company} approves`} an amendment to the ${plan.m[1]}${shares ? ` adding ${shares.m[1]} shares` : ''}`,
    );
  }
  return undefined;
};

const MONTHLY = new RegExp(
  String.raw`\b(Revenues?)\s+and\s+(net\s+(?:income|loss))\b[^;]{0,80}?\bfor\s+the\s+((?:month|quarter|year|(?:three|six|nine|twelve)\s+months)\s+ended\s+${DATE_SRC}),?\s+(?:were|was)\s+(?:approximately\s+)?(${MONEY_SRC})\s+and\s+(${MONEY_SRC}),?\s+respectively`,
  'i',
);
const ADDITIONAL = new RegExp(
  String.raw`\b(?:approximately\s+)?(${MONEY_SRC})\s+of\s+(additional|lower|higher|reduced)\s+(revenues?|net income|earnings)\b[^.]*?(?:\bperiod\s+ended\s+(${DATE_SRC}))?`,
  'i',
);
const PERIOD_ENDED = new RegExp(String.raw`\bperiod\s+ended\s+(${DATE_SRC})`);

/** "Cotelligent Group, Inc. reports revenues of approximately $8.0 million and net income of $212,000 for the month ended July 31, 1996." */
export const periodResults: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 40);
  const mo = firstMatch(head, MONTHLY);
  if (mo)
    return sentence(
      `${company} reports ${mo.m[1]!.toLowerCase()} of approximately ${money(mo.m[4]!)} and ${mo.m[2]!.toLowerCase()} of ${money(mo.m[5]!)} for the ${mo.m[3]!.replace(/\s+/g, ' ')}`,
    );
  const add = firstMatch(head, ADDITIONAL);
  if (!add) return undefined;
  const period = add.m[4] ?? firstMatch(head, PERIOD_ENDED)?.m[1];
  return sentence(
    `${company} reports ${money(add.m[1]!)} of ${add.m[2]!.toLowerCase()} ${add.m[3]!.toLowerCase()}${period ? ` for the period ended ${period}` : ''}`,
  );
};

const REDEEM_VERB =
  /\b(?:elected\s+to\s+redeem|(?:commenced|initiated|launched|began)\s+(?:a|the)\s+(?:full\s+|partial\s+)?redemption\s+of|will\s+redeem|intends\s+to\s+redeem|to\s+redeem|called\s+for\s+redemption|notice\s+of\s+(?:full\s+|partial\s+)?(?:optional\s+)?redemption|has\s+redeemed|redeemed|complet\w*\s+(?:the\s+)?redemption\s+of|to\s+repay|repaid|prepaid|to\s+prepay)\b/i;
const NOTE_DESC = new RegExp(
  String.raw`(?:(${MONEY_SRC})\s+(?:in\s+)?(?:outstanding\s+)?(?:aggregate\s+)?(?:principal\s+amount\s+)?(?:outstanding\s+)?(?:of\s+)?(?:its\s+|the\s+|our\s+)?(?:outstanding\s+)?(\d+(?:\.\d+)?%\s+)?((?:senior\s+|unsecured\s+|secured\s+|subordinated\s+|convertible\s+){0,3}(?:notes|debentures|bonds))(?:\s+due\s+(\d{4}))?|((?:senior\s+|unsecured\s+|secured\s+|subordinated\s+|convertible\s+){0,3}(?:notes|debentures|bonds))\s+in\s+the\s+(?:aggregate\s+)?principal\s+amount\s+of\s+(${MONEY_SRC})|(\d+(?:\.\d+)?%)\s+((?:senior\s+|unsecured\s+|secured\s+|subordinated\s+|convertible\s+){0,3}(?:notes|debentures|bonds))(?:\s+due\s+(\d{4}))?)`,
  'i',
);
const RATE =
  /\b(?:interest\s+at\s+(?:a\s+rate\s+of\s+)?|bear\w*\s+interest\s+at\s+(?:a\s+rate\s+of\s+)?)(\d+(?:\.\d+)?%)/i;
const MATURES = /\b(?:mature|due)\s+(?:on\s+)?(?:[A-Z][a-z]+\.?\s+\d{1,2},\s+)?(\d{4})\b/;
const REDEMPTION_DATE = new RegExp(
  String.raw`\bredemption\s+date\s+(?:is|will\s+be|of|shall\s+be)\s+(${DATE_SRC})`,
  'i',
);
const ON_DATE = new RegExp(String.raw`\bon\s+(${DATE_SRC})`);

/** "Worthington Industries, Inc. to redeem its $250.0 million 4.55% senior unsecured notes due 2026 on July 28, 2023." */
export const redemption: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 30);
  const at = head.findIndex((s) => REDEEM_VERB.test(s));
  if (at < 0) return undefined;
  // The notes are described in the redemption sentence or just before it ("On April 15, 2014, the Registrant issued …").
  const window = head.slice(Math.max(0, at - 2), at + 3);
  // Notes named after the verb in its own sentence are the ones redeemed ("used the net proceeds of
  // the 6.125% Notes … to redeem all of its outstanding 8.750% Senior Notes due 2027"); else nearby.
  const verbAt0 = REDEEM_VERB.exec(head[at]!)!.index;
  const own = head[at]!.slice(verbAt0);
  const ownDesc = NOTE_DESC.exec(own);
  const desc = ownDesc ? { s: own, m: ownDesc } : window.map((s) => ({ s, m: NOTE_DESC.exec(s) })).find((x) => x.m);
  if (!desc?.m) return undefined;
  // "per $1,000 principal amount of notes" is a denomination, not the amount being redeemed.
  // Notes named by rate and maturity alone ("its outstanding 8.750% Senior Notes due 2027") state no amount.
  const figure = desc.m[1] ?? desc.m[6];
  const stated = figure ? money(figure) : '';
  const perNote =
    /\b(?:per|each|every|for)\s*$/i.test(desc.s.slice(Math.max(0, desc.m.index - 12), desc.m.index)) ||
    /^[$€£]\s?[125],000(?:\.00)?$/.test(stated);
  const amount = perNote ? '' : stated;
  const kind = (desc.m[3] ?? desc.m[5] ?? desc.m[8])!.replace(/\s+/g, ' ').toLowerCase();
  const rate = desc.m[2]?.trim() ?? desc.m[7] ?? RATE.exec(desc.s)?.[1];
  const due = desc.m[4] ?? desc.m[9] ?? MATURES.exec(desc.s)?.[1];
  // The redemption date, or a date stated after the verb ("… to redeem … on August 1, 2024"),
  // never the sentence's leading "On <date>," (when the notice was given).
  const verbAt = REDEEM_VERB.exec(head[at]!)!.index;
  const when =
    window.map((s) => REDEMPTION_DATE.exec(s)?.[1]).find(Boolean) ?? ON_DATE.exec(head[at]!.slice(verbAt))?.[1];
  const done =
    /\b(has\s+redeemed|redeemed|repaid|prepaid|complet\w*\s+(?:the\s+)?redemption)\b/i.test(head[at]!) &&
    !/\bto\s+redeem|will\s+redeem/i.test(head[at]!);
  const verb = /repa|prepa/i.test(REDEEM_VERB.exec(head[at]!)![0])
    ? done
      ? 'repays'
      : 'to repay'
    : done
      ? 'redeems'
      : 'to redeem';
  return sentence(
    `${company} ${verb} its ${amount ? `${amount} ` : ''}${rate ? `${rate} ` : ''}${kind}${due ? ` due ${due}` : ''}${when ? ` on ${when}` : ''}`,
  );
};

const AMEND_FACILITY =
  /\b(seeking|seeks|intends|plans|expects|agreed)\s+to\s+amend\s+(?:and\s+extend\s+)?(its|the)\s+(existing\s+)?(credit\s+facility|credit\s+agreement|term\s+loans?|revolving\s+credit\s+facility)/i;

/** "Nuance Communications, Inc. seeks to amend its existing credit facility." */
export const facilityAmendment: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 20), AMEND_FACILITY);
  if (!hit) return undefined;
  const verb = {
    seeking: 'seeks',
    seeks: 'seeks',
    intends: 'intends',
    plans: 'plans',
    expects: 'expects',
    agreed: 'agrees',
  }[hit.m[1]!.toLowerCase() as 'seeks'];
  const extend = /\bextend\b[^.]{0,40}\bmaturity\b/i.test(hit.s) ? ' and extend the maturity of' : '';
  return sentence(
    `${company} ${verb} to amend${extend ? `${extend} its` : ' its'} ${hit.m[3] ?? ''}${hit.m[4]!.replace(/\s+/g, ' ')}`,
  );
};

const SEPARATE =
  /\b(?:plan|intention|proposal)\s+to\s+separate\s+into\s+(two|three)\s+((?:independent,?\s+)?(?:publicly[- ]traded\s+)?companies)/i;

/** "Worthington Industries, Inc. gives an update on its plan to separate into two independent, publicly-traded companies." */
/** "a plan to separate its Industrial Solutions business into an independent, publicly traded company". */
const SEPARATE_UNIT =
  /\b(?:plan|intention|proposal|decision)\s+to\s+(?:separate|spin\s+off|spin-off)\s+(its\s+(?:[A-Z][\w&-]*\s+){1,5}(?:business(?:es)?|segment|division|unit))\b[^.]{0,80}?\b(?:spin-?off|independent|separate(?:ly)?\s+(?:traded|public))/i;

/** "approved the … separation of its Specialty Materials business … through a pro rata distribution of all of the outstanding shares of common stock of Veltrix Materials, Inc.". */
const SEPARATE_BY_DISTRIBUTION = new RegExp(
  String.raw`\b(approved|completed)\s+(?:the\s+)?(?:previously\s+announced\s+)?separation\s+of\s+(its\s+(?:[A-Z][\w&-]*\s+){1,5}(?:business(?:es)?|segment|division|unit))\b[^.]{0,60}?\bpro\s+rata\s+distribution\s+of\s+(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:outstanding\s+)?(?:shares\s+of\s+(?:common\s+stock\s+of\s+)?)?${ORG_SRC}`,
);

export const separation: Extractor = (company, sentences) => {
  const spun = firstMatch(sentences.slice(0, 20), SEPARATE_BY_DISTRIBUTION);
  if (spun)
    return sentence(
      `${company} ${spun.m[1] === 'approved' ? 'approves' : 'completes'} the spin-off of ${spun.m[2]!.replace(/\s+/g, ' ')} as ${tidyName(spun.m[3]!)}`,
    );
  const unit = firstMatch(sentences.slice(0, 20), SEPARATE_UNIT);
  if (unit)
    return sentence(
      `${company} ${/\bapprov/i.test(unit.s) ? 'approves a plan' : 'plans'} to spin off ${unit.m[1]!.replace(/\s+/g, ' ')}`,
    );
  const hit = firstMatch(sentences.slice(0, 20), SEPARATE);
  if (!hit) return undefined;
  const update = /\bpreviously\s+announced\b|\bupdate/i.test(hit.s);
  return sentence(
    `${company} ${update ? 'gives an update on its' : 'plans to'} ${update ? 'plan to ' : ''}separate into ${hit.m[1]} ${hit.m[2]!.replace(/\s+/g, ' ')}`,
  );
};

const INVESTMENT_IN = new RegExp(
  String.raw`\b(completed|made|closed|agreed\s+to\s+make|entered\s+into\s+an\s+agreement\s+to\s+make)\s+(?:its|an|a|the)\s+(?:\w+\s+){0,2}?investment\s+in\s+(${ORG_SRC}|[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,4})`,
);
/** "the Company agreed to invest $60 million in Helix in exchange for … shares representing approximately 19.9% of Helix's fully diluted capitalization". */
const INVESTS_IN = new RegExp(
  String.raw`\b(?:[Tt]he\s+Company|[Ww]e)\s+(?:has\s+)?(?<verb>agreed\s+to\s+invest|will\s+invest|invested)\s+(?:approximately\s+)?(?<amount>${MONEY_SRC})\s+in\s+(?<target>${ORG_SRC}|[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,4})(?:[^.]{0,160}?\b(?:representing|for)\s+(?:an?\s+)?(?<about>approximately\s+)?(?<pct>\d{1,2}(?:\.\d+)?%)\s+(?:(?:equity\s+|ownership\s+)?(?:interest|stake)\b|of\s+(?:[A-Z][\w&-]*\s+){0,3}[A-Z][\w&-]*['’]s\s+(?:fully[\s-]+diluted\s+)?(?:outstanding\s+)?(?:equity|shares|common\s+stock|capital\s+stock|capitalization)\b))?`,
);

/** The filer investing a sum in another company, with the share it buys when said. */
function investsIn(company: string, head: readonly string[]): string | undefined {
  const hit = firstMatch(head, INVESTS_IN);
  if (!hit) return undefined;
  const g = hit.m.groups!;
  const verb = /^invested/i.test(g.verb!) ? 'invests' : 'agrees to invest';
  return sentence(
    `${company} ${verb} ${money(g.amount!)} in ${tidyName(g.target!)}${g.pct ? ` for ${g.about ? 'approximately ' : ''}${g.pct} of its equity` : ''}`,
  );
}
const STAKE_PCT = /(\d{1,2}(?:\.\d+)?%)\s+(?:equity\s+|ownership\s+)?(?:interest|stake|ownership)\b/i;
const INVEST_AMOUNT = new RegExp(
  String.raw`\binvestment\s+of\s+[^.]{0,60}?\(?(?:approximately\s+)?(${MONEY_SRC})`,
  'i',
);

/** "Pericom Semiconductor Corporation completes a $12.5 million investment for a 42% interest in AKER Technology Co., LTD." */
export const stake: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 20);
  const inv = firstMatch(head, INVESTMENT_IN);
  if (!inv) return investsIn(company, head);
  const near = head.slice(head.indexOf(inv.s), head.indexOf(inv.s) + 3).join(' ');
  const pct = STAKE_PCT.exec(near);
  const amount = INVEST_AMOUNT.exec(near);
  const verb = /^(completed|made|closed)/i.test(inv.m[1]!) ? 'completes' : 'agrees to make';
  return sentence(
    `${company} ${verb} ${amount ? `a ${money(amount[1]!)}` : 'an'} investment ${pct ? `for a ${pct[1]} interest ` : ''}in ${tidyName(inv.m[2]!)}`,
  );
};

const CLOSE_AND_CHARGE =
  /\b(discontinue|close|exit)\s+([^.]{5,90}?)\s+and\s+(?:to\s+)?record\s+(?:a\s+)?(\$\s?[\d.]+(?:\s+(?:to|and)\s+\$?[\d.]+)?\s+(?:million|billion))(?:[^.]|\.\d){0,60}?\bcharge/i; // eslint-disable-line regexp/no-super-linear-backtracking -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)

/** "Zurn Industries, Inc. to discontinue manufacturing operations at the Zurn Energy Division and record a $14 to $16 million charge." */
export const charge: Extractor = (company, sentences) => {
  const m = CLOSE_AND_CHARGE.exec(sentences.slice(0, 30).join(' '));
  if (!m) return undefined;
  return sentence(
    `${company} to ${m[1]!.toLowerCase()} ${m[2]!.replace(/\s+/g, ' ')} and record a ${money(m[3]!)} charge`,
  );
};

const RIGHTS_EXTEND = new RegExp(
  String.raw`\bRights\s+Agreement\b[^.]{0,160}?\bextends?\s+the\s+(?:Final\s+)?Expiration\s+Date\b[^.]{0,40}?\bto\s+(${DATE_SRC})`,
  'i',
);
const RIGHTS_ADOPT =
  /\b(adopted|entered\s+into|approved)\s+(?:a\s+)?(?:stockholder|shareholder|tax\s+benefits\s+preservation)?\s*rights\s+(plan|agreement)\b/i; // eslint-disable-line regexp/no-super-linear-backtracking -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)

/** "Astrotech Corporation extends its shareholder rights plan to August 10, 2011." */
export const rightsPlan: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 20);
  const ext = firstMatch(head, RIGHTS_EXTEND);
  if (ext) return sentence(`${company} extends its shareholder rights plan to ${ext.m[1]}`);
  const adopt = firstMatch(head, RIGHTS_ADOPT);
  if (adopt) return sentence(`${company} adopts a shareholder rights plan`);
  return undefined;
};

const EXPECTS = new RegExp(
  String.raw`\bexpects\s+(?:that\s+)?(?:the\s+|its\s+)?((?:first|second|third|fourth)\s+(?:fiscal\s+)?quarter|fiscal\s+(?:year\s+)?\d{4}|full[- ]year(?:\s+\d{4})?)(?:\s+ending\s+(${DATE_SRC}))?\s+(?:results\s+|earnings\s+)?to\s+be\s+([^.,;]{5,80}?)(?=\s+and\b|[.,;])`,
  'i',
);

/** "expects to report a net loss for the first quarter of 2026 in the range of $0.15 to $0.20 per share". */
const EXPECTS_TO_REPORT = new RegExp(
  String.raw`\bexpects\s+to\s+report\s+(?:an?\s+)?(net\s+(?:loss|income)|revenues?|net\s+sales|(?:diluted\s+)?(?:earnings|loss)\s+per\s+(?:diluted\s+)?share)\s+(?:for\s+(?:the\s+|its\s+)?((?:first|second|third|fourth)\s+(?:fiscal\s+)?quarter(?:\s+(?:of\s+)?(?:fiscal\s+)?\d{4})?|(?:fiscal|full[- ]year)\s+\d{4})\s+)?(?:in\s+the\s+range\s+of|of\s+between|between|of\s+approximately|of)\s+(${MONEY_SRC})\s+(?:to|and|-|–)\s+(${MONEY_SRC})(\s+per\s+(?:diluted\s+)?share)?`,
  'i',
);
const EXPECTS_LOSS =
  /\bexpects\s+to\s+(?:report|record)\s+(?:a\s+)?(net\s+loss|loss)\s+for\s+(?:the\s+|its\s+)?((?:first|second|third|fourth)\s+(?:fiscal\s+)?quarter(?:\s+(?:of\s+)?(?:fiscal\s+)?\d{4})?|(?:fiscal|full[- ]year)\s+\d{4})\b/i;
const LOSS_CAUSE = new RegExp(
  String.raw`^,?\s+(?:primarily\s+|largely\s+|mainly\s+)?(?:as\s+a\s+result\s+of|due\s+to|because\s+of|reflecting)\s+((?:a|an)\s+(?:non-cash\s+)?(?:[\w-]+\s+){0,3}?(?:impairment|charge|write-?down|loss)\b(?:\s+charge)?(?:\s+of\s+(?:approximately\s+)?${MONEY_SRC})?)`,
  'i',
);
/** "The Company had previously guided to breakeven results for the quarter." */
const GUIDED_TO =
  /\bpreviously\s+guided\s+to\s+([a-z][^.;,]{2,60}?)(?:\s+for\s+the\s+(?:quarter|year|period))?(?=[.;,])/i;

/** "Zurn Industries, Inc. expects the fourth quarter ending March 31, 1994 to be only marginally profitable." */
export const profitWarning: Extractor = (company, sentences) => {
  // Figures expected for a period ended, said against the guidance they miss:
  // "X expects a net loss of $0.15 to $0.20 per share for the first quarter of 2026; it had guided to breakeven results".
  const head = sentences.slice(0, 20);
  const report = firstMatch(head, EXPECTS_TO_REPORT);
  if (report) {
    const [, what, period, low, high, per] = report.m;
    const guided = firstMatch(head, GUIDED_TO);
    return sentence(
      `${company} expects ${/^net/i.test(what!) ? 'a ' : ''}${what!.replace(/\s+/g, ' ').toLowerCase()} of ${money(low!)} to ${money(high!)}${per ? ' per share' : ''}${period ? ` for the ${period.replace(/\s+/g, ' ').toLowerCase()}` : ''}${guided ? `; it had guided to ${guided.m[1]!.replace(/\s+/g, ' ')}` : ''}`,
    );
  }
  // "expects to report a net loss for the fourth quarter of 2025, primarily as a result of a non-cash
  // goodwill impairment charge of approximately $85 million": the loss, and its cause when stated.
  const loss = firstMatch(head, EXPECTS_LOSS);
  if (loss) {
    const cause = LOSS_CAUSE.exec(loss.s.slice(loss.m.index + loss.m[0].length));
    return sentence(
      `${company} expects to report a ${loss.m[1]!.replace(/\s+/g, ' ').toLowerCase()} for the ${loss.m[2]!.replace(/\s+/g, ' ')}${cause ? `, due to ${cause[1]!.replace(/\s+/g, ' ')}` : ''}`,
    );
  }
  // Joined: hard-wrapped legacy text splits a sentence at its line ends.
  const m = EXPECTS.exec(sentences.slice(0, 60).join(' '));
  if (!m) return undefined;
  return sentence(
    `${company} expects the ${m[1]!.replace(/\s+/g, ' ')}${m[2] ? ` ending ${m[2]}` : ''} to be ${m[3]!.replace(/\s+/g, ' ')}`,
  );
};

const RESALE =
  /\bselling\s+(?:share|stock)holders\s+(?:may\s+offer|are\s+offering|named\s+herein\s+may\s+offer)[^.]{0,40}?\b([\d,]{4,})\s+(?:of\s+our\s+)?(common\s+shares|shares\s+of\s+(?:our\s+)?common\s+stock|ordinary\s+shares|shares)/i;
const RELATES =
  /\bprospectus\s+relates\s+to\s+(?:the\s+(?:offer\s+and\s+)?(?:re)?sale\s+(?:by\s+the\s+selling\s+(?:share|stock)holders\s+)?of\s+(?:up\s+to\s+)?)?([\d,]{4,})\s+shares\b/i;
const WE_OFFER = new RegExp(
  String.raw`\bwe\s+are\s+offering\s+(?:an\s+aggregate\s+of\s+|up\s+to\s+)?([\d,]{4,}\s+(?:units|American\s+Depositary\s+Shares|(?:Class\s+A\s+)?ordinary\s+shares|shares\s+of\s+(?:our\s+)?(?:Class\s+A\s+)?common\s+stock)|${MONEY_SRC}\s+of\s+(?:our\s+)?common\s+stock)(?:\s+at\s+an?\s+(?:public\s+)?offering\s+price\s+of\s+(${MONEY_SRC})(?:\.00)?\s+per\s+(unit|share))?`,
  'i',
);
const SHELF = new RegExp(
  String.raw`\baggregate\s+(?:initial\s+)?offering\s+price\s+of\s+(?:all\s+)?(?:the\s+)?securities\s+(?:sold|offered)\s+under\s+this\s+prospectus\s+will\s+not\s+exceed\s+(${MONEY_SRC})`,
  'i',
);
const SALES_AGENT = new RegExp(String.raw`\bSales\s+Agreement\b[^.]{0,80}?\bwith\s+${ORG_SRC}`);
const ATM_AMOUNT = new RegExp(String.raw`\baggregate\s+offering\s+price\s+of\s+up\s+to\s+(${MONEY_SRC})`, 'i');

/**
 * Registration statements and prospectuses: who sells what. "ADC Therapeutics SA registers
 * 27,726,052 common shares for resale by selling shareholders." / "Traws Pharma, Inc. offers
 * 608,197 shares of common stock." / "Vincerx Pharma, Inc. registers up to $100,000,000 of securities."
 */
export const resale: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 120);
  const offer = firstMatch(head, WE_OFFER);
  if (offer)
    return sentence(
      `${company} offers ${offer.m[1]!.replace(/\s+/g, ' ').replace(/\bour\s+/, '')}${offer.m[2] ? ` at ${money(offer.m[2])} per ${offer.m[3]}` : ''}`,
    );
  const agent = firstMatch(head, SALES_AGENT);
  if (agent) {
    const amt = firstMatch(head, ATM_AMOUNT);
    return sentence(
      `${company} sets up an at-the-market offering of common stock${amt ? ` of up to ${money(amt.m[1]!)}` : ''} with ${tidyName(agent.m[1]!)}`,
    );
  }
  const resold = firstMatch(head, RESALE) ?? firstMatch(head, RELATES);
  if (resold && /selling\s+(?:share|stock)holders/i.test(head.join(' ')))
    return sentence(
      `${company} registers ${resold.m[1]} ${(resold.m[2] ?? 'shares').replace(/\s+/g, ' ')} for resale by selling shareholders`,
    );
  const shelf = firstMatch(head, SHELF);
  if (shelf) return sentence(`${company} registers up to ${money(shelf.m[1]!)} of securities in a shelf registration`);
  return undefined;
};

const HOLDER_BUYBACK = new RegExp(
  String.raw`\b(?:agreement\s+with\s+(?<with>${ORG_SRC}|[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,4})\s+)?(?:pursuant\s+to\s+which\s+the\s+Company\s+(?:will|agreed\s+to)\s+|to\s+)?repurchase\s+(?:an\s+aggregate\s+of\s+|up\s+to\s+|approximately\s+)?(?<count>[\d,.]+(?:\s+million)?)\s+shares\b(?:\s+of\s+(?:its|our|the\s+Company[’']s)\s+(?:common\s+stock|ordinary\s+shares))?(?:\s+from\s+(?<from>${ORG_SRC}|[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,4}))?(?:[^.]{0,40}?\bat\s+(?:a\s+price\s+of\s+)?(?<price>${MONEY_SRC})\s+per\s+share)?`,
);

/** A repurchase of a stated number of shares (often from one holder): "X to repurchase 5,000,000 shares from Y at $20.00 per share." */
export const holderBuyback: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 30), HOLDER_BUYBACK);
  if (!hit) return undefined;
  const g = hit.m.groups!;
  const from = g.from ?? g.with;
  const done = /\brepurchased\b/i.test(hit.s);
  return sentence(
    `${company} ${done ? 'repurchases' : 'to repurchase'} ${g.count} shares${from ? ` from ${tidyName(from)}` : ''}${g.price ? ` at ${money(g.price)} per share` : ''}`,
  );
};

const GRANT = new RegExp(
  String.raw`\b(?:approved|granted|awarded)\s+(?:the\s+grant\s+of\s+|a\s+grant\s+of\s+|an\s+award\s+of\s+)?([\d,]+\s+(?:restricted\s+stock\s+units|RSUs|performance\s+(?:share|stock)\s+units|stock\s+options|options|shares\s+of\s+restricted\s+stock))\s+to\s+(?:each\s+of\s+)?(?:the\s+Company[’']s\s+|its\s+|our\s+)?([A-Z][\w.&,' -]{3,80}?)(?=[.;]|,\s+(?:which|subject|effective|vesting)|$)`,
);

const GRANT_TO_OF = new RegExp(
  String.raw`\b(?:approved|granted|made)\s+(?:a|an)\s+(?:(?:one-time|special|performance-based|performance|equity|long-term|sign-on|retention)\s+){0,3}(?:award|grant)\s+to\s+${PERSON_SRC}(?:,\s+(?:the\s+Company['’]s|its|our)\s+((?:President\s+and\s+)?Chief\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+Officer|President|Executive\s+Chair(?:man)?))?,?\s+of\s+([\d,]{3,}\s+(?:restricted\s+stock\s+units|RSUs|performance\s+(?:share|stock)\s+units|PSUs|stock\s+options|options|shares\s+of\s+restricted\s+stock))`,
);
/** "X grants 100,000 restricted stock units to its Chief Executive Officer." */
export const equityGrant: Extractor = (company, sentences) => {
  // "approved a one-time performance-based award to Maximilian Roth, the Company's Chief Executive
  // Officer, of 1,000,000 performance stock units": the person, the office and the units.
  const named = firstMatch(sentences.slice(0, 20), GRANT_TO_OF);
  if (named && usedAsPerson(named.m[1]!, sentences))
    return sentence(
      `${company} grants ${named.m[3]!.replace(/\s+/g, ' ')} to ${named.m[2] ? `its ${named.m[2].replace(/\s+/g, ' ')}, ` : ''}${named.m[1]}`,
    );
  const hit = firstMatch(sentences.slice(0, 30), GRANT);
  if (!hit) return undefined;
  const to = hit.m[2]!.trim();
  const role = /^(Chief|President|Executive|Senior|Vice|General|Principal|Treasurer|Controller)/.test(to);
  return sentence(`${company} grants ${hit.m[1]!.replace(/\s+/g, ' ')} to ${role ? 'its ' : ''}${to}`);
};

const STAKE_BUY = new RegExp(
  String.raw`\b(acquired|purchased|sold|(?:agreed|agreement|will)\s+to\s+(?:acquire|purchase|sell)|will\s+(?:acquire|purchase|sell))\s+(?:a|an)\s+(?:approximately\s+)?(\d{1,2}(?:\.\d+)?%)\s+((?:equity\s+|ownership\s+|minority\s+|membership\s+)?(?:stake|interest))\s+in\s+(?<target>${ORG_SRC}|[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,4})(?:[^.]{0,40}?\bfor\s+(?:approximately\s+)?(?<price>${MONEY_SRC}))?`,
);

/** "X acquires a 15% equity stake in Partner Inc. for $50 million." */
export const stakePurchase: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 20), STAKE_BUY);
  if (!hit) return undefined;
  const v = hit.m[1]!.toLowerCase();
  const verb =
    v === 'acquired'
      ? 'acquires'
      : v === 'purchased'
        ? 'buys'
        : v === 'sold'
          ? 'sells'
          : `agrees to ${/(acquire|purchase|sell)$/.exec(v)![1]}`;
  return sentence(
    `${company} ${verb} a ${hit.m[2]} ${hit.m[3]!.replace(/\s+/g, ' ')} in ${tidyName(hit.m.groups!.target!)}${hit.m.groups!.price ? ` for ${money(hit.m.groups!.price)}` : ''}`,
  );
};

const PRICED_OFFERING = new RegExp(
  String.raw`\bpric\w+\s+(?:its|an|the|a)\s+((?:previously\s+announced\s+)?(?:underwritten\s+|registered\s+direct\s+|public\s+|secondary\s+|follow-on\s+)*offering)\s+of\s+([\d,.]+(?:\s+million)?\s+shares\s+of\s+(?:its\s+|our\s+)?(?:Class\s+[A-Z]\s+)?common\s+stock)(?:[^.]{0,60}?\bat\s+(?:a\s+(?:public\s+offering\s+)?price\s+of\s+)?(${MONEY_SRC})\s+per\s+share)?`,
  'i',
);

/** "X prices an underwritten public offering of 10,000,000 shares of common stock at $12.00 per share." */
export const pricedOffering: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 30), PRICED_OFFERING);
  if (!hit) return undefined;
  return sentence(
    `${company} prices ${/^[aeiou]/i.test(hit.m[1]!) ? 'an' : 'a'} ${hit.m[1]!.replace(/^previously\s+announced\s+/i, '').replace(/\s+/g, ' ')} of ${hit.m[2]!.replace(/\s+/g, ' ').replace(/\b(its|our)\s+/, '')}${hit.m[3] ? ` at ${money(hit.m[3])} per share` : ''}`,
  );
};

const PRESENTS_AT = new RegExp(
  String.raw`\b(?:will\s+)?(?:present\w*|host\w*|participat\w+\s+in\s+a\s+fireside\s+chat|speak\w*)\s+(?:at|during)\s+(?:the\s+)?((?:\d{4}\s+|\d+(?:st|nd|rd|th)\s+)?(?:Annual\s+)?[A-Z][\w.&'’-]*(?:\s+(?:[A-Z][\w.&'’-]*|&|of)){0,8}\s+(?:Conference|Summit|Forum|Symposium|Investor\s+Day|Analyst\s+Day))(?:[^.]{0,60}?\bon\s+(${DATE_SRC}))?`,
);

/** 7.01 investor materials: "X presents at the 42nd Annual J.P. Morgan Healthcare Conference on January 10, 2024." */
export const presentation: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 20), PRESENTS_AT);
  if (!hit) return undefined;
  return sentence(`${company} presents at the ${hit.m[1]!.replace(/\s+/g, ' ')}${hit.m[2] ? ` on ${hit.m[2]}` : ''}`);
};

const AGREEMENT_WITH = new RegExp(
  String.raw`\b(entered\s+into|signed|executed|announced)\s+(?:an?\s+|the\s+)?((?:exclusive\s+|definitive\s+|multi-year\s+|master\s+|strategic\s+)*(?:[A-Z][\w-]*\s+){0,3}(?:Supply|License|Licensing|Collaboration|Distribution|Services|Purchase|Development|Partnership|Joint\s+Venture|Manufacturing|Lease|Sublease|Construction|Master\s+Services)\s+(?:and\s+[A-Z][\w-]*\s+)?Agreement)\s+(?:\([^)]{0,60}\)\s+)?(?:dated\s+[^,]{4,30},\s+)?with\s+((?:(?:an?\s+)?(?:affiliates?|subsidiar(?:y|ies))\s+of\s+)?(?:${ORG_SRC}|[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,4}))`,
);
const AGREEMENT_VALUE = new RegExp(
  String.raw`\b(aggregate\s+(?:value|consideration|purchase\s+price)|total\s+(?:value|contract\s+value)|up\s+to|upfront\s+payment|valued\s+at)\s+(?:of\s+)?(?:approximately\s+)?(${MONEY_SRC})`,
  'i',
);
/** How an agreement's amount is said: a ceiling, an upfront payment (one part of the price), or a value. */
const valueWords = (lead: string) =>
  /^upfront/i.test(lead) ? 'with an upfront payment of' : /^up/i.test(lead) ? 'worth up to' : 'valued at';

/** 1.01 commercial agreements: "X enters into a Supply Agreement with Y (up to $50 million)." */
export const agreementWith: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 20), AGREEMENT_WITH);
  if (!hit) return undefined;
  const value = AGREEMENT_VALUE.exec(hit.s);
  const name = hit.m[2]!.replace(/\s+/g, ' ').replace(/^(?:exclusive|definitive)\s+/i, '');
  return sentence(
    `${company} enters into ${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name} with ${tidyName(hit.m[3]!)}${value ? ` ${valueWords(value[1]!)} ${money(value[2]!)}` : ''}`,
  );
};

const PAY_DECISION =
  /\b(approved|determined\s+to\s+award|awarded|granted)\s+(?:the\s+following\s+actions\s+relative\s+to\s+)?((?:[a-z][\w-]*\s+){0,4}?(?:awards?|grants?|bonus(?:es)?|salar(?:y|ies)|compensation|stock\s+option\s+grants))\s+(?:for|to)\s+(?:the\s+Company[’']s\s+|its\s+|our\s+)?((?:Principal\s+Executive\s+Officer|Chief\s+Executive\s+Officer|named\s+executive\s+officers|Named\s+Executive\s+Officers|executive\s+officers|Executives)(?:\s+and\s+(?:the\s+|its\s+)?(?:Named\s+Executive\s+Officers|named\s+executive\s+officers|other\s+executive\s+officers))?)/i;

/** 5.02(e) pay decisions for a group: "Nordstrom, Inc. approves salary and performance-based awards for its Principal Executive Officer and the Named Executive Officers." */
export const payDecision: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 30), PAY_DECISION);
  if (!hit) return undefined;
  const verb = /^approved/i.test(hit.m[1]!) ? 'approves' : 'awards';
  return sentence(`${company} ${verb} ${hit.m[2]!.replace(/\s+/g, ' ')} for its ${hit.m[3]!.replace(/\s+/g, ' ')}`);
};

const BOARD_EXIT =
  /\b(retir(?:e|es|ed|ing|ement)|resign(?:s|ed|ing|ation)?|step(?:s|ped|ping)? down|(?:will )?not (?:to )?stand for re-?election)\b(?:[^.;]{0,40}?\b(?:from|to)\s+(?:the\s+|its\s+|our\s+|the\s+Company['’]s\s+)?(?:[A-Z][\w&.-]*\s+)?[Bb]oards?(?:\s+of\s+[Dd]irectors)?\b|\s+as\s+(?:a\s+)?(?:director|member\s+of\s+(?:the\s+)?[Bb]oard)\b)/;
/** Several directors leaving together: "each of Robert Keane, Alicia Dunmore and Harvey Tse resigned as directors". */
const GROUP_EXIT = new RegExp(
  String.raw`(?:\beach\s+of\s+)?((?:${PERSON_SRC},\s+)+${PERSON_SRC},?\s+and\s+${PERSON_SRC}|${PERSON_SRC}\s+and\s+${PERSON_SRC}),?\s+(?:each\s+)?(retired|resigned|stepped\s+down)\s+(?:as\s+(?:directors|members\s+of\s+the\s+(?:Company['’]s\s+)?Board)|from\s+the\s+(?:Company['’]s\s+)?Board)\b`,
);
const GROUP_VERB: Readonly<Record<string, string>> = { retired: 'retire', resigned: 'resign', stepped: 'step down' };
/** "each of Robert Haines, Linda Castellanos and Peter Wu informed the Board … of their resignation from the Board". */
const GROUP_NOTICE = new RegExp(
  String.raw`\beach\s+of\s+((?:${PERSON_SRC},\s+)+${PERSON_SRC},?\s+and\s+${PERSON_SRC}|${PERSON_SRC}\s+and\s+${PERSON_SRC}),?\s+(?:informed|notified|advised)\s+(?:[^.]|\b(?:Inc|Corp|Co|Ltd)\.){0,120}?\bof\s+their\s+(?:respective\s+)?(?:decisions?\s+to\s+)?(resign|retire)\w*\s+from\s+the\s+(?:Company['’]s\s+)?Board\b`,
);

/** "Robert Keane, Alicia Dunmore and Harvey Tse resign from the board of X": every leaver named, none taken for one. */
function groupExit(company: string, sentences: readonly string[]): string | undefined {
  for (const s of sentences.slice(0, 20)) {
    const m = GROUP_EXIT.exec(s) ?? GROUP_NOTICE.exec(s);
    if (!m) continue;
    const names = m[1]!.split(/,\s?(?:and\s)?|\sand\s/).map((n) => n.replace(/^(?:Mr|Ms|Mrs|Dr)\.\s+/, '').trim());
    if (names.length < 2 || !names.every(isPersonName)) continue;
    const said = m[m.length - 1]!.split(/\s+/)[0]!.toLowerCase();
    const verb = ({ resign: 'resigned', retire: 'retired' } as Record<string, string>)[said] ?? said;
    const list = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    return sentence(`${list} ${GROUP_VERB[verb] ?? 'leave'} from the board of ${company}`);
  }
  return undefined;
}

const PLURAL_EXIT: Readonly<Record<string, string>> = {
  retir: 'retire from',
  resign: 'resign from',
  step: 'step down from',
  will: 'will not stand for re-election to',
  not: 'will not stand for re-election to',
};
const EXIT_VERB: Readonly<Record<string, string>> = {
  retir: 'retires from',
  resign: 'resigns from',
  step: 'steps down from',
  will: 'will not stand for re-election to',
  not: 'will not stand for re-election to',
};

/**
 * 5.02 director leaving: "William H. Janeway notified the Company that he was retiring from the
 * Company's Board of Directors" → "William H. Janeway retires from the board of X". The person is
 * the sentence's first name before the verb, and must be used as a person's name in the filing.
 */
export const boardExit: Extractor = (company, sentences) => {
  const group = groupExit(company, sentences);
  if (group) return group;
  for (const s of sentences.slice(0, 30)) {
    if (s.length > 500) continue;
    const m = BOARD_EXIT.exec(s);
    if (!m) continue;
    // The subject nearest the verb: "following his appointment as CEO of Union Pacific, V. James
    // Vena notified FedEx that he was resigning" is Vena's exit.
    const own = company.toLowerCase();
    const who = people(s.slice(0, m.index))
      .filter((p) => !own.includes(p.toLowerCase()))
      .pop();
    if (!who || !usedAsPerson(who, sentences)) continue;
    // "… Harold Vance and Susan Whitfield, informed the Company that they will resign": several
    // leave, and one of them named alone would understate it (the group reader names all or none).
    const key = m[1]!.toLowerCase().match(/^(retir|resign|step|will|not)/)![1]!;
    if (/\b(?:they|each|both|their)\b/i.test(s.slice(s.lastIndexOf(who), m.index))) {
      // Two named together ("Diane Morales and Keith Barrow each informed …"): both, else none.
      const before = people(s.slice(0, s.lastIndexOf(who)))
        .filter((p) => !own.includes(p.toLowerCase()))
        .pop();
      const pair =
        before &&
        new RegExp(String.raw`${escapeRe(before)},?\s+and\s+(?:(?:Mr|Ms|Mrs|Dr)\.\s+)?${escapeRe(who)}`).test(s);
      if (!pair || !usedAsPerson(before, sentences)) continue;
      return sentence(`${before} and ${who} ${PLURAL_EXIT[key]} the board of ${company}`);
    }
    // A director who leaves over a disagreement with the board, said so (not "no disagreement").
    const why = disagreedWithBoard(sentences) ? ', citing a disagreement with the board' : '';
    return sentence(`${who} ${EXIT_VERB[key]} the board of ${company}${why}`);
  }
  return undefined;
};

const CHAPTER_PETITION =
  /\bfiled\s+(?:a\s+)?voluntary\s+petitions?\s+(?:for\s+(?:relief|protection|reorganization)\s+)?under\s+Chapter\s+(11|7)\b(?:[^.;]{0,80}?\b(?:in|with)\s+the\s+(United\s+States\s+Bankruptcy\s+Court\s+for\s+the\s+(?:[A-Z][a-z]+\s+)?District\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))?/;
/** "Belgrave Talc LLC, an indirect wholly owned subsidiary of the Company, filed": the filer is the subsidiary. */
const SUBSIDIARY_FILER = new RegExp(
  String.raw`${ORG_SRC},\s+(?:an?\s+)?(?:indirect\s+|direct\s+)?(?:wholly[\s-]+owned\s+|majority[\s-]+owned\s+)?subsidiary\s+of\s+(?:[^,]|,\s(?:Inc|Corp|LLC|Ltd|L\.P)\b\.?){2,80},\s+(?:filed|commenced)\b|${ORG_SRC},\s+(?:an?\s+)?(?:indirect\s+|direct\s+)?(?:wholly[\s-]+owned\s+|majority[\s-]+owned\s+)?subsidiary\s+of\s+[^;]{2,200}?\s+(?:that|which)\s+(?:owns|operates|holds)\b[^;]{2,200}?,\s+(?:filed|commenced)\b`,
);
/** A reorganization plan (its defined names too: "the Prepackaged Plan") confirmed or effective. */
const PLAN = String.raw`(?:(?:pre-?packaged|joint|amended|chapter\s+11)\s+)*plan(?:\s+of\s+reorganization)?`;
const PLAN_EFFECTIVE = new RegExp(
  String.raw`\b(?:pre-?packaged\s+)?plan(?:\s+of\s+reorganization)?\b[^.;]{0,60}?\b(became\s+effective)\b|\bplan\s+of\s+reorganization\b[^.;]{0,120}?\b(?:was\s+)?(confirmed)\b|\b(?:order|orders)\s+(confirm)ing\s+(?:the\s+)?(?:Company['’]s\s+|Registrant['’]s\s+|Debtors['’]\s+|its\s+|our\s+)?${PLAN}\b|\b(confirm)(?:ed|ing)\s+(?:the\s+)?(?:Company['’]s\s+|Registrant['’]s\s+|its\s+|our\s+)?${PLAN}\b`,
  'i',
);
const PLAN_BECAME_EFFECTIVE = /\bplan(?:\s+of\s+reorganization)?\b[^.;]{0,60}?\bbecame\s+effective\b/i;
const PREPACKAGED = /\bpre-?packaged\s+(?:plan\s+of\s+reorganization|chapter\s+11|plan)\b/i;

/**
 * 1.03 / bankruptcy text: "X files for Chapter 11 protection in the United States Bankruptcy Court
 * for the District of Delaware"; a plan confirmed or effective; a prepackaged plan proposed.
 */
export const bankruptcy: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 30);
  // A plan confirmed or effective is the news; the petition it follows is its background.
  // Effective (the later step) over confirmed, wherever each is told.
  const plan = head.some((t) => PLAN_BECAME_EFFECTIVE.test(t))
    ? 'becomes effective'
    : firstMatch(head, PLAN_EFFECTIVE)
      ? 'is confirmed'
      : '';
  if (plan) return sentence(`${company}'s plan of reorganization ${plan}`);
  const petition = firstMatch(head, CHAPTER_PETITION);
  // A customer's or supplier's petition ("…, the Company's largest customer, … filed …"): not the company's.
  if (petition && anotherPartyPetition(petition.s)) return undefined;
  // A subsidiary's own case ("Belgrave Talc LLC, an indirect wholly owned subsidiary of the Company,
  // filed …"; "Neither the Company nor any of its other subsidiaries is a debtor"): the subsidiary files.
  const sub = petition && SUBSIDIARY_FILER.exec(petition.s.slice(0, petition.m.index + petition.m[0].length));
  if (petition && sub && otherParty(company, sub[1] ?? sub[2]))
    return sentence(
      `${company}'s subsidiary ${tidyName((sub[1] ?? sub[2])!)} files for Chapter ${petition.m[1]} bankruptcy protection${petition.m[2] ? ` in the ${petition.m[2].replace(/\s+/g, ' ')}` : ''}`,
    );
  if (petition)
    return sentence(
      `${company} files for Chapter ${petition.m[1]} bankruptcy protection${petition.m[2] ? ` in the ${petition.m[2].replace(/\s+/g, ' ')}` : ''}`,
    );
  if (firstMatch(head, PREPACKAGED)) return sentence(`${company} proposes a prepackaged plan of reorganization`);
  return undefined;
};

const AWARDED = new RegExp(String.raw`\bawarded\s+(?:a|an)\s+((?:[\w$.,()-]+\s+){0,8}?(?:contract|grant))\b`, 'i');
const VALUED = new RegExp(
  String.raw`\b(?:valued\s+at|worth|value\s+of|totaling)\s+(?:approximately\s+|up\s+to\s+)?(${MONEY_SRC})`,
  'i',
);

/** The awarding party named right after the contract: "… contract by the U.S. Army for …". */
const AWARDED_BY =
  /^\s+by\s+(the\s+)?((?:U\.S\.\s+)?[A-Z][\w&'’-]*(?:\s+(?:(?:of|and)\s+(?:the\s+)?)?[A-Z][\w&'’-]*){0,7})/;
/**
 * A later sentence giving the contract's own value ("The contract is valued at …"), not a part's
 * ("The initial task order under the contract is valued at $145 million", "the first phase …").
 */
const CONTRACT_ITSELF =
  /^(?:The|This|Such)\s+(?:[\w/-]+\s+){0,2}?(?:contract|grant|award)\b(?![^,;]{0,40}\b(?:task\s+orders?|options?|phases?|base\s+period)\b)[^,;]{0,40}$/i;
/** "an initial value of", "a ceiling value of": said so, never as the contract's whole value. */
const QUALIFIED_VALUE = /\b(initial|ceiling|maximum)\s+$/i;

/**
 * A contract or grant awarded: "X reports the award of a Small Business Innovation Research (SBIR)
 * Phase II contract valued at $735,000". The awardee may be a subsidiary ("to the Company" after a
 * subsidiary's name), so the company reports the award rather than being named its winner. A value
 * is the contract's only when its own sentence, or a later one about the contract itself, says so.
 */
export const award: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 20);
  const hit = firstMatch(head, AWARDED);
  if (!hit) return undefined;
  const at = head.indexOf(hit.s);
  const said = hit.m[1]!.replace(/\s+/g, ' ');
  const after = hit.s.slice(hit.m.index + hit.m[0].length);
  const by = AWARDED_BY.exec(after);
  const value = said.includes('$')
    ? undefined
    : (((v) => (v ? { v, of: v.input.slice(0, v.index) } : undefined))(VALUED.exec(after)) ??
      head
        .slice(at + 1, at + 3)
        .map((t) => {
          const v = VALUED.exec(t);
          return v && CONTRACT_ITSELF.test(t.slice(0, v.index)) ? { v, of: t.slice(0, v.index) } : undefined;
        })
        .find(Boolean));
  const kind = value && QUALIFIED_VALUE.exec(value.of)?.[1]?.toLowerCase();
  const worth = value
    ? kind
      ? ` with ${kind === 'initial' ? 'an' : 'a'} ${kind} value of ${money(value.v[1]!)}`
      : ` valued at ${money(value.v[1]!)}`
    : '';
  return sentence(
    `${company} reports the award of ${/^[aeiou]/i.test(said) ? 'an' : 'a'} ${said}${by ? ` by ${by[1] ?? ''}${by[2]!}` : ''}${worth}`,
  );
};

const SPLIT = new RegExp(
  String.raw`\b(\d{1,3}|one|two|three|four|five|ten)[- ]for[- ](\d{1,3}|one|two|three|four|five|ten|twenty|fifty)\s+(reverse\s+)?(?:stock|share)\s+split\b`,
  'i',
);
const SPLIT_EFFECTIVE = new RegExp(String.raw`\beffective\b(?:[ap]\.m\.|[^.]){0,60}?\b(${DATE_SRC})`);

/** "Acme Corp. effects a 1-for-20 reverse stock split, effective July 3, 2025." */
export const stockSplit: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 30), SPLIT);
  if (!hit) return undefined;
  const at = sentences.indexOf(hit.s);
  const when = firstMatch(sentences.slice(at, at + 3), SPLIT_EFFECTIVE);
  const planned =
    /\b(?:approv\w*|authoriz\w*|propos\w*|recommend\w*|seek\w*|intends?|plans?)\b/i.test(hit.s) &&
    !/\beffect(?:ed|s)?\b|\bfiled\b/i.test(hit.s);
  const what = `a ${hit.m[1]}-for-${hit.m[2]} ${hit.m[3] ? 'reverse ' : ''}stock split`;
  return sentence(`${company} ${planned ? 'approves' : 'effects'} ${what}${when ? `, effective ${when.m[1]}` : ''}`);
};

const ATM_SIZE = new RegExp(
  String.raw`\b(?:offer\s+and\s+sell|sell|issue)\b[^.]{0,120}?\baggregate\s+(?:gross\s+)?(?:offering|sales)\s+price\s+of\s+up\s+to\s+(${MONEY_SRC})`,
  'i',
);

/** "Acme Corp. sets up an at-the-market program to sell up to $300,000,000 of common stock." */
export const atmProgram: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 20);
  if (!head.some((s) => /\bat[- ]the[- ]market\b|\bsales agents?\b|\bequity distribution agreement\b/i.test(s)))
    return undefined;
  const hit = firstMatch(head, ATM_SIZE);
  if (!hit) return undefined;
  const security = /\b((?:Class\s+[A-Z]\s+)?common\s+stock|ordinary\s+shares|American\s+Depositary\s+Shares)\b/i.exec(
    hit.s,
  );
  return sentence(
    `${company} sets up an at-the-market program to sell up to ${money(hit.m[1]!)} of ${security ? security[1]!.replace(/\s+/g, ' ') : 'its shares'}`,
  );
};

const MISSED_PAYMENT = new RegExp(
  String.raw`\b(?:did\s+not\s+make|failed\s+to\s+make|will\s+not\s+make|elected\s+not\s+to\s+make|has\s+not\s+made|elected\s+to\s+defer|did\s+not\s+pay)\s+(?:the\s+|its\s+|an?\s+)?(?:scheduled\s+|semi-annual\s+|quarterly\s+)?(?:(${MONEY_SRC})\s+)?(interest|principal|coupon|interest\s+and\s+principal)\s+payments?\b(?:\s+of\s+(?:approximately\s+)?(${MONEY_SRC}))?(?:[^.]{0,40}?\b(?:on|under|in\s+respect\s+of)\s+(?:its\s+|the\s+|our\s+)?((?:\d+(?:\.\d+)?%\s+)?(?:[A-Z][\w-]*\s+){0,5}(?:Notes|Debentures|Bonds)(?:\s+due\s+\d{4})?|(?:[A-Z][\w-]*\s+){0,4}(?:Credit|Loan)\s+Agreement))?`,
  'i',
);
const DEFAULT_NOTICE = new RegExp(
  String.raw`\b(?:received|receipt\s+of)\s+(?:a\s+|an\s+)?(?:written\s+)?notice\s+of\s+(default|acceleration|events?\s+of\s+default)\b(?:[^.]{0,60}?\b(?:under|with\s+respect\s+to)\s+(?:its\s+|the\s+)?((?:[A-Z][\w-]*\s+){0,5}(?:Agreement|Indenture|Notes|Facility)))?`,
  'i',
);

/** "a notice of acceleration declaring the entire $325 million principal amount … immediately due and payable". */
const ACCELERATED = new RegExp(
  String.raw`\b(?:notice\s+of\s+acceleration|accelerat(?:ed|ing)|declar(?:ed|ing))\b[^.]{0,80}?\b(?:entire|all|aggregate|outstanding)\s+(?:of\s+the\s+)?(?:outstanding\s+)?(${MONEY_SRC})\s+(?:aggregate\s+)?principal\s+amount\b[^.]{0,80}?\b(?:immediately\s+)?due\s+and\s+payable\b`,
  'i',
);
const NOTES_NAMED = /\b(\d+(?:\.\d+)?%\s+(?:[A-Z][\w-]*\s+){0,4}(?:Notes|Debentures|Bonds)(?:\s+due\s+\d{4})?)/;

/** "Acme Corp. misses an $18.5 million interest payment on its 7.25% Senior Notes due 2028." */
export const missedPayment: Extractor = (company, sentences) => {
  // What happened now before what was disclosed before ("As previously disclosed, … did not make
  // the interest payment … holders … delivered a notice of acceleration").
  const head = [
    ...sentences.slice(0, 20).filter((s) => !PREVIOUSLY_REPORTED.test(s)),
    ...sentences.slice(0, 20).filter((s) => PREVIOUSLY_REPORTED.test(s)),
  ];
  const accelerated = firstMatch(head, ACCELERATED);
  if (accelerated && !PREVIOUSLY_REPORTED.test(accelerated.s)) {
    const notes = firstMatch(head, NOTES_NAMED);
    return sentence(
      `${company}'s ${notes ? notes.m[1]!.replace(/\s+/g, ' ') : 'debt'} ${notes ? 'are' : 'is'} accelerated: ${money(accelerated.m[1]!)} of principal declared immediately due`,
    );
  }
  const miss = firstMatch(head, MISSED_PAYMENT);
  if (miss) {
    const kind = miss.m[2]!.toLowerCase().replace(/\s+/g, ' ');
    const paid = miss.m[1] ?? miss.m[3];
    const amount = paid ? ` of ${money(paid)}` : '';
    const on = miss.m[4] ? ` on its ${miss.m[4].replace(/\s+/g, ' ').trim()}` : '';
    return sentence(
      `${company} ${/defer/i.test(miss.m[0]) ? 'defers' : 'misses'} ${/^i/.test(kind) ? 'an' : 'a'} ${kind} payment${amount}${on}`,
    );
  }
  const notice = firstMatch(head, DEFAULT_NOTICE);
  if (notice)
    return sentence(
      `${company} receives a notice of ${notice.m[1]!.toLowerCase()}${notice.m[2] ? ` under its ${notice.m[2].replace(/\s+/g, ' ').trim()}` : ''}`,
    );
  return undefined;
};

const RATING_ACTION = new RegExp(
  String.raw`\b(S&P(?:\s+Global(?:\s+Ratings)?)?|Standard\s+&\s+Poor['’]s(?:\s+Ratings\s+Services)?|Moody['’]s(?:\s+Investors\s+Service)?|Fitch(?:\s+Ratings)?|DBRS(?:\s+Morningstar)?|Kroll\s+Bond\s+Rating\s+Agency|(?:[A-Z][\w&'’-]*\s+)(?:(?:[A-Z][\w&'’-]*|&)\s+){0,3}(?:Ratings?\s+(?:Services?|Agency)|Ratings|Investors\s+Service))\b[^.]{0,40}?\b(lowered|downgraded|raised|upgraded|affirmed|placed|revised|withdrew)\b(?:[^.]|\b(?:Inc|Corp|Co|Ltd)\.){0,60}?\b((?:(?:[Cc]orporate|[Ii]ssuer|[Ll]ong-[Tt]erm|[Ss]enior\s+[Uu]nsecured|[Cc]redit|[Dd]ebt|[Ff]amily|[Dd]efault)\s+){1,4}[Rr]atings?)\b(?:(?:[^.]|\b(?:Inc|Corp|Co|Ltd)\.){0,60}?\bto\s+['‘“"]?([A-Da-d]{1,3}[+-]?[1-3]?)(?![\w+-]))?(?:[^.]{0,20}?\bfrom\s+['‘“"]?([A-Da-d]{1,3}[+-]?[1-3]?)(?![\w+-]))?`,
);

/** "Acme Corp.'s corporate credit rating is lowered to BB+ from BBB- by S&P Global Ratings." */
export const ratingAction: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 20), RATING_ACTION);
  if (!hit) return undefined;
  const verb = hit.m[2]!.toLowerCase();
  const moved = { downgraded: 'lowered', upgraded: 'raised', withdrew: 'withdrawn' }[verb] ?? verb;
  const to = hit.m[4] ? ` to ${hit.m[4]}` : '';
  const from = hit.m[4] && hit.m[5] ? ` from ${hit.m[5]}` : '';
  // "… and placed the rating on Rating Watch Negative": the watch said too.
  const watch = RATING_WATCH.exec(hit.s.slice(hit.m.index + hit.m[0].length));
  return sentence(
    `${company}'s ${hit.m[3]!.replace(/\s+/g, ' ')} is ${moved}${to}${from} by ${hit.m[1]!.replace(/\s+/g, ' ')}${watch && moved !== 'placed' ? `; placed on ${watch[1]!.replace(/\s+/g, ' ')}` : ''}`,
  );
};
const RATING_WATCH =
  /^[^.]{0,60}?\b(?:placed|put)\b[^.]{0,30}?\b(?:on|under)\s+((?:Rating\s+Watch|CreditWatch)\s+(?:with\s+)?(?:Negative|Positive|negative|positive)(?:\s+implications)?|review\s+for\s+(?:possible\s+)?(?:downgrade|upgrade))/;

const FACILITY_AMENDED = new RegExp(
  String.raw`\b(?:entered\s+into\s+(?:an?\s+|the\s+)?(?:\w+\s+){0,2}?amendment|amended(?:\s+and\s+restated)?|amends)\b(?:[^.]|\bNo\.){0,40}?\b(?:to\s+)?(?:its\s+|the\s+|that\s+certain\s+)?(?:existing\s+)?((?:revolving\s+)?credit\s+(?:agreement|facility)|term\s+loan\s+(?:agreement|facility)|loan\s+agreement|receivables\s+(?:purchase|financing|securitization)\s+(?:agreement|facility))`,
  'i',
);
const RAISED_TO = new RegExp(
  String.raw`\b(?:increas\w+|expand\w+|upsiz\w+)\b(?:\s+((?:the|its|our)\s+(?:[\w-]+\s+){0,4}?(?:term\s+loans?|revolving\s+(?:credit\s+)?(?:facility|commitments?)|(?:aggregate\s+)?commitments?|borrowing\s+capacity)))?[^.]{0,60}?(?:\bfrom\s+${MONEY_SRC}\s+)?\bto\s+(${MONEY_SRC})`,
  'i',
);
const MATURITY_TO = new RegExp(
  String.raw`\bextend\w*\b[^.]{0,60}?\b(?:maturity|termination)\b[^.]{0,80}?\bto\s+(${DATE_SRC}|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+(?:19|20)\d{2}\b)`,
  'i',
);

/** The lender: "… to its Credit Agreement with Wells Fargo Bank, …", "Tyson Foods, Inc. and Bank of America, N.A. entered into …". */
const LENDER_AFTER = new RegExp(String.raw`^[^.]{0,80}?\bwith\s+${PROPER_SRC}`);
const LENDER_BESIDE = new RegExp(
  String.raw`(?:^|,\s+)[A-Z][^,]{2,60}?(?:,\s+(?:Inc|Corp|Co|Ltd)\.)?\s+and\s+${PROPER_SRC}\s+(?:entered|executed)\b`,
);

/** "Acme Corp. amends its credit agreement, raising commitments to $750 million and extending maturity to August 1, 2030." */
export const creditAmendment: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 20);
  const hit = firstMatch(head, FACILITY_AMENDED);
  if (!hit) return undefined;
  // The terms in the amendment's sentence, or in the next one that speaks of it ("The Amendment
  // (i) extends the maturity of the $400 million term loan … to June 1, 2028, (ii) …").
  const next = head[head.indexOf(hit.s) + 1];
  const terms = `${hit.s} ${next && /^(?:The|This|Such)\s+(?:[\w-]+\s+){0,2}?Amendment\b|^Among other things\b/i.test(next) ? next : ''}`;
  const raised = RAISED_TO.exec(terms);
  const matures = MATURITY_TO.exec(terms);
  if (!raised && !matures) return undefined;
  const changes = [
    // What is raised when the sentence names it ("increases the term loan from $300 million to $400 million").
    ...(raised
      ? [
          `raising ${raised[1] ? raised[1].replace(/\s+/g, ' ').replace(/^(?:the|our)\s/i, 'its ') : 'its size'} to ${money(raised[2]!)}`,
        ]
      : []),
    ...(matures ? [`extending its maturity to ${matures[1]}`] : []),
  ].join(' and ');
  const lender = otherParty(
    company,
    (LENDER_AFTER.exec(hit.s.slice(hit.m.index + hit.m[0].length)) ?? LENDER_BESIDE.exec(hit.s))?.[1],
  );
  // (a name that ends the sentence keeps no full stop of it: "with Orca Funding LLC.")
  const party = lender
    ? ` with ${lender.replace(/\b(LLC|LLP|LP|plc|PLC|AG|Bank|Trust|Partners|Holdings|Group)\.$/, '$1')}`
    : '';
  return sentence(`${company} amends its ${hit.m[1]!.replace(/\s+/g, ' ').toLowerCase()}${party}, ${changes}`);
};

/** "borrowed $200 million under its existing $1.25 billion revolving credit facility": a drawdown, not a new facility. */
const DRAWN = new RegExp(
  String.raw`\b(?:borrowed|drew(?:\s+down)?|has\s+drawn|made\s+a\s+borrowing\s+of)\s+(?:an\s+aggregate\s+(?:principal\s+amount\s+)?of\s+)?(?:approximately\s+)?(${MONEY_SRC})\s+(?:under|from|pursuant\s+to)\s+(?:its|the|our)\s+(?:existing\s+)?(?:${MONEY_SRC}\s+)?((?:senior\s+|secured\s+|unsecured\s+){0,2}(?:revolving\s+credit\s+facility|revolving\s+(?:loan\s+)?facility|credit\s+facility|credit\s+agreement|line\s+of\s+credit|term\s+loan\s+facility))`,
  'i',
);

/** 2.03 drawdowns: "X borrows $200 million under its revolving credit facility." */
export const drawdown: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 20), DRAWN);
  if (!hit) return undefined;
  return sentence(`${company} borrows ${money(hit.m[1]!)} under its ${hit.m[2]!.replace(/\s+/g, ' ').toLowerCase()}`);
};

/** "approved a one-time discretionary cash bonus of $3,000,000 to Patricia Ellery, …, and $1,000,000 to Hugh Darnell". */
const BONUS_TO = new RegExp(
  String.raw`\b(?:approved|awarded|granted|paid)\s+(?:a\s+|an\s+)?((?:(?:one-time|special|discretionary|cash|retention|transaction|signing|sign-on)\s+){0,4}bonus(?:es)?)\s+of\s+(${MONEY_SRC})\s+to\s+${PERSON_SRC}`,
  'i',
);
const AND_TO = new RegExp(String.raw`^[^.;]{0,80}?\band\s+(${MONEY_SRC})\s+to\s+${PERSON_SRC}`);

/**
 * Awards to two officers with values "respectively": "approved a one-time retention award of
 * restricted stock units to each of Amit Deshmukh, Chief Technology Officer, and Colleen Varga,
 * Chief Operating Officer, with grant date values of $4,000,000 and $3,000,000, respectively".
 */
const RESPECTIVE_AWARDS = new RegExp(
  String.raw`\b(?:approved|granted|awarded|made)\s+(?:a|an)\s+((?:(?:one-time|special|retention|sign-on|performance-based|equity|long-term|cash|discretionary)\s+){0,3}(?:award|grant|bonus))\s+(?:of\s+((?:[\w-]+\s+){1,4}?))?to\s+(?:each\s+of\s+)?${PERSON_SRC}(?:,\s+(?:the\s+Company['’]s\s+|its\s+|our\s+)?([A-Z][\w\s]{3,60}?),)?\s+and\s+${PERSON_SRC}(?:,\s+(?:the\s+Company['’]s\s+|its\s+|our\s+)?([A-Z][\w\s]{3,60}?),?)?\s+with\s+(?:aggregate\s+)?(?:grant[\s-]date\s+)?(?:fair\s+)?values?\s+of\s+(${MONEY_SRC})\s+and\s+(${MONEY_SRC}),?\s+respectively`,
  'i',
);

function respectiveAwards(company: string, sentences: readonly string[]): string | undefined {
  const hit = firstMatch(sentences.slice(0, 30), RESPECTIVE_AWARDS);
  if (!hit) return undefined;
  const [, kind, of, a, aRole, b, bRole, aValue, bValue] = hit.m;
  if (!usedAsPerson(a!, sentences) || !usedAsPerson(b!, sentences)) return undefined;
  const who = (name: string, role?: string) => `${name}${role ? ` (${role.replace(/\s+/g, ' ').trim()})` : ''}`;
  const k = kind!.replace(/\s+/g, ' ').toLowerCase();
  const what = `${k}${k.endsWith('bonus') ? 'es' : 's'}${of ? ` of ${of.trim()}` : ''}`;
  return sentence(
    `${company} grants ${what} valued at ${money(aValue!)} to ${who(a!, aRole)} and ${money(bValue!)} to ${who(b!, bRole)}`,
  );
}

/** "Acme Corp. awards one-time discretionary cash bonuses of $3,000,000 to Patricia Ellery and $1,000,000 to Hugh Darnell." */
export const bonusAward: Extractor = (company, sentences) => {
  const respective = respectiveAwards(company, sentences);
  if (respective) return respective;
  const hit = firstMatch(sentences.slice(0, 30), BONUS_TO);
  if (!hit || !usedAsPerson(hit.m[3]!, sentences)) return undefined;
  const kind = hit.m[1]!.replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/bonus$/, 'bonus');
  const more = AND_TO.exec(hit.s.slice(hit.m.index + hit.m[0].length));
  const second = more && usedAsPerson(more[2]!, sentences) ? ` and ${money(more[1]!)} to ${more[2]}` : '';
  const plural = second ? kind.replace(/bonus$/, 'bonuses') : kind;
  return sentence(
    `${company} awards ${second ? '' : /^(?:[aei]|o(?!ne)|u(?!ni))/.test(plural) ? 'an ' : 'a '}${plural} of ${money(hit.m[2]!)} to ${hit.m[3]}${second}`,
  );
};

const SPAC_EXTENSION = new RegExp(
  String.raw`\b(?:shareholders|stockholders)\s+approved\b[^.]{0,200}?\bextend\s+the\s+date\s+by\s+which\s+the\s+Company\s+(?:must|has\s+to)\s+(?:consummate|complete)\s+(?:a|an|its(?:\s+initial)?)\s+business\s+combination\s+(?:from\s+${DATE_SRC}\s+)?to\s+(${DATE_SRC})`,
  'i',
);
const REDEEMED_TOTAL = new RegExp(
  String.raw`\baggregate\s+redemption\s+amount\s+of\s+(?:approximately\s+)?(${MONEY_SRC})`,
  'i',
);

/** A SPAC's deadline extension: "X shareholders approve extending its business combination deadline to June 1, 2027; $155.3 million redeemed." */
export const deadlineExtension: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 20);
  const hit = firstMatch(head, SPAC_EXTENSION);
  if (!hit) return undefined;
  const redeemed = firstMatch(head, REDEEMED_TOTAL);
  return sentence(
    `${company} shareholders approve extending its business combination deadline to ${hit.m[1]}${redeemed ? `; ${money(redeemed.m[1]!)} of shares redeemed` : ''}`,
  );
};

/** "expects to record a non-cash goodwill impairment charge of approximately $127 million", "estimates the impairment charge to be in the range of $410 million to $460 million". */
const IMPAIRMENT_AMOUNT = new RegExp(
  String.raw`\b((?:non-cash\s+)?(?:(?:goodwill|intangible\s+asset|long-lived\s+asset|asset)\s+(?:and\s+(?:other\s+)?(?:intangible\s+asset\s+)?)?)?)impairment\s+charges?\s+(?:of|totaling|in\s+the\s+amount\s+of|to\s+be\s+(?:in\s+the\s+range\s+of|approximately|between))\s+(approximately\s+|about\s+|between\s+)?(${MONEY_SRC})(?:\s+(?:to|and)\s+(${MONEY_SRC}))?`,
  'i',
);
/** "… for (related to) the Company's Consumer Products reporting unit". */
const IMPAIRED_UNIT =
  /\b(?:for|of|related\s+to|associated\s+with|with\s+respect\s+to)\s+(?:the\s+Company['’]s\s+|its\s+)([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*){0,4})\s+(reporting\s+unit|segment|business)\b/;

/** 2.06: "Acme Corp. expects to record a $410 million to $460 million non-cash goodwill impairment charge for its Consumer Products reporting unit." */
export const impairment: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 20);
  const hit = firstMatch(head, IMPAIRMENT_AMOUNT);
  if (!hit) return undefined;
  const amount = hit.m[4] ? `${money(hit.m[3]!)} to ${money(hit.m[4])}` : money(hit.m[3]!);
  const about = hit.m[2] && !hit.m[4] && /approx|about/i.test(hit.m[2]) ? 'approximately ' : '';
  const kind = hit.m[1]!.replace(/\s+/g, ' ').trim().toLowerCase();
  const unit = head.map((s) => IMPAIRED_UNIT.exec(s)).find(Boolean);
  const done =
    /\b(?:recorded|recognized|took)\b/i.test(hit.s) && !/\bexpect|\bwill\b|\bestimat|\banticipat/i.test(hit.s);
  return sentence(
    `${company} ${done ? 'records' : 'expects to record'} ${/^[aeiou]/i.test(about || amount) ? 'an' : 'a'} ${about}${amount} ${kind ? `${kind} ` : ''}impairment charge${unit ? ` for its ${unit[1]} ${unit[2]}` : ''}`,
  );
};

/** "the threat actor accessed and exfiltrated data … of approximately 4,100 enterprise customers". */
const BREACHED = new RegExp(
  String.raw`\b(?:threat\s+actors?|unauthorized\s+(?:third\s+)?part(?:y|ies)|attackers?)\s+(?:had\s+)?(?:accessed\s+and\s+)?(exfiltrated|accessed|acquired|stole|encrypted)\b[^.]{0,160}?\b(?:of|for|belonging\s+to|relating\s+to)\s+(approximately\s+|about\s+)?(\d[\d,]*(?:\.\d+)?(?:\s+million)?)\s+((?:[a-z-]+\s+){0,2}(?:customers|individuals|patients|employees|users|accounts|members|clients))\b`,
  'i',
);

/** 1.05: "Acme Corp. says an unauthorized party exfiltrated data of approximately 4,100 enterprise customers." */
export const breach: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 20), BREACHED);
  if (!hit) return undefined;
  return sentence(
    `${company} says an unauthorized party ${hit.m[1]!.toLowerCase()} data of ${hit.m[2] ? 'approximately ' : ''}${hit.m[3]} ${hit.m[4]!.replace(/\s+/g, ' ').toLowerCase()}`,
  );
};

/** "its Phase 3 HORIZON trial of VP-08 in heart failure": the trial named, with its drug. */
const TRIAL_NAMED = String.raw`((?:pivotal\s+)?Phase\s+(?:[1-3]|I{1,3})[ab]?(?:\/(?:[1-3]|I{1,3})[ab]?)?\s+(?:[A-Z][\w-]*\s+)?(?:clinical\s+)?(?:trial|study)(?:\s+of\s+[A-Z][\w-]*)?)`;
const TRIAL_STOPPED = new RegExp(
  String.raw`\b${TRIAL_NAMED}\b[^.]{0,160}?\b(?:be\s+|been\s+|was\s+|is\s+being\s+|will\s+be\s+)?(?:stopped|halted|terminated|ended)\s+(early\s+)?(?:for|due\s+to|because\s+of)\s+(?:overwhelming\s+|clear\s+)?(efficacy|futility)\b`,
);
const MONITORS =
  /\b(?:independent\s+)?(Data\s+(?:and\s+)?(?:Safety\s+)?Monitoring\s+(?:Committee|Board)|DSMB|IDMC|iDMC|DMC)\b[^.]{0,200}?\brecommended\b/;

/** A trial stopped at an interim look: "X's Phase 3 HORIZON trial of VP-08 is to be stopped early for efficacy, as its Data Monitoring Committee recommended." */
export const trialStopped: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 20), TRIAL_STOPPED);
  if (!hit) return undefined;
  const [, trial, early, why] = hit.m;
  const monitors = MONITORS.exec(hit.s);
  const done = /\b(?:was|has\s+been)\s+(?:stopped|halted|terminated|ended)\b/.test(hit.m[0]);
  return sentence(
    `${company}'s ${trial!.replace(/\s+/g, ' ')} ${done ? 'is stopped' : 'is to be stopped'} ${early ? 'early ' : ''}for ${why!.toLowerCase()}${monitors ? `, as its ${monitors[1]!.replace(/\s+/g, ' ')} recommended` : ''}`,
  );
};

/** "Ridgeline Partners Fund III, L.P. acquired 11,200,000 shares of common stock of the Company". */
const CONTROL_BUYER = new RegExp(
  String.raw`^(?:On\s+${DATE_SRC},\s+)?(?:(?:pursuant\s+to|under|in\s+accordance\s+with)\s+[^,]{3,80},\s+)?${ORG_SRC}\s+(?:\([^)]{0,40}\)\s+)?(?:acquired|purchased)\s+(?:an\s+aggregate\s+of\s+)?([\d,]{5,})\s+shares\b`,
);
/** The seller of a control block: "… shares of common stock of the Company from Meridian Founders Holdings LLC". */
const CONTROL_SELLER = new RegExp(String.raw`^(?:[^.]|\b(?:Inc|Corp|Co|Ltd)\.){0,100}?\bfrom\s+${ORG_SRC}`);
const OWNS_SHARE =
  /\b(?:(?:beneficially\s+)?owns?|representing)\s+(?:approximately\s+|about\s+)?(\d+(?:\.\d+)?%)\s+of\s+(?:the\s+Company['’]s|its|the|our)\s+(?:issued\s+and\s+)?(?:outstanding\s+)?(?:shares\s+of\s+)?(?:common\s+stock|shares|voting\s+(?:power|securities))\b/i;

/** 5.01: "Ridgeline Partners Fund III, L.P. acquires control of X with about 52% of its common stock." */
export const controlChange: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 12);
  if (!head.some((s) => /\bchange\s+(?:in|of)\s+control\b/i.test(s))) return undefined;
  const buyer = firstMatch(head, CONTROL_BUYER);
  const who = buyer ? otherParty(company, buyer.m[1]) : undefined;
  if (!who) return undefined;
  const share = firstMatch(head, OWNS_SHARE);
  const seller = otherParty(company, CONTROL_SELLER.exec(buyer!.s.slice(buyer!.m.index + buyer!.m[0].length))?.[1]);
  return sentence(
    `${who} acquires control of ${company}${share ? ` with about ${share.m[1]} of its common stock` : ''}${seller && seller !== who ? ` from ${seller}` : ''}`,
  );
};

/** "the stockholders … did not approve the amendment to the Company's 2020 Equity Incentive Plan". */
const PLAN_VOTE =
  /\b(?:stockholders|shareholders)\b(?:[^.]|\b(?:Inc|Corp|Co|Ltd)\.){0,80}?\b(did\s+not\s+approve|failed\s+to\s+approve|rejected|approved)\s+(?:the\s+)?(?:proposed\s+)?((?:amendment\s+(?:and\s+restatement\s+)?(?:to|of)\s+)?(?:the\s+Company['’]s\s+|its\s+|the\s+)?(?:(?:19|20)\d{2}\s+)?(?:[A-Z][\w-]*\s+){1,5}Plan)\b/;

/** A pay plan put to the holders: "X stockholders do not approve the amendment to its 2020 Equity Incentive Plan." */
export const planVote: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 12), PLAN_VOTE);
  if (!hit) return undefined;
  const no = !/^approved$/i.test(hit.m[1]!);
  const plan = hit.m[2]!.replace(/\s+/g, ' ').replace(
    /\b(?:the Company['’]s|the)\s+(?=(?:(?:19|20)\d{2}\s+)?[A-Z])/,
    'its ',
  );
  return sentence(
    `${company} stockholders ${no ? 'do not approve' : 'approve'} the ${plan.replace(/^(?:the|its)\s+/, '')}`.replace(
      / the its /,
      ' its ',
    ),
  );
};

/** "its Board of Directors has decided not to proceed with the previously announced $650 million expansion of the Company's Thunder Bay containerboard mill". */
const NOT_PROCEEDING = new RegExp(
  String.raw`\b(?:decided|determined|elected)\s+not\s+to\s+proceed\s+with\s+(?:the\s+|its\s+)?(?:previously\s+announced\s+)?((?:(?:approximately\s+)?${MONEY_SRC}\s+)?(?:[\w-]+\s+){0,3}?(?:expansion|project|construction|plant|facility|mill|terminal)\b(?:\s+(?:of|at)\s+(?:the\s+Company['’]s|its|our|the)\s+(?:[A-Z][\w-]*\s+){0,4}(?:[a-z][\w-]*\s+){0,2}(?:mill|plant|facility|terminal|mine|site|refinery|campus))?)`,
);

/** A project stopped before it is built: "X will not proceed with the $650 million expansion of its Thunder Bay containerboard mill." */
export const projectCancelled: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 12), NOT_PROCEEDING);
  if (!hit) return undefined;
  const what = hit.m[1]!.replace(/\s+/g, ' ').replace(/\b(?:the\s+Company['’]s|our)\s/, 'its ');
  return sentence(`${company} will not proceed with the ${what}`);
};

/** "Brightline Retail Stores, Inc. ("Brightline"), one of the largest customers of X, filed voluntary petitions … under Chapter 11". */
const PARTY_PETITION = new RegExp(
  String.raw`${ORG_SRC},\s+(?:which\s+(suppl)ies\s+[^,]{3,120},\s+(?:filed|commenced)\s+(?:a\s+)?voluntary\s+petitions?\b[^.]{0,40}?\bChapter\s+(7|11)\b|(?:one\s+of\s+(?:the\s+)?(?:largest|significant|major|key)\s+|an?\s+(?:significant\s+|major\s+|key\s+)?|the\s+(?:largest\s+|main\s+)?)(customers?|tenants?|suppliers?|lessees?|operators?|licensees?|distributors?)\s+of\s+(?:[^,]|,\s+(?:Inc|Corp|LLC|Ltd)\.?(?=,)){2,80},\s+(?:filed|commenced)\s+(?:voluntary\s+)?(?:petitions?|a\s+case|cases)\b[^.]{0,40}?\bChapter\s+(7|11)\b)`,
);

/** The party a petition's sentence starts with ("On March 10, 2025, Vexley Motor Coach Company, the …"). */
const PETITIONER_NAME = new RegExp(
  String.raw`^(?:On\s+[^,]{3,40}(?:,\s+\d{4})?,\s+)?(${ORG_SRC}|[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,5})(?=,|\s+and\s)`,
);

/** Another party's bankruptcy, told by the filer: "X says its customer Brightline Retail Stores, Inc. filed for Chapter 11." */
/** A tenant's, customer's or supplier's own act: "X says its anchor tenant Harmon Department Stores, Inc. announced its plan to close all of its stores". */
export const partyNews: Extractor = (company, sentences) => {
  const news = anotherPartysNewsIn(sentences);
  if (!news || !otherParty(company, news.name)) return undefined;
  const act = news.act.replace(/[.;]\s*$/, '').replace(/\bthe\s+Company\b(?!['’])/g, company);
  return sentence(`${company} says its ${news.role.replace(/\s+/g, ' ')} ${tidyName(news.name)} ${act}`);
};

export const partyBankruptcy: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 12), PARTY_PETITION);
  if (!hit) {
    // "Vexley Motor Coach Company, the Company's largest customer, …, filed a voluntary petition": its name leads the sentence.
    const other = anotherPartyPetitionIn(sentences.slice(0, 12));
    const name = other && PETITIONER_NAME.exec(other.sentence);
    const chapter = other && /\b[Cc]hapter\s+(7|11)\b/.exec(other.sentence)?.[1];
    return name && chapter && otherParty(company, name[1])
      ? sentence(
          `${company} says its ${other.role} ${tidyName(name[1]!)} filed for Chapter ${chapter} bankruptcy protection`,
        )
      : undefined;
  }
  // ("…, which supplies approximately 40% of …, filed …": a supplier)
  const role = hit.m[2] ? 'supplier' : hit.m[4]!.toLowerCase().replace(/s$/, '');
  return sentence(
    `${company} says its ${role} ${tidyName(hit.m[1]!)} filed for Chapter ${hit.m[3] ?? hit.m[5]} bankruptcy protection`,
  );
};
