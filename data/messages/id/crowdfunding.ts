import type { crowdfunding as en } from '../en/crowdfunding';

export const crowdfunding: typeof en = {
  title: 'Urun Dana',
  metaDescription:
    'Dukung usaha yang dipimpin anggota {name}: proyek kopi, energi surya, tenun, air bersih, dan pariwisata di seluruh Indonesia, lengkap dengan kemajuan pendanaannya.',
  heroTitle: 'Dukung usaha yang membangun daerah-daerah Indonesia',
  heroText:
    'Para anggota NCN mendampingi dan menyeleksi usaha-usaha ini. Pilih sebuah proyek untuk membaca rencana usaha, tim, penggunaan dana, dan risikonya; dana Anda disalurkan melalui platform urun dana kami.',
  projects: 'Proyek',
  viewDetails: 'Lihat Detail',
  progressOf: 'Kemajuan pendanaan {name}',
  progress: 'Kemajuan pendanaan',
  back: 'Kembali ke Proyek',
  donateNow: 'Danai Sekarang',
  related: 'Proyek Terkait',
  funding: {
    complete: '{percent}% Tercapai',
    raisedOf: 'terkumpul dari {target}',
    valueText: '{raised} terkumpul dari {target} ({complete})',
    daysLeft: { one: '{count} hari lagi', other: '{count} hari lagi' },
  },
  tabs: {
    label: 'Detail proyek',
    description: 'Deskripsi Usaha',
    team: 'Tim Pendiri',
    funds: 'Rencana Penggunaan Dana',
    projections: 'Proyeksi dan Risiko',
  },
  theTeam: 'Tim',
  roi: 'Proyeksi imbal hasil (ROI)',
  risks: 'Risiko',
  disclaimer:
    'Proyeksi adalah perkiraan, bukan janji: imbal hasil bisa lebih rendah dari proyeksi dan dana yang Anda tanamkan bisa hilang.',
  fundUse: {
    caption: 'Rencana penggunaan target pendanaan {target}',
    use: 'Penggunaan dana',
    share: 'Porsi',
    amount: 'Jumlah',
    total: 'Total',
    purposes: 'Peruntukan setiap porsi',
    categories: {
      production: 'Produksi',
      marketing: 'Pemasaran',
      operations: 'Operasional',
      reserve: 'Cadangan',
    },
  },
};
