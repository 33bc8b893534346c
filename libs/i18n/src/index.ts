export { activateLocale, changeLocale, i18n } from './activate-locale';
export { FlagIcon } from './flag-icon';
export { applyDocumentLanguage, detectInitialLocale, saveLocale } from './language-preference';
export { LanguageSwitcher } from './language-switcher';
export { SITE_NAMES } from './site-names';
export { translateValidation, VALIDATION_MESSAGE_DESCRIPTORS } from './validation-messages';
export { SiteProviders } from './site-providers';
export { API_MESSAGE_DESCRIPTORS, translateApiMessage } from './api-messages';
