// Translated names for the switches of the home figures: the 12 fixed categories of spec §3 and
// the date types of the ranking calls (openapi DateType: 1 previous day, 2 last 7 days, 3 last 30 days).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CategoryId } from '@sealens/domain';

export const CATEGORY_NAMES: Readonly<Record<CategoryId, MessageDescriptor>> = {
  99997: msg`Home living`,
  99991: msg`Digital electronics`,
  99998: msg`Beauty and personal care`,
  99996: msg`Clothing and bags`,
  99995: msg`Mother, baby and toys`,
  99990: msg`Home textiles and furniture`,
  99994: msg`Food and health`,
  99999: msg`Fresh fruit`,
  99992: msg`Sport and outdoor`,
  99989: msg`Medicine and health`,
  99993: msg`Virtual goods`,
  99987: msg`Auto parts and motorcycles`,
};

export const DATE_TYPES = [1, 2, 3] as const;
export type DateType = (typeof DATE_TYPES)[number];

export const DATE_TYPE_NAMES: Readonly<Record<DateType, MessageDescriptor>> = {
  1: msg`Previous day`,
  2: msg`Last 7 days`,
  3: msg`Last 30 days`,
};
