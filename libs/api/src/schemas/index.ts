export * from './envelope';
export * from './lenient';
export * from './login';
export * from './user-info';
export * from './qrcode';
export * from './category-list';
export * from './product-policy';
