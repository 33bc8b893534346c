export * from './rights';
export * from './ranking-query';
export * from './saved-views';
export * from './blue-ocean';
export * from './alert-rules';
export * from './tiktok-query';
