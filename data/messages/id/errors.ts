import type { errors as en } from '../en/errors';

export const errors: typeof en = {
  title: 'Terjadi Kesalahan Aplikasi yang Tidak Terduga!',
  fallback: 'Terjadi kesalahan.',
  retry: 'Coba lagi',
  home: 'Kembali ke Beranda',
  homeHref: '/id',
};
