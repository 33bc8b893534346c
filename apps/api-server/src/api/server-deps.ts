// What every API route needs, passed in (never module state) so tests swap any of it.
import type { AppMode } from '../app-options';
import type { Database } from '../db/database';
import type { MarketService } from '../market/market-service';
import type { CaptchaVerifier } from '../security/captcha-gateway';
import type { RandomSource } from '../security/random';
import type { SmsProvider } from '../security/sms-codes';

export interface ServerDeps {
  db: Database;
  mode: AppMode;
  now: () => Date;
  random: RandomSource;
  sms: SmsProvider;
  /** HS256 secret for access tokens (SEALENS_TOKEN_SECRET, else persisted in server_settings). */
  tokenSecret: string;
  tokenTtlSeconds: number;
  /** Folder for uploaded images (under the data folder). */
  uploadDir: string;
  /**
   * What a QR scene encodes (production: SEALENS_QR_SCAN_URL with the scene id); absent in local
   * mode, where it is the dev scan page of this server.
   */
  qrScanUrlFor?: (sceneId: string) => string;
  /**
   * Production with the third-party captcha (SEALENS_CAPTCHA_*): what judges captcha tickets. Absent:
   * the local slide captcha's own tickets (local mode, or SEALENS_ALLOW_LOCAL_CAPTCHA=1).
   */
  captchaVerifier?: CaptchaVerifier;
  /** The market data pipeline (issue #11); absent: the routes read what the database holds. */
  market?: MarketService;
}
