import type { FilingContext } from '../../context';
import type { Draft } from '../draft';
import type { FactHeadlines, FormClassifier, FormFamily, OtherFamily } from './families';
import { classifyDelisting } from './delisting';
import { classifyDeregistration } from './deregistration';
import { classifyForm144 } from './form144';
import { classifyLateFiling } from './late-filing';
import { classifyMergerProxy } from './merger-proxy';
import { classifyOffering } from './offering';
import { classifyOwnership } from './ownership';
import { classifyPeriodic } from './periodic';
import { classifyProxy } from './proxy';
import { classifySchedule13 } from './schedule13';
import { classifyTender } from './tender';
import { classifyThirteenF } from './thirteenf';

/** Each family's classifier: a new form family is one file here and one line (plus formFamily in families.ts). */
const CLASSIFIERS: Readonly<Record<OtherFamily, FormClassifier>> = {
  ownership: classifyOwnership,
  form144: classifyForm144,
  schedule13d: classifySchedule13,
  schedule13g: classifySchedule13,
  thirteenf: classifyThirteenF,
  periodic: classifyPeriodic,
  registration: classifyOffering,
  prospectus: classifyOffering,
  deregistration: classifyDeregistration,
  delisting: classifyDelisting,
  'tender-third-party': classifyTender,
  'tender-issuer': classifyTender,
  'late-filing': classifyLateFiling,
  'merger-proxy': classifyMergerProxy,
  proxy: classifyProxy,
};

/** Drafts for every family except 8-K/6-K (see eight-k.ts). */
export function classifyOtherForm(ctx: FilingContext, family: FormFamily, facts: FactHeadlines): Draft[] {
  if (family === 'eight-k' || family === 'six-k') return [];
  return CLASSIFIERS[family]({
    ctx,
    family,
    // The filing's own spelling of its name ("180 Degree Capital Corp.", not "180 DEGREE CAPITAL CORP. /NY/").
    company: ctx.displayName(ctx.raw.company_name || 'The registrant'),
    form: ctx.formType,
    party: (role) => ctx.header?.parties.find((p) => p.role === role)?.name,
    facts,
  });
}
