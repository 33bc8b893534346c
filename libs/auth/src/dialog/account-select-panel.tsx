// Spec §4 step 4: a login with sub-accounts lets the user choose the main account or a sub-account
// before the access token is requested.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import { useEffect, useRef, useState } from 'react';
import type { LoginAccount, LoginDialogMachine, LoginDialogState } from '../flows/login-dialog-contract';
import { FormErrorAlert } from './form-error-alert';

export interface AccountSelectPanelProps {
  machine: LoginDialogMachine;
  state: LoginDialogState;
  mainAccount: LoginAccount;
  subAccounts: LoginAccount[];
}

const nameOf = (account: LoginAccount): string => account.displayName || account.nickName || account.account;

export function AccountSelectPanel({ machine, state, mainAccount, subAccounts }: AccountSelectPanelProps) {
  const { t } = useLingui();
  const accounts = [mainAccount, ...subAccounts];
  const [selected, setSelected] = useState(0);
  const firstRadio = useRef<HTMLInputElement>(null);
  // Focus goes to the first field when the mode opens.
  useEffect(() => firstRadio.current?.focus(), []);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const account = accounts[selected];
        if (account) void machine.chooseAccount(account);
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm text-ink-muted">
          <Trans>Choose the account to log in with</Trans>
        </legend>
        {accounts.map((account, index) => {
          const name = nameOf(account);
          return (
            <label
              key={`${index}-${account.account}`}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-border p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="login-account"
                value={index}
                checked={selected === index}
                onChange={() => setSelected(index)}
                ref={index === 0 ? firstRadio : undefined}
                className="size-4 accent-brand-600"
              />
              <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-ink-inverse">
                {name.charAt(0).toUpperCase()}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium text-ink">{name}</span>
                <span className="truncate text-sm text-ink-muted">
                  {account.nickName && account.nickName !== name ? `${account.nickName} · ` : ''}
                  {account.account}
                </span>
              </span>
              <span className="ml-auto shrink-0 rounded-sm bg-surface-muted px-2 py-0.5 text-xs text-ink-muted">
                {index === 0 ? t`Main account` : t`Sub-account`}
              </span>
            </label>
          );
        })}
      </fieldset>
      <FormErrorAlert error={state.error} />
      <Button type="submit" size="lg" className="w-full" loading={state.busy}>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
