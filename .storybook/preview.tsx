import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-vite';
import { messages } from '../libs/i18n/src/locales/en/messages.po';
import { messages as workbenchMessages } from '../libs/workbench/src/locales/en/workbench.po';
import './preview.css';

// The real English catalogs (the main one and the workbench's own, lingui.config.ts): production
// builds strip the source text from macros, leaving only ids.
i18n.loadAndActivate({ locale: 'en', messages: { ...messages, ...workbenchMessages } });

const preview: Preview = {
  decorators: [
    (Story) => (
      <I18nProvider i18n={i18n}>
        <Story />
      </I18nProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story tests instead of only showing in the panel.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
