import type { delivery as en } from '../en/delivery';

export const delivery: typeof en = {
  failure: {
    title: 'Formulir Anda belum terkirim',
    network:
      'Kami tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu coba lagi. Semua isian Anda masih tersimpan di sini.',
    unavailable:
      'Server kami sedang tidak dapat menerima formulir Anda. Semua isian Anda masih tersimpan di sini; silakan coba lagi dalam beberapa menit atau kirim email ke {email}.',
    rateLimited:
      'Beberapa formulir baru saja dikirim dari koneksi Anda, sehingga pengiriman kami tahan sejenak. Semua isian Anda masih tersimpan di sini; silakan coba lagi dalam {minutes} menit.',
    challenge:
      'Kami belum dapat memastikan bahwa formulir ini dikirim oleh manusia. Selesaikan sekali lagi pemeriksaan di atas tombol, lalu kirim.',
    retry: 'Coba lagi',
  },
  notice: {
    summary: 'Cara kami menggunakan data Anda',
    basisRequest:
      'Dasar pemrosesan: permintaan Anda sendiri, karena Anda menghubungi kami untuk memperoleh jawaban, sesuai dengan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi. Selain pesan Anda, kami mencatat versi pemberitahuan ini, bahasa yang digunakan, dan waktu pengiriman.',
    controller:
      '{name} menerima data yang Anda kirim melalui formulir ini di servernya sendiri di Indonesia dan menyimpannya di sana. Data tersebut tidak diteruskan kepada organisasi lain.',
    purpose: 'Tujuan: {purpose}. Data dibaca oleh staf sekretariat.',
    basis:
      'Dasar pemrosesan: persetujuan Anda, yang diberikan dengan mencentang kotak di atas, sesuai dengan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi. Selain data Anda, kami mencatat persetujuan tersebut, versi pemberitahuan ini, bahasa yang digunakan, dan waktu pengiriman.',
    retention:
      'Masa simpan: {days} hari sejak data kami terima; setelah itu data dihapus secara otomatis.',
    rights:
      'Hak Anda: melihat, memperbaiki, atau menghapus data Anda, atau menarik persetujuan, kapan saja. Kirim permintaan ke {email}; kami menindaklanjutinya paling lambat 3 × 24 jam.',
    version: 'Pemberitahuan privasi per {date}.',
    dated: '29 November 2026',
  },
  purposes: {
    contact: 'menjawab pesan Anda',
    partnership: 'membahas kemitraan yang Anda ajukan',
    sponsorship: 'membahas sponsorship Anda',
    registration: 'menyelenggarakan acara dan menghubungi Anda terkait acara tersebut',
    membership:
      'menilai permohonan keanggotaan Anda dan menghubungi Anda terkait permohonan tersebut',
  },
  honeypot: 'Biarkan kolom ini kosong',
};
