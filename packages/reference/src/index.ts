export * from './csv';
export * from './directory';
export * from './exchanges';
export * from './names';
export * from './sectors';
export * from './stored-company';
