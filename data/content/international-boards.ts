import type { InternationalBoardInput } from '../schemas/international-boards';

/** The seven country chapters, in the spec's order. */
export const INTERNATIONAL_BOARD_CONTENT = [
  {
    country: 'Australia',
    code: 'au',
    ketua: 'Adrian Wirawan Tedjo',
    sekretaris: 'Nadia Prameswari',
    flag: '/images/flags/au.svg',
  },
  {
    country: 'China',
    code: 'cn',
    ketua: 'Wilson Gunadi',
    flag: '/images/flags/cn.svg',
  },
  {
    country: 'Canada',
    code: 'ca',
    ketua: 'Gregorius Anton Siahaan',
    sekretaris: 'Clarissa Maharani',
    flag: '/images/flags/ca.svg',
  },
  {
    country: 'India',
    code: 'in',
    ketua: 'Arvin Mahardika',
    flag: '/images/flags/in.svg',
  },
  {
    country: 'Malaysia',
    code: 'my',
    ketua: 'Zulfikar Rahman Harahap',
    sekretaris: 'Nur Aisyah Lubis',
    flag: '/images/flags/my.svg',
  },
  {
    country: 'Singapore',
    code: 'sg',
    ketua: 'Michael Santoso Wijaya',
    sekretaris: 'Amelia Kusumadewi',
    flag: '/images/flags/sg.svg',
  },
  {
    country: 'USA',
    code: 'us',
    ketua: 'Daniel Prasetya Gunawan',
    flag: '/images/flags/us.svg',
  },
] satisfies InternationalBoardInput[];
