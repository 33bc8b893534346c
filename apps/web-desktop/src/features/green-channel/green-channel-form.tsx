// The green entry channel's application: name, phone (spec §5 rules and messages), company, target
// sites and main category. What is typed is kept as a draft in sessionStorage (useDraft): a failed
// call, a reload or the login dialog lose nothing; it is cleared once the application is received.
import { Trans, useLingui } from '@lingui/react/macro';
import { useDraft } from '@sealens/community';
import { CATEGORIES, GREEN_CHANNEL_COMPANY_MAX, GREEN_CHANNEL_NAME_MAX, PHONE_MAX, PhoneSchema, SITE_CODES, stripWhitespace, type CategoryId, type SiteCode } from '@sealens/domain';
import { SITE_NAMES, translateValidation } from '@sealens/i18n';
import { CATEGORY_NAMES } from '@sealens/market';
import { Button } from '@sealens/ui';
import { useId, useState, type FormEvent } from 'react';
import { safeParse } from 'valibot';
import { GreenChannelError, type ApplyGreenChannel, type GreenChannelReceipt } from './green-channel-api';

export const GREEN_CHANNEL_DRAFT_KEY = 'green-channel-application';

interface Draft {
  name: string;
  phone: string;
  company: string;
  sites: SiteCode[];
  categoryId: string;
}

const EMPTY: Draft = { name: '', phone: '', company: '', sites: [], categoryId: '' };

type Field = keyof Draft;
type Problems = Partial<Record<Field, string>>;

export interface GreenChannelFormProps {
  apply: ApplyGreenChannel;
  onApplied(receipt: GreenChannelReceipt, phone: string): void;
}

const inputClass = 'h-10 rounded-md border border-border-strong bg-surface px-3 text-ink';

export function GreenChannelForm({ apply, onApplied }: GreenChannelFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [draft, setDraft, clearDraft] = useDraft<Draft>(GREEN_CHANNEL_DRAFT_KEY, EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed' | 'tooFrequent'>('idle');

  const check = (values: Draft): Problems => {
    const found: Problems = {};
    const name = values.name.trim();
    if (!name) found.name = t`Please enter your name`;
    else if (name.length > GREEN_CHANNEL_NAME_MAX) found.name = t`The name is at most ${GREEN_CHANNEL_NAME_MAX} characters`;
    const phone = safeParse(PhoneSchema, values.phone);
    if (!phone.success) found.phone = translateValidation(i18n, phone.issues[0].message);
    const company = values.company.trim();
    if (!company) found.company = t`Please enter your company name`;
    else if (company.length > GREEN_CHANNEL_COMPANY_MAX) found.company = t`The company name is at most ${GREEN_CHANNEL_COMPANY_MAX} characters`;
    if (values.sites.length === 0) found.sites = t`Please choose at least one target site`;
    if (!values.categoryId) found.categoryId = t`Please choose your main category`;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      // Keyboard and screen-reader users land on the first field to fix.
      const first = (['name', 'phone', 'company', 'sites', 'categoryId'] as const).find((f) => found[f]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setStatus('sending');
    const phone = stripWhitespace(draft.phone);
    try {
      const receipt = await apply({
        name: draft.name.trim(),
        phone,
        company: draft.company.trim(),
        sites: SITE_CODES.filter((s) => draft.sites.includes(s)),
        categoryId: Number(draft.categoryId) as CategoryId,
      });
      clearDraft();
      setStatus('idle');
      onApplied(receipt, phone);
    } catch (error) {
      setStatus(error instanceof GreenChannelError && error.code === 429 ? 'tooFrequent' : 'failed');
    }
  };

  const errorOf = (field: Field) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-danger-700">
        {problems[field]}
      </p>
    ) : null;
  const described = (field: Field) => (problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {});
  const set = (field: 'name' | 'phone' | 'company' | 'categoryId', value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const toggleSite = (site: SiteCode) => setDraft((d) => ({ ...d, sites: d.sites.includes(site) ? d.sites.filter((s) => s !== site) : [...d.sites, site] }));

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="green-form-title" className="flex flex-col gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-ink">
            <Trans>Your name</Trans>
          </label>
          <input id={`${id}-name`} value={draft.name} maxLength={GREEN_CHANNEL_NAME_MAX} autoComplete="name" onChange={(e) => set('name', e.target.value)} className={inputClass} {...described('name')} />
          {errorOf('name')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-phone`} className="text-sm font-medium text-ink">
            <Trans>Phone number</Trans>
          </label>
          <input
            id={`${id}-phone`}
            value={draft.phone}
            maxLength={PHONE_MAX}
            inputMode="tel"
            autoComplete="tel"
            onChange={(e) => set('phone', stripWhitespace(e.target.value))}
            className={inputClass}
            {...described('phone')}
          />
          {errorOf('phone')}
        </div>
        <div className="flex flex-col gap-1 md:col-span-2">
          <label htmlFor={`${id}-company`} className="text-sm font-medium text-ink">
            <Trans>Company name</Trans>
          </label>
          <input
            id={`${id}-company`}
            value={draft.company}
            maxLength={GREEN_CHANNEL_COMPANY_MAX}
            autoComplete="organization"
            onChange={(e) => set('company', e.target.value)}
            className={inputClass}
            {...described('company')}
          />
          {errorOf('company')}
        </div>
      </div>
      <fieldset className="flex flex-col gap-2" {...(problems.sites ? { 'aria-describedby': `${id}-sites-error` } : {})}>
        <legend className="text-sm font-medium text-ink">
          <Trans>Target sites</Trans>
        </legend>
        <div className="flex flex-wrap gap-2">
          {SITE_CODES.map((site, index) => (
            <label key={site} className="flex items-center gap-2 rounded-md border border-border-strong bg-surface px-3 py-2 text-sm text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input id={index === 0 ? `${id}-sites` : undefined} type="checkbox" checked={draft.sites.includes(site)} onChange={() => toggleSite(site)} className="size-4 accent-brand-600" />
              {i18n._(SITE_NAMES[site])}
            </label>
          ))}
        </div>
        {errorOf('sites')}
      </fieldset>
      <div className="flex flex-col gap-1 md:max-w-sm">
        <label htmlFor={`${id}-categoryId`} className="text-sm font-medium text-ink">
          <Trans>Main category</Trans>
        </label>
        <select id={`${id}-categoryId`} value={draft.categoryId} onChange={(e) => set('categoryId', e.target.value)} className={inputClass} {...described('categoryId')}>
          <option value="">{t`Choose a category`}</option>
          {CATEGORIES.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {i18n._(CATEGORY_NAMES[category.id])}
            </option>
          ))}
        </select>
        {errorOf('categoryId')}
      </div>
      <div role="alert" className="text-sm text-danger-700">
        {status === 'failed' ? (
          <Trans>The application could not be sent. Check the network and try again: what you typed is kept.</Trans>
        ) : status === 'tooFrequent' ? (
          <Trans>Too many applications from this network: try again in an hour. What you typed is kept.</Trans>
        ) : null}
      </div>
      <Button type="submit" size="lg" loading={status === 'sending'} className="self-start">
        <Trans>Submit the application</Trans>
      </Button>
    </form>
  );
}
