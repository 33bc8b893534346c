// What the login-dialog stories share: a fake machine made fresh for every story render (a loader,
// so play functions can read the recorded commands), the dialog on it, and a fake captcha.
import type { Decorator, Loader, StoryContext } from '@storybook/react-vite';
import { CaptchaContext } from '../../captcha/captcha-provider';
import { systemClock } from '../../machines/clock';
import { LoginDialog } from '../login-dialog';
import { createFakeCaptchaProvider, type FakeCaptchaOptions } from './fake-captcha-provider';
import { createFakeLoginDialogMachine, type FakeLoginDialogMachine, type FakeLoginDialogOptions } from './fake-login-dialog-machine';

export interface LoginDialogStoryArgs {
  setup: FakeLoginDialogOptions;
  captcha?: FakeCaptchaOptions;
}

export const createStoryMachine: Loader<LoginDialogStoryArgs> = ({ args }) => ({
  // The SMS countdown runs in real time in a story; the QR lifetime stays on the fake clock so a
  // shown code does not expire while someone looks at it.
  machine: createFakeLoginDialogMachine({ smsClock: systemClock, ...args.setup }),
});

export function storyMachine(context: Pick<StoryContext, 'loaded'>): FakeLoginDialogMachine {
  return context.loaded['machine'] as FakeLoginDialogMachine;
}

export const renderStoryDialog = (_args: LoginDialogStoryArgs, context: Pick<StoryContext, 'loaded'>) => (
  <LoginDialog machine={storyMachine(context)} />
);

export const withFakeCaptcha: Decorator<LoginDialogStoryArgs> = (Story, { args }) => (
  <CaptchaContext.Provider value={createFakeCaptchaProvider(args.captcha)}>
    <Story />
  </CaptchaContext.Provider>
);
