/**
 * Notices that carry no new figure: when results will come, an outlook kept or cut, a buyback or
 * a loan commitment not to come. Read by the classifier (the news of a 7.01/8.01 that says nothing more specific), the
 * headlines and the impact.
 */

/** "will report its fourth quarter and full year 2024 financial results" (a date, no figures). */
export const RESULTS_DATE_NOTICE =
  /\bwill\s+(?:release|report|announce|issue|publish)\s+(?:its\s+|their\s+)?(?:[\w-]+\s+){0,6}?(?:financial\s+|operating\s+)?results\b/i;

/**
 * "continues to expect fiscal 2025 … adjusted EPS of $3.05 to $3.20, consistent with the outlook
 * provided on February 4": the outlook kept. Group: what is still expected.
 */
export const OUTLOOK_KEPT =
  /\b(?:continues?\s+to\s+expect|still\s+expects?)\b((?:[^.]|\.\d){0,200}?),?\s+(?:consistent\s+with|in\s+line\s+with|unchanged\s+from)\s+(?:the\s+|its\s+)?(?:previously\s+\w+\s+|prior\s+)?(?:outlook|guidance)\b/i;

/** "the Board … decided not to proceed with a share repurchase program in 2027": none to come. */
export const NO_BUYBACK =
  /\b(?:decided|determined|elected)\s+not\s+to\s+(?:proceed\s+with|adopt|authorize|renew)\s+(?:a\s+|any\s+|the\s+|its\s+)?(?:new\s+)?(?:share\s+|stock\s+)?(?:repurchase|buy-?back)\s+(?:program|plan|authori[sz]ation)\b/i;

/** "… will not proceed with the Company's application for a conditional commitment": no loan promised. */
export const COMMITMENT_REFUSED =
  /\b(?:will\s+not|would\s+not|did\s+not|declined\s+to|decided\s+not\s+to)\s+(?:proceed\s+with|issue|grant|approve)\b[^.]{0,80}\b(?:conditional\s+)?commitment\b|\b(?:denied|rejected|declined)\s+(?:the\s+Company['’]s\s+|its\s+)?application\s+for\s+(?:a\s+)?(?:conditional\s+)?commitment\b/i;

/** A highlight's "2026 adjusted EPS guidance lowered to …": an outlook cut, said after its noun. */
export const GUIDANCE_LOWERED_AFTER = String.raw`\b(?:guidance|outlook)\s+(?:was\s+|is\s+|has\s+been\s+)?(?:lowered|reduced|cut)\b`;
