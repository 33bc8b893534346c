export { useFormatLocale } from '@sealens/market';
