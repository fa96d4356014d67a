import { getPublishedArticles } from '../data/articles';
import { getCeos } from '../data/ceos';
import { getCentralLeadership } from '../data/central-leadership';
import { getCrowdfundingProjects } from '../data/crowdfunding';
import { getEvents } from '../data/events';
import { getAlbums } from '../data/gallery';
import { getMessages } from '../data/messages';
import { getPublishedNews } from '../data/news';
import { splitLocale } from '../lib/i18n/paths';
import { expect, servedDocument, sweep, test } from './support/fixtures';
import { exportedPages, representativePages } from './support/pages';

/*
 * The Indonesian edition under /id: every page in Indonesian, a language switch on every page
 * that leads to the same page in the other edition (keeping the query), and alternates that tell
 * crawlers about both.
 */
const pages = exportedPages();
const indonesian = pages.filter((path) => splitLocale(path).locale === 'id');
const english = new Set(pages.filter((path) => splitLocale(path).locale === 'en'));

/** Every interface string whose Indonesian differs: none may show on an Indonesian page. */
function englishOnlyStrings(): Set<string> {
  const found = new Set<string>();
  const walk = (en: unknown, id: unknown) => {
    if (typeof en === 'string') {
      // Templates are compared by their fixed words only; short words may be shared (Menu, Email).
      if (en !== id && !en.includes('{') && en.trim().length > 5) found.add(en.trim());
      return;
    }
    if (en && typeof en === 'object') {
      for (const [key, value] of Object.entries(en)) {
        walk(value, (id as Record<string, unknown> | undefined)?.[key]);
      }
    }
  };
  walk(getMessages('en'), getMessages('id'));
  return found;
}
const ENGLISH_ONLY = englishOnlyStrings();

test('every page has its twin in the other edition', () => {
  const twins = new Set(indonesian.map((path) => splitLocale(path).path));
  for (const path of indonesian) expect(english.has(splitLocale(path).path), path).toBe(true);
  for (const path of english) expect(twins.has(path), `/id twin of ${path}`).toBe(true);
  expect(indonesian.length).toBe(english.size);
});

/**
 * The page's visible words and accessible names, leaving out scripts and marked English. Runs in
 * the browser (`page.evaluate(pageTexts, undefined)`: its own document) and on a parsed page alike.
 */
function pageTexts(doc: Document = document): string[] {
  const values: string[] = [];
  const walker = doc.createTreeWalker(doc.body, 0x4 /* NodeFilter.SHOW_TEXT */);
  while (walker.nextNode()) {
    const text = walker.currentNode.textContent?.trim();
    const parent = walker.currentNode.parentElement;
    if (text && parent && !parent.closest('script, style, template, [lang="en"]')) {
      values.push(text);
    }
  }
  for (const element of doc.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    if (element.closest('[lang="en"]')) continue;
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(name)?.trim();
      if (value) values.push(value);
    }
  }
  values.push(doc.title);
  return values;
}

// Every page as its HTML arrives (what a crawler and a visitor without scripts get), read with no
// browser: quick enough for every page, where the browser test below takes one page per route. A
// sweep, for the shared tab that `problems` watches instead of a context each.
for (const path of indonesian) {
  sweep(`${path} shows no English interface string, as served`, async ({ request }) => {
    const document = await servedDocument(request, path);
    expect(document.documentElement.lang).toBe('id');
    expect(pageTexts(document).filter((text) => ENGLISH_ONLY.has(text))).toEqual([]);
  });
}

for (const path of representativePages(indonesian)) {
  sweep(`${path} is Indonesian throughout, with a switch to its English twin`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');

    // No English interface string, in text or in an accessible name.
    const texts = await page.evaluate(pageTexts, undefined);
    expect(texts.filter((text) => ENGLISH_ONLY.has(text))).toEqual([]);

    // The switch: EN leads to the English twin, ID is this page and marked current.
    const english = splitLocale(new URL(page.url()).pathname).path;
    const language = page.getByRole('banner').getByRole('navigation', { name: 'Bahasa' });
    const en = language.getByRole('link', { name: 'EN' });
    await expect(en).toHaveAttribute('hreflang', 'en');
    await expect(en).toHaveAttribute('lang', 'en');
    await expect(en).toHaveAttribute('href', english);
    await expect(language.getByRole('link', { name: 'ID' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Alternates for crawlers, and this edition's canonical and Open Graph locale.
    const head = page.locator('head');
    await expect(head.locator('link[rel="alternate"][hreflang="id"]')).toHaveCount(1);
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    expect(
      new URL((await head.locator('link[rel="canonical"]').getAttribute('href'))!).pathname,
    ).toBe(new URL(page.url()).pathname);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'id_ID');
    await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
      'content',
      'en_US',
    );
  });
}

sweep(
  'the switch keeps the query and leads to the same view in the other edition',
  async ({ page }) => {
    await page.goto('/id/about?ref=newsletter');
    const toEnglish = page.getByRole('banner').getByRole('navigation', { name: 'Bahasa' });
    await expect(toEnglish.getByRole('link', { name: 'EN' })).toHaveAttribute(
      'href',
      '/about?ref=newsletter',
    );
    await toEnglish.getByRole('link', { name: 'EN' }).click();
    await expect(page).toHaveURL('/about?ref=newsletter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const toIndonesian = page.getByRole('banner').getByRole('navigation', { name: 'Language' });
    await expect(toIndonesian.getByRole('link', { name: 'EN' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await toIndonesian.getByRole('link', { name: 'ID' }).click();
    await expect(page).toHaveURL('/id/about?ref=newsletter');
  },
);

test('the switch is a link: it works without scripts, and keeps the query before hydration', async ({
  browser,
  page,
}) => {
  // Before hydration, the inline script in <head> has added the query once the page was parsed.
  await page.goto('/events?x=1', { waitUntil: 'commit' });
  await expect(
    page.getByRole('navigation', { name: 'Language' }).first().getByRole('link', { name: 'ID' }),
  ).toHaveAttribute('href', '/id/events?x=1');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScripts = await context.newPage();
  await noScripts.goto('/about');
  await noScripts
    .getByRole('navigation', { name: 'Language' })
    .first()
    .getByRole('link', { name: 'ID' })
    .click();
  await expect(noScripts).toHaveURL('/id/about');
  await expect(noScripts.getByRole('heading', { level: 1 })).toHaveText(
    getMessages('id').about.title,
  );
  await context.close();
});

sweep('the drawer offers the switch on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/id/about');
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('navigation', { name: 'Utama' }).getByRole('link')).toHaveCount(8);
  await drawer
    .getByRole('navigation', { name: 'Bahasa' })
    .getByRole('link', { name: 'EN' })
    .click();
  await expect(page).toHaveURL('/about');
});

// One test per page, not one test looping over them all: the pages grow with the site. As served,
// with no browser: a sweep, for the shared tab that `problems` watches instead of a context each.
for (const path of indonesian) {
  sweep(`${path} keeps its links in the edition`, async ({ request }) => {
    const outside: string[] = [];
    const html = await (await request.get(path)).text();
    // The language switch is the one link meant to leave the edition (it carries hreflang).
    for (const [tag, href] of html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"[^>]*>/g)) {
      if (!/\shreflang=/i.test(tag) && !/^\/id(\/|$|\?|#)/.test(href!)) {
        outside.push(`${path}: ${href}`);
      }
    }
    expect(outside).toEqual([]);
  });
}

/**
 * One page of each route in its Indonesian words: its heading, words it must show, and English
 * (interface or content) it must not show in its main content.
 */
const upcoming = getEvents('id').find((event) => event.status === 'upcoming')!;
const article = getPublishedArticles('id')[0]!;
const newsItem = getPublishedNews('id')[0]!;
const album = getAlbums('id')[0]!;
const project = getCrowdfundingProjects('id')[0]!;
const ceo = getCeos('id')[0]!;

const WORDS: {
  path: string;
  heading: string;
  present: readonly (string | RegExp)[];
  absent: readonly string[];
}[] = [
  {
    path: '/id/csr-donation',
    heading: 'Berbagi untuk Indonesia yang lebih baik',
    present: [
      'Dampak Kami',
      'Lebih dari 2.000',
      'Penerima beasiswa',
      'Pendidikan & Beasiswa',
      'Donasi Sekarang',
    ],
    absent: ['Our Impact', 'Donate Now', 'Your donation funds', 'opens in a new tab', '2000+'],
  },
  {
    path: '/id/crowdfunding',
    heading: 'Dukung usaha yang membangun daerah-daerah Indonesia',
    present: ['Lihat Detail', /% Tercapai$/, /hari lagi$/, 'Pertanian'],
    absent: ['View Details', 'Complete', 'days left', 'raised of', 'Agriculture'],
  },
  {
    path: `/id/crowdfunding/${project.slug}`,
    heading: project.name,
    present: ['Kembali ke Proyek', 'Deskripsi Usaha', 'Rencana Penggunaan Dana', 'Produksi'],
    absent: ['Back to Projects', 'Fund Use Plan', 'Related Projects', 'Production'],
  },
  {
    path: '/id/partnership-opportunities',
    heading: 'Peluang Kemitraan',
    present: ['Manfaat Kemitraan', 'Ajukan Paket Gold', '10 undangan VIP'],
    absent: ['Partnership Benefits', 'Apply for', 'VIP invites', 'Frequently Asked'],
  },
  {
    path: '/id/sponsorship',
    heading: 'Sponsorship',
    present: ['Manfaat Sponsorship', 'Pilih Paket Gold', 'Acara untuk Disponsori'],
    absent: ['Sponsorship Benefits', 'Choose Gold', 'VIP invites', 'Become a Sponsor'],
  },
  {
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
    path: '/id/gallery',
    heading: 'Galeri',
    present: ['Semua Album', 'Semua Tahun', /foto ditemukan/, 'Album'],
    absent: ['All Albums', 'All Years', 'photos found', 'Albums'],
  },
  {
    path: `/id/gallery/${album.slug}`,
    heading: album.name,
    present: ['Kembali ke Galeri', new RegExp(`^${album.photoCount} foto$`)],
    absent: ['Back to Gallery', 'photos'],
  },
  {
    path: '/id/articles',
    heading: 'Artikel',
    present: ['Semua Kategori', 'Kepemimpinan', /artikel tersedia/, 'Ruang Berita'],
    absent: ['All Categories', 'articles available', 'min read'],
  },
  {
    path: `/id/articles/${article.slug}`,
    heading: article.title,
    present: ['Tentang Penulis', 'Kembali ke Artikel', /menit baca/, 'Salin Tautan'],
    absent: ['About the Author', 'Back to Articles', 'min read', 'Copy Link'],
  },
  {
    path: '/id/news',
    heading: 'Ruang Berita',
    present: ['Semua Tahun', 'Siaran Pers', /berita ditemukan/],
    absent: ['All Years', 'Press Release', 'news items found'],
  },
  {
    path: `/id/news/${newsItem.slug}`,
    heading: newsItem.headline,
    present: ['Kembali ke Ruang Berita', /^Sumber: /, 'Berita Terkait'],
    absent: ['Back to Newsroom', 'Source:', 'Related News'],
  },
  {
    path: '/id',
    heading: 'Nusantara CEO Network',
    present: [
      'Bergabung Sekarang',
      'Lihat Semua Anggota',
      'Acara Mendatang',
      'UNTUK INDONESIA YANG LEBIH BAIK',
      'Bekerja sama dengan kami',
      'Kabar dari NCN',
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
    path: `/id/ceo/${ceo.slug}`,
    heading: ceo.name,
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
    path: '/id/contact',
    heading: 'Hubungi Kami',
    present: ['Kirim pesan kepada kami', 'Nomor rekening', 'Jam Kerja', 'Kirim Pesan'],
    absent: ['Send us a message', 'Account number', 'Office Hours', 'Send Message'],
  },
  {
    path: '/id/events',
    heading: 'Acara',
    present: ['Mendatang', 'Acara Lalu', 'Semua Kota', /acara ditemukan/, 'Lihat Detail'],
    absent: ['Upcoming', 'Past Events', 'View Details', 'events found'],
  },
  {
    path: `/id/events/${upcoming.slug}`,
    heading: upcoming.title,
    present: ['Ikhtisar', 'Agenda', 'Detail Acara', 'Tambah ke Kalender', 'Bagikan Acara'],
    absent: ['Overview', 'Event Details', 'Add to Calendar', 'Share Event', 'Back to Events'],
  },
  {
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
    path: '/id/ceo-directory',
    heading: 'Direktori CEO',
    present: ['Semua Industri', 'Semua Provinsi', /profil ditemukan/],
    absent: ['View Profile', 'All Industries', 'profiles found'],
  },
  {
    path: '/id/about',
    heading: 'Para pemimpin tumbuh bersama, untuk Indonesia yang lebih baik',
    present: ['Visi Kami', 'Misi Kami', 'Makna C-E-O bagi kami', 'Menjadi anggota'],
    absent: ['Our Vision', 'Our Missions', 'What we do', 'Become a member'],
  },
  {
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
    path: '/id/international-leadership',
    heading: 'Pengurus Internasional',
    present: ['7 negara', 'Tiongkok', 'Amerika Serikat'],
    absent: ['countries', 'Flag of'],
  },
  {
    path: '/id/provincial-leadership',
    heading: 'Pengurus Provinsi',
    present: ['34 provinsi', /Menampilkan/],
    absent: ['34 provinces', 'Search for a province'],
  },
];

sweep.describe('the Indonesian pages in their own words, as served', () => {
  sweep.use({ javaScriptEnabled: false });

  for (const { path, heading, present, absent } of WORDS) {
    sweep(`${path} reads in Indonesian`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const text of present) await expect(page.getByText(text).first()).toBeAttached();
      // The main content's words, hidden ones included (a closed panel is still the page's).
      const main = await page.locator('main').evaluate((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        for (const code of copy.querySelectorAll('script, style, template')) code.remove();
        return copy.textContent ?? '';
      });
      for (const text of absent) expect(main, `${path} shows '${text}'`).not.toContain(text);
    });
  }
});
