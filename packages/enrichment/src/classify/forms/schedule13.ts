import { parseScheduleText, parseScheduleXml, type BeneficialOwnershipFiling } from '@nes/document';
import type { EventCategory } from '@nes/contracts';
import type { FilingContext } from '../../context';
import type { Draft } from '../draft';
import { groupThousands, type FormContext } from './families';

/** Schedules 13D and 13G: a holder's stake above 5 %, activist (13D with intent) or passive. */
function scheduleDraft(ctx: FilingContext, b: BeneficialOwnershipFiling, filedBy: string | undefined): Draft {
  const party = (role: string) => ctx.header?.parties.find((p) => p.role === role)?.name;
  const first = b.holders.find((h) => h.name);
  const holder = first?.name || filedBy || 'A holder';
  const issuer = b.issuer.name || party('subject') || ctx.raw.company_name || 'the issuer';
  // The stated percent of the first named holder (the cover page lists each reporting person).
  const pctRaw = (
    first?.percentOfClass && /^\d/.test(first.percentOfClass)
      ? first.percentOfClass
      : b.holders.map((h) => h.percentOfClass).find((p) => p && /^\d/.test(p))
  )?.replace(/%$/, '');
  const pct = pctRaw !== undefined && Number.isFinite(Number(pctRaw)) ? pctRaw : undefined;
  const exit = pct !== undefined && Number(pct) === 0;
  const others = b.holders.filter((h) => h.name && h.name !== holder).length;
  const who = others
    ? `${holder} and ${others === 1 ? 'one other reporting person' : `${others} other reporting persons`}`
    : holder;
  const category: EventCategory =
    b.kind === '13G'
      ? 'Institutional New Position/Exit/Increase'
      : b.activistIntent
        ? 'Shareholder Activism'
        : 'Institutional New Position/Exit/Increase';
  const schedule = `Schedule ${b.kind}${ctx.isAmendment ? ' amendment' : ''}`;
  const purposeSentences = (b.purpose ?? '')
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.length > 30)
    .slice(0, 2)
    .join(' ');
  const heldRaw = (first?.sharesRaw ?? b.holders.find((h) => h.sharesRaw)?.sharesRaw)?.trim();
  const held =
    heldRaw && /^\d[\d,]*$/.test(heldRaw) && Number(heldRaw.replace(/,/g, '')) > 0
      ? groupThousands(heldRaw.replace(/,/g, ''))
      : '';
  const stake = exit
    ? `${who} ${others ? 'report' : 'reports'} no remaining beneficial ownership of ${issuer} (${schedule})`
    : `${who} ${others ? 'report' : 'reports'} ${pct ? `${/^[8]|^1[18](\.|$)/.test(pct) ? 'an' : 'a'} ${pct}% ` : 'a '}${b.kind === '13G' ? 'passive ' : ''}stake in ${issuer} (${schedule})`;
  return {
    category,
    items: [],
    reason:
      b.kind === '13G'
        ? 'passive 13G holder'
        : b.activistIntent
          ? '13D purpose states intent to influence'
          : '13D purpose is investment',
    text: b.purpose ?? '',
    secondary: null,
    facts: {
      form: ctx.formType,
      holder,
      percent_of_class: pct ? Number(pct) : null,
      activist_intent: b.activistIntent,
      exit,
    },
    headline: `${stake}.`,
    headlineRule: 'fact:schedule13',
    summary: [
      exit
        ? `${holder} filed a ${schedule} reporting that it beneficially owns 0% of the class of ${issuer} securities it had reported.`
        : `${holder} filed a ${schedule} reporting beneficial ownership of ${pct ? `${pct}% of the class of ` : ''}${issuer} securities.`,
      // The count and the date it was measured at, as the cover page states them.
      held && !exit
        ? `${holder} reported ${held} shares beneficially owned${b.dateOfEvent ? ` as of ${b.dateOfEvent}` : ''}.`
        : '',
      purposeSentences,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

export function classifySchedule13({ ctx, family, party }: FormContext): Draft[] {
  const kind = family === 'schedule13d' ? '13D' : '13G';
  const xml = ctx.documents.find((d) => d.content !== null && /<edgarSubmission/i.test(d.content.slice(0, 2000)));
  if (xml) return [scheduleDraft(ctx, parseScheduleXml(xml.content!, kind), party('filed-by'))];
  const p = ctx.requirePrimary();
  return [scheduleDraft(ctx, parseScheduleText(ctx.text(p), kind), party('filed-by'))];
}
