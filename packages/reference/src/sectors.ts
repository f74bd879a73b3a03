/**
 * SIC code → sector. SEC reference data carries a 4-digit SIC code per filer; we group the SIC
 * ranges into GICS-like sectors users know. Ranges are checked in order; the first match wins.
 */
const SECTOR_RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [1300, 1389, 'Energy'], // oil and gas extraction and services
  [2830, 2836, 'Healthcare'], // drugs
  [2900, 2999, 'Energy'], // petroleum refining
  [3570, 3579, 'Technology'], // computers and office equipment
  [3630, 3639, 'Consumer Discretionary'], // household appliances
  [3710, 3716, 'Consumer Discretionary'], // motor vehicles
  [3841, 3851, 'Healthcare'], // medical instruments and supplies
  [5120, 5122, 'Healthcare'], // drug wholesale
  [5400, 5499, 'Consumer Staples'], // food stores
  [6500, 6553, 'Real Estate'],
  [6798, 6798, 'Real Estate'], // REITs
  [7370, 7379, 'Technology'], // software and computer services
  [100, 999, 'Consumer Staples'], // agriculture
  [1000, 1499, 'Materials'], // mining
  [1500, 1799, 'Industrials'], // construction
  [2000, 2199, 'Consumer Staples'], // food, beverages, tobacco
  [2200, 2399, 'Consumer Discretionary'], // textiles, apparel
  [2400, 2499, 'Materials'], // lumber
  [2500, 2599, 'Consumer Discretionary'], // furniture
  [2600, 2699, 'Materials'], // paper
  [2700, 2799, 'Communication Services'], // publishing
  [2800, 2899, 'Materials'], // chemicals
  [3100, 3199, 'Consumer Discretionary'], // leather
  [3000, 3399, 'Materials'], // rubber, plastics, glass, metals
  [3400, 3569, 'Industrials'], // fabricated metal, machinery
  [3580, 3599, 'Industrials'],
  [3600, 3699, 'Technology'], // electronic equipment, semiconductors
  [3700, 3799, 'Industrials'], // transportation equipment, aerospace
  [3800, 3899, 'Technology'], // instruments
  [3900, 3999, 'Consumer Discretionary'], // misc. manufacturing (toys, jewelry)
  [4000, 4799, 'Industrials'], // transportation
  [4800, 4899, 'Communication Services'],
  [4900, 4999, 'Utilities'],
  [5000, 5199, 'Industrials'], // wholesale
  [5200, 5999, 'Consumer Discretionary'], // retail
  [6000, 6799, 'Financials'],
  [7000, 7299, 'Consumer Discretionary'], // hotels, personal services
  [7300, 7399, 'Industrials'], // business services
  [7800, 7999, 'Communication Services'], // motion pictures, amusement
  [7400, 7999, 'Consumer Discretionary'],
  [8000, 8099, 'Healthcare'],
  [8200, 8299, 'Consumer Discretionary'], // education
  [8000, 8999, 'Industrials'], // engineering, management services
];

export const UNCLASSIFIED_SECTOR = 'Other';

export function sectorForSic(sic: number | undefined): string {
  if (sic === undefined || !Number.isFinite(sic)) return UNCLASSIFIED_SECTOR;
  for (const [lo, hi, sector] of SECTOR_RANGES) if (sic >= lo && sic <= hi) return sector;
  return UNCLASSIFIED_SECTOR;
}
