// What the repository's end-to-end and fault tests drive directly: the key store, the company
// loader and the EDGAR replay server (the CLIs wrap the same code).
export { KeyStore } from './keys/keys';
export { loadCompanies } from './companies/load';
export { loadCorpus } from './replay/corpus';
export { startReplayServer, type ReplayServer } from './replay/server';
