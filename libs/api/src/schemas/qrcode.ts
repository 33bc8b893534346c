import * as v from 'valibot';
import { envelopeSchema } from './envelope';
import { maybe, numberLike, stringLike } from './lenient';

/** QR creation (spec §3, §7): the answer names its data `playdata`, beside the envelope. */
export const qrcodePlaydataSchema = v.looseObject({
  ticket: v.pipe(v.string(), v.nonEmpty('playdata.ticket is empty')),
  sceneId: stringLike,
  expireSeconds: maybe(numberLike),
  /** Local mode only: the development scan page of this scene (absent in production). */
  scanPage: maybe(v.string()),
});

export const qrcodeAnswerSchema = v.looseObject({
  ...envelopeSchema.entries,
  playdata: maybe(qrcodePlaydataSchema),
});

export type QrcodePlaydata = v.InferOutput<typeof qrcodePlaydataSchema>;
export type QrcodeAnswer = v.InferOutput<typeof qrcodeAnswerSchema>;
