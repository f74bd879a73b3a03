import { MONEY_SRC, ORG_SRC, firstMatch, isSelf, money, sentence } from './patterns';
import type { Extractor } from './extract';
import { isStale } from '../recalled';

/**
 * Lawsuits and complaints against the company: who sued, and what kind of suit, as the filing's
 * sentence states them. Same contract as ./extract: words copied from the filing, or undefined.
 */

const SUIT = String.raw`(an?\s+(?:(?:civil|criminal|putative|purported|federal|antitrust|securities|shareholder|stockholder|derivative|patent|breach-of-contract|class)\s+){0,3}(?:lawsuit|complaint|class\s+action(?:\s+lawsuit|\s+complaint)?|suit|action)|(?:(?:civil|securities|patent)\s+)?litigation)`;
/** "On August 11, 2025, the U.S. Department of Justice filed a civil antitrust lawsuit against the Company". */
const FILED_AGAINST = new RegExp(
  // (a plaintiff's legal suffix is its name's: "Pulsewave Devices, Inc. filed …", never "Inc.")
  String.raw`(?:^|,\s+)([A-Za-z][\w.&'’-]*(?:\s+[\w.&'’-]+){0,8}?(?:,\s+(?:Inc|Corp|LLC|Ltd|L\.P|LP|Co|N\.V|S\.A|plc)\.?)?)\s+(?:filed|commenced|brought)\s+${SUIT}\s+against\s+(the\s+Company|the\s+Registrant|us|[A-Z][\w.&'’-]*)`,
);
const NAMED_DEFENDANT = new RegExp(
  String.raw`\b(?:was|has\s+been)\s+named\s+as\s+(?:a\s+)?defendants?\s+in\s+${SUIT}\s+filed\s+by\s+((?:the\s+)?[A-Z][\w.&'’-]*(?:\s+(?:of|for|the|and|&|[A-Z][\w.&'’-]*)){0,8})`,
);

/** "a putative securities class action lawsuit captioned Berman v. Acme Corp., et al. was filed in the U.S. District Court for the Western District of Texas against the Company". */
const FILED_PASSIVE = new RegExp(
  String.raw`${SUIT}\s+(?:captioned\s+([A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,5}?)\s+v\.\s+[^,]{2,80}(?:,\s+(?:Inc|Corp|LLC|Ltd|L\.P|Co)\.)?,\s+(?:et\s+al\.,?\s+)?)?(?:was|has\s+been)\s+filed\s+(?:in\s+the\s+((?:U\.S\.|United\s+States)\s+District\s+Court\s+for\s+the\s+(?:[A-Z][a-z]+\s+){0,2}District\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+)?against\s+(?:the\s+Company|the\s+Registrant|us)\b`,
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
  const passive = firstMatch(head, FILED_PASSIVE);
  if (passive)
    return sentence(
      `${company} faces ${passive.m[1]!.replace(/\s+/g, ' ')}${passive.m[2] ? ` brought by ${passive.m[2]}` : ''}${passive.m[3] ? ` in the ${passive.m[3].replace(/\s+/g, ' ')}` : ''}`,
    );
  const named = firstMatch(head, NAMED_DEFENDANT);
  if (named)
    return sentence(
      `${company} faces ${named.m[1]!.replace(/\s+/g, ' ')} filed by ${named.m[2]!.trim().replace(/^The\b/, 'the')}`,
    );
  return undefined;
};

/** The case settled, up to a clause's end: "the NASD arbitration case filed against Dain Rauscher by …". */
const TO_SETTLE =
  /\b(agreed\s+to\s+settle|agreement\s+to\s+settle|agrees\s+to\s+settle|settled|has\s+settled|resolved|entered\s+into\s+an?\s+(?:(?:[\w-]+\s+)?settlement(?:\s+agreement)?|consent\s+decree)(?:\s+with\s[^;]{2,159}?[^;\s])?\s(?:resolving|to\s+resolve|settling))\s+((?:(?:the|a|an|its|all)\s+|(?=(?:allegations|claims)\b))(?:[^,.;]|(?<=\b[A-Z])\.){3,160})/i;
const CASE_NOUN =
  /\b(?:litigation|lawsuits?|class\s+actions?|action|claims|dispute|arbitration|proceedings?|investigation|case|matter|suit|violations|allegations)\b/i;
/** Where a case's name ends: its court and docket are not the headline's. */
const CASE_TAIL =
  /\b(?:pending|currently\s+pending|relating\s+to|related\s+to|in\s+the\s+United\s+States|in\s+the\s+U\.S|before\s+the|in\s+the\s+(?:Superior|District|Circuit|Chancery)|for\s+an?\s+(?:aggregate|total|payment))\b/i;
const PAYS = new RegExp(
  String.raw`\b(?:the\s+Company|the\s+Registrant|we|it)\s+(?:(?:will|shall|has\s+agreed\s+to|agreed\s+to|is\s+required\s+to|is\s+to)\s+(pay|receive)|(paid|received|has\s+paid|has\s+received))\s+(?:[A-Z][\w&.-]*\s+){0,3}?(?:a\s+total\s+of\s+|an\s+aggregate\s+of\s+|approximately\s+|an?\s+(?:civil\s+)?(?:penalty|fine)\s+of\s+)?(${MONEY_SRC})`,
  'i',
);

/** The case said, without "between the parties" when the other party is named. */
const which0 = (said: string, withOther: string) => (withOther ? said.replace(/ between the parties$/, '') : said);

/** "Acme Corp. agrees to pay $85 million to settle the consolidated securities class action." */
const FINAL_APPROVAL =
  /\b(?:[Cc]ourt|[Jj]udge|Chancery)\b[^.]{0,80}?\b(?:granted|entered\s+an\s+order\s+granting)\s+final\s+approval\s+of\s+((?:the|its)\s+(?:[\w-]+\s+){0,4}?settlement)\b/;

export const settlement: Extractor = (company, sentences) => {
  const all = sentences.slice(0, 20);
  // "On March 12, 2025, the Court of Chancery … granted final approval of the derivative settlement":
  // the court's approval is the news; the settlement agreed before is its background.
  const approved = firstMatch(all, FINAL_APPROVAL);
  if (approved)
    return sentence(
      `${company}'s ${approved.m[1]!.replace(/\s+/g, ' ').replace(/^(?:the|its)\s+/i, '')} receives final court approval`,
    );
  const head = all.filter((s) => !isStale(s, all));
  const hit = firstMatch(head, TO_SETTLE);
  if (!hit || !CASE_NOUN.test(hit.m[2]!)) return undefined;
  const at = head.indexOf(hit.s);
  const pay = firstMatch(head.slice(at, at + 4), PAYS);
  const tail = CASE_TAIL.exec(hit.m[2]!);
  const said = (tail ? hit.m[2]!.slice(0, tail.index) : hit.m[2]!)
    .replace(/\s+/g, ' ')
    .replace(/\bthe Company['’]s\b/g, 'its')
    .trim();
  const past = /^(?:settled|has\s+settled|resolved)/i.test(hit.m[1]!);
  // "entered into a settlement agreement with Stryde Orthopedics, Inc. resolving … between the parties": the other party named.
  const verb = hit.m[1]!.replace(/\s+(?:resolving|to\s+resolve|settling)$/, ''); // eslint-disable-line regexp/no-super-linear-move -- bounded: a captured verb phrase of at most ~120 characters
  // (up to a clause of its own: "…, pursuant to which the Company agreed to pay …")
  const other = /\bwith\s+((?:the\s+)?[A-Z].*)$/
    .exec(verb)?.[1]
    ?.replace(/,\s+(?:pursuant|under|which|whereby)\b.*$/, '');
  // (named by its first proper word: "the U.S. Department of Justice" is not named by "the")
  const named = other?.replace(/^the\s+/i, '').split(/[\s,]/)[0];
  const full = named && !said.includes(named) ? ` with ${other!.replace(/,$/, '')}` : '';
  // A party list too long for a headline is left to the summary.
  const withOther = `${company}${which0(said, full)}${full}`.length > 180 ? '' : full;
  const which = which0(said, withOther);
  if (pay) {
    const amount = money(pay.m[3]!);
    const pays = /^pa/i.test(pay.m[1] ?? pay.m[2]!);
    return pays
      ? sentence(`${company} ${past ? 'pays' : 'agrees to pay'} ${amount} to settle ${which}${withOther}`)
      : sentence(`${company} ${past ? 'receives' : 'is to receive'} ${amount} in a settlement of ${which}`);
  }
  return sentence(`${company} ${past ? 'settles' : 'agrees to settle'} ${which}${withOther}`);
};

/**
 * "a jury … returned a verdict against Pioneer Plastics Corp." (or "against the Company"); "… a
 * verdict in the lawsuit brought by X against Acme Corp., finding that the Company's …".
 */
const VERDICT_AGAINST =
  /\b(jury|[Cc]ourt)\b(?:[^.]|\.(?!$)){0,160}?\breturned\s+a\s+verdict\s+(?:against\s+(?:the\s+Company|us|[A-Z][^,;]{1,80}?(?=\s+in\b|,))|(?=in\s+(?:the|a|an)\s+[^.]{0,80}?\b(?:brought|filed)\s+by\s+[^.]{1,100}?\bagainst\s+(?:the\s+Company\b|us\b|[^;]{1,80}?\bfinding\s+that\s+(?:certain\s+of\s+)?the\s+Company(?:['’]s)?\b))|(?=in\s+(?:the|a|an)\s+[^;]{0,260}?\bfinding\s+that\s+(?:certain\s+of\s+)?the\s+Company(?:['’]s)?\b)|finding\s+(?:that\s+)?(?:the\s+Company|we)\s+(?:had\s+)?(?:infringed|breached|misappropriated|was\s+liable|is\s+liable|violated))/;
/** What follows it: the damages ("awarding damages of $112 million", "in the amount of $27.4 million") and the case. */
const VERDICT_AMOUNT = new RegExp(
  String.raw`\b(?:awarding|in\s+the\s+amount\s+of)\s+(?:the\s+plaintiffs?\s+)?(?:(?:[A-Z][\w.&'’-]*\s+){0,3}?(?:compensatory\s+|total\s+)?damages\s+of\s+)?(${MONEY_SRC})`,
);
/** Punitive damages stated after the compensatory amount: "… in compensatory damages and $60 million in punitive damages". */
const PUNITIVE_TOO = new RegExp(
  String.raw`^\s+in\s+(?:compensatory|actual)\s+damages,?\s+(?:and|plus)\s+(?:an\s+additional\s+)?(${MONEY_SRC})\s+in\s+(?:punitive|exemplary)\s+damages|^,?\s+(?:and|plus)\s+punitive\s+damages\s+of\s+(${MONEY_SRC})`,
);
/** Other damages the verdict adds that the first amount leaves out (punitive, treble, interest): no amount said. */
const MORE_DAMAGES = /^[^.]{0,120}?\b(?:punitive|exemplary|treble|enhanced)\s+damages\b/i;
const VERDICT_CASE =
  /\bin\s+(?:the|a|an)\s+((?:[\w-]+\s+){0,4}?(?:lawsuit|case|action|litigation))\b(?:\s+(?:brought|filed)\s+by\s+([A-Z][\w.&'’-]*(?:\s+(?:of|and|&|[A-Z][\w.&'’-]*)){0,6}))?/;

/** " of Reyes v. Baldwin Tobacco Co.", " captioned Reyes v. …" right after "the case": the plaintiff. */
const CASE_OF =
  /^\s+(?:of|captioned|styled|entitled)\s+([A-Z][\w.&'’-]*(?:\s+(?:of|and|&|[A-Z][\w.&'’-]*)){0,6}?(?:,\s+(?:LLC|Inc\.|Corp\.|L\.P\.|Ltd\.|LP))?),?\s+v\.\s/;
/** "captioned Ridgeline Apparel Co. v. Acme Corp.": the plaintiff. */
const CAPTIONED =
  /\bcaptioned\s+([A-Z][\w.&'’-]*(?:\s+(?:of|and|&|[A-Z][\w.&'’-]*)){0,6}?(?:,\s+(?:LLC|Inc\.|Corp\.|L\.P\.|Ltd\.|LP))?),?\s+v\.\s/;

/** A verdict against the company: "Acme Corp. faces a $112 million jury verdict in the patent infringement lawsuit brought by Rowan LLC." */
export const verdict: Extractor = (company, sentences) => {
  const hit = firstMatch(sentences.slice(0, 20), VERDICT_AGAINST);
  if (!hit) return undefined;
  // A verdict told again before its appeal's outcome: the appeal is the news (the ruling extractor's).
  if (appealDecided(company, sentences.slice(0, 20))) return undefined;
  const rest = hit.s.slice(hit.m.index + hit.m[0].length);
  const amount = VERDICT_AMOUNT.exec(rest);
  // "$14.2 million in compensatory damages and $60 million in punitive damages": both, never the first as the verdict.
  const after = amount ? rest.slice(amount.index + amount[0].length) : '';
  const punitive = amount && PUNITIVE_TOO.exec(after);
  const punitiveAmount =
    punitive && (punitive[1] ?? (/compensatory|actual/i.test(amount[0]) ? punitive[2] : undefined));
  const award = !amount
    ? 'a'
    : punitiveAmount
      ? `a ${money(amount[1]!)} compensatory and ${money(punitiveAmount)} punitive`
      : MORE_DAMAGES.test(after)
        ? 'a'
        : `a ${money(amount[1]!)}`;
  const kase = VERDICT_CASE.exec(rest);
  // "the jury in the case captioned Ridgeline Apparel Co. v. Acme Corp. … returned a verdict": the plaintiff is named first.
  const captioned = kase ? null : CAPTIONED.exec(hit.s.slice(0, hit.m.index + hit.m[0].length));
  // "in the case of Reyes v. Baldwin Tobacco Co.": the plaintiff is named in the case's title.
  const titled =
    kase && !kase[2] && /(?:case|action|lawsuit|litigation)$/.test(kase[1]!)
      ? CASE_OF.exec(rest.slice(kase.index + kase[0].length))
      : null;
  const by = kase?.[2] ? ` brought by ${kase[2].replace(/,$/, '')}` : titled ? ` brought by ${titled[1]}` : '';
  const what = kase
    ? ` in ${/^(?:a|an)\s/.test(kase[0].slice(3)) ? 'a' : 'the'} ${kase[1]!.replace(/\s+/g, ' ')}${by}`
    : captioned
      ? ` in the case brought by ${captioned[1]}`
      : '';
  return sentence(`${company} faces ${award} ${hit.m[1]!.toLowerCase()} verdict${what}`);
};

/** "the court granted the Company's motion for summary judgment of non-infringement and dismissed all claims". */
const RULING_FOR =
  /\b(?:court|judge|tribunal|panel|arbitrator)\b[^.]{0,80}?\bgranted\s+(?:the\s+Company['’]s|its|our)\s+motion\s+(to\s+dismiss|for\s+summary\s+judgment)(?:\s+of\s+(non-infringement|invalidity|no\s+liability))?/i;
const BROUGHT_BY =
  /\b(?:suit|lawsuit|complaint|action|case)\s+(?:(?:was|were|had\s+been)\s+)?(?:brought|filed)\s+(?:against\s+(?:the\s+Company|it)\s+)?by\s+((?:the\s+)?[A-Z][\w.&'’-]*(?:\s+(?:of|and|&|[A-Z][\w.&'’-]*)){0,6})/;

/**
 * An appeal decided on a judgment against the company: "the Court of Appeals for the Ninth Circuit
 * reversed the district court's $210 million judgment previously entered against the Company".
 */
const APPEAL_DECIDED = new RegExp(
  String.raw`\b((?:United\s+States\s+|U\.S\.\s+|(?!The\s)[A-Z][a-z]+\s+)?Court\s+of\s+Appeals?(?:\s+for\s+the\s+(?:[A-Z][a-z]+\s+){1,2}Circuit)?|(?:[A-Z][a-z]+\s+)?Supreme\s+Court(?:\s+of\s+[A-Z][a-z]+)?|[Aa]ppellate\s+(?:[Cc]ourt|[Dd]ivision))\b[^.]{0,60}?\b(reversed|vacated|overturned|affirmed)\s+(?:the\s+|a\s+)?(?:[\w-]+\s+){0,2}?(?:court['’]s\s+)?(?:(${MONEY_SRC})\s+)?(?:jury\s+)?(judgment|verdict|award)\b(?:[^.]{0,80}?\bagainst\s+(the\s+Company|us|it|[A-Z][\w&'’-]*)\b)?`,
);
const VACATED_NEXT = new RegExp(
  String.raw`\bthe\s+(?:(${MONEY_SRC})\s+)?(?:jury\s+)?(?:judgment|verdict|award)\s+against\s+(?:the\s+Company|us)\s+(?:has\s+been|was|is)\s+(?:vacated|reversed|set\s+aside)\b`,
);
/** "entered a judgment of approximately $310 million against the Company": a judgment against the filer told before its appeal. */
const JUDGMENT_AGAINST = new RegExp(
  String.raw`\b(?:judgment|verdict|award)\s+(?:of\s+(approximately\s+)?(${MONEY_SRC})\s+)?against\s+(?:the\s+Company|us)\b`,
);
/** The last earlier sentence telling of a judgment against the company: [, amount, approximately]. */
function earlierAgainst(
  before: readonly string[],
  company: string,
): [string, string | undefined, string | undefined] | null {
  for (let j = before.length - 1; j >= 0; j--) {
    const e = JUDGMENT_AGAINST.exec(before[j]!);
    if (e) return [e[0], e[2], e[1]];
    // "a jury … found that Ravenscar Pharmaceuticals, Inc. infringed … and awarded Lowmoor $212 million".
    const liable = FOUND_LIABLE.exec(before[j]!);
    if (liable && (!liable[1] || isSelf(company, liable[1]))) {
      const paid = AWARDED_OTHER.exec(before[j]!);
      return [before[j]!, paid?.[1], undefined];
    }
    // "a jury returned a verdict against Acme Corp. …, and the court entered a judgment of approximately $210 million".
    if (VERDICT_AGAINST.test(before[j]!)) {
      const of = JUDGMENT_OF.exec(before[j]!);
      return [before[j]!, of?.[2], of?.[1]];
    }
  }
  return null;
}
const FOUND_LIABLE =
  /\bfound\s+that\s+(?:the\s+Company|us|(.{3,80}?)) (?:had )?(?:infringed|breached|misappropriated|(?:was|is)\s+liable)\b/;
const AWARDED_OTHER = new RegExp(String.raw`\bawarded\s+(?:[A-Z][\w.&'’-]*\s+){1,4}(${MONEY_SRC})`);
const JUDGMENT_OF = new RegExp(String.raw`\b(?:judgment|verdict|award)\s+of\s+(approximately\s+)?(${MONEY_SRC})`);
/** "… and remanded the case for a new trial on damages". */
const REMANDED = /\bremanded\b[^.]{0,20}?\bfor\s+(?:a\s+)?(new\s+trial(?:\s+on\s+[a-z]+)?|further\s+proceedings)/;

function appealDecided(company: string, head: readonly string[]): string | undefined {
  for (const [i, s] of head.entries()) {
    const m = APPEAL_DECIDED.exec(s);
    // "… reversed the judgment, holding …. As a result, the $140 million judgment against the Company
    // has been vacated.": the next sentence says whose judgment it was, and its amount.
    // "… entered a judgment of approximately $310 million against the Company, which the Company
    // appealed. … the Court of Appeals reversed the trial court's judgment": an earlier sentence says whose.
    const then =
      m && !m[5] ? (VACATED_NEXT.exec(head[i + 1] ?? '') ?? earlierAgainst(head.slice(0, i), company)) : null;
    if (m && then && !/^affirm/i.test(m[2]!)) {
      const amount = then[1] ? `${then[2] ? 'an approximately' : 'a'} ${money(then[1])} ` : 'a ';
      return sentence(
        `${company} wins the ${m[2]!.toLowerCase() === 'vacated' ? 'vacatur' : 'reversal'} on appeal of ${amount}judgment against it in the ${m[1]!.replace(/^(?:United\s+States|U\.S\.)\s+/, '').replace(/\s+/g, ' ')}`,
      );
    }
    // Only a judgment against the company itself: one against the other side reversed is no win.
    if (!m || !m[5] || !(/^(?:the\s+Company|us|it)$/.test(m[5]) || company.includes(m[5]))) continue;
    const amount = m[3] ? `a ${money(m[3])} ` : 'a ';
    const court = m[1]!.replace(/^(?:United\s+States|U\.S\.)\s+/, '').replace(/\s+/g, ' ');
    const what = `${amount}${m[4]!.toLowerCase()} against it`;
    if (/^affirm/i.test(m[2]!)) return sentence(`${company} loses its appeal of ${what} in the ${court}`);
    const remand = REMANDED.exec(s.slice(m.index + m[0].length));
    return sentence(
      `${company} wins the ${m[2]!.toLowerCase() === 'vacated' ? 'vacatur' : 'reversal'} on appeal of ${what} in the ${court}${remand ? `; the case is remanded for ${/^new/.test(remand[1]!) ? 'a ' : ''}${remand[1]}` : ''}`,
    );
  }
  return undefined;
}

/** "the jury … found that Meriwether Medical Corp. willfully infringed … and awarded the Company $45 million in damages". */
const AWARDED_TO_COMPANY = new RegExp(
  String.raw`\b(?:jury|court|arbitrat(?:or|ors|ion\s+panel)|tribunal)\b(?:[^.]|\b(?:Inc|Corp|Co|Ltd|v)\.){0,300}?\bawarded\s+(?:the\s+Company|us)\s+(?:approximately\s+)?(${MONEY_SRC})`,
);
const FOUND_THAT = new RegExp(String.raw`\bfound\s+that\s+(${ORG_SRC})`);

const BROUGHT_AGAINST_BY = new RegExp(
  String.raw`\bbrought\s+(?:against\s+(?:the\s+Company|(?:[^,;]|,\s(?:Inc|Corp|LLC|Ltd)\b\.?){3,80}?)\s)?by\s+(${ORG_SRC})`,
);
const NOT_INFRINGED =
  /\bjury\s+returned\s+a\s+(?:unanimous\s+)?verdict\s+(?:that|finding\s+that)\s+(?:the\s+Company|the\s+Company['’]s [^,;]{1,60}?|its [^,;]{1,60}?) (?:does|did)\s+not\s+infringe\b/;
/** "Acme Corp. wins a $45 million jury verdict against Meriwether Medical Corp.": damages awarded to the company. */
function awardFor(company: string, head: readonly string[]): string | undefined {
  const hit = firstMatch(head, AWARDED_TO_COMPANY);
  if (!hit) return undefined;
  const against = FOUND_THAT.exec(hit.s.slice(0, hit.m.index + hit.m[0].length));
  const by = /\bjury\b/i.test(hit.m[0]) ? 'jury verdict' : 'award';
  return sentence(
    `${company} wins a ${money(hit.m[1]!)} ${by}${against && !isSelf(company, against[1]!) ? ` against ${against[1]}` : ''}`,
  );
}

/** A case won on a motion: "Acme Corp. wins summary judgment of non-infringement in the suit brought by Precision Forge GmbH." */
export const ruling: Extractor = (company, sentences) => {
  const head = sentences.slice(0, 20);
  const appeal = appealDecided(company, head);
  if (appeal) return appeal;
  const won = awardFor(company, head);
  if (won) return won;
  // "the jury returned a unanimous verdict that the Company's Aurelis platform does not infringe …".
  const cleared = firstMatch(head, NOT_INFRINGED);
  if (cleared) {
    const by = BROUGHT_AGAINST_BY.exec(cleared.s);
    return sentence(
      `${company} wins a jury verdict of non-infringement${by ? ` in the action brought by ${by[1]}` : ''}`,
    );
  }
  const hit = firstMatch(head, RULING_FOR);
  if (!hit) return undefined;
  const what = /^to/i.test(hit.m[1]!)
    ? 'the dismissal of'
    : `summary judgment${hit.m[2] ? ` of ${hit.m[2].replace(/\s+/g, ' ')}` : ''} in`;
  // Without the plaintiff, the filing's own sentence (the court's words) says more.
  const by = firstMatch(head, BROUGHT_BY);
  if (!by) return undefined;
  const suit = `the suit brought by ${by.m[1]!.replace(/,$/, '')}`;
  const all = /\bdismiss\w*\s+all\s+(?:of\s+the\s+)?claims\b/i.test(hit.s) ? '; all claims dismissed' : '';
  return sentence(`${company} wins ${what} ${suit}${all}`);
};
