// freeze-high (spec §4, §8): only customer service can verify the user's identity and lift the
// freeze, so the dialog offers the way to reach them.
import { Trans } from '@lingui/react/macro';
import { CONTACT } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { useId, useState } from 'react';

export function CustomerServiceContact() {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="flex flex-col items-stretch gap-2">
      <Button variant="secondary" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((value) => !value)}>
        <Trans>Add customer service</Trans>
      </Button>
      <div id={regionId} hidden={!open} className="rounded-md bg-surface-muted p-3 text-sm text-ink">
        <p>
          <Trans>Contact customer service to verify your identity and unfreeze your account:</Trans>
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-ink-muted">
            <Trans>Phone</Trans>
          </dt>
          <dd>
            <a className="text-brand-700 underline" href={`tel:${CONTACT.phone}`}>
              {CONTACT.phone}
            </a>
          </dd>
          <dt className="text-ink-muted">
            <Trans>E-mail</Trans>
          </dt>
          <dd>
            <a className="text-brand-700 underline" href={`mailto:${CONTACT.email}`}>
              {CONTACT.email}
            </a>
          </dd>
        </dl>
      </div>
    </div>
  );
}
