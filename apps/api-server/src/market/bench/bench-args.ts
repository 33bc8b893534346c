// What the benches' command lines share (data-bench-options.ts, monitor-bench-options.ts): node's
// parseArgs with its refusal as a message, `--help`, the scale named, and whole counts.
import { parseArgs, type ParseArgsConfig } from 'node:util';

import { marketScaleOf, type MarketScale } from '../scale';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values<O extends Options> = ReturnType<typeof parseArgs<{ options: O; args: string[] }>>['values'];

/**
 * The values of `args` under `options` (which has a `scale` string and a `help` flag) with the scale
 * they name, `help` when asked, or what is wrong with them.
 */
export function parseBenchArgs<const O extends Options>(args: readonly string[], options: O): { values: Values<O>; scale: MarketScale } | { help: true } | { error: string } {
  let values: Values<O>;
  try {
    ({ values } = parseArgs({ args: [...args], options }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const named = values as Record<string, unknown>;
  if (named['help']) return { help: true };
  const scale = marketScaleOf(String(named['scale']));
  if (!scale) return { error: `no scale named ${String(named['scale'])}` };
  return { values, scale };
}

/** A whole number of 0 or more written in digits, else undefined. */
export const wholeNumber = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text.trim()) ? Number(text) : undefined);
