export { activateLocale, changeLocale, createRequestI18n, i18n, loadMessages, registerCatalogPart } from './activate-locale';
export type { CatalogPartLoader } from './activate-locale';
export { FlagIcon } from './flag-icon';
export { applyDocumentLanguage, detectInitialLocale, saveLocale, savedLocale } from './language-preference';
export { LanguageSwitcher } from './language-switcher';
export { SITE_NAMES } from './site-names';
export { translateValidation, VALIDATION_MESSAGE_DESCRIPTORS } from './validation-messages';
export { SiteProviders } from './site-providers';
export { API_MESSAGE_DESCRIPTORS, translateApiMessage } from './api-messages';
