export * from './messages';
export * from './predicates';
export * from './schemas';
