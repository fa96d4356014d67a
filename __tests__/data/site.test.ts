/** @jest-environment node */
import { fillSiteFacts, getFormContact, getSiteText, SITE, siteTitle } from '@/data/site';
import { SiteSettingsSchema } from '@/data/schemas/site';
import { readContentFile } from '@/data/content-files';

describe('the site settings', () => {
  it('give the spec’s facts: founded 2016, 3,000 members by the end of 2024', () => {
    expect(SITE.name).toBe('Nusantara CEO Network');
    expect(SITE.tagline).toBe('FOR A BETTER INDONESIA');
    expect([SITE.foundedYear, SITE.memberCount, SITE.memberCountYear]).toEqual([2016, 3000, 2024]);
  });

  it('dial the number as it is written', () => {
    expect(SITE.contact.phone).toEqual({ display: '+62 21 5550 2016', href: 'tel:+622155502016' });
    expect(getFormContact()).toEqual({
      name: SITE.name,
      shortName: 'NCN',
      email: SITE.contact.email,
      phone: SITE.contact.phone,
    });
  });

  it('have their own words in Indonesian, the facts unchanged', () => {
    expect(getSiteText('id').tagline).toBe('UNTUK INDONESIA YANG LEBIH BAIK');
    expect(getSiteText('en').tagline).toBe(SITE.tagline);
    expect(siteTitle('id')).toBe('Nusantara CEO Network | UNTUK INDONESIA YANG LEBIH BAIK');
    expect(getSiteText('id').addressLines).toHaveLength(SITE.contact.addressLines.length);
  });

  it('refuse a phone number, an account number or initials written otherwise', () => {
    const file = readContentFile('settings/site.json').data as { en: unknown };
    const settings = SiteSettingsSchema.parse(file.en);
    const broken = (change: object) => SiteSettingsSchema.safeParse({ ...settings, ...change });
    expect(broken({ contact: { ...settings.contact, phone: '021-555' } }).success).toBe(false);
    expect(broken({ bank: { ...settings.bank, accountNumber: '7010-2016' } }).success).toBe(false);
    expect(broken({ shortName: 'ncn' }).success).toBe(false);
    expect(broken({ donationUrl: 'https://donate.real-bank.com/x' }).success).toBe(false);
  });
});

describe('the site facts a page’s text names', () => {
  const source = { file: 'data/content/pages/about.json', path: ['en'] };

  it('are written as the edition writes numbers', () => {
    const text = {
      intro: '{name}: {memberCount} members by {memberCountYear}, since {foundedYear}',
    };
    expect(fillSiteFacts(text, 'en', source).intro).toBe(
      'Nusantara CEO Network: 3,000 members by 2024, since 2016',
    );
    expect(fillSiteFacts(text, 'id', source).intro).toContain('3.000');
  });

  it('fail the build on an unknown one, naming the file and the field', () => {
    expect(() => fillSiteFacts({ list: ['{members}'] }, 'en', source)).toThrow(
      'data/content/pages/about.json: en.list[0]: {members} is not a site fact',
    );
  });
});
