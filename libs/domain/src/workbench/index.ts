export * from './rights';
export * from './ranking-query';
export * from './saved-views';
