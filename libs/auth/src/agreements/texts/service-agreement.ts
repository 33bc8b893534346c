import { msg } from '@lingui/core/macro';
import type { AgreementDocument } from './agreement-document';

/** The SeaLens Service Agreement (spec §2): registration, paid membership, prohibited behaviour, end of service. */
export const SERVICE_AGREEMENT: AgreementDocument = {
  kind: 'service',
  intro: msg({
    id: 'agreement.service.intro',
    message:
      'Welcome to SeaLens. This Service Agreement is made between you and SeaLens ("we" or "us"), the operator of the SeaLens seller analytics platform for cross-border marketplaces such as Shopee, including its websites, browser plugin, mini program and mobile app (together, the "Services"). Please read it carefully. By logging in, registering or using the Services, you confirm that you have read, understood and accepted this Agreement and the Privacy Agreement.',
  }),
  sections: [
    {
      key: 's1',
      title: msg({ id: 'agreement.service.s1.title', message: 'Scope of the Services' }),
      clauses: [
        msg({
          id: 'agreement.service.s1.c1',
          message:
            'SeaLens provides data analysis and tools for cross-border e-commerce sellers, including market, industry, shop, product and keyword analysis, rankings, monitoring, pricing and profit calculation, and related content and community features.',
        }),
        msg({
          id: 'agreement.service.s1.c2',
          message:
            'Data in the Services is collected from public sources and estimated with statistical models. It is provided as a reference for your business decisions. We do not guarantee that it is complete, accurate or up to date, and it is not investment or business advice.',
        }),
        msg({
          id: 'agreement.service.s1.c3',
          message:
            'We may add, change or remove features to improve the Services. If a change materially affects paid features you have already bought, we will inform you in advance.',
        }),
      ],
    },
    {
      key: 's2',
      title: msg({ id: 'agreement.service.s2.title', message: 'Account registration and security' }),
      clauses: [
        msg({
          id: 'agreement.service.s2.c1',
          message:
            'You can register with a mobile phone number verified by an SMS code, or log in by scanning a QR code with WeChat. You must be at least 18 years old or have the consent of your guardian, and the information you provide must be true, accurate and complete.',
        }),
        msg({
          id: 'agreement.service.s2.c2',
          message:
            'You are responsible for keeping your password, verification codes and logged-in devices secure, and for all activity under your account. Tell us promptly if you suspect unauthorised use.',
        }),
        msg({
          id: 'agreement.service.s2.c3',
          message:
            'An account may be used only by its registered holder and the sub-accounts the holder creates. You may not sell, rent, lend or transfer an account without our written consent.',
        }),
        msg({
          id: 'agreement.service.s2.c4',
          message:
            'To protect your account, we may ask for additional identity verification or temporarily restrict logins when we detect unusual activity.',
        }),
      ],
    },
    {
      key: 's3',
      title: msg({ id: 'agreement.service.s3.title', message: 'Paid membership' }),
      clauses: [
        msg({
          id: 'agreement.service.s3.c1',
          message:
            'Some features and data are available only to members. The plans, prices, durations and benefits of membership are shown on the purchase page at the time you buy.',
        }),
        msg({
          id: 'agreement.service.s3.c2',
          message:
            'Membership starts when your payment is confirmed and ends at the end of the term you bought. A plan renews only if it clearly says so when you buy it.',
        }),
        msg({
          id: 'agreement.service.s3.c3',
          message:
            'Membership benefits belong to the account that bought them and its sub-accounts. They may not be transferred, resold or shared with anyone else.',
        }),
      ],
    },
    {
      key: 's4',
      title: msg({ id: 'agreement.service.s4.title', message: 'Fees and no refunds' }),
      clauses: [
        msg({
          id: 'agreement.service.s4.c1',
          message:
            'Membership is a digital service delivered as soon as it is activated. Fees paid are not refundable, including when you cancel a membership, stop using the Services or do not use the full term, unless the law requires otherwise.',
        }),
        msg({
          id: 'agreement.service.s4.c2',
          message:
            'If a payment fails or is reversed, we may suspend the related benefits until it is settled. Invoices are issued according to the order information you provide.',
        }),
      ],
    },
    {
      key: 's5',
      title: msg({ id: 'agreement.service.s5.title', message: 'Prohibited behaviour' }),
      clauses: [
        msg({
          id: 'agreement.service.s5.c1',
          message:
            'You must not use crawlers, scripts or other automated tools to access or collect data from the Services in bulk, or bypass or interfere with access limits, captchas or other security measures.',
        }),
        msg({
          id: 'agreement.service.s5.c2',
          message:
            'You must not resell, redistribute or publish data obtained from the Services, or use it to build a competing product or service.',
        }),
        msg({
          id: 'agreement.service.s5.c3',
          message:
            'You must not share one account among unrelated people, register accounts in bulk or with false information, or trade in accounts.',
        }),
        msg({
          id: 'agreement.service.s5.c4',
          message:
            'You must not upload or spread unlawful, infringing, fraudulent or harmful content, or use the Services in a way that breaks the law or the rules of the marketplaces you sell on.',
        }),
      ],
    },
    {
      key: 's6',
      title: msg({ id: 'agreement.service.s6.title', message: 'Handling of violations' }),
      clauses: [
        msg({
          id: 'agreement.service.s6.c1',
          message:
            'If we reasonably believe that you have broken this Agreement, we may, depending on how serious the breach is, warn you, limit features, freeze the account for a period or close it, and keep the relevant records as evidence.',
        }),
        msg({
          id: 'agreement.service.s6.c2',
          message:
            'Fees paid for an account that is restricted or closed because of a violation are not refunded. You are liable for losses your violation causes to us or to others.',
        }),
      ],
    },
    {
      key: 's7',
      title: msg({ id: 'agreement.service.s7.title', message: 'Intellectual property' }),
      clauses: [
        msg({
          id: 'agreement.service.s7.c1',
          message:
            'The Services, including software, databases, reports, designs and the SeaLens name and logo, belong to SeaLens or its licensors and are protected by law. You receive a limited, non-exclusive and non-transferable right to use them for your own business while you use the Services.',
        }),
        msg({
          id: 'agreement.service.s7.c2',
          message:
            'Names such as Shopee and WeChat are trademarks of their owners and are used only to describe the platforms the Services work with.',
        }),
      ],
    },
    {
      key: 's8',
      title: msg({ id: 'agreement.service.s8.title', message: 'Personal information' }),
      clauses: [
        msg({
          id: 'agreement.service.s8.c1',
          message:
            'We collect, use, store and protect your personal information as described in the Privacy Agreement, which forms part of this Agreement.',
        }),
      ],
    },
    {
      key: 's9',
      title: msg({ id: 'agreement.service.s9.title', message: 'Limitation of liability' }),
      clauses: [
        msg({
          id: 'agreement.service.s9.c1',
          message:
            'We work to keep the Services available and secure, but they may be interrupted by maintenance, network failures, changes on third-party platforms or other events beyond our reasonable control. We will restore the Services as soon as reasonably possible.',
        }),
        msg({
          id: 'agreement.service.s9.c2',
          message:
            'To the extent permitted by law, we are not liable for indirect losses or lost profits arising from your use of the data or the Services, and our total liability is limited to the fees you paid for the Services in the twelve months before the claim.',
        }),
      ],
    },
    {
      key: 's10',
      title: msg({ id: 'agreement.service.s10.title', message: 'Changes and end of service' }),
      clauses: [
        msg({
          id: 'agreement.service.s10.c1',
          message:
            'We may update this Agreement. We will publish the new version in the Services and notify you of material changes before they take effect. If you continue to use the Services afterwards, you accept the updated Agreement.',
        }),
        msg({
          id: 'agreement.service.s10.c2',
          message:
            'If we decide to end the Services or a paid feature, we will give notice at least 30 days before the end date by an announcement in the Services, an SMS or a WeChat message, and we will handle unused membership time as the law requires.',
        }),
        msg({
          id: 'agreement.service.s10.c3',
          message:
            'You may stop using the Services at any time and may ask us to close your account as described in the Privacy Agreement.',
        }),
      ],
    },
    {
      key: 's11',
      title: msg({ id: 'agreement.service.s11.title', message: 'Governing law and contact' }),
      clauses: [
        msg({
          id: 'agreement.service.s11.c1',
          message:
            'This Agreement is governed by the laws of mainland China. Any dispute shall first be resolved through friendly negotiation; if that fails, either party may bring it before the competent court where SeaLens is located.',
        }),
        msg({
          id: 'agreement.service.s11.c2',
          message:
            'If you have questions about this Agreement, contact us through the online customer service or the feedback channel in the Services.',
        }),
      ],
    },
  ],
};
