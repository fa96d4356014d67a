import type { membership as en } from '../en/membership';

export const membership: typeof en = {
  title: 'Keanggotaan',
  metaDescription:
    'Bergabunglah dengan {name}: syarat keanggotaan, manfaat bagi anggota, tiga tingkat keanggotaan beserta iuran tahunannya, tahapan bergabung, dan formulir permohonan.',
  eyebrow: 'Bergabung dengan NCN',
  apply: 'Ajukan Keanggotaan',
  compareTiers: 'Bandingkan Tingkat Keanggotaan',
  eligibilityEyebrow: 'Persyaratan',
  eligibilityTitle: 'Siapa yang Dapat Bergabung',
  benefitsEyebrow: 'Manfaat keanggotaan',
  benefitsTitle: 'Yang Diperoleh Anggota',
  tiersEyebrow: 'Tingkat dan iuran',
  tiersTitle: 'Tingkat Keanggotaan',
  tiersDescription:
    'Setiap keanggotaan bersifat pribadi dan berlaku satu tahun. Iuran baru dibayar setelah permohonan Anda diterima.',
  perYear: 'per tahun',
  eventDiscount: 'Potongan {percent}% untuk biaya acara, dengan prioritas pendaftaran',
  applyAs: 'Ajukan sebagai {tier}',
  stepsEyebrow: 'Tahapan bergabung',
  stepsTitle: 'Dari Permohonan hingga Penyambutan',
  faqEyebrow: 'Tanya jawab',
  faqTitle: 'Pertanyaan yang Sering Diajukan',
  form: {
    title: 'Formulir Permohonan Keanggotaan',
    requiredNote: 'Kolom bertanda {star} wajib diisi.',
    aboutYou: 'Tentang Anda',
    boardRole: 'Jabatan Anda di direksi atau dewan komisaris',
    application: 'Permohonan Anda',
    fullName: 'Nama Lengkap',
    email: 'Alamat Email',
    company: 'Nama Perusahaan',
    position: 'Jabatan',
    phone: 'Nomor Telepon',
    industry: 'Bidang Industri',
    province: 'Provinsi',
    chooseOne: 'Pilih salah satu',
    otherIndustry: 'Industri lainnya',
    otherProvince: 'Provinsi lainnya',
    boardYears: 'Lama Menjabat sebagai Direktur atau Komisaris (tahun)',
    boardYearsHint:
      'Di satu perusahaan, atau dijumlahkan dari beberapa perusahaan: paling sedikit {min} tahun.',
    tier: 'Tingkat Keanggotaan',
    tierOption: '{tier} · {fee} per tahun',
    referrer: 'Anggota Perujuk',
    referrerHint:
      'Opsional. Nama anggota yang menyarankan Anda mengajukan permohonan; boleh anggota mana pun. Saat Anda mengetik, nama dari Direktori CEO muncul sebagai saran.',
    linkedin: 'URL Profil LinkedIn',
    linkedinHint: 'Opsional. Contoh: linkedin.com/in/nama-anda',
    motivation: 'Mengapa Anda ingin bergabung?',
    motivationHint:
      'Beberapa kalimat tentang apa yang ingin Anda berikan kepada NCN dan apa yang ingin Anda peroleh darinya.',
    consent:
      'Saya menyatakan bahwa data di atas benar, dan saya setuju {name} menggunakannya untuk meninjau permohonan saya serta menghubungi saya mengenai permohonan ini.',
    noscript:
      'Formulir ini memerlukan JavaScript, yang dinonaktifkan di peramban Anda, sehingga permohonan Anda tidak dapat dikirim. Silakan kirim email ke {email} atau telepon {phone}, dan kami akan membantu Anda mengajukan permohonan.',
    questions: 'Ada pertanyaan tentang keanggotaan? Kirim email ke {email} atau telepon {phone}.',
    submit: 'Kirim Permohonan',
    submitting: 'Mengirim...',
    summaryTitle: 'Terdapat masalah',
    errorPrefix: 'Kesalahan',
  },
  success: {
    title: 'Permohonan Diterima!',
    message: 'Terima kasih, {name}. Permohonan Anda untuk menjadi {tier} telah kami terima.',
    reference: 'Nomor referensi Anda',
    referenceNote:
      'Mohon sebutkan nomor ini setiap kali Anda menghubungi kami mengenai permohonan ini.',
    detailsTitle: 'Permohonan Anda',
    boardYears: '{count} tahun',
    nextTitle: 'Langkah selanjutnya',
    next: {
      confirm: {
        when: 'Dalam {days} hari kerja',
        what: 'Kami mengonfirmasi penerimaan permohonan melalui email ke {email} dan memeriksa data Anda.',
      },
      conversation: {
        when: 'Dalam {days} hari kerja',
        what: 'Dua anggota Pengurus Provinsi Anda mengundang Anda berbincang selama 30 menit, secara tatap muka atau daring.',
      },
      decision: {
        when: 'Dalam {days} hari kerja',
        what: 'Komite keanggotaan memutuskan dan mengabarkannya kepada Anda. Bila Anda diterima, tagihan iuran tahun pertama ({fee}) akan menyusul.',
      },
      welcome: {
        when: 'Setelah iuran dibayar',
        what: 'Keanggotaan Anda dimulai: akses ke direktori lengkap, kartu anggota, dan undangan ke acara penyambutan anggota baru berikutnya.',
      },
    },
    print: 'Cetak Konfirmasi',
    again: 'Ajukan Permohonan Lain',
    home: 'Kembali ke Beranda',
  },
  cta: {
    eyebrow: 'Keanggotaan',
    title: 'Memimpin bersama {members} direktur dan komisaris',
    about:
      'Direktur dan komisaris yang telah menjabat paling sedikit dua tahun dapat mengajukan permohonan. Lihat siapa yang dapat bergabung, manfaat bagi anggota, dan besaran iurannya.',
    directory:
      'Anggota dapat menjelajahi direktori lengkap yang memuat lebih dari 200 profil, termasuk profil mereka sendiri. Lihat siapa yang dapat bergabung, manfaat bagi anggota, dan besaran iurannya.',
    action: 'Menjadi anggota',
  },
};
