// The header's product menu (spec §2): ten sister tools, each opening in a new tab.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { EXTERNAL_LINKS } from '../../config/external-links';

export interface SisterTool {
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  bullets: MessageDescriptor[];
  href: string;
}

export const SISTER_TOOLS: SisterTool[] = [
  {
    title: msg`Enterprise data ark`,
    subtitle: msg`Market intelligence for brands`,
    bullets: [msg`Category and competitor tracking`, msg`Custom data reports`],
    href: EXTERNAL_LINKS.dataArk,
  },
  {
    title: msg`Affiliate invitation tool`,
    subtitle: msg`Invite short-video creators in bulk`,
    bullets: [msg`Find creators by category`, msg`Automatic invitations`],
    href: EXTERNAL_LINKS.affiliateInvitation,
  },
  {
    title: msg`Lazada data tool`,
    subtitle: msg`Rankings and analysis for Lazada`,
    bullets: [msg`Hot and soaring products`, msg`Shop analysis`],
    href: EXTERNAL_LINKS.lazadaData,
  },
  {
    title: msg`TikTok data tool`,
    subtitle: msg`Products, shops and creators on TikTok`,
    bullets: [msg`Video and creator rankings`, msg`Product trends`],
    href: EXTERNAL_LINKS.tiktokData,
  },
  {
    title: msg`TikTok shop tool`,
    subtitle: msg`Run short-video shops efficiently`,
    bullets: [msg`Multi-shop management`, msg`Order and listing tools`],
    href: EXTERNAL_LINKS.tiktokShopTool,
  },
  {
    title: msg`Gulf marketplace data tool`,
    subtitle: msg`Data for Middle-East marketplaces`,
    bullets: [msg`Category insight`, msg`Product rankings`],
    href: EXTERNAL_LINKS.gulfData,
  },
  {
    title: msg`Translation tool`,
    subtitle: msg`Free translation for listings and chat`,
    bullets: [msg`Many languages`, msg`Batch translation`],
    href: EXTERNAL_LINKS.translation,
  },
  {
    title: msg`Cloud computer`,
    subtitle: msg`Manage shops from a cloud desktop`,
    bullets: [msg`Connects in 3 seconds`, msg`Isolated environments`],
    href: EXTERNAL_LINKS.cloudComputer,
  },
  {
    title: msg`Image optimisation`,
    subtitle: msg`Better product pictures in one click`,
    bullets: [msg`Background removal`, msg`Batch resize`],
    href: EXTERNAL_LINKS.imageOptimisation,
  },
  {
    title: msg`Graphic video`,
    subtitle: msg`Turn product images into videos`,
    bullets: [msg`Templates for marketplaces`, msg`Export in seconds`],
    href: EXTERNAL_LINKS.graphicVideo,
  },
];
