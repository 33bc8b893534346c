// The device fingerprint sent as firstId with login and registration: generated once per browser
// and kept in its own localStorage entry, so every login from this device reports the same id.

export const DEVICE_ID_KEY = 'sealens-device-id';

export interface DeviceIdDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  randomId?: () => string;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

// Without storage the id still has to stay stable for the life of the page.
let memoryId: string | undefined;

export function deviceId({ storage = browserStorage(), randomId = () => crypto.randomUUID() }: DeviceIdDeps = {}): string {
  try {
    const saved = storage?.getItem(DEVICE_ID_KEY);
    if (saved) return saved;
  } catch {
    // Fall through to a fresh id.
  }
  const id = memoryId ?? randomId();
  memoryId = id;
  try {
    storage?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Kept in memory for this page.
  }
  return id;
}
