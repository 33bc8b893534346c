import * as v from 'valibot';
import { envelopeWith } from './envelope';
import { maybe, numberLike } from './lenient';

/** "YYYY-MM-DD HH:mm:ss", the format the store keeps (spec §3). */
const dateTime = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'expected YYYY-MM-DD HH:mm:ss'));

/** The member's plan record: plan id, expiry (maturityTime) and bonus end (spec §3, §6). */
export const productSchema = v.looseObject({
  planId: maybe(numberLike),
  maturityTime: maybe(dateTime),
  bonus: maybe(
    v.looseObject({
      endTime: maybe(dateTime),
    }),
  ),
});

/** Product and policy answer (openapi/main.yaml ProductAndPolicy). */
export const productPolicySchema = v.looseObject({
  product: maybe(productSchema),
  policy: maybe(
    v.looseObject({
      isFilterAbnormal: v.nullish(numberLike, 0),
      passwordStatus: maybe(numberLike),
      promoteType: maybe(numberLike),
    }),
  ),
});

export const productPolicyAnswerSchema = envelopeWith(productPolicySchema);

export type Product = v.InferOutput<typeof productSchema>;
export type ProductPolicy = v.InferOutput<typeof productPolicySchema>;
