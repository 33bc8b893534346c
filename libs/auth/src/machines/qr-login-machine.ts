// Login QR panel (spec §2) and login flow step 1 (spec §4): create, poll, expire, refresh.
import { BUSINESS_CODES, QR_LIFETIME_MS, QR_POLL_INTERVAL_MS } from '@sealens/domain';
import type { Clock, TimerHandle } from './clock';

export interface QrTicket {
  ticket: string;
  sceneId: string;
  /** Local mode only: the development page that "scans" this code (the server omits it in production). */
  scanPage?: string;
}

export interface QrPollResult {
  code: number;
  message?: string;
  payload?: unknown;
}

export type QrLoginState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'showing'; ticket: string; sceneId: string; scanPage?: string }
  /** The QR lived QR_LIFETIME_MS: polling stopped; UI shows 'QR expired, click to refresh'. */
  | { status: 'expired' }
  /** Any other poll code (server message shown, QR destroyed), or QR creation failed. */
  | { status: 'failed'; message: string; reason: 'server' | 'create-failed' }
  /** 20001: go to bind phone. qrDestroyed is true in the risk QR flow. */
  | { status: 'unknownUser'; sceneId: string; qrDestroyed: boolean }
  | { status: 'success'; payload: unknown };

export type QrLoginStatus = QrLoginState['status'];

export interface QrLoginMachineOptions {
  createQr: () => Promise<QrTicket>;
  poll: (sceneId: string) => Promise<QrPollResult>;
  clock: Clock;
  /** The risk QR flow: an unknown user (20001) destroys the QR. */
  riskFlow?: boolean;
}

export interface QrLoginMachine {
  /** Creates the first QR; ignored unless idle. */
  start(): void;
  /** Creates a new QR (from idle, showing, expired or failed). */
  refresh(): void;
  /** Stops all timers and ignores late answers; the machine is inert afterwards. */
  destroy(): void;
  subscribe(listener: (state: QrLoginState) => void): () => void;
  getState(): QrLoginState;
}

const REFRESHABLE: ReadonlySet<QrLoginStatus> = new Set(['idle', 'showing', 'expired', 'failed']);

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createQrLoginMachine(options: QrLoginMachineOptions): QrLoginMachine {
  const { createQr, poll, clock, riskFlow = false } = options;
  const listeners = new Set<(state: QrLoginState) => void>();
  let state: QrLoginState = { status: 'idle' };
  let destroyed = false;
  /** Bumped on every new QR / stop, so late async answers of an old QR are dropped. */
  let generation = 0;
  let pollTimer: TimerHandle | undefined;
  let lifetimeTimer: TimerHandle | undefined;
  let pollInFlight = false;

  const setState = (next: QrLoginState): void => {
    state = next;
    for (const listener of [...listeners]) listener(state);
  };

  const stopTimers = (): void => {
    if (pollTimer !== undefined) clock.clearInterval(pollTimer);
    if (lifetimeTimer !== undefined) clock.clearTimeout(lifetimeTimer);
    pollTimer = undefined;
    lifetimeTimer = undefined;
    pollInFlight = false;
    generation++;
  };

  const handlePoll = (result: QrPollResult, sceneId: string): void => {
    switch (result.code) {
      case BUSINESS_CODES.qrWaiting:
        return;
      case BUSINESS_CODES.success:
        stopTimers();
        setState({ status: 'success', payload: result.payload });
        return;
      case BUSINESS_CODES.unknownUser:
        stopTimers();
        setState({ status: 'unknownUser', sceneId, qrDestroyed: riskFlow });
        return;
      default:
        stopTimers();
        setState({ status: 'failed', message: result.message ?? '', reason: 'server' });
    }
  };

  const beginShowing = (qr: QrTicket, gen: number): void => {
    setState({ status: 'showing', ticket: qr.ticket, sceneId: qr.sceneId, ...(qr.scanPage ? { scanPage: qr.scanPage } : {}) });
    pollTimer = clock.setInterval(() => {
      if (pollInFlight || gen !== generation) return;
      pollInFlight = true;
      poll(qr.sceneId).then(
        (result) => {
          if (gen !== generation) return;
          pollInFlight = false;
          handlePoll(result, qr.sceneId);
        },
        () => {
          // A network failure keeps polling.
          if (gen === generation) pollInFlight = false;
        },
      );
    }, QR_POLL_INTERVAL_MS);
    lifetimeTimer = clock.setTimeout(() => {
      if (gen !== generation) return;
      stopTimers();
      setState({ status: 'expired' });
    }, QR_LIFETIME_MS);
  };

  const load = (): void => {
    stopTimers();
    const gen = generation;
    setState({ status: 'loading' });
    createQr().then(
      (qr) => {
        if (gen === generation && !destroyed) beginShowing(qr, gen);
      },
      (error: unknown) => {
        if (gen === generation && !destroyed) {
          setState({ status: 'failed', message: errorMessage(error), reason: 'create-failed' });
        }
      },
    );
  };

  return {
    start() {
      if (!destroyed && state.status === 'idle') load();
    },
    refresh() {
      if (!destroyed && REFRESHABLE.has(state.status)) load();
    },
    destroy() {
      destroyed = true;
      stopTimers();
      listeners.clear();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getState: () => state,
  };
}
