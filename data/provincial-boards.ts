import { z } from 'zod';
import { PROVINCE_REGIONS } from './options';
import { slugSchema, textSchema, uniqueBy } from './schema-helpers';

/** The 34-province map the association is organised on (before the 2022 Papua split). */
export const PROVINCE_COUNT = 34;

export const ProvincialBoardSchema = z.strictObject({
  /** Stable key for lists. */
  id: slugSchema,
  province: textSchema,
  region: z.enum(PROVINCE_REGIONS),
  /** Ketua Provinsi. */
  ketua: textSchema,
  sekretaris: textSchema,
  bendahara: textSchema,
});

export type ProvincialBoard = z.infer<typeof ProvincialBoardSchema>;

export const ProvincialBoardListSchema = z
  .array(ProvincialBoardSchema)
  .length(PROVINCE_COUNT)
  .superRefine(uniqueBy('province id', (board) => board.id))
  .superRefine(uniqueBy('province', (board) => board.province));

// Listed west to east, region by region, the order the page shows. Papua and Papua Barat sit
// under Maluku, as the spec's regions have no Papua of their own.
const provincialBoards: readonly ProvincialBoard[] = Object.freeze(
  ProvincialBoardListSchema.parse([
    {
      id: 'aceh',
      province: 'Aceh',
      region: 'Sumatera',
      ketua: 'Teuku Rizal Mahdi',
      sekretaris: 'Cut Nadira Zahrani',
      bendahara: 'Fauzan Azhari Ibrahim',
    },
    {
      id: 'sumatera-utara',
      province: 'Sumatera Utara',
      region: 'Sumatera',
      ketua: 'Sahat Martua Situmorang',
      sekretaris: 'Tiurma Nainggolan',
      bendahara: 'Jonathan Gultom',
    },
    {
      id: 'sumatera-barat',
      province: 'Sumatera Barat',
      region: 'Sumatera',
      ketua: 'Yusrizal Chaniago',
      sekretaris: 'Desri Yelfina',
      bendahara: 'Afrizal Sikumbang',
    },
    {
      id: 'riau',
      province: 'Riau',
      region: 'Sumatera',
      ketua: 'Tengku Said Hamdani',
      sekretaris: 'Nurul Azizah Siregar',
      bendahara: 'Raja Arfan Syahputra',
    },
    {
      id: 'kepulauan-riau',
      province: 'Kepulauan Riau',
      region: 'Sumatera',
      ketua: 'Suryanto Lie',
      sekretaris: 'Wan Nur Fadhilah',
      bendahara: 'Rahmat Hidayat Lubis',
    },
    {
      id: 'jambi',
      province: 'Jambi',
      region: 'Sumatera',
      ketua: 'Ahmad Fauzan Harahap',
      sekretaris: 'Septi Ramadhani',
      bendahara: 'Kemas Arif Rahman',
    },
    {
      id: 'sumatera-selatan',
      province: 'Sumatera Selatan',
      region: 'Sumatera',
      ketua: 'Rudi Kurniawan Pratama',
      sekretaris: 'Dewi Anggraini Sukmawati',
      bendahara: 'Hendrik Tjahjadi',
    },
    {
      id: 'kepulauan-bangka-belitung',
      province: 'Kepulauan Bangka Belitung',
      region: 'Sumatera',
      ketua: 'Johan Tjandra',
      sekretaris: 'Rahmawati Fitria',
      bendahara: 'Zulkarnain Hamid',
    },
    {
      id: 'bengkulu',
      province: 'Bengkulu',
      region: 'Sumatera',
      ketua: 'Feri Irawan Saputra',
      sekretaris: 'Yuliana Pratiwi',
      bendahara: 'Sofyan Hadi Putra',
    },
    {
      id: 'lampung',
      province: 'Lampung',
      region: 'Sumatera',
      ketua: 'Rinaldi Saputra Gumay',
      sekretaris: 'Novita Sari Handayani',
      bendahara: 'Hengky Sugianto',
    },
    {
      id: 'dki-jakarta',
      province: 'DKI Jakarta',
      region: 'Jawa',
      ketua: 'Adrianus Setiadi',
      sekretaris: 'Maya Kartika Sari',
      bendahara: 'Benny Kurniawan Liem',
    },
    {
      id: 'jawa-barat',
      province: 'Jawa Barat',
      region: 'Jawa',
      ketua: 'Asep Sumarna Permana',
      sekretaris: 'Euis Rahmawati',
      bendahara: 'Cecep Hidayat Sudrajat',
    },
    {
      id: 'banten',
      province: 'Banten',
      region: 'Jawa',
      ketua: 'Tubagus Arya Nugraha',
      sekretaris: 'Siti Nurjanah Fauziah',
      bendahara: 'Deden Supriatna',
    },
    {
      id: 'jawa-tengah',
      province: 'Jawa Tengah',
      region: 'Jawa',
      ketua: 'Gunawan Sasmito',
      sekretaris: 'Retno Widyastuti',
      bendahara: 'Agus Wibowo Santosa',
    },
    {
      id: 'di-yogyakarta',
      province: 'DI Yogyakarta',
      region: 'Jawa',
      ketua: 'Bimo Aryo Kusumo',
      sekretaris: 'Ajeng Puspitasari',
      bendahara: 'Yohanes Eko Purnomo',
    },
    {
      id: 'jawa-timur',
      province: 'Jawa Timur',
      region: 'Jawa',
      ketua: 'Tjahjono Hadisaputro',
      sekretaris: 'Lusi Indrawati',
      bendahara: 'Mochammad Arifin Syah',
    },
    {
      id: 'bali',
      province: 'Bali',
      region: 'Bali-Nusa',
      ketua: 'I Wayan Adnyana Putra',
      sekretaris: 'Ni Ketut Sriwahyuni',
      bendahara: 'I Kadek Dwipayana',
    },
    {
      id: 'nusa-tenggara-barat',
      province: 'Nusa Tenggara Barat',
      region: 'Bali-Nusa',
      ketua: 'Lalu Sudirman Akbar',
      sekretaris: 'Baiq Nurul Aini',
      bendahara: 'Jamaluddin Hasan',
    },
    {
      id: 'nusa-tenggara-timur',
      province: 'Nusa Tenggara Timur',
      region: 'Bali-Nusa',
      ketua: 'Yohanes Bria Seran',
      sekretaris: 'Agustina Ndolu',
      bendahara: 'Stefanus Tefa',
    },
    {
      id: 'kalimantan-barat',
      province: 'Kalimantan Barat',
      region: 'Kalimantan',
      ketua: 'Syarif Hamdani',
      sekretaris: 'Lusia Angan',
      bendahara: 'Ferry Gunawan Tan',
    },
    {
      id: 'kalimantan-tengah',
      province: 'Kalimantan Tengah',
      region: 'Kalimantan',
      ketua: 'Agustinus Lenjau',
      sekretaris: 'Noorhayati Rahman',
      bendahara: 'Paulus Tingang',
    },
    {
      id: 'kalimantan-selatan',
      province: 'Kalimantan Selatan',
      region: 'Kalimantan',
      ketua: 'Muhammad Rizani Noor',
      sekretaris: 'Raudatul Jannah',
      bendahara: 'Gusti Rahmadi',
    },
    {
      id: 'kalimantan-timur',
      province: 'Kalimantan Timur',
      region: 'Kalimantan',
      ketua: 'Hendrikus Dalung',
      sekretaris: 'Fitri Handayani',
      bendahara: 'Rusdiansyah Ahmad',
    },
    {
      id: 'kalimantan-utara',
      province: 'Kalimantan Utara',
      region: 'Kalimantan',
      ketua: 'Yohanes Ngabut',
      sekretaris: 'Hasnah Yusuf',
      bendahara: 'Irfan Maulana Sulaiman',
    },
    {
      id: 'sulawesi-utara',
      province: 'Sulawesi Utara',
      region: 'Sulawesi',
      ketua: 'Ferdinand Rumengan',
      sekretaris: 'Stevani Wowor',
      bendahara: 'Reinhard Pangemanan',
    },
    {
      id: 'gorontalo',
      province: 'Gorontalo',
      region: 'Sulawesi',
      ketua: 'Yusran Hulopi',
      sekretaris: 'Sri Wahyuni Dunggio',
      bendahara: 'Irfan Pakaya',
    },
    {
      id: 'sulawesi-tengah',
      province: 'Sulawesi Tengah',
      region: 'Sulawesi',
      ketua: 'Arham Lamasitudju',
      sekretaris: 'Nurlela Lasimpo',
      bendahara: 'Rivai Lamato',
    },
    {
      id: 'sulawesi-barat',
      province: 'Sulawesi Barat',
      region: 'Sulawesi',
      ketua: 'Muhammad Ilham Rasyid',
      sekretaris: 'Hasriani Sukri',
      bendahara: 'Abdul Rahman Tammalele',
    },
    {
      id: 'sulawesi-selatan',
      province: 'Sulawesi Selatan',
      region: 'Sulawesi',
      ketua: 'Andi Besse Tenriola',
      sekretaris: 'Nurhikmah Basri',
      bendahara: 'Hasbullah Rante',
    },
    {
      id: 'sulawesi-tenggara',
      province: 'Sulawesi Tenggara',
      region: 'Sulawesi',
      ketua: 'La Ode Saiful Akbar',
      sekretaris: 'Wa Ode Fitriani',
      bendahara: 'Rusdin Maruf',
    },
    {
      id: 'maluku',
      province: 'Maluku',
      region: 'Maluku',
      ketua: 'Johanis Latuheru',
      sekretaris: 'Elsye Matitaputty',
      bendahara: 'Ismail Ohorella',
    },
    {
      id: 'maluku-utara',
      province: 'Maluku Utara',
      region: 'Maluku',
      ketua: 'Jufri Umasugi',
      sekretaris: 'Rahmawati Abbas',
      bendahara: 'Fikri Gailea',
    },
    {
      id: 'papua-barat',
      province: 'Papua Barat',
      region: 'Maluku',
      ketua: 'Hendrik Mambrasar',
      sekretaris: 'Selfina Rumbruren',
      bendahara: 'Maikel Sawaki',
    },
    {
      id: 'papua',
      province: 'Papua',
      region: 'Maluku',
      ketua: 'Yulianus Kogoya',
      sekretaris: 'Ruth Rumbiak',
      bendahara: 'Otniel Mandowen',
    },
  ]),
);

/** The 34 provincial boards, west to east. */
export function getProvincialBoards(): readonly ProvincialBoard[] {
  return provincialBoards;
}
