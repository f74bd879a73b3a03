export * from './errors';
export * from './time';
export * from './sgml/items';
export * from './sgml/submission';
export * from './text/extract';
export * from './text/sentences';
