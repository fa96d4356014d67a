import { BOARD_PROVINCES } from '@/data/board-provinces';
import {
  EMPTY_MEMBERSHIP,
  formatApplicationReference,
  isMembershipTier,
  MEMBERSHIP_INDUSTRIES,
  MEMBERSHIP_LIMITS,
  membershipProvinces,
  readMembershipDraft,
} from '@/lib/forms/membership';
import {
  createMembershipSchema,
  LINKEDIN_PROFILE_PATTERN,
  type MembershipValues,
} from '@/lib/forms/membership-schema';
import { fieldOrder } from '@/lib/forms/fields';
import { INDUSTRIES } from '@/data/options';
import { getProvincialBoards } from '@/data/provincial-boards';
import { REFERENCE_PREFIX } from '@/data/reference-prefix';
import { getFormContact } from '@/data/site';
import { errorsOf } from './errors-of';

const english = createMembershipSchema({ language: 'en', provinces: BOARD_PROVINCES });
const indonesian = createMembershipSchema({ language: 'id', provinces: BOARD_PROVINCES });

const valid: MembershipValues = {
  fullName: 'Sekar Ayuningtyas',
  email: 'sekar@kinara-tech.example',
  company: 'PT Kinara Teknologi Nusantara',
  position: 'President Director',
  phone: '+62 21 5550 0101',
  industry: 'Technology',
  province: 'DKI Jakarta',
  boardYears: '8',
  tier: 'full',
  referrer: '',
  linkedin: '',
  motivation: 'To learn from peers who have scaled regional companies.',
  consent: true,
};

describe('the membership schema', () => {
  it('asks, in form order, for who is applying, the board role, the tier, the motivation and consent', () => {
    expect(fieldOrder(english.shape)).toEqual([
      'fullName',
      'email',
      'company',
      'position',
      'phone',
      'industry',
      'province',
      'boardYears',
      'tier',
      'referrer',
      'linkedin',
      'motivation',
      'consent',
    ]);
  });

  it('gives every required field its message when the form is empty (English)', () => {
    expect(errorsOf(english, EMPTY_MEMBERSHIP)).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      company: 'Company is required',
      position: 'Position/Title is required',
      phone: 'Phone number is required',
      industry: 'Please choose your industry',
      province: 'Please choose your province',
      boardYears: 'Years in a board role is required',
      tier: 'Please choose a membership tier',
      motivation: 'Please tell us briefly why you would like to join',
      consent: 'You must agree to be contacted regarding your application',
    });
  });

  it('gives the same in Indonesian, worded as the spec’s Indonesian forms are', () => {
    expect(errorsOf(indonesian, EMPTY_MEMBERSHIP)).toEqual({
      fullName: 'Nama lengkap diperlukan',
      email: 'Email diperlukan',
      company: 'Nama perusahaan diperlukan',
      position: 'Jabatan diperlukan',
      phone: 'Nomor telepon diperlukan',
      industry: 'Pilih bidang industri Anda',
      province: 'Pilih provinsi Anda',
      boardYears: 'Lama menjabat sebagai direktur atau komisaris wajib diisi',
      tier: 'Pilih tingkat keanggotaan',
      motivation: 'Ceritakan secara singkat alasan Anda ingin bergabung',
      consent: 'Persetujuan diperlukan',
    });
  });

  it('accepts a complete application without the optional fields, and trims every text', () => {
    expect(
      english.parse({
        ...valid,
        fullName: ' Sekar Ayuningtyas ',
        boardYears: ' 8 ',
        linkedin: ' ',
      }),
    ).toEqual({ ...valid, boardYears: '8', linkedin: '' });
  });

  it.each([
    ['abc', 'Enter your years in a board role as a whole number, like 5'],
    ['2.5', 'Enter your years in a board role as a whole number, like 5'],
    ['-3', 'Enter your years in a board role as a whole number, like 5'],
    ['1', 'Membership needs at least 2 years in a board role'],
    ['0', 'Membership needs at least 2 years in a board role'],
    ['61', 'Years in a board role must be 60 or fewer'],
  ])('says of %p years: %p', (boardYears, message) => {
    expect(errorsOf(english, { ...valid, boardYears })).toEqual({ boardYears: message });
  });

  it.each(['2', '02', '60'])('accepts %p years', (boardYears) => {
    expect(errorsOf(english, { ...valid, boardYears })).toEqual({});
  });

  it.each([
    ['Indonesian', indonesian, 'abc', 'Tulis lama menjabat dalam bilangan bulat, misalnya 5'],
    [
      'Indonesian',
      indonesian,
      '1',
      'Keanggotaan mensyaratkan masa jabatan paling sedikit 2 tahun sebagai direktur atau komisaris',
    ],
    ['Indonesian', indonesian, '75', 'Lama menjabat paling banyak 60 tahun'],
  ] as const)('says in %s of %p years: %p', (_, schema, boardYears, message) => {
    expect(errorsOf(schema, { ...valid, boardYears })).toEqual({ boardYears: message });
  });

  it('takes only the spec’s industries and every province of the provincial boards, or Other', () => {
    expect(MEMBERSHIP_INDUSTRIES).toEqual([...INDUSTRIES, 'Other']);
    const boards = getProvincialBoards().map((board) => board.province);
    expect([...BOARD_PROVINCES].sort()).toEqual([...boards].sort());
    expect(BOARD_PROVINCES).toHaveLength(34);
    expect(membershipProvinces(BOARD_PROVINCES)).toEqual([...BOARD_PROVINCES, 'Other']);
    for (const province of [...boards, 'Other']) {
      expect(errorsOf(english, { ...valid, province })).toEqual({});
    }
    expect(errorsOf(english, { ...valid, industry: 'Other', province: 'Other' })).toEqual({});
    expect(errorsOf(english, { ...valid, industry: 'All Industries' })).toEqual({
      industry: 'Please choose your industry',
    });
    expect(errorsOf(english, { ...valid, province: 'Atlantis' })).toEqual({
      province: 'Please choose your province',
    });
    expect(errorsOf(english, { ...valid, tier: 'gold' })).toEqual({
      tier: 'Please choose a membership tier',
    });
  });

  it.each([
    'https://www.linkedin.com/in/sekar-ayuningtyas',
    'https://www.linkedin.com/in/sekar-ayuningtyas/',
    'http://id.linkedin.com/in/sekar',
    'linkedin.com/in/sekar-ayuningtyas',
    'www.linkedin.com/pub/sekar/1/2',
    'https://linkedin.com/in/sekar?trk=profile',
  ])('accepts the LinkedIn profile %p', (linkedin) => {
    expect(LINKEDIN_PROFILE_PATTERN.test(linkedin)).toBe(true);
    expect(errorsOf(english, { ...valid, linkedin })).toEqual({});
  });

  it.each([
    'sekar',
    'https://www.linkedin.com/',
    'https://www.linkedin.com/company/kinara',
    'https://linkedin.com.evil.example/in/sekar',
    'https://example.com/in/sekar',
    'javascript:alert(1)//linkedin.com/in/x',
    'https://www.linkedin.com/in/sekar ayu',
  ])("rejects %p with 'Please enter a valid LinkedIn profile URL'", (linkedin) => {
    expect(errorsOf(english, { ...valid, linkedin })).toEqual({
      linkedin: 'Please enter a valid LinkedIn profile URL',
    });
    expect(errorsOf(indonesian, { ...valid, linkedin })).toEqual({
      linkedin: 'Masukkan URL profil LinkedIn yang valid',
    });
  });

  it('caps each text at its limit', () => {
    const long = 'x'.repeat(10_000);
    expect(errorsOf(english, { ...valid, motivation: long, referrer: long })).toEqual({
      referrer: `Referring member must be ${MEMBERSHIP_LIMITS.referrer} characters or fewer`,
      motivation: `Motivation must be ${MEMBERSHIP_LIMITS.motivation} characters or fewer`,
    });
  });

  it('keeps hostile text as plain text', () => {
    const hostile = '<script>alert(1)</script> 🦄 مرحبا';
    expect(english.parse({ ...valid, motivation: hostile }).motivation).toBe(hostile);
  });
});

describe('the referring member', () => {
  it('is optional', () => {
    expect(errorsOf(english, { ...valid, referrer: '' })).toEqual({});
  });

  it('takes any member’s name, in the directory or not (it shows 12 of some 3,000)', () => {
    expect(english.parse({ ...valid, referrer: ' Made Wiradana ' }).referrer).toBe('Made Wiradana');
    expect(errorsOf(english, { ...valid, referrer: 'Someone Not Listed' })).toEqual({});
  });

  it('is capped at its limit, with the field named in the message', () => {
    expect(errorsOf(english, { ...valid, referrer: 'x'.repeat(101) })).toEqual({
      referrer: 'Referring member must be 100 characters or fewer',
    });
  });
});

describe('readMembershipDraft', () => {
  it('reads back a saved draft', () => {
    expect(readMembershipDraft(JSON.stringify(valid))).toEqual(valid);
  });

  it('drops unknown choices, wrong types and extra fields, and cuts over-long text', () => {
    expect(
      readMembershipDraft(
        JSON.stringify({
          tier: 'diamond',
          industry: 'Mining',
          province: 'Bali',
          consent: 'yes',
          boardYears: '12345',
          motivation: 'x'.repeat(5000),
          other: 'y',
        }),
      ),
    ).toEqual({
      ...EMPTY_MEMBERSHIP,
      province: 'Bali',
      boardYears: '12',
      motivation: 'x'.repeat(MEMBERSHIP_LIMITS.motivation),
    });
  });

  it('ignores what is not a draft', () => {
    expect(readMembershipDraft(null)).toBeNull();
    expect(readMembershipDraft('{not json')).toBeNull();
  });
});

describe('isMembershipTier', () => {
  it.each([
    ['associate', true],
    ['full', true],
    ['patron', true],
    ['gold', false],
    [null, false],
  ])('%p → %p', (value, expected) => {
    expect(isMembershipTier(value)).toBe(expected);
  });
});

describe('formatApplicationReference', () => {
  const bytes = [0, 1, 2, 30, 31, 255];

  it('writes the prefix, the year and six unambiguous characters', () => {
    expect(formatApplicationReference('NCN', Date.UTC(2026, 5, 1), bytes)).toBe('NCN-2026-ABC899');
  });

  it('takes the year in Jakarta, whatever the visitor’s time zone', () => {
    // 31 December 2026, 18:00 UTC is already 1 January 2027, 01:00 in Jakarta (UTC+7).
    expect(formatApplicationReference('NCN', Date.UTC(2026, 11, 31, 18), bytes)).toMatch(
      /^NCN-2027-/,
    );
    expect(formatApplicationReference('NCN', Date.UTC(2026, 11, 31, 16, 59), bytes)).toMatch(
      /^NCN-2026-/,
    );
  });

  it('never uses characters that read alike (0/O, 1/I)', () => {
    const all = Array.from({ length: 256 }, (_, byte) =>
      formatApplicationReference('NCN', 0, [byte, byte, byte, byte, byte, byte]).slice(-6),
    ).join('');
    expect(all).not.toMatch(/[01OI]/);
    expect(new Set(all).size).toBe(32);
  });

  it('refuses too few random bytes', () => {
    expect(() => formatApplicationReference('NCN', 0, [1, 2, 3])).toThrow();
  });
});

describe('the reference’s prefix the receiver draws with', () => {
  it('is the association’s short name, as the site settings give it', () => {
    expect(REFERENCE_PREFIX).toBe(getFormContact().shortName);
  });
});
