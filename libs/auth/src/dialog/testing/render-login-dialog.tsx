// Component tests render the dialog the way a site does: inside Lingui (English source text, no
// catalog) and a CaptchaContext holding a fake captcha.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { CaptchaContext, type CaptchaProvider } from '../../captcha/captcha-provider';
import { LoginDialog } from '../login-dialog';
import { createFakeCaptchaProvider } from './fake-captcha-provider';
import { createFakeLoginDialogMachine, type FakeLoginDialogOptions } from './fake-login-dialog-machine';

export const testI18n = setupI18n({ locale: 'en', messages: { en: {} } });

export interface DialogTestProvidersProps {
  captcha?: CaptchaProvider;
  children: ReactNode;
}

export function DialogTestProviders({ captcha, children }: DialogTestProvidersProps) {
  const [fallback] = useState(createFakeCaptchaProvider);
  return (
    <I18nProvider i18n={testI18n}>
      <CaptchaContext.Provider value={captcha ?? fallback}>{children}</CaptchaContext.Provider>
    </I18nProvider>
  );
}

/** Renders the login dialog on a fake machine; returns the machine with the render result. */
export function renderLoginDialog(options: FakeLoginDialogOptions, captcha?: CaptchaProvider) {
  const machine = createFakeLoginDialogMachine(options);
  const result = render(
    <DialogTestProviders captcha={captcha}>
      <LoginDialog machine={machine} />
    </DialogTestProviders>,
  );
  return { machine, ...result };
}
