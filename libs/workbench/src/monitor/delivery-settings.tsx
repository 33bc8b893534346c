// Where the alerts go besides the notification centre (issue 31 item 4): the daily digest's e-mail
// address, and a webhook (an HTTPS address the member's chat tool listens on). Setting the webhook
// shows its signing secret once; a test sends a signed event now; every delivery and its attempts
// are listed. A refused address says why and stays in its field.
import { useLingui } from '@lingui/react/macro';
import type { WorkbenchComponents } from '@sealens/api';
import { Button } from '@sealens/ui';
import { useId, useState, type FormEvent } from 'react';
import { cx } from '../shared/cx';
import { errorClass, fieldClass, invalidFieldClass, labelClass } from '../shared/field-classes';

type Schemas = WorkbenchComponents['schemas'];
export type Webhook = Schemas['Webhook'];
export type WebhookDelivery = Schemas['WebhookDelivery'];

export const WEBHOOK_URL_MAX = 500;
export const DIGEST_EMAIL_MAX = 200;

const failure = (error: unknown, fallback: string) => (error instanceof Error && error.message ? `${fallback} ${error.message}` : fallback);

/** Whether a text reads as an e-mail address (the server checks it again). */
const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

export interface DeliverySettingsProps {
  /** The digest's address ('' when none). */
  email: string;
  onSaveEmail(email: string): Promise<void>;
  webhook: Webhook | null;
  /** Sets the address; resolves with the webhook as the server answered (its secret shown once). */
  onSetWebhook(url: string): Promise<Webhook>;
  onRemoveWebhook(): Promise<void>;
  onTestWebhook(): Promise<WebhookDelivery>;
  deliveries: WebhookDelivery[];
}

function EmailForm({ email, onSaveEmail }: Pick<DeliverySettingsProps, 'email' | 'onSaveEmail'>) {
  const { t } = useLingui();
  const id = useId();
  const [value, setValue] = useState(email);
  const [issue, setIssue] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const max = DIGEST_EMAIL_MAX;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const address = value.trim();
    setDone(null);
    if (address !== '' && (!isEmail(address) || address.length > max)) {
      setIssue(address.length > max ? t`An address has at most ${max} characters.` : t`Type an e-mail address such as name@example.com, or leave it empty for no digest.`);
      return;
    }
    setIssue(null);
    setBusy(true);
    try {
      await onSaveEmail(address);
      setDone(address === '' ? t`No daily digest will be sent.` : t`The daily digest goes to ${address}.`);
    } catch (e) {
      setIssue(failure(e, t`The address could not be saved.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="flex flex-col gap-1" onSubmit={(event) => void save(event)} noValidate>
      <label htmlFor={`${id}-email`} className={labelClass}>
        {t`Daily digest by e-mail`}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-email`}
          type="email"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${id}-email-issue` : undefined}
          className={cx(fieldClass, 'max-w-sm', issue && invalidFieldClass)}
        />
        <Button type="submit" size="sm" loading={busy}>
          {t`Save the address`}
        </Button>
      </div>
      {issue && (
        <p id={`${id}-email-issue`} role="alert" className={errorClass}>
          {issue}
        </p>
      )}
      {done && (
        <p role="status" className="text-xs text-success-700">
          {done}
        </p>
      )}
    </form>
  );
}

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useLingui();
  const status = { pending: t`Retrying`, delivered: t`Delivered`, failed: t`Failed` }[delivery.status];
  const kind = delivery.type === 'test' ? t`Test` : t`Alert`;
  const next = delivery.nextAttemptAt;
  return (
    <li className="flex flex-col gap-1 px-3 py-2 text-sm">
      <span className="flex flex-wrap gap-2">
        <span className="font-medium">{kind}</span>
        <span className={cx(delivery.status === 'delivered' ? 'text-success-700' : delivery.status === 'failed' ? 'text-danger-700' : 'text-warning-700')}>{status}</span>
        <span className="text-ink-muted">{delivery.createdAt}</span>
      </span>
      <ol className="flex flex-col gap-0.5 text-xs text-ink-muted">
        {delivery.attempts.map((attempt, i) => {
          const place = i + 1;
          const code = attempt.httpStatus ?? '-';
          const ms = attempt.ms ?? '-';
          const at = attempt.at;
          const reason = attempt.error;
          return (
            <li key={`${attempt.at}-${i}`}>
              {attempt.ok ? t`Attempt ${place} at ${at}: answered ${code} in ${ms} ms.` : reason ? t`Attempt ${place} at ${at}: failed (${reason}).` : t`Attempt ${place} at ${at}: answered ${code}.`}
            </li>
          );
        })}
      </ol>
      {next && <span className="text-xs text-ink-muted">{t`Next attempt at ${next}.`}</span>}
    </li>
  );
}

function SecretHint({ hint }: { hint: string }) {
  const { t } = useLingui();
  return <p className="text-xs text-ink-muted">{t`The signing secret ends in ${hint}. Set the address again for a new one.`}</p>;
}

export function DeliverySettings({ email, onSaveEmail, webhook, onSetWebhook, onRemoveWebhook, onTestWebhook, deliveries }: DeliverySettingsProps) {
  const { t } = useLingui();
  const id = useId();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [issue, setIssue] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [tested, setTested] = useState<string | null>(null);
  const [busy, setBusy] = useState<'set' | 'test' | 'remove' | null>(null);
  const max = WEBHOOK_URL_MAX;

  const set = async (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim();
    setTested(null);
    if (address === '') return setIssue(t`Type the address your tool gave you.`);
    if (address.length > max) return setIssue(t`An address has at most ${max} characters.`);
    if (!/^https?:\/\/\S+$/i.test(address)) return setIssue(t`The address must start with https://.`);
    setIssue(null);
    setBusy('set');
    try {
      const answer = await onSetWebhook(address);
      setSecret(answer.secret ?? null);
    } catch (e) {
      setIssue(failure(e, t`The address was refused.`));
    } finally {
      setBusy(null);
    }
  };

  const test = async () => {
    setBusy('test');
    setTested(null);
    try {
      const delivery = await onTestWebhook();
      const last = delivery.attempts.at(-1);
      const code = String(last?.httpStatus ?? '-');
      const reason = last?.error ?? code;
      setTested(delivery.status === 'delivered' ? t`The test arrived: your address answered ${code}.` : t`The test did not arrive (${reason}); it is retried as an alert would be.`);
    } catch (e) {
      setTested(failure(e, t`The test could not be sent.`));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      await onRemoveWebhook();
      setUrl('');
      setSecret(null);
    } catch (e) {
      setIssue(failure(e, t`The webhook could not be removed.`));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t`Where alerts go`}
      </h2>
      <EmailForm email={email} onSaveEmail={onSaveEmail} />
      <form className="flex flex-col gap-1" onSubmit={(event) => void set(event)} noValidate>
        <label htmlFor={`${id}-url`} className={labelClass}>
          {t`Webhook address (HTTPS)`}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-url`}
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://"
            aria-invalid={issue ? true : undefined}
            aria-describedby={issue ? `${id}-url-issue` : `${id}-url-help`}
            className={cx(fieldClass, 'max-w-lg', issue && invalidFieldClass)}
          />
          <Button type="submit" size="sm" loading={busy === 'set'}>
            {webhook ? t`Change the address` : t`Set the webhook`}
          </Button>
          {webhook && (
            <>
              <Button size="sm" variant="secondary" loading={busy === 'test'} onClick={() => void test()}>
                {t`Send a test`}
              </Button>
              <Button size="sm" variant="ghost" loading={busy === 'remove'} onClick={() => void remove()}>
                {t`Remove the webhook`}
              </Button>
            </>
          )}
        </div>
        {issue ? (
          <p id={`${id}-url-issue`} role="alert" className={errorClass}>
            {issue}
          </p>
        ) : (
          <p id={`${id}-url-help`} className="text-xs text-ink-muted">
            {t`Each alert is sent as JSON, signed with HMAC-SHA256 over the timestamp and the body (headers X-SeaLens-Timestamp and X-SeaLens-Signature), and retried when your address does not answer.`}
          </p>
        )}
      </form>
      {secret && (
        <div role="status" className="rounded-md border border-warning-600 bg-warning-50 px-3 py-2 text-sm">
          <p>{t`Your signing secret, shown this once: copy it into your tool now.`}</p>
          <code className="mt-1 block break-all font-mono" data-testid="webhook-secret">
            {secret}
          </code>
        </div>
      )}
      {webhook && !secret && <SecretHint hint={webhook.secretHint} />}
      {tested && (
        <p role="status" className="text-sm">
          {tested}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t`Deliveries`}</h3>
        {deliveries.length === 0 ? (
          <p className="text-sm text-ink-muted">{t`Nothing sent yet.`}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
            {deliveries.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
