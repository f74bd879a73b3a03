// What the repository's end-to-end and fault tests drive directly: the key store, the company
// loader and the EDGAR replay server (the CLIs wrap the same code).
export { KeyStore } from './keys/keys';
export { loadCompanies } from './companies/load';
export { loadCorpus } from './replay/corpus';
export { startReplayServer, type ReplayServer } from './replay/server';
export { EDGAR_TIMING, INSTANT_TIMING, type ReplayTiming } from './replay/timing';
// The pipeline harness (every service a child process on a private stack) that the fault tests and
// the chaos soak share, and the soak itself (its short version runs in the fault tests).
export * from './pipeline/build-snapshot';
export * from './pipeline/ids';
export * from './pipeline/private-stack';
export * from './pipeline/run';
export { runSoak, type SoakOptions, type SoakResult } from './chaos/soak';
