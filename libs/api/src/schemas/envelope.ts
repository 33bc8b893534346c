import * as v from 'valibot';
import { maybe, numberLike } from './lenient';

/** The envelope of every answer (DESIGN.md §4): `{ code, message, payload? }`. */
export const envelopeSchema = v.looseObject({
  code: numberLike,
  // Required by the contract, but a missing message must not hide a valid code.
  message: v.pipe(
    v.nullish(v.string()),
    v.transform((message) => message ?? ''),
  ),
  payload: v.optional(v.unknown()),
});

export type Envelope = v.InferOutput<typeof envelopeSchema>;

/** The envelope with a typed payload. The payload is optional: non-success answers carry none. */
export function envelopeWith<S extends v.GenericSchema>(payload: S) {
  return v.looseObject({ ...envelopeSchema.entries, payload: maybe(payload) });
}
