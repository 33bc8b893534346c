import { LOCALE_CODES } from '@sealens/domain';
import { loadAgreementMessages } from './agreement-messages';
import type { AgreementDocument } from './texts/agreement-document';
import { PRIVACY_AGREEMENT } from './texts/privacy-agreement';
import { SERVICE_AGREEMENT } from './texts/service-agreement';

const ids = (doc: AgreementDocument) => [
  doc.intro.id,
  ...doc.sections.flatMap((s) => [s.title.id, ...s.clauses.map((c) => c.id)]),
];
const ALL_IDS = [...ids(SERVICE_AGREEMENT), ...ids(PRIVACY_AGREEMENT)];

describe('agreements catalog', () => {
  it('has the 8 to 12 sections per agreement the product asks for, with unique ids', () => {
    expect(SERVICE_AGREEMENT.sections).toHaveLength(11);
    expect(PRIVACY_AGREEMENT.sections).toHaveLength(10);
    expect(new Set(ALL_IDS).size).toBe(ALL_IDS.length);
    expect(ALL_IDS.every((id) => /^agreement\.(service|privacy)\./.test(id))).toBe(true);
  });

  it.each(LOCALE_CODES)('%s: every text is translated and compiled', async (locale) => {
    const messages = await loadAgreementMessages(locale);
    const english = await loadAgreementMessages('en');
    for (const id of ALL_IDS) {
      expect(messages[id], `${locale} ${id}`).toBeTruthy();
      if (locale !== 'en') expect(messages[id], `${locale} ${id} left in English`).not.toEqual(english[id]);
    }
  });

  it('refuses a locale it has no catalog for', async () => {
    await expect(loadAgreementMessages('fr')).rejects.toThrow('No agreements catalog for locale fr');
  });
});
