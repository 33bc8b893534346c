// The content answers as the pages rely on them (openapi ContentItem): validated at the edge, so a
// changed backend fails here with a typed error rather than deep inside a component.
import { envelopeWith } from '@sealens/api';
import * as v from 'valibot';

const stringLike = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const maybe = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema));

export const contentItemSchema = v.looseObject({
  id: stringLike,
  title: v.string(),
  summary: maybe(v.string()),
  coverUrl: maybe(v.string()),
  typeId: maybe(v.number()),
  author: maybe(v.string()),
  publishTime: maybe(v.string()),
  views: maybe(v.number()),
  likes: maybe(v.number()),
  liked: maybe(v.boolean()),
  videoUrl: maybe(v.string()),
  captionsUrl: maybe(v.string()),
  captions: maybe(v.array(v.looseObject({ lang: v.string(), url: v.string() }))),
  pdfUrl: maybe(v.string()),
  lang: maybe(v.string()),
  readingMinutes: maybe(v.number()),
  content: maybe(v.string()),
});

export const contentPageAnswer = envelopeWith(v.looseObject({ total: v.number(), list: v.array(contentItemSchema) }));
export const contentItemAnswer = envelopeWith(contentItemSchema);
export const likeAnswer = envelopeWith(v.looseObject({ liked: v.boolean(), likes: v.number() }));

export type ContentItemRow = v.InferOutput<typeof contentItemSchema>;
