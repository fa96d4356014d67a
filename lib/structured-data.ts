export type Crumb = { label: string; href: string };

/** A site path as an absolute URL on the given origin. */
const absolute = (path: string, origin: string) => new URL(path, `${origin}/`).toString();

/** Builds schema.org `BreadcrumbList` data from crumbs whose hrefs are site paths. */
export function buildBreadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(crumb.href, origin),
    })),
  };
}

type PersonInput = {
  name: string;
  jobTitle: string;
  company: string;
  companyUrl?: string;
  region: string;
  description: string;
  image: string;
  expertise: readonly string[];
  email?: string;
  profiles: readonly (string | undefined)[];
  path: string;
};

/** Builds schema.org `ProfilePage` data whose main entity is the `Person` the page is about. */
export function buildProfileJsonLd(person: PersonInput, origin: string) {
  const sameAs = person.profiles.filter((link): link is string => Boolean(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absolute(person.path, origin),
    mainEntity: {
      '@type': 'Person',
      name: person.name,
      jobTitle: person.jobTitle,
      description: person.description,
      image: absolute(person.image, origin),
      worksFor: {
        '@type': 'Organization',
        name: person.company,
        ...(person.companyUrl ? { url: person.companyUrl } : {}),
      },
      address: { '@type': 'PostalAddress', addressRegion: person.region, addressCountry: 'ID' },
      knowsAbout: person.expertise,
      ...(person.email ? { email: `mailto:${person.email}` } : {}),
      ...(sameAs.length ? { sameAs } : {}),
    },
  };
}

type EventInput = {
  name: string;
  description: string;
  start: string;
  end: string;
  venue: string;
  address: string;
  city: string;
  image: string;
  path: string;
  organizer: { name: string; url: string };
};

/** Builds schema.org `Event` data for an in-person event. */
export function buildEventJsonLd(event: EventInput, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    startDate: event.start,
    endDate: event.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: absolute(event.path, origin),
    image: [absolute(event.image, origin)],
    location: {
      '@type': 'Place',
      name: event.venue,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.address,
        addressLocality: event.city,
        addressCountry: 'ID',
      },
    },
    organizer: { '@type': 'Organization', name: event.organizer.name, url: event.organizer.url },
  };
}
