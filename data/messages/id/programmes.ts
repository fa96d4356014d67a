import type { programmes as en } from '../en/programmes';

export const programmes: typeof en = {
  vipInvites: '{count} undangan VIP',
  partnership: {
    title: 'Peluang Kemitraan',
    metaDescription:
      'Bermitra dengan {name}: selenggarakan acara bersama, bagikan wawasan, jalankan riset atau program CSR bersama {members} pemimpin bisnis Indonesia. Tersedia paket Platinum, Gold, dan Silver.',
    eyebrow: 'Kemitraan',
    apply: 'Ajukan Kemitraan',
    benefitsEyebrow: 'Mengapa bermitra dengan kami',
    benefitsTitle: 'Manfaat Kemitraan',
    collaborationEyebrow: 'Cara bekerja sama',
    collaborationTitle: 'Jenis Kolaborasi',
    packagesEyebrow: 'Paket',
    packagesTitle: 'Paket Kemitraan',
    packagesDescription:
      'Setiap paket hanyalah titik awal; isinya kami sesuaikan dengan tujuan Anda setelah percakapan pertama.',
    applyFor: 'Ajukan Paket {package}',
    deliverablesEyebrow: 'Yang Anda terima',
    deliverablesTitle: 'Hasil yang Diterima',
    stepsEyebrow: 'Cara kerjanya',
    stepsTitle: 'Empat Langkah Menuju Kemitraan',
    testimonialsEyebrow: 'Testimoni',
    testimonialsTitle: 'Kata Mitra Kami',
    faqEyebrow: 'Tanya jawab',
    faqTitle: 'Pertanyaan yang Sering Diajukan',
  },
  sponsorship: {
    title: 'Sponsorship',
    metaDescription:
      'Sponsori diskusi meja bundar, konferensi, summit tahunan, gala dinner, dan program CSR {name}: paket Platinum, Gold, dan Silver dengan undangan VIP.',
    eyebrow: 'Sponsorship',
    become: 'Menjadi Sponsor',
    benefitsEyebrow: 'Mengapa menjadi sponsor',
    benefitsTitle: 'Manfaat Sponsorship',
    packagesEyebrow: 'Paket',
    packagesTitle: 'Paket Sponsorship',
    packagesDescription:
      'Pilih paket untuk memulai pengajuan Anda; kami juga dapat menyusun paket sesuai tujuan Anda.',
    choose: 'Pilih Paket {package}',
    deliverablesEyebrow: 'Yang Anda terima',
    deliverablesTitle: 'Hasil yang Diterima',
    eventsEyebrow: 'Tempat Anda tampil',
    eventsTitle: 'Acara untuk Disponsori',
    stepsEyebrow: 'Cara kerjanya',
    stepsTitle: 'Cara Menjadi Sponsor',
  },
};
