import { parseEightKBody, type EightKBody, EIGHT_K_ITEMS, normaliseItems } from '@nes/document';
import type { EventCategory } from '@nes/contracts';
import type { FilingContext } from '../context';
import type { Draft } from './draft';
import { scoreText, stripBoilerplate } from './text-rules';

/** An officer role (not a director, not a vice president). */
const OFFICER_ROLE =
  /\b(chief [a-z]+( [a-z]+)? officer|(?<!vice )president|ceo|cfo|coo|cto|principal (executive|financial|accounting|operating) officer|general counsel|treasurer|corporate controller)\b/i;
const CHANGE_VERB =
  /\b(appoint\w*|nam(ed|es|ing) .{0,40}\bas\b|resign\w*|retire\w*|retirement|depart\w*|terminat\w*|step(s|ped)? down|succeed\w*|successor|promot\w*|will (serve|become|assume)|to serve as|transition\w*|separat\w*|leave of absence|elected .{0,40}\bas\b|hired)\b/i;
const COMPENSATION_ONLY =
  /\b(base salary|bonus|incentive (plan|award)|equity award|restricted stock units?|performance (share|stock)|compensation|severance|retention|option grant)\b/i;

/** 5.02: an officer role changing hands → C-Level Change; otherwise a governance change. */
export function isOfficerChange(sectionText: string): { officer: boolean; sentence?: string } {
  const sentences = stripBoilerplate(sectionText).split(/(?<=[.;])\s+|\n/);
  for (const s of sentences) {
    if (!OFFICER_ROLE.test(s) || !CHANGE_VERB.test(s)) continue;
    // "appointed to the Compensation Committee" or pay-only sentences are not role changes.
    if (COMPENSATION_ONLY.test(s) && !/\b(resign|retire|appoint|succeed|step)/i.test(s)) continue;
    return { officer: true, sentence: s.trim() };
  }
  return { officer: false };
}

const DIRECTOR_CHANGE = /\b(director|board of directors|member of the board|the board)\b/i;

/** What a 5.02 reports: an officer role changing hands, a director seat, or compensation only. */
export function fivePointZeroTwoKind(sectionText: string): {
  kind: 'officer' | 'director' | 'compensation';
  sentence?: string;
} {
  const oc = isOfficerChange(sectionText);
  if (oc.officer) return { kind: 'officer', sentence: oc.sentence };
  for (const s of stripBoilerplate(sectionText).split(/(?<=[.;])\s+|\n/)) {
    if (
      DIRECTOR_CHANGE.test(s) &&
      /\b(appoint\w*|elect\w*|resign\w*|retire\w*|depart\w*|not (to )?stand for re-?election|step(s|ped)? down|join\w*|decided not to)\b/i.test(
        s,
      ) &&
      !COMPENSATION_ONLY.test(s)
    ) {
      return { kind: 'director', sentence: s.trim() };
    }
  }
  return { kind: 'compensation' };
}

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

const AGREEMENT_KINDS: ReadonlySet<EventCategory> = new Set<EventCategory>([
  'Mergers and Acquisitions',
  'Loans/Revolvers',
  'Equity/Debt Offerings',
  'Stock Buybacks',
  'Minority Stakes Deals',
  'Property Transaction',
  'New Projects/Ventures',
]);

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

export interface EightKAnalysis {
  items: string[];
  itemsSource: 'header' | 'body' | 'none';
  body: EightKBody;
  drafts: Draft[];
}

/** 8-K / 8-K/A (and 6-K, classified like 8.01 text): items → drafts. */
export function classifyEightK(ctx: FilingContext): EightKAnalysis {
  const primary = ctx.requirePrimary();
  const bodyText = ctx.text(primary);
  const body = parseEightKBody(bodyText);
  const headerItems = normaliseItems([...(ctx.raw.items ?? []), ...(ctx.header?.items ?? [])]);
  const items = headerItems.length ? headerItems : body.items;
  const itemsSource = headerItems.length ? 'header' : body.items.length ? 'body' : 'none';

  // The press release: EX-99.* exhibits (first one with text), used for 2.02, 7.01, 8.01.
  const release = ctx.exhibits('EX-99').find((d) => ctx.text(d).length > 200);
  const releaseText = release ? stripBoilerplate(ctx.text(release)).slice(0, 40_000) : '';
  const sectionOf = (item: string) => body.sections.find((s) => s.item === item)?.text ?? '';
  // "The information set forth in Item 1.01 is incorporated by reference into this Item 2.03":
  // such a section is read as the item it points to (boilerplate lines are otherwise dropped).
  const sectionText = (item: string): string => {
    const own = stripBoilerplate(sectionOf(item));
    if (own.trim().length >= 120) return own;
    const ref = /\bItems?\s+(\d\.\d{2})\b/i.exec(sectionOf(item));
    const borrowed = ref && ref[1] !== item ? stripBoilerplate(sectionOf(ref[1]!)) : '';
    return [own, borrowed].filter((x) => x.trim()).join('\n');
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

  for (const item of items) {
    const section = sectionText(item);
    // The press release carries 2.02/7.01/8.01 news, and any item whose own section only points to it.
    const rel =
      releaseText && (item === '2.02' || item === '7.01' || item === '8.01' || section.length < 300) ? releaseText : '';
    const text = [section, rel].filter(Boolean).join('\n');
    switch (item) {
      case '1.01': {
        const k = bestOf(section || releaseText, AGREEMENT_KINDS, 'New Projects/Ventures');
        add(k.category, [item], `1.01 agreement: ${k.reason}`, text, Boolean(rel));
        break;
      }
      case '1.02':
        add('Deal Termination', [item], 'Item 1.02', text, Boolean(rel));
        break;
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
        const k = bestOf(section, new Set<EventCategory>(['Property Transaction']), 'Mergers and Acquisitions');
        add(k.category, [item], `2.01 completion: ${k.reason}`, text, Boolean(rel));
        break;
      }
      case '2.02':
        add('Corporate Earnings', [item], 'Item 2.02', text, Boolean(rel));
        break;
      case '2.03': {
        const offering =
          /\b(notes|debentures|bonds)\b/i.test(section) &&
          /\b(offering|underwrit\w*|indenture)\b/i.test(section) &&
          !/\b(credit|loan) agreement\b/i.test(section);
        add(
          offering ? 'Equity/Debt Offerings' : 'Loans/Revolvers',
          [item],
          offering ? '2.03 notes issued in an offering' : 'Item 2.03',
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
        add('Equity/Debt Offerings', [item], 'Item 3.02', text, Boolean(rel));
        break;
      case '3.03':
        add('Governance Change', [item], 'Item 3.03', text, Boolean(rel));
        break;
      case '4.01':
        add('Auditor Change', [item], 'Item 4.01', text, Boolean(rel));
        break;
      case '4.02':
        add('Financial Restatement', [item], 'Item 4.02', text, Boolean(rel));
        break;
      case '5.01':
        add('Mergers and Acquisitions', [item], 'Item 5.01 change in control', text, Boolean(rel));
        break;
      case '5.02': {
        // The spec lists 5.02 only under C-Level Change: every 5.02 is that category. What changed
        // (an officer role, a director seat, pay only) goes into the facts, the impact and the headline.
        const t502 = section ? text : bodyText;
        const change = fivePointZeroTwoKind(t502);
        add(
          'C-Level Change',
          [item],
          `5.02 ${change.kind === 'officer' ? 'officer role change' : change.kind === 'director' ? 'director change (no officer role)' : 'compensatory arrangement only'}`,
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
        // Only a change of the company's name is a Name Change (the spec's 5.03 category); other
        // charter/bylaw amendments and fiscal-year changes are Governance Change (see the catalog).
        const nc = isNameChange(section) || (!section && formerNameChanged(ctx));
        add(
          nc ? 'Name Change' : 'Governance Change',
          [item],
          nc ? '5.03 name change' : '5.03 charter/bylaw amendment (not a name change)',
          text,
          Boolean(rel),
        );
        break;
      }
      case '5.04':
        add('Governance Change', [item], 'Item 5.04', text, Boolean(rel));
        break;
      case '5.05':
        add('Regulatory Action', [item], 'Item 5.05', text, Boolean(rel));
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
        for (const k of fromText(text, item === '7.01' ? 'Operations Update' : 'Operations Update')) {
          add(k.category, [item], `${item}: ${k.reason}`, text, Boolean(rel));
        }
        break;
      }
      default:
        break; // 9.01 exhibits and 6.xx ABS items carry no event on their own
    }
  }
  if (itemsSource === 'none') {
    // No item numbers anywhere (pre-2004 text, 6-K): classify the whole text like an 8.01.
    const text = [stripBoilerplate(bodyText), releaseText].join('\n');
    for (const k of fromText(text, 'Operations Update'))
      add(k.category, [], `unnumbered report: ${k.reason}`, text, Boolean(releaseText));
  }
  return { items, itemsSource, body, drafts };
}

export function itemLabel(items: string[]): string {
  return items.filter((i) => EIGHT_K_ITEMS[i]).join(', ');
}
