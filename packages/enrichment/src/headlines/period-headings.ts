import { splitSentences } from '@nes/document';

/**
 * A results release's highlights come under period headings ("Full Year 2024", "Fourth Quarter
 * 2024") whose bullets ("• Net sales of $2.31 billion") do not repeat the period. The heading is a
 * line too short to be a sentence, so the bullets would lose it and a year's figures could be said
 * as the quarter's. Each bullet under such a heading is given it ("Full Year 2024: Net sales of …").
 */

/** "Full Year 2024", "Fourth Quarter 2024 Highlights", "Fiscal 2025 Results", "Fourth Quarter 2024 vs. Fourth Quarter 2023". */
const HEADING_SRC = String.raw`(?:(?:First|Second|Third|Fourth)[\s-]+Quarter|Full[\s-]+Year|Fiscal(?:\s+Year)?|Twelve\s+Months|Six\s+Months|Nine\s+Months|Year[\s-]+to[\s-]+Date)(?:\s+(?:Fiscal\s+)?(?:19|20)\d{2})?(?:\s+(?:vs\.?|versus|compared\s+(?:to|with))\s+(?:(?:First|Second|Third|Fourth)[\s-]+Quarter|Full[\s-]+Year|Fiscal(?:\s+Year)?)(?:\s+(?:19|20)\d{2})?)?(?:\s+(?:Financial\s+)?(?:Highlights|Results|Summary))?`;
/** A line that is only a heading (title case or capitals, an optional colon). */
const HEADING_LINE = new RegExp(String.raw`^(${HEADING_SRC})\s*:?$`, 'i');
/** A heading run onto the end of a sentence or a figure ("… ended December 31, 2024. Full Year 2024", "… $352.7 million Fourth Quarter 2024"), before a bullet. */
const HEADING_AT_END = new RegExp(String.raw`(?:^|(?<=[.%\d]|million|billion)\s)(${HEADING_SRC})\s*:?$`);
const BULLET_START = /^[•●▪◦]\s+/;
/** A period heading run into the prose after it: "Fourth Quarter Revenue for the fourth quarter was …". */
const HEADING_RUN_IN = new RegExp(String.raw`^(${HEADING_SRC})\s+(?=[A-Z])`);
/** Another heading run into a line: "Fiscal 2026 Outlook The Company expects …", "2026 Guidance …". */
const OTHER_HEADING_RUN_IN =
  /^(?:(?:Fiscal|Full[\s-]Year)\s+)?(?:(?:19|20)\d{2}\s+)?(?:Financial\s+)?(?:Outlook|Guidance)\b/;
/** A line that is only an outlook's heading: "2025 Outlook", "Fiscal 2026 Financial Guidance:". */
const OUTLOOK_LINE =
  /^(?:(?:Fiscal|Full[\s-]Year)\s+)?(?:(?:19|20)\d{2}\s+)?(?:Financial\s+)?(?:Outlook|Guidance)\s*:?$/i;
/** A period heading on a line of its own, somewhere in the text. */
const HEADING_ALONE = new RegExp(String.raw`(?:^|\n)[ \t]{0,3}${HEADING_SRC}[ \t]{0,3}:?[ \t]{0,3}(?:\n|$)`, 'i');
/** A highlight line's figure: an amount, a percentage, a count in millions. */
const FIGURE_LINE = /[$€£]\s?\d|\d(?:\.\d+)?\s?%|\b\d[\d,.]*\s+(?:million|billion|thousand)\b/;
/** A bullet run into a line ("… year over year • Fourth quarter revenue …"): where it starts. */
const INNER_BULLET = /(?<=\S)[ \t]{1,3}(?=[•●▪◦]\s+["“(]?[A-Z0-9$])/g;
/** A heading whose bullets are dashes ("Fourth Quarter 2024 Highlights" / "- Net sales of …"): dashes are bullets then. */
const DASH_LIST = new RegExp(
  String.raw`(?:^|\n)[ \t]{0,3}${HEADING_SRC}[ \t]{0,3}:?(?:\n[ \t]{0,3}|[ \t]{1,3})-[ \t]{1,3}[A-Z0-9$]`,
  'i',
);
/** A dash bullet run into a line (" … 2023 - Diluted earnings …"), never a dateline's ("Calif. - Aug. 16"). */
const INNER_DASH =
  /(?<=[\w%)])[ \t]{1,3}(?=-\s+(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d)["“(]?[A-Z0-9$])/g;

/** The text with each bullet under a period heading prefixed by that heading; text without bullets is returned as it is. */
export function carryPeriodHeadings(text: string): string {
  const dashes = DASH_LIST.test(text);
  if (!dashes && !/[•●▪◦]/.test(text) && !HEADING_ALONE.test(text)) return text;
  const bullets = dashes ? text.replace(INNER_DASH, '\n').replace(/^([ \t]{0,8})-[ \t]{1,3}/gm, '$1• ') : text;
  const lines = bullets.replace(INNER_BULLET, '\n').split('\n');
  let heading: string | undefined;
  // Prose right under a heading line ("Full-Year 2025" / "Net sales of $1.21 billion increased 6%.
  // Net income was $118.4 million."): each of its sentences is the heading's, until a bullet, a
  // shorter line (another heading: "2026 Outlook") or the next period heading.
  let prose = false;
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i]!.trim();
    if (!t) continue;
    // An outlook's heading ("2025 Outlook", "Fiscal 2026 Guidance"): its bullets are the outlook's, never the period's before it.
    if (OUTLOOK_LINE.test(t)) {
      heading = t.replace(/:$/, '').trimEnd();
      prose = false;
      continue;
    }
    const whole = HEADING_LINE.exec(t);
    if (whole) {
      heading = tidy(whole[1]!);
      prose = true;
      continue;
    }
    if (prose && heading && !BULLET_START.test(t)) {
      // Another heading run into the prose line ("Fourth Quarter Revenue for the fourth quarter was …",
      // "Fiscal 2026 Outlook The Company expects …"): its own period, or none.
      const runIn = HEADING_RUN_IN.exec(t);
      // (a short line with a figure is the heading's highlight, "Revenue of $842 million, up 22%",
      // not another heading)
      if (t.length < 45 && !/[.!?]["”’)]?$/.test(t) && !FIGURE_LINE.test(t)) {
        heading = undefined;
        prose = false;
        continue;
      }
      if (OTHER_HEADING_RUN_IN.test(t)) {
        heading = undefined;
        prose = false;
        continue;
      }
      const h = runIn ? tidy(runIn[1]!) : heading;
      heading = h;
      lines[i] = splitSentences(runIn ? t.slice(runIn[0].length) : t)
        .map((x) => `${h}: ${x}`)
        .join(' ');
      continue;
    }
    prose = false;
    if (BULLET_START.test(t)) {
      const body = t.replace(BULLET_START, '');
      // A heading run onto the bullet's end belongs to the bullets after it, not to this one.
      const next = HEADING_AT_END.exec(body);
      const own = next ? body.slice(0, next.index).trimEnd() : body;
      lines[i] = heading ? `• ${heading}: ${own}` : `• ${own}`;
      if (next) heading = tidy(next[1]!);
      continue;
    }
    const next = HEADING_AT_END.exec(t);
    if (next) {
      lines[i] = t.slice(0, next.index).trimEnd();
      heading = tidy(next[1]!);
    } else heading = undefined;
  }
  return lines.join('\n');
}

/** "FULL YEAR 2024 HIGHLIGHTS" → "Full Year 2024"; a comparison heading keeps its first period only. */
function tidy(h: string): string {
  return h
    .replace(/\s{1,3}(?:vs\.?|versus|compared\s+(?:to|with))\s.*$/i, '')
    .replace(/\s{1,3}(?:Financial\s+)?(?:Highlights|Results|Summary)$/i, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|\s)([a-z])/g, (_m, sp: string, c: string) => sp + c.toUpperCase());
}
