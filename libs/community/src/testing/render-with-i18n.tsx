// The shared test wrapper (one copy for every library: @sealens/i18n/testing).
export { renderWithI18n, testI18n } from '@sealens/i18n/testing';
