import type { ceo as en } from '../en/ceo';

export const ceo: typeof en = {
  metaTitle: '{name}, {title} {company}',
  metaDescription: '{name} adalah {title} {company} ({industry}, {province}) dan anggota {site}.',
  portrait: 'Potret {name}',
  country: 'Indonesia',
  backToDirectory: 'Kembali ke Direktori',
  connect: 'Terhubung',
  connectSoon: 'Fitur Terhubung segera hadir!',
  invite: 'Undang ke Acara',
  inviteSoon: 'Fitur undangan ke acara segera hadir!',
  overview: 'Ikhtisar',
  companyIndustry: 'Perusahaan & Industri',
  company: 'Perusahaan',
  industry: 'Industri',
  visitWebsite: 'Kunjungi situs web perusahaan',
  expertise: 'Keahlian & Minat',
  highlights: 'Pencapaian',
  contactLinks: 'Kontak & Tautan',
  linkedin: 'Profil LinkedIn',
  website: 'Situs web pribadi',
  noContact: 'Informasi kontak tidak tersedia',
};
