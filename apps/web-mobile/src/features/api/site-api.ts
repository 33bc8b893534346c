// The mobile site's API clients, created on first use so pages without data never load them.
// The api layer only raises events; this is where the site decides how to show them (spec §8).
import { createApiClients, createApiEvents, type ApiClients } from '@sealens/api';
import { i18n, translateApiMessage } from '@sealens/i18n';
import { showToast } from '@sealens/ui';

let clients: ApiClients | undefined;

export function siteApi(): ApiClients {
  if (clients) return clients;
  const events = createApiEvents();
  events.on('warning', (event) =>
    showToast({ kind: 'warning', message: 'messageId' in event ? translateApiMessage(i18n, event.messageId) : event.serverMessage }),
  );
  events.on('error', (event) => showToast({ kind: 'error', message: translateApiMessage(i18n, event.messageId) }));
  events.on('clockDrift', () =>
    showToast({ kind: 'warning', message: translateApiMessage(i18n, 'clockDrift'), durationMs: Number.POSITIVE_INFINITY }),
  );
  events.on('notVerified', () => window.location.reload());
  clients = createApiClients({
    // Login arrives with issue #5; until then every visitor is a tourist without a token.
    getToken: () => undefined,
    getAntiRiskToken: () => '',
    events,
  });
  return clients;
}
