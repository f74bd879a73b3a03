export * from './csv';
export * from './directory';
export * from './exchanges';
export * from './sectors';
export * from './stored-company';
