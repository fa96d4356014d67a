import {
  EMPTY_SPONSORSHIP,
  EVENT_TARGET_LABELS,
  isSponsorshipPackage,
  readSponsorshipDraft,
  SPONSORSHIP_PACKAGE_LABELS,
  SPONSORSHIP_PACKAGES,
} from '@/lib/forms/sponsorship';
import { sponsorshipSchema, type SponsorshipValues } from '@/lib/forms/sponsorship-schema';
import { EVENT_TARGETS } from '@/data/options';
import { errorsOf } from './errors-of';

const valid: SponsorshipValues = {
  fullName: 'Bagus Prasetyo',
  email: 'bagus@bahari.example',
  company: 'PT Bahari',
  position: 'CMO',
  whatsapp: '+62 811 0000 0001',
  package: 'gold',
  eventTarget: 'summit',
  notes: '',
  consent: true,
};

describe('the sponsorship schema', () => {
  it("gives every required field the spec's Indonesian message when the form is empty", () => {
    expect(errorsOf(sponsorshipSchema, EMPTY_SPONSORSHIP)).toEqual({
      fullName: 'Nama lengkap diperlukan',
      email: 'Email diperlukan',
      company: 'Nama perusahaan diperlukan',
      position: 'Jabatan diperlukan',
      whatsapp: 'Nomor WhatsApp diperlukan',
      package: 'Pilih paket sponsorship',
      eventTarget: 'Pilih event target',
      consent: 'Persetujuan diperlukan',
    });
  });

  it('accepts an application without notes, and trims it', () => {
    expect(sponsorshipSchema.parse({ ...valid, fullName: ' Bagus Prasetyo ' })).toEqual(valid);
  });

  it.each([
    ['fullName', ' ', 'Nama lengkap diperlukan'],
    ['email', ' ', 'Email diperlukan'],
    ['company', ' ', 'Nama perusahaan diperlukan'],
    ['position', ' ', 'Jabatan diperlukan'],
    ['whatsapp', ' ', 'Nomor WhatsApp diperlukan'],
  ] as const)('treats a blank %s as empty', (field, value, message) => {
    expect(errorsOf(sponsorshipSchema, { ...valid, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it("rejects a malformed e-mail with 'Format email tidak valid'", () => {
    expect(errorsOf(sponsorshipSchema, { ...valid, email: 'bagus@bahari' })).toEqual({
      email: 'Format email tidak valid',
    });
  });

  it.each(SPONSORSHIP_PACKAGES)('accepts the package %p', (pkg) => {
    expect(errorsOf(sponsorshipSchema, { ...valid, package: pkg })).toEqual({});
  });

  it.each(EVENT_TARGETS)('accepts the event target %p', (eventTarget) => {
    expect(errorsOf(sponsorshipSchema, { ...valid, eventTarget })).toEqual({});
  });

  it('rejects unknown choices with their messages', () => {
    expect(
      errorsOf(sponsorshipSchema, { ...valid, package: 'diamond', eventTarget: 'party' }),
    ).toEqual({ package: 'Pilih paket sponsorship', eventTarget: 'Pilih event target' });
  });

  it('labels every choice', () => {
    expect(Object.keys(SPONSORSHIP_PACKAGE_LABELS)).toEqual([...SPONSORSHIP_PACKAGES]);
    expect(Object.keys(EVENT_TARGET_LABELS)).toEqual([...EVENT_TARGETS]);
  });

  it.each([
    ['gold', true],
    ['other', true],
    ['diamond', false],
    [null, false],
  ])('isSponsorshipPackage(%p) is %p', (value, expected) => {
    expect(isSponsorshipPackage(value)).toBe(expected);
  });
});

describe('readSponsorshipDraft', () => {
  it('reads back a saved draft', () => {
    expect(readSponsorshipDraft(JSON.stringify(valid))).toEqual(valid);
  });

  it('forgets unknown choices', () => {
    expect(
      readSponsorshipDraft(JSON.stringify({ ...valid, package: 'diamond', eventTarget: 1 })),
    ).toEqual({ ...valid, package: '', eventTarget: '' });
  });
});
