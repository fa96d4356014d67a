import type { Metadata } from 'next';
import { CeoDirectory, type DirectoryStrings } from '@/components/directory/ceo-directory';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { BecomeMember } from '@/components/membership/become-member';
import { getDirectoryIndex, getDirectoryPreview } from '@/lib/directory-index';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { DIRECTORY_PROVINCE_OPTIONS, INDUSTRY_OPTIONS } from '@/data/options';
import { SITE } from '@/data/site';
import { formatMessage } from '@/lib/i18n/format';
import { buildPageMetadata } from '@/lib/metadata';

export function ceoDirectoryMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).directory;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, { name: SITE.name }),
    path: '/ceo-directory',
    locale,
  });
}

/** What the directory's island and its cards need of the dictionary, and no more. */
export function directoryStrings(locale: Locale): DirectoryStrings {
  const { directory, labels, common } = getMessages(locale);
  return {
    ...directory.island,
    submit: common.search,
    filters: common.filters,
    industryOptions: INDUSTRY_OPTIONS.map((value) => ({
      value,
      label: labels.industries[value],
    })),
    provinceOptions: DIRECTORY_PROVINCE_OPTIONS.map((value) => ({
      value,
      label: value === DIRECTORY_PROVINCE_OPTIONS[0] ? labels.allProvinces : value,
    })),
    card: { viewProfile: directory.viewProfile, industries: labels.industries },
    pagination: common.pagination,
  };
}

/** The CEO Directory: search, filters and the members' cards, then the call to join. */
export function CeoDirectoryPage({ locale }: { locale: Locale }) {
  const t = getMessages(locale).directory;
  const { initial, total } = getDirectoryPreview(locale);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} description={t.description} />
      <Container className="py-14">
        <CeoDirectory
          initial={initial}
          total={total}
          indexUrl={getDirectoryIndex(locale).url}
          locale={locale}
          strings={directoryStrings(locale)}
        />
      </Container>
      <BecomeMember locale={locale} page="directory" />
    </>
  );
}
