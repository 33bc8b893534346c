import * as v from 'valibot';

// Building blocks for lenient response schemas: backends of this platform send numbers as
// strings now and then, and null where a field is absent. Neither should break a page.

/** A number, or a numeric string turned into one. */
export const numberLike = v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.toNumber())]);

/** A string, or a number turned into one (ids are sometimes sent as numbers). */
export const stringLike = v.union([v.string(), v.pipe(v.number(), v.toString())]);

/** An optional field that may also be null; absent and null both read as undefined. */
export const maybe = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );
