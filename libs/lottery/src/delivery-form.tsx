// The delivery address of a shipped prize (/m/DeliveryInfo, and inline on the desktop): name, phone
// (spec §5 phone rules and messages) and address. What was typed stays when the call fails.
import { Trans, useLingui } from '@lingui/react/macro';
import { PHONE_MAX, PhoneSchema, stripWhitespace } from '@sealens/domain';
import { translateValidation } from '@sealens/i18n';
import { Button } from '@sealens/ui';
import { useId, useState, type FormEvent } from 'react';
import { safeParse } from 'valibot';
import type { LotteryDelivery } from './lottery-api';

export const DELIVERY_NAME_MAX = 30;
export const DELIVERY_ADDRESS_MIN = 5;
export const DELIVERY_ADDRESS_MAX = 200;

type Field = keyof LotteryDelivery;
type Problems = Partial<Record<Field, string>>;

export interface DeliveryFormProps {
  initial?: LotteryDelivery;
  /** Saves the address; a rejection shows its message and keeps the form as typed. */
  onSubmit(delivery: LotteryDelivery): Promise<void>;
}

export function DeliveryForm({ initial, onSubmit }: DeliveryFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState<LotteryDelivery>(initial ?? { name: '', phone: '', address: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  const check = (delivery: LotteryDelivery): Problems => {
    const found: Problems = {};
    const name = delivery.name.trim();
    if (!name) found.name = t`Please enter the recipient's name`;
    else if (name.length > DELIVERY_NAME_MAX) found.name = t`The name is at most ${DELIVERY_NAME_MAX} characters`;
    const phone = safeParse(PhoneSchema, delivery.phone);
    if (!phone.success) found.phone = translateValidation(i18n, phone.issues[0].message);
    const address = delivery.address.trim();
    if (!address) found.address = t`Please enter the delivery address`;
    else if (address.length < DELIVERY_ADDRESS_MIN || address.length > DELIVERY_ADDRESS_MAX)
      found.address = t`The address is ${DELIVERY_ADDRESS_MIN} to ${DELIVERY_ADDRESS_MAX} characters`;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setStatus('saving');
    try {
      await onSubmit({ name: values.name.trim(), phone: stripWhitespace(values.phone), address: values.address.trim() });
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  const field = (name: Field, label: string, input: { maxLength: number; autoComplete: string; inputMode?: 'tel' }) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-ink">
        {label}
      </label>
      {name === 'address' ? (
        <textarea
          id={`${id}-${name}`}
          name={name}
          rows={3}
          value={values[name]}
          maxLength={input.maxLength}
          autoComplete={input.autoComplete}
          aria-invalid={problems[name] ? true : undefined}
          aria-describedby={problems[name] ? `${id}-${name}-error` : undefined}
          onChange={(e) => setValues((s) => ({ ...s, [name]: e.target.value }))}
          className="rounded-md border border-border-strong bg-surface px-3 py-2 text-ink"
        />
      ) : (
        <input
          id={`${id}-${name}`}
          name={name}
          value={values[name]}
          maxLength={input.maxLength}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          aria-invalid={problems[name] ? true : undefined}
          aria-describedby={problems[name] ? `${id}-${name}-error` : undefined}
          onChange={(e) => setValues((s) => ({ ...s, [name]: name === 'phone' ? stripWhitespace(e.target.value) : e.target.value }))}
          className="h-10 rounded-md border border-border-strong bg-surface px-3 text-ink"
        />
      )}
      {problems[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-danger-700">
          {problems[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label={t`Delivery address`}>
      {field('name', t`Recipient`, { maxLength: DELIVERY_NAME_MAX, autoComplete: 'name' })}
      {field('phone', t`Phone number`, { maxLength: PHONE_MAX, autoComplete: 'tel', inputMode: 'tel' })}
      {field('address', t`Delivery address`, { maxLength: DELIVERY_ADDRESS_MAX, autoComplete: 'street-address' })}
      <div role="status" aria-live="polite" className="text-sm">
        {status === 'saved' ? (
          <span className="text-success-700">
            <Trans>The delivery address is saved.</Trans>
          </span>
        ) : status === 'failed' ? (
          <span className="text-danger-700">
            <Trans>The address could not be saved. Check the network and try again: what you typed is kept.</Trans>
          </span>
        ) : null}
      </div>
      <Button type="submit" loading={status === 'saving'}>
        <Trans>Save the delivery address</Trans>
      </Button>
    </form>
  );
}
