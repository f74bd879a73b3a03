/**
 * A company name reduced to what identifies it ("Apple Inc." and "APPLE INC /CA/" → "APPLE"), for
 * documents that name their issuer but carry no CIK.
 */
export function normaliseCompanyName(name: string): string {
  return name
    .toUpperCase()
    .replace(/&AMP;/g, '&')
    .replace(/\/[A-Z]{2,3}\/?$/, '')
    .replace(/[.,'’"()]/g, ' ')
    .replace(
      /\b(INCORPORATED|INC|CORPORATION|CORP|COMPANY|CO|LTD|LIMITED|PLC|LLC|LP|L P|N V|NV|S A|SA|HOLDINGS?|GROUP|THE)\b/g,
      ' ',
    )
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim();
}
