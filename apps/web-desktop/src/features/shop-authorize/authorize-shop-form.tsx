// The "authorise a shop" form of /moreShopAuthorize: the site, the shop's Shopee id and its name.
// What was typed stays when the call fails; the caller shows the failure.
import { Trans, useLingui } from '@lingui/react/macro';
import { SHOP_ID_MAX, SHOP_ID_PATTERN, SHOP_NAME_MAX, SITE_CODES, type SiteCode } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { Button } from '@sealens/ui';
import { useId, useState, type FormEvent } from 'react';
import type { ShopToAuthorize } from './shop-authorize-api';

type Problems = Partial<Record<'shopId' | 'shopName', string>>;

export interface AuthorizeShopFormProps {
  disabled?: boolean;
  /** Authorises the shop; resolves true when done (the form then empties), false to keep it as typed. */
  onSubmit(shop: ShopToAuthorize): Promise<boolean>;
}

const inputClass = 'h-10 rounded-md border border-border-strong bg-surface px-3 text-ink disabled:opacity-60';

export function AuthorizeShopForm({ disabled = false, onSubmit }: AuthorizeShopFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [site, setSite] = useState<SiteCode>('MY');
  const [shopId, setShopId] = useState('');
  const [shopName, setShopName] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    const idValue = shopId.trim();
    const nameValue = shopName.trim();
    if (!idValue) found.shopId = t`Please enter the shop ID`;
    else if (!SHOP_ID_PATTERN.test(idValue)) found.shopId = t`The shop ID is digits only, at most ${SHOP_ID_MAX}`;
    if (!nameValue) found.shopName = t`Please enter the shop name`;
    else if (nameValue.length > SHOP_NAME_MAX) found.shopName = t`The shop name is at most ${SHOP_NAME_MAX} characters`;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const done = await onSubmit({ site, shopId: idValue, shopName: nameValue });
    setBusy(false);
    if (done) {
      setShopId('');
      setShopName('');
    }
  };

  const error = (field: keyof Problems) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-danger-700">
        {problems[field]}
      </p>
    ) : null;
  const described = (field: keyof Problems) => (problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Authorise a shop`} className="grid gap-4 md:grid-cols-[10rem_1fr_1fr_auto] md:items-start">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-site`} className="text-sm font-medium text-ink">
          <Trans>Site</Trans>
        </label>
        <select id={`${id}-site`} value={site} disabled={disabled} onChange={(e) => setSite(e.target.value as SiteCode)} className={inputClass}>
          {SITE_CODES.map((code) => (
            <option key={code} value={code}>
              {i18n._(SITE_NAMES[code])}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-shopId`} className="text-sm font-medium text-ink">
          <Trans>Shop ID</Trans>
        </label>
        <input
          id={`${id}-shopId`}
          value={shopId}
          inputMode="numeric"
          maxLength={SHOP_ID_MAX}
          disabled={disabled}
          onChange={(e) => setShopId(e.target.value.replace(/\s+/g, ''))}
          className={inputClass}
          {...described('shopId')}
        />
        {error('shopId')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-shopName`} className="text-sm font-medium text-ink">
          <Trans>Shop name</Trans>
        </label>
        <input
          id={`${id}-shopName`}
          value={shopName}
          maxLength={SHOP_NAME_MAX}
          disabled={disabled}
          onChange={(e) => setShopName(e.target.value)}
          className={inputClass}
          {...described('shopName')}
        />
        {error('shopName')}
      </div>
      <Button type="submit" loading={busy} disabled={disabled} className="md:mt-6">
        <Trans>Authorise</Trans>
      </Button>
    </form>
  );
}
