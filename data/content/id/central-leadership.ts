import type { CentralLeadershipTranslation } from '../../schemas/central-leadership';

/** The central leadership's boards and titles in Indonesian, in the English order. */
export const CENTRAL_LEADERSHIP_CONTENT_ID = {
  groups: [
    {
      role: 'Menjaga visi dan nilai-nilai yayasan, mengangkat pengurus pusat, dan memberi arahan jangka panjang kepadanya.',
      head: { title: 'Pendiri, Nusantara CEO Network' },
      members: [
        { title: 'Komisaris Utama, PT Graha Sentosa Group' },
        { title: 'Ketua, PT Nusantara Agro Industri' },
        { title: 'Pendiri, PT Dewata Resorts' },
        { title: 'Komisaris, PT Karo Highland Foods' },
      ],
    },
    {
      role: 'Mengawasi pengelolaan yayasan, memeriksa keuangannya, dan memastikan pengurus pusat berpegang pada anggaran dasar.',
      head: { title: 'Mantan Managing Partner, Hutabarat Audit & Assurance' },
      members: [
        { title: 'Komisaris Independen, PT Bank Pesisir Sejahtera' },
        { title: 'Direktur Keuangan, PT Pasifik Kimia Industri' },
        { title: 'Partner Senior, Siregar & Associates' },
      ],
    },
    {
      role: 'Memberikan masukan ahli kepada pengurus pusat dan bidang-bidang kerja tentang ekonomi, hukum, teknologi, energi, dan kebijakan publik.',
      head: { title: 'Guru Besar Ilmu Ekonomi' },
      members: [
        { title: 'Partner Senior, Sasongko Governance Advisory' },
        { title: 'Direktur, Institute for Digital Economy Studies' },
        { title: 'Peneliti Kebijakan Energi' },
        { title: 'Pakar Kesehatan Masyarakat' },
      ],
    },
  ],
} satisfies CentralLeadershipTranslation;
