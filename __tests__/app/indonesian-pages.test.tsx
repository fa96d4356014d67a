import { render, screen } from '@testing-library/react';
import type { Metadata } from 'next';
import type { ReactElement } from 'react';
import AboutPage, { metadata as aboutMetadata } from '@/app/id/about/page';
import ArticlePage, { generateMetadata as articleMetadata } from '@/app/id/articles/[slug]/page';
import ArticlesPage, { metadata as articlesMetadata } from '@/app/id/articles/page';
import NewsItemPage, { generateMetadata as newsItemMetadata } from '@/app/id/news/[slug]/page';
import NewsPage, { metadata as newsMetadata } from '@/app/id/news/page';
import { getPublishedArticles } from '@/data/articles';
import { getPublishedNews } from '@/data/news';
import AlbumPage, { generateMetadata as albumMetadata } from '@/app/id/gallery/[album]/page';
import GalleryPage, { metadata as galleryMetadata } from '@/app/id/gallery/page';
import { getAlbums } from '@/data/gallery';
import CeoPage, { generateMetadata as ceoMetadata } from '@/app/id/ceo/[slug]/page';
import { getCeos } from '@/data/ceos';
import ContactPage, { metadata as contactMetadata } from '@/app/id/contact/page';
import EventPage, { generateMetadata as eventMetadata } from '@/app/id/events/[slug]/page';
import RegisterPage, {
  generateMetadata as registerMetadata,
} from '@/app/id/events/[slug]/register/page';
import EventsPage, { metadata as eventsMetadata } from '@/app/id/events/page';
import { getEvents } from '@/data/events';
import DirectoryPage, { metadata as directoryMetadata } from '@/app/id/ceo-directory/page';
import HomePage, { metadata as homeMetadata } from '@/app/id/page';
import InternationalPage, {
  metadata as internationalMetadata,
} from '@/app/id/international-leadership/page';
import ProvincialPage, {
  metadata as provincialMetadata,
} from '@/app/id/provincial-leadership/page';
import TeamPage, { metadata as teamMetadata } from '@/app/id/team/page';
import { getCentralLeadership } from '@/data/central-leadership';
import CsrPage, { metadata as csrMetadata } from '@/app/id/csr-donation/page';
import CrowdfundingPage, { metadata as crowdfundingMetadata } from '@/app/id/crowdfunding/page';
import ProjectPage, {
  generateMetadata as projectMetadata,
} from '@/app/id/crowdfunding/[slug]/page';
import PartnershipPage, {
  metadata as partnershipMetadata,
} from '@/app/id/partnership-opportunities/page';
import SponsorshipPage, { metadata as sponsorshipMetadata } from '@/app/id/sponsorship/page';
import MembershipPage, { metadata as membershipMetadata } from '@/app/id/membership/page';
import { getCrowdfundingProjects } from '@/data/crowdfunding';

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

/**
 * The Indonesian pages render their own words, link within their edition and carry their own
 * canonical URL (the browser suite checks every exported page for English interface text).
 */
type Case = {
  name: string;
  render: () => ReactElement | Promise<ReactElement>;
  metadata: Metadata | (() => Promise<Metadata>);
  path: string;
  heading: string;
  present: readonly (string | RegExp)[];
  absent: readonly string[];
};

const upcoming = getEvents('id').find((event) => event.status === 'upcoming')!;

const article = getPublishedArticles('id')[0]!;
const newsItem = getPublishedNews('id')[0]!;

const album = getAlbums('id')[0]!;

const project = getCrowdfundingProjects('id')[0]!;

const CASES: Case[] = [
  {
    name: 'CSR & Donation',
    render: () => <CsrPage />,
    metadata: csrMetadata,
    path: '/id/csr-donation',
    heading: 'Berbagi untuk Indonesia yang lebih baik',
    present: ['Dampak Kami', 'Penerima beasiswa', 'Pendidikan & Beasiswa', 'Donasi Sekarang'],
    absent: ['Our Impact', 'Donate Now', 'Your donation funds', 'opens in a new tab'],
  },
  {
    name: 'Crowdfunding',
    render: () => <CrowdfundingPage />,
    metadata: crowdfundingMetadata,
    path: '/id/crowdfunding',
    heading: 'Dukung usaha yang membangun daerah-daerah Indonesia',
    present: ['Lihat Detail', /% Tercapai$/, /hari lagi$/, 'Pertanian'],
    absent: ['View Details', 'Complete', 'days left', 'raised of', 'Agriculture'],
  },
  {
    name: 'crowdfunding project',
    render: () => ProjectPage({ params: Promise.resolve({ slug: project.slug }) }),
    metadata: () => projectMetadata({ params: Promise.resolve({ slug: project.slug }) }),
    path: `/id/crowdfunding/${project.slug}`,
    heading: project.name,
    present: ['Kembali ke Proyek', 'Deskripsi Usaha', 'Rencana Penggunaan Dana', 'Produksi'],
    absent: ['Back to Projects', 'Fund Use Plan', 'Related Projects', 'Production'],
  },
  {
    name: 'Partnership Opportunities',
    render: () => <PartnershipPage />,
    metadata: partnershipMetadata,
    path: '/id/partnership-opportunities',
    heading: 'Peluang Kemitraan',
    present: ['Manfaat Kemitraan', 'Ajukan Paket Gold', '10 undangan VIP'],
    absent: ['Partnership Benefits', 'Apply for', 'VIP invites', 'Frequently Asked'],
  },
  {
    name: 'Sponsorship',
    render: () => <SponsorshipPage />,
    metadata: sponsorshipMetadata,
    path: '/id/sponsorship',
    heading: 'Sponsorship',
    present: ['Manfaat Sponsorship', 'Pilih Paket Gold', 'Acara untuk Disponsori'],
    absent: ['Sponsorship Benefits', 'Choose Gold', 'VIP invites', 'Become a Sponsor'],
  },
  {
    name: 'Membership',
    render: () => <MembershipPage />,
    metadata: membershipMetadata,
    path: '/id/membership',
    heading: 'Keanggotaan',
    present: [
      'Siapa yang Dapat Bergabung',
      'Yang Diperoleh Anggota',
      'Ajukan sebagai Anggota Penuh',
      'Formulir Permohonan Keanggotaan',
      'Kirim Permohonan',
    ],
    absent: ['Who May Join', 'a year', 'Apply as', 'Full Member', 'Submit Application'],
  },
  {
    name: 'Gallery',
    render: () => <GalleryPage />,
    metadata: galleryMetadata,
    path: '/id/gallery',
    heading: 'Galeri',
    present: ['Semua Album', 'Semua Tahun', /foto ditemukan/, 'Album'],
    absent: ['All Albums', 'All Years', 'photos found', 'Albums'],
  },
  {
    name: 'album',
    render: () => AlbumPage({ params: Promise.resolve({ album: album.slug }) }),
    metadata: () => albumMetadata({ params: Promise.resolve({ album: album.slug }) }),
    path: `/id/gallery/${album.slug}`,
    heading: album.name,
    present: ['Kembali ke Galeri', new RegExp(`^${album.photoCount} foto$`)],
    absent: ['Back to Gallery', 'photos'],
  },
  {
    name: 'Articles',
    render: () => <ArticlesPage />,
    metadata: articlesMetadata,
    path: '/id/articles',
    heading: 'Artikel',
    present: ['Semua Kategori', 'Kepemimpinan', /artikel tersedia/, 'Ruang Berita'],
    absent: ['All Categories', 'articles available', 'min read'],
  },
  {
    name: 'article',
    render: () => ArticlePage({ params: Promise.resolve({ slug: article.slug }) }),
    metadata: () => articleMetadata({ params: Promise.resolve({ slug: article.slug }) }),
    path: `/id/articles/${article.slug}`,
    heading: article.title,
    present: ['Tentang Penulis', 'Kembali ke Artikel', /menit baca/, 'Salin Tautan'],
    absent: ['About the Author', 'Back to Articles', 'min read', 'Copy Link'],
  },
  {
    name: 'Newsroom',
    render: () => <NewsPage />,
    metadata: newsMetadata,
    path: '/id/news',
    heading: 'Ruang Berita',
    present: ['Semua Tahun', 'Siaran Pers', /berita ditemukan/],
    absent: ['All Years', 'Press Release', 'news items found'],
  },
  {
    name: 'news item',
    render: () => NewsItemPage({ params: Promise.resolve({ slug: newsItem.slug }) }),
    metadata: () => newsItemMetadata({ params: Promise.resolve({ slug: newsItem.slug }) }),
    path: `/id/news/${newsItem.slug}`,
    heading: newsItem.headline,
    present: ['Kembali ke Ruang Berita', /^Sumber: /, 'Berita Terkait'],
    absent: ['Back to Newsroom', 'Source:', 'Related News'],
  },
  {
    name: 'home',
    render: () => <HomePage />,
    metadata: homeMetadata,
    path: '/id',
    heading: 'Nusantara CEO Network',
    present: [
      'Bergabung Sekarang',
      'Lihat Semua Anggota',
      'Acara Mendatang',
      'UNTUK INDONESIA YANG LEBIH BAIK',
      'Bekerja sama dengan kami',
      'Dari jejaring',
      'Artikel terbaru',
    ],
    absent: [
      'Join Now',
      'View All Members',
      'Upcoming Events',
      'Register Now',
      'Work with us',
      'From the network',
    ],
  },
  {
    name: 'CEO profile',
    render: () => CeoPage({ params: Promise.resolve({ slug: getCeos('id')[0]!.slug }) }),
    metadata: () => ceoMetadata({ params: Promise.resolve({ slug: getCeos('id')[0]!.slug }) }),
    path: `/id/ceo/${getCeos('id')[0]!.slug}`,
    heading: getCeos('id')[0]!.name,
    present: [
      'Ikhtisar',
      'Keahlian & Minat',
      'Kontak & Tautan',
      'Kembali ke Direktori',
      'Terhubung',
    ],
    absent: ['Overview', 'Expertise & Interests', 'Back to Directory', 'Connect'],
  },
  {
    name: 'Contact Us',
    render: () => <ContactPage />,
    metadata: contactMetadata,
    path: '/id/contact',
    heading: 'Hubungi Kami',
    present: ['Kirim pesan kepada kami', 'Nomor rekening', 'Jam Kerja', 'Kirim Pesan'],
    absent: ['Send us a message', 'Account number', 'Office Hours', 'Send Message'],
  },
  {
    name: 'Events',
    render: () => <EventsPage />,
    metadata: eventsMetadata,
    path: '/id/events',
    heading: 'Acara',
    present: ['Mendatang', 'Acara Lalu', 'Semua Kota', /acara ditemukan/, 'Lihat Detail'],
    absent: ['Upcoming', 'Past Events', 'View Details', 'events found'],
  },
  {
    name: 'event',
    render: () => EventPage({ params: Promise.resolve({ slug: upcoming.slug }) }),
    metadata: () => eventMetadata({ params: Promise.resolve({ slug: upcoming.slug }) }),
    path: `/id/events/${upcoming.slug}`,
    heading: upcoming.title,
    present: ['Ikhtisar', 'Agenda', 'Detail Acara', 'Tambah ke Kalender', 'Bagikan Acara'],
    absent: ['Overview', 'Event Details', 'Add to Calendar', 'Share Event', 'Back to Events'],
  },
  {
    name: 'registration',
    render: () => RegisterPage({ params: Promise.resolve({ slug: upcoming.slug }) }),
    metadata: () => registerMetadata({ params: Promise.resolve({ slug: upcoming.slug }) }),
    path: `/id/events/${upcoming.slug}/register`,
    heading: 'Pendaftaran Acara',
    present: [
      'Ringkasan acara',
      'Nama Lengkap',
      'Selesaikan Pendaftaran',
      'Kembali ke Detail Acara',
    ],
    absent: ['Event summary', 'Full Name', 'Complete Registration'],
  },
  {
    name: 'CEO Directory',
    render: () => <DirectoryPage />,
    metadata: directoryMetadata,
    path: '/id/ceo-directory',
    heading: 'Direktori CEO',
    present: ['Semua Industri', 'Semua Provinsi', /profil ditemukan/],
    absent: ['View Profile', 'All Industries', 'profiles found'],
  },
  {
    name: 'About Us',
    render: () => <AboutPage />,
    metadata: aboutMetadata,
    path: '/id/about',
    heading: 'Para pemimpin tumbuh bersama, untuk Indonesia yang lebih baik',
    present: ['Visi Kami', 'Misi Kami', 'Makna C-E-O bagi kami', 'Menjadi anggota'],
    absent: ['Our Vision', 'Our Missions', 'What we do', 'Become a member'],
  },
  {
    name: 'Our Team',
    render: () => <TeamPage />,
    metadata: teamMetadata,
    path: '/id/team',
    heading: 'Tim Kami',
    present: [
      'Pengurus Pusat · 2025–2030',
      'Pengurus Inti',
      `${getCentralLeadership('id').workingFields.length} Bidang Kerja`,
    ],
    absent: ['Main Officers', 'Guidance and oversight', 'Working fields'],
  },
  {
    name: 'International Leadership',
    render: () => <InternationalPage />,
    metadata: internationalMetadata,
    path: '/id/international-leadership',
    heading: 'Pengurus Internasional',
    present: ['7 negara', 'Tiongkok', 'Amerika Serikat'],
    absent: ['countries', 'Flag of'],
  },
  {
    name: 'Provincial Leadership',
    render: () => <ProvincialPage />,
    metadata: provincialMetadata,
    path: '/id/provincial-leadership',
    heading: 'Pengurus Provinsi',
    present: ['34 provinsi', /Menampilkan/],
    absent: ['34 provinces', 'Search for a province'],
  },
];

describe.each(CASES)('the Indonesian $name page', (page) => {
  it('is written in Indonesian', async () => {
    const { container } = render(await page.render());
    expect(screen.getByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
    for (const text of page.present) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    for (const text of page.absent) expect(container).not.toHaveTextContent(text);
  });

  it('keeps its links in the edition', async () => {
    const { container } = render(await page.render());
    const hrefs = [...container.querySelectorAll('a[href^="/"]')].map((a) =>
      a.getAttribute('href'),
    );
    for (const href of hrefs) expect(href).toMatch(/^\/id(\/|$|\?|#)/);
  });

  it('has its own canonical address and Open Graph locale', async () => {
    const metadata = typeof page.metadata === 'function' ? await page.metadata() : page.metadata;
    expect(metadata.alternates?.canonical).toBe(page.path);
    expect(metadata.openGraph).toMatchObject({ locale: 'id_ID', url: page.path });
  });
});
