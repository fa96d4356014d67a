import type { contact as en } from '../en/contact';

export const contact: typeof en = {
  title: 'Hubungi Kami',
  metaDescription:
    'Hubungi sekretariat {name} di Jakarta: alamat, telepon, email, jam kerja, rekening bank untuk transfer, dan formulir pesan. Kami membalas dalam 24 jam.',
  eyebrow: 'Hubungi kami',
  detailsEyebrow: 'Sekretariat',
  detailsTitle: 'Cara menghubungi kami',
  formSection: 'Formulir pesan, rekening bank, dan lokasi',
  findUs: 'Lokasi kami',
  waysEyebrow: 'Ambil bagian',
  waysTitle: 'Cara lain bekerja sama dengan kami',
  waysDescription:
    'Bergabunglah dengan NCN, rancang program bersama kami, sponsori acara, atau dukung kegiatan sosial yang diperjuangkan para anggota kami.',
  cards: { address: 'Alamat', phone: 'Telepon', email: 'Email', hours: 'Jam Kerja' },
  bank: {
    title: 'Transfer Bank',
    bank: 'Bank',
    accountName: 'Nama rekening',
    accountNumber: 'Nomor rekening',
    copy: 'Salin nomor rekening',
    copied: 'Tersalin',
    failed: 'Gagal menyalin: nomor rekening sudah disorot, silakan salin secara manual.',
  },
  form: {
    title: 'Kirim pesan kepada kami',
    requiredNote: 'Kolom bertanda {star} wajib diisi.',
    noscript:
      'Formulir ini memerlukan JavaScript, yang dinonaktifkan di peramban Anda, sehingga pesan Anda tidak dapat dikirim. Silakan kirim email ke {email} atau telepon {phone}.',
    submit: 'Kirim Pesan',
    submitting: 'Mengirim...',
    fullName: 'Nama Lengkap',
    email: 'Alamat Email',
    phone: 'Nomor Telepon',
    optional: 'Opsional.',
    subject: 'Subjek',
    message: 'Pesan',
    successTitle: 'Pesan Terkirim!',
    successMessage:
      'Terima kasih, {name}. Pesan Anda sudah kami terima dan akan kami balas ke {email} dalam 24 jam.',
    detailsTitle: 'Pesan Anda',
    again: 'Kirim Pesan Lain',
    home: 'Kembali ke Beranda',
    summaryTitle: 'Terdapat masalah',
    errorPrefix: 'Kesalahan',
  },
};
