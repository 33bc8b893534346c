// Production's SMS provider (issue #10 item 11): the code's text goes to the configured gateway as
// JSON, authorised by its key; a gateway that does not take it makes the send fail (the caller
// answers the SMS error), never a silent success.
import type { SmsProvider } from './sms-codes';

/** How long the gateway may take before the send counts as failed. */
export const SMS_GATEWAY_TIMEOUT_MS = 10_000;

export function httpSmsProvider(gateway: { url: string; key: string }, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    async send(mobile, text) {
      const response = await fetchImpl(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${gateway.key}` },
        body: JSON.stringify({ mobile, text }),
        signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`the SMS gateway answered HTTP ${response.status}`);
    },
  };
}
