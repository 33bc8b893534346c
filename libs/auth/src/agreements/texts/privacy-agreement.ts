import { msg } from '@lingui/core/macro';
import type { AgreementDocument } from './agreement-document';

/** The SeaLens Privacy Agreement (spec §2): what is collected, why, where it is stored, and the user's rights. */
export const PRIVACY_AGREEMENT: AgreementDocument = {
  kind: 'privacy',
  intro: msg({
    id: 'agreement.privacy.intro',
    message:
      'SeaLens ("we" or "us") respects your privacy. This Privacy Agreement explains what personal information we collect when you use the SeaLens websites, browser plugin, mini program and mobile app (the "Services"), why we collect it, how we use, store and protect it, and what rights you have. By logging in, registering or using the Services, you agree to this Privacy Agreement.',
  }),
  sections: [
    {
      key: 's1',
      title: msg({ id: 'agreement.privacy.s1.title', message: 'Information we collect' }),
      clauses: [
        msg({
          id: 'agreement.privacy.s1.c1',
          message:
            'Phone number: we use your mobile phone number to register your account, log you in with SMS codes and verify your identity. If you set a password, we store it only in encrypted form.',
        }),
        msg({
          id: 'agreement.privacy.s1.c2',
          message:
            'WeChat information: when you log in with WeChat or bind it to your account, we receive, with your authorisation, your WeChat nickname, avatar and a unique identifier, which we use to create or link your account and show your profile.',
        }),
        msg({
          id: 'agreement.privacy.s1.c3',
          message:
            'Order and payment information: the membership plans you buy, order numbers, amounts, payment method, payment status and invoice details. Payments are processed by the payment provider; we do not store your full bank card details.',
        }),
        msg({
          id: 'agreement.privacy.s1.c4',
          message:
            'Device and log information: device identifiers, device model, operating system, browser type, IP address and records of your visits, searches and actions, which we use for security, risk control and to keep the Services working.',
        }),
        msg({
          id: 'agreement.privacy.s1.c5',
          message:
            'Information you give us yourself, such as feedback, questions and answers in the community, or requests to add a product or shop to our data.',
        }),
      ],
    },
    {
      key: 's2',
      title: msg({ id: 'agreement.privacy.s2.title', message: 'How we use information' }),
      clauses: [
        msg({
          id: 'agreement.privacy.s2.c1',
          message:
            'To provide the Services: creating and managing your account, logging you in, delivering membership benefits, processing orders and invoices, and answering your requests.',
        }),
        msg({
          id: 'agreement.privacy.s2.c2',
          message:
            'To keep you safe: verifying your identity, detecting unusual logins, fraud and abuse, and protecting your account and other users.',
        }),
        msg({
          id: 'agreement.privacy.s2.c3',
          message:
            'To improve the Services: analysing how they are used in order to fix problems and develop features. Wherever possible we use de-identified or aggregated data for this.',
        }),
        msg({
          id: 'agreement.privacy.s2.c4',
          message:
            'To contact you: sending verification codes and service notices and, if you agree, information about our products. You can turn off marketing messages at any time.',
        }),
      ],
    },
    {
      key: 's3',
      title: msg({ id: 'agreement.privacy.s3.title', message: 'Cookies and local storage' }),
      clauses: [
        msg({
          id: 'agreement.privacy.s3.c1',
          message:
            'We use cookies and local storage to keep you logged in, remember your language and preferences, and measure how the Services are used. You can clear or block them in your browser, but some features may then stop working.',
        }),
      ],
    },
    {
      key: 's4',
      title: msg({ id: 'agreement.privacy.s4.title', message: 'Sharing and disclosure' }),
      clauses: [
        msg({
          id: 'agreement.privacy.s4.c1',
          message:
            'We do not sell your personal information. We share it only when necessary: with payment providers to complete payments, with SMS and cloud service providers that process it for us under contract, with WeChat when you choose to log in with it, or when the law or a competent authority requires it.',
        }),
        msg({
          id: 'agreement.privacy.s4.c2',
          message:
            'Service providers may use the information only for the purposes we specify and must protect it at least as well as this Privacy Agreement requires.',
        }),
      ],
    },
    {
      key: 's5',
      title: msg({ id: 'agreement.privacy.s5.title', message: 'Storage location and retention' }),
      clauses: [
        msg({
          id: 'agreement.privacy.s5.c1',
          message:
            'Personal information collected and generated in providing the Services is stored on servers in mainland China. If you use the Services from outside mainland China, your information is transferred to mainland China and processed there, and you agree to this transfer.',
        }),
        msg({
          id: 'agreement.privacy.s5.c2',
          message:
            'We keep personal information only as long as the purposes in this Privacy Agreement require, or longer where the law requires it (for example, order and payment records kept for tax and accounting). After that we delete or anonymise it.',
        }),
      ],
    },
    {
      key: 's6',
      title: msg({ id: 'agreement.privacy.s6.title', message: 'How we protect information' }),
      clauses: [
        msg({
          id: 'agreement.privacy.s6.c1',
          message:
            'We use industry-standard measures, including encrypted transmission, encrypted storage of passwords, access control and security audits, to protect personal information against loss, misuse and unauthorised access.',
        }),
        msg({
          id: 'agreement.privacy.s6.c2',
          message:
            'If a personal information security incident occurs, we will take steps to contain it and will inform you and the authorities as the law requires.',
        }),
      ],
    },
    {
      key: 's7',
      title: msg({ id: 'agreement.privacy.s7.title', message: 'Your rights' }),
      clauses: [
        msg({
          id: 'agreement.privacy.s7.c1',
          message:
            'You can view and update your account information in the Services, unbind WeChat and withdraw the consent you have given. Withdrawing consent does not affect processing that took place before.',
        }),
        msg({
          id: 'agreement.privacy.s7.c2',
          message:
            'You can ask us for a copy of your personal information, ask us to correct or delete it, or ask us to close your account. After your account is closed, we delete or anonymise your personal information unless the law requires us to keep it. We reply to requests within 15 working days.',
        }),
      ],
    },
    {
      key: 's8',
      title: msg({ id: 'agreement.privacy.s8.title', message: 'Minors' }),
      clauses: [
        msg({
          id: 'agreement.privacy.s8.c1',
          message:
            'The Services are intended for business users who are adults. If you are under 18, use them only with the consent of your guardian. We do not knowingly collect personal information from children under 14; if we find that we have done so without a guardian’s consent, we will delete it.',
        }),
      ],
    },
    {
      key: 's9',
      title: msg({ id: 'agreement.privacy.s9.title', message: 'Changes to this agreement and end of service' }),
      clauses: [
        msg({
          id: 'agreement.privacy.s9.c1',
          message:
            'We may update this Privacy Agreement. Before material changes take effect, such as changes to the purposes of processing or to the kinds of information we collect, we will notify you in the Services.',
        }),
        msg({
          id: 'agreement.privacy.s9.c2',
          message:
            'If the Services end, we will notify you at least 30 days in advance, stop collecting personal information, and delete or anonymise the information we hold unless the law requires otherwise.',
        }),
      ],
    },
    {
      key: 's10',
      title: msg({ id: 'agreement.privacy.s10.title', message: 'Contact us' }),
      clauses: [
        msg({
          id: 'agreement.privacy.s10.c1',
          message:
            'For questions, complaints or requests about your personal information, contact us through the online customer service or the feedback channel in the Services. If you are not satisfied with our reply, you may complain to the competent authority.',
        }),
      ],
    },
  ],
};
