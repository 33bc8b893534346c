// The names of the site markets (spec §3), keyed by the codes of @sealens/domain; translate with i18n._().
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SiteCode } from '@sealens/domain';

export const SITE_NAMES: Record<SiteCode, MessageDescriptor> = {
  BR: msg`Brazil`,
  ID: msg`Indonesia`,
  MY: msg`Malaysia`,
  MX: msg`Mexico`,
  PH: msg`Philippines`,
  SG: msg`Singapore`,
  TW: msg`Taiwan`,
  TH: msg`Thailand`,
  VN: msg`Vietnam`,
};
