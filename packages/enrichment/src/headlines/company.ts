import { escapeRe } from './patterns';

/**
 * The company's name as the filing writes it: EDGAR's conformed names are upper case ("BUCKLE,
 * INC"); when the text spells the same name in mixed case ("The Buckle, Inc." is not the same,
 * "Nuance Communications, Inc." is), that spelling reads better in a headline.
 */
const ABBREVIATED: Readonly<Record<string, string>> = {
  CORP: 'Corp(?:oration)?',
  INC: 'Inc(?:orporated)?',
  CO: 'Co(?:mpany)?',
  LTD: '(?:Ltd|Limited)',
  INTL: 'Int(?:ernationa)?l',
};

/** EDGAR's names drop accents ("ESTEE LAUDER"); the filing keeps them ("Estée Lauder"). */
const ACCENTED: Readonly<Record<string, string>> = {
  A: '[AÁÀÂÄÃÅaáàâäãå]',
  C: '[CÇcç]',
  E: '[EÉÈÊËeéèêë]',
  I: '[IÍÌÎÏiíìîï]',
  N: '[NÑnñ]',
  O: '[OÓÒÔÖÕØoóòôöõø]',
  U: '[UÚÙÛÜuúùûü]',
};
const accentFree = (escaped: string) => escaped.replace(/[ACEINOU]/gi, (ch) => ACCENTED[ch.toUpperCase()]!);

export function displayName(conformed: string, text: string): string {
  if (!conformed || conformed !== conformed.toUpperCase() || !/[A-Z]{2}/.test(conformed)) return conformed;
  const core = conformed.replace(/\s*\/[A-Z]{2,}\/?\s*$/, '').trim(); // eslint-disable-line regexp/no-super-linear-move -- bounded: a conformed company name from the header (<= 150 chars)
  const words = core.split(/[\s,.]+/).filter(Boolean);
  if (!words.length) return conformed;
  // A conformed name abbreviates what the filing spells out: "FEDEX CORP" is "FedEx Corporation".
  const part = (w: string) => ABBREVIATED[w.toUpperCase()] ?? accentFree(escapeRe(w));
  const re = new RegExp(`\\b${words.map(part).join('[\\s,.-]+')}\\.?(?![A-Za-z])`, 'gi');
  for (const m of text.slice(0, 200_000).matchAll(re)) {
    const found = m[0];
    if (found !== found.toUpperCase() && /[a-z]/.test(found) && /^[A-Z0-9]/.test(found))
      return found.replace(/\s+/g, ' ');
  }
  return conformed;
}
