// Test helpers (@sealens/i18n/testing): kept out of the main entry so no bundle carries Testing Library.
export { renderWithI18n, testI18n, wrapI18n } from './testing/render-with-i18n';
