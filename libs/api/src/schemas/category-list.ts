import * as v from 'valibot';
import { envelopeWith } from './envelope';
import { maybe, numberLike } from './lenient';

/** One category of the user category list; the store sorts them by typeId (spec §3). Lenient on name. */
export const categorySchema = v.looseObject({
  typeId: numberLike,
  name: maybe(v.string()),
  /** 1 when bought (openapi/main.yaml CategoryList). */
  buyStatus: maybe(numberLike),
});

/** User category list (spec §3): `categorys` (the spec's spelling), bindableNum, buyNum, canNextBind. */
export const categoryListSchema = v.looseObject({
  categorys: v.nullish(v.array(categorySchema), []),
  bindableNum: maybe(numberLike),
  buyNum: maybe(numberLike),
  canNextBind: maybe(v.union([v.boolean(), numberLike])),
});

export const categoryListAnswerSchema = envelopeWith(categoryListSchema);

export type Category = v.InferOutput<typeof categorySchema>;
export type CategoryList = v.InferOutput<typeof categoryListSchema>;
