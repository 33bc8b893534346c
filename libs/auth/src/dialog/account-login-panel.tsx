// Account login of spec §2: two tabs, 'Password login' and 'SMS login / register'. The tab lives in
// the dialog state (the registration pop-up opens straight on the SMS tab), so switching goes
// through the machine.
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@sealens/ui';
import type { AccountTab, LoginDialogMachine, LoginDialogState } from '../flows/login-dialog-contract';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

export interface AccountLoginPanelProps {
  machine: LoginDialogMachine;
  state: LoginDialogState;
  tab: AccountTab;
}

const isAccountTab = (value: string): value is AccountTab => value === 'password' || value === 'sms';

export function AccountLoginPanel({ machine, state, tab }: AccountLoginPanelProps) {
  const { t } = useLingui();
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        // Radix reports the tab on pointer press and again on the focus that follows, before React
        // re-renders: compare with the machine's state, not the rendered prop, to ask only once.
        const { view } = machine.getState();
        if (isAccountTab(value) && !(view.mode === 'accountLogin' && view.tab === value)) machine.showAccountLogin(value);
      }}
    >
      <TabsList className="mb-1" aria-label={t`Login method`}>
        <TabsTrigger value="password">
          <Trans>Password login</Trans>
        </TabsTrigger>
        <TabsTrigger value="sms">
          <Trans>SMS login / register</Trans>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="password">
        <PasswordLoginForm machine={machine} state={state} />
      </TabsContent>
      <TabsContent value="sms">
        <SmsLoginForm machine={machine} state={state} />
      </TabsContent>
    </Tabs>
  );
}
