// Spec §2 /shopeeGreenEntryChannel: the Shopee green entry channel, fast-track onboarding for sellers
// new to cross-border selling on Shopee. The page explains what the channel does, who it is for and
// how it runs, then takes an application (stored by the server, openapi applyGreenChannel) and
// confirms it with its number. All of it is in the first HTML; a draft typed earlier returns after
// hydration.
import { Trans } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { maskPhone } from '@sealens/domain';
import { Button, LineIcon, type LineIconName } from '@sealens/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { applyGreenChannel, type ApplyGreenChannel, type GreenChannelReceipt } from './green-channel-api';
import { GreenChannelForm } from './green-channel-form';

export interface GreenChannelPageProps {
  /** The application call; the site's own by default (tests pass a fake). */
  apply?: ApplyGreenChannel;
}

function Benefit({ icon, title, children }: { icon: LineIconName; title: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-xl bg-surface p-5 ring-1 ring-border">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <LineIcon name={icon} />
      </span>
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="mt-1 text-sm text-ink-muted">{children}</p>
      </div>
    </li>
  );
}

export function GreenChannelPage({ apply }: GreenChannelPageProps) {
  const send = useMemo(() => apply ?? ((input: Parameters<ApplyGreenChannel>[0]) => applyGreenChannel(siteApi().main)(input)), [apply]);
  const [receipt, setReceipt] = useState<{ receipt: GreenChannelReceipt; phone: string } | null>(null);

  return (
    <div className="flex flex-col">
      <section aria-labelledby="green-title" className="bg-surface-inverse px-6 py-16 text-white">
        <div className="mx-auto max-w-5xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-white/80">
            <Trans>For new cross-border sellers</Trans>
          </p>
          <h1 id="green-title" className="mt-2 text-4xl font-bold">
            <Trans>Shopee green entry channel</Trans>
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">
            <Trans>Fast-track onboarding to Shopee: one application, a dedicated onboarding manager, and SeaLens market data to choose your sites and category.</Trans>
          </p>
          <a href="#green-apply" className="mt-8 inline-flex h-12 items-center rounded-md bg-white px-6 font-semibold text-brand-700 outline-none focus-visible:ring-2 focus-visible:ring-focus">
            <Trans>Apply now</Trans>
          </a>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-5xl flex-col gap-12 px-6 py-12">
        <section aria-labelledby="green-why-title">
          <h2 id="green-why-title" className="text-2xl font-bold text-ink">
            <Trans>What the channel gives you</Trans>
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            <Benefit icon="people" title={<Trans>A dedicated onboarding manager</Trans>}>
              <Trans>One person follows your application from the first call until your shop is open.</Trans>
            </Benefit>
            <Benefit icon="check" title={<Trans>Documents checked before you submit</Trans>}>
              <Trans>Your company and shop documents are checked first, so the application is not sent back.</Trans>
            </Benefit>
            <Benefit icon="globe" title={<Trans>Sites and category chosen with data</Trans>}>
              <Trans>Market, category and keyword data of the 9 site markets show where your products can sell.</Trans>
            </Benefit>
            <Benefit icon="bolt" title={<Trans>Help with your first listings</Trans>}>
              <Trans>Pricing, titles and main images for your first products, with the SeaLens tools.</Trans>
            </Benefit>
          </ul>
        </section>

        <section aria-labelledby="green-steps-title">
          <h2 id="green-steps-title" className="text-2xl font-bold text-ink">
            <Trans>How it works</Trans>
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-4">
            {[
              <Trans key="1">Send the application below.</Trans>,
              <Trans key="2">Your onboarding manager calls you.</Trans>,
              <Trans key="3">Prepare and check your documents together.</Trans>,
              <Trans key="4">Open your shop and list your first products.</Trans>,
            ].map((step, index) => (
              <li key={index} className="rounded-xl bg-surface p-5 text-sm text-ink ring-1 ring-border">
                <span className="mb-2 flex size-8 items-center justify-center rounded-full bg-brand-600 font-semibold text-ink-inverse">{index + 1}</span>
                {step}
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-ink-muted">
            <Trans>For sellers with a registered company who do not sell on Shopee yet, or who are opening their first cross-border shop.</Trans>
          </p>
        </section>

        <section id="green-apply" aria-labelledby="green-form-title" className="scroll-mt-24 rounded-xl bg-surface p-6 ring-1 ring-border md:p-8">
          <h2 id="green-form-title" className="text-2xl font-bold text-ink">
            <Trans>Apply for the green entry channel</Trans>
          </h2>
          {receipt ? (
            <div role="status" className="mt-6 flex flex-col items-start gap-3" data-testid="green-receipt">
              <p className="flex items-center gap-2 text-lg font-semibold text-success-700">
                <LineIcon name="check" /> {receipt.receipt.repeated ? <Trans>You have already applied</Trans> : <Trans>Application received</Trans>}
              </p>
              <p className="text-ink">
                <Trans>
                  Application number <strong>{receipt.receipt.applicationId}</strong>, sent {receipt.receipt.createTime}.
                </Trans>
              </p>
              <p className="text-ink-muted">
                <Trans>Your onboarding manager will call you at {maskPhone(receipt.phone)}.</Trans>
              </p>
              <Button variant="secondary" onClick={() => setReceipt(null)}>
                <Trans>Send another application</Trans>
              </Button>
            </div>
          ) : (
            <div className="mt-6">
              <GreenChannelForm apply={send} onApplied={(r, phone) => setReceipt({ receipt: r, phone })} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
