import { companySearchKeys, companySearchRankKey, companySearchText } from '@nes/contracts';
import { prefixEnd } from '../src/repositories/companies';

describe('prefixEnd (company search ranges)', () => {
  it('is the smallest string above every string starting with the prefix', () => {
    expect(prefixEnd('A')).toBe('B');
    expect(prefixEnd('BRK-')).toBe('BRK.');
    expect(prefixEnd('\u{d7ff}')).toBe('\u{e000}');
    expect(prefixEnd('A\u{10ffff}')).toBe('B');
    for (const s of ['APPLE', 'APPLE INC.', 'APPLE\u{10000}', 'APPLF'.slice(0, 5)])
      expect(s >= 'APPLE' && s < prefixEnd('APPLE')).toBe(s.startsWith('APPLE'));
  });
});

describe('company search keys (word prefixes of the name)', () => {
  const finds = (name: string, search: string) =>
    companySearchKeys(name).some((k) => k.startsWith(companySearchText(search)));

  it('a name is found by the prefix of any of its words, whatever the case', () => {
    expect(companySearchKeys('STEEL DYNAMICS INC').sort()).toEqual(['DYNAMICS INC', 'INC', 'STEEL DYNAMICS INC']);
    for (const s of ['dyna', 'DYNA', 'Dyna', 'steel', 'steel dyn', 'inc', ' Dynamics   Inc ', 'dynamics, inc.'])
      expect(finds('STEEL DYNAMICS INC', s)).toBe(true);
    for (const s of ['teel', 'dynamics steel', 'ynam', 'steeldyn']) expect(finds('STEEL DYNAMICS INC', s)).toBe(false);
  });

  it('punctuation inside a word reads as a space and as nothing; other characters separate words', () => {
    for (const s of ['at&t', 'AT T', 'att', 'at&t inc.', 'ATT INC']) expect(finds('AT&T INC.', s)).toBe(true);
    for (const s of ['t-mobile', 'tmobile', 'mobile us', 'T Mobile']) expect(finds('T-Mobile US, Inc.', s)).toBe(true);
    for (const s of ["mcdonald's", 'mcdonalds', 'mcdonald']) expect(finds("McDONALD'S CORP", s)).toBe(true);
    for (const name of ['U.S. BANCORP', 'US BANCORP \\DE\\'])
      for (const s of ['u.s. bancorp', 'us bancorp', 'U.S.', 'bancorp']) expect(finds(name, s)).toBe(true);
    expect(finds('QUALCOMM INC/DE', 'de')).toBe(true);
    expect(finds('QUALCOMM INC/DE', 'incde')).toBe(false); // '/' separates, it does not join
    expect(finds('Société Générale', 'societe gen')).toBe(true); // accents dropped
    expect(companySearchText('.*')).toBe('');
    expect(companySearchText('  s&p 500 ')).toBe('SP 500');
    expect(finds('SPDR S&P 500 ETF TRUST', 's&p 500')).toBe(true);
    expect(finds('STEEL DYNAMICS INC', 'dynamics-inc')).toBe(false); // a search's '-' joins
  });

  it('a company is listed once, under its smallest key that starts with the search', () => {
    expect(companySearchRankKey('DYNAMIC DYNAMICS CORP', 'DYNA')).toBe('DYNAMIC DYNAMICS CORP');
    expect(companySearchRankKey('DYNAMIC DYNAMICS CORP', 'DYNAMICS')).toBe('DYNAMICS CORP');
    expect(companySearchRankKey('QUALCOMM INC/DE', 'INC')).toBe('INC DE');
    expect(companySearchRankKey('QUALCOMM INC/DE', 'SOFT')).toBeUndefined();
  });

  it('keys are bounded: at most 16 words and 120 characters each', () => {
    const keys = companySearchKeys(Array.from({ length: 40 }, (_, i) => `WORD${i}-X${'Y'.repeat(20)}`).join(' '));
    expect(keys.length).toBeLessThanOrEqual(32);
    for (const k of keys) expect(k.length).toBeLessThanOrEqual(120);
  });
});
