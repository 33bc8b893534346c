// Lenient shapes of the home answers (openapi/main.yaml) the market loaders read. Loose objects:
// fields the server adds later (issue 11 rewrites the market data) pass through untouched.
import { maybe, numberLike, stringLike } from '@sealens/api';
import { SITE_CODES } from '@sealens/domain';
import * as v from 'valibot';

/** A site code, or undefined for anything the sites do not know (never a reason to fail a page). */
export const siteLike = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'string' && (SITE_CODES as readonly string[]).includes(value) ? (value as (typeof SITE_CODES)[number]) : undefined)),
);

const figure = maybe(numberLike);
/** "YYYY-MM-DD" when the answer says which day it describes. */
const day = maybe(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)));

export const goodsRowSchema = v.looseObject({
  goodsId: stringLike,
  goodsInfo: v.looseObject({
    title: v.string(),
    image: maybe(v.string()),
    link: maybe(v.string()),
    site: siteLike,
    shopName: maybe(v.string()),
  }),
  price: figure,
  sales: figure,
  gmv: figure,
  /** Growth against the previous period in percent (12.5 = +12.5%); goods growth and soaring lists. */
  growthRate: figure,
  date: day,
});

export const mallRowSchema = v.looseObject({
  shopId: stringLike,
  shopName: v.string(),
  logo: maybe(v.string()),
  /** The shop's page on the marketplace. */
  link: maybe(v.string()),
  site: siteLike,
  sales: figure,
  gmv: figure,
  growthRate: figure,
  date: day,
});

export const keywordRowSchema = v.looseObject({
  keyword: v.string(),
  /** The bid is in this site's currency (an answer without it still reads). */
  site: v.optional(siteLike),
  searchIndex: figure,
  productBase: figure,
  recommendedBid: figure,
});

export const goodsLookupSchema = v.looseObject({ id: stringLike, found: v.boolean(), date: day, goods: maybe(goodsRowSchema) });
export const mallLookupSchema = v.looseObject({ id: stringLike, found: v.boolean(), date: day, mall: maybe(mallRowSchema) });

const siteFiguresFields = {
  totalSalesValue: figure,
  salesVolume: figure,
  productsSold: figure,
  resourceSlotSalesValue: figure,
};

export const homeFiguresSchema = v.looseObject({
  date: v.string(),
  ...siteFiguresFields,
  sites: maybe(v.array(v.looseObject({ site: siteLike, ...siteFiguresFields }))),
});

export const trendPointSchema = v.looseObject({ date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), site: siteLike, value: maybe(numberLike) });

export const brandRowSchema = v.looseObject({ brandName: v.string(), logo: maybe(v.string()), sales: figure, gmv: figure, rank: figure });

export const industryTypeSchema = v.looseObject({ typeId: numberLike, name: v.string(), pId: figure, sales: figure, gmv: figure });

export const merchantStatisticsSchema = v.looseObject({
  sellers: figure,
  pluginInstalls: figure,
  sites: figure,
  shops: figure,
  products: figure,
});

export const salesMapSchema = v.looseObject({
  /** totalSalesValueUsd: the site's sales value in US dollars, so the sites compare on one scale. */
  sites: v.array(v.looseObject({ site: siteLike, ...siteFiguresFields, totalSalesValueUsd: figure })),
  legend: v.array(v.looseObject({ min: numberLike, max: figure, label: v.string(), color: maybe(v.string()) })),
});

export const liveNoticeSchema = v.looseObject({
  id: stringLike,
  title: v.string(),
  startTime: maybe(v.string()),
  coverUrl: maybe(v.string()),
  link: maybe(v.string()),
});

export const contentPageSchema = v.looseObject({
  total: numberLike,
  list: v.array(
    v.looseObject({
      id: stringLike,
      title: v.string(),
      summary: maybe(v.string()),
      coverUrl: maybe(v.string()),
      publishTime: maybe(v.string()),
      views: figure,
    }),
  ),
});

export const imageWindowSchema = v.looseObject({ id: maybe(stringLike), imgUrl: v.string(), link: maybe(v.string()), sort: figure });

export const dictionaryEntrySchema = v.looseObject({ dictionariesKey: v.string(), value: maybe(v.string()), imgUrl: maybe(v.string()), remark: maybe(v.string()) });

export const appVersionSchema = v.looseObject({ version: v.string(), forceUpdate: maybe(v.boolean()), downloadUrl: maybe(v.string()), notes: maybe(v.string()) });
