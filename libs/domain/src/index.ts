export * from './constants';
export * from './locales';
export * from './navigation';
export * from './contact';
export * from './sites';
