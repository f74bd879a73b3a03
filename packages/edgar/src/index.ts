export * from './accession';
export * from './atom';
export * from './block';
export * from './client';
export * from './daily-index';
export * from './errors';
export * from './filing-index';
export * from './limiter';
export * from './parties';
export * from './urls';
// US Eastern time lives in contracts (ids need it too); re-exported for EDGAR callers.
export { easternOffsetMs, easternToUtc, parseEasternStamp, toEastern, type EasternTime } from '@nes/contracts';
