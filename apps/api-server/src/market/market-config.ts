// The market pipeline's settings, from the environment (README "Configuration"):
// SEALENS_MARKET_SCALE (tiny | small | default | large), SEALENS_MARKET_SEED, SEALENS_FEED_DIR.
import { join } from 'node:path';

import { DEFAULT_MARKET_SEED, MARKET_SCALES, marketScaleOf, type MarketScale } from './scale';

export interface MarketConfig {
  scale: MarketScale;
  seed: number;
  feedDir: string;
}

export function readMarketConfig(env: NodeJS.ProcessEnv, dataDir: string): MarketConfig {
  const scaleName = env['SEALENS_MARKET_SCALE']?.trim();
  const scale = scaleName ? marketScaleOf(scaleName) : MARKET_SCALES.default;
  if (!scale) throw new Error(`SEALENS_MARKET_SCALE must be one of ${Object.keys(MARKET_SCALES).join(', ')}, got "${scaleName}"`);
  const seedText = env['SEALENS_MARKET_SEED']?.trim();
  const seed = seedText ? Number(seedText) : DEFAULT_MARKET_SEED;
  if (!Number.isSafeInteger(seed)) throw new Error(`SEALENS_MARKET_SEED must be a whole number, got "${seedText}"`);
  const feedDir = env['SEALENS_FEED_DIR']?.trim() || join(dataDir, 'feed');
  return { scale, seed, feedDir };
}
