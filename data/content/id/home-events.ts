import type { HomeEventTranslation } from '../../schemas/home-events';

/** The home page's event summaries in Indonesian, by summary id. */
export const HOME_EVENT_CONTENT_ID = {
  'home-event-001': {
    title: 'Nusantara CEO Summit 2027',
    attendees: '500+ CEO',
    description:
      'Pertemuan tahunan utama kami: sehari penuh pidato kunci, diskusi panel, dan sesi paralel tentang pertumbuhan di luar Jawa, transisi energi, dan kepemimpinan di era kecerdasan artifisial, ditutup dengan Deklarasi Summit.',
  },
  'home-event-002': {
    title: 'Forum Investasi Indonesia Timur 2027',
    attendees: '150+ CEO',
    description:
      'Investor, pemimpin daerah, dan pengusaha membahas pelabuhan, perikanan, hilirisasi mineral, dan pariwisata di kawasan timur Indonesia, dilanjutkan dengan sesi temu investor pada sore hari.',
  },
  'home-event-003': {
    title: 'Meja Bundar Suksesi Bisnis Keluarga',
    attendees: '30 CEO',
    description:
      'Diskusi tertutup bagi pemilik dan penerus perusahaan keluarga tentang cara menyerahkan tongkat kepemimpinan tanpa kehilangan usaha maupun keharmonisan keluarga.',
  },
} satisfies Record<string, HomeEventTranslation>;
