import {
  COLLABORATION_TYPE_LABELS,
  EMPTY_PARTNERSHIP,
  isPartnershipPackage,
  PARTNERSHIP_LIMITS,
  PARTNERSHIP_PACKAGES,
  readPartnershipDraft,
} from '@/lib/forms/partnership';
import { partnershipSchema, type PartnershipValues } from '@/lib/forms/partnership-schema';
import { COLLABORATION_TYPES } from '@/data/options';
import { errorsOf } from './errors-of';

const valid: PartnershipValues = {
  fullName: 'Ratna Dewi',
  email: 'ratna@arunaya.example',
  company: 'PT Arunaya',
  position: 'Direktur',
  whatsapp: '+62 811 0000 0000',
  collaborationType: 'research',
  objectives: 'Riset kepemimpinan',
  period: '',
  package: '',
  consent: true,
};

describe('the partnership schema', () => {
  it("gives every required field the spec's Indonesian message when the form is empty", () => {
    expect(errorsOf(partnershipSchema, EMPTY_PARTNERSHIP)).toEqual({
      fullName: 'Nama lengkap diperlukan',
      email: 'Email diperlukan',
      company: 'Nama perusahaan diperlukan',
      position: 'Jabatan diperlukan',
      whatsapp: 'Nomor WhatsApp diperlukan',
      collaborationType: 'Pilih jenis kolaborasi',
      objectives: 'Target & objektif diperlukan',
      consent: 'Persetujuan diperlukan',
    });
  });

  it('accepts an application without a period, and trims it', () => {
    expect(partnershipSchema.parse({ ...valid, company: '  PT Arunaya  ' })).toEqual(valid);
  });

  it.each([
    ['fullName', ' ', 'Nama lengkap diperlukan'],
    ['email', '   ', 'Email diperlukan'],
    ['company', '\t', 'Nama perusahaan diperlukan'],
    ['position', '  ', 'Jabatan diperlukan'],
    ['whatsapp', ' ', 'Nomor WhatsApp diperlukan'],
    ['objectives', '\n', 'Target & objektif diperlukan'],
  ] as const)('treats a blank %s as empty', (field, value, message) => {
    expect(errorsOf(partnershipSchema, { ...valid, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it.each(['ratna', 'ratna@arunaya', 'ratna@@arunaya.example'])(
    "rejects the e-mail %p with 'Format email tidak valid'",
    (email) => {
      expect(errorsOf(partnershipSchema, { ...valid, email })).toEqual({
        email: 'Format email tidak valid',
      });
    },
  );

  it.each(COLLABORATION_TYPES)('accepts the collaboration type %p', (collaborationType) => {
    expect(errorsOf(partnershipSchema, { ...valid, collaborationType })).toEqual({});
  });

  it('rejects an unknown collaboration type', () => {
    expect(errorsOf(partnershipSchema, { ...valid, collaborationType: 'sales' })).toEqual({
      collaborationType: 'Pilih jenis kolaborasi',
    });
  });

  it('gives every collaboration type a readable label', () => {
    expect(Object.keys(COLLABORATION_TYPE_LABELS)).toEqual([...COLLABORATION_TYPES]);
    expect(COLLABORATION_TYPE_LABELS['co-host']).toBe('Penyelenggaraan Acara Bersama');
  });

  it.each(PARTNERSHIP_PACKAGES)('carries the package %p, which is optional', (pkg) => {
    expect(partnershipSchema.parse({ ...valid, package: pkg })).toEqual({ ...valid, package: pkg });
  });

  it('never makes the package an error: anything but a package is read as none chosen', () => {
    expect(errorsOf(partnershipSchema, { ...valid, package: 'diamond' })).toEqual({});
    expect(partnershipSchema.parse({ ...valid, package: 'diamond' })).toEqual(valid);
    expect(isPartnershipPackage('gold')).toBe(true);
    expect(isPartnershipPackage('other')).toBe(false);
  });

  it('caps the period at its limit', () => {
    expect(errorsOf(partnershipSchema, { ...valid, period: 'x'.repeat(500) })).toEqual({
      period: `Periode maksimal ${PARTNERSHIP_LIMITS.period} karakter`,
    });
  });
});

describe('readPartnershipDraft', () => {
  it('reads back a saved draft', () => {
    expect(readPartnershipDraft(JSON.stringify(valid))).toEqual(valid);
  });

  it('forgets an unknown collaboration type and a consent that is not true', () => {
    expect(
      readPartnershipDraft(JSON.stringify({ ...valid, collaborationType: 'x', consent: 1 })),
    ).toEqual({ ...valid, collaborationType: '', consent: false });
  });

  it('keeps a chosen package and forgets an unknown one', () => {
    expect(readPartnershipDraft(JSON.stringify({ ...valid, package: 'gold' }))).toEqual({
      ...valid,
      package: 'gold',
    });
    expect(readPartnershipDraft(JSON.stringify({ ...valid, package: 'diamond' }))).toEqual(valid);
  });
});
