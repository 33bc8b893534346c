import type { ApiMessageId } from './api-messages';

// The api layer only raises these; each app decides how to show them (toast, dialog, reload).
export type ApiEventMap = {
  /** 401, or 403 RESTRICT_LOGIN: the app logs out, removes the saved token and reloads (spec §8). */
  sessionEnded: { reason: 'unauthorized' | 'restrictLogin'; status: number };
  /** A warning toast: one of our messages, or the server's own text. */
  warning: { messageId: ApiMessageId } | { serverMessage: string };
  error: { messageId: ApiMessageId };
  /** The device clock is behind the server by more than the tolerance (spec §8, §9). */
  clockDrift: { serverDate: Date; deviceDate: Date; driftMs: number };
  /** The server refused a captcha ticket: the app resets the captcha so the user can retry. */
  captchaResetNeeded: { code: number };
  /** An HTML captcha page came back instead of data: the app reloads. */
  notVerified: { messageId: 'notVerified' };
};

export type ApiEventName = keyof ApiEventMap;
export type ApiEventHandler<E extends ApiEventName> = (payload: ApiEventMap[E]) => void;

export interface ApiEvents {
  /** Subscribes; returns the function that unsubscribes. */
  on<E extends ApiEventName>(event: E, handler: ApiEventHandler<E>): () => void;
  emit<E extends ApiEventName>(event: E, payload: ApiEventMap[E]): void;
}

export function createApiEvents(): ApiEvents {
  // Keyed by name; `on` and `emit` keep handler and payload types paired.
  const handlers = new Map<ApiEventName, Set<(payload: never) => void>>();
  return {
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      const added = set;
      added.add(handler);
      return () => {
        added.delete(handler);
      };
    },
    emit<E extends ApiEventName>(event: E, payload: ApiEventMap[E]) {
      // Copy first so a handler that unsubscribes itself does not skip its neighbour.
      for (const handler of [...(handlers.get(event) ?? [])] as ApiEventHandler<E>[]) {
        // One failing listener must not stop the others nor turn into a failed request.
        try {
          handler(payload);
        } catch (error) {
          console.error(error);
        }
      }
    },
  };
}
