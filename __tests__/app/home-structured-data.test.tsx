import { render } from '@testing-library/react';
import HomePage from '@/app/(site)/page';
import { SITE } from '@/data/site';

describe('the home page', () => {
  it('describes the association as an Organization and the site as a WebSite', () => {
    const { container } = render(<HomePage />);
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent!),
    );
    const org = data.find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({
      name: SITE.name,
      url: `${SITE.url}/`,
      logo: { '@type': 'ImageObject', url: `${SITE.url}${SITE.logo}` },
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: '+622155502016',
        email: SITE.contact.email,
      },
      address: { '@type': 'PostalAddress', addressCountry: 'ID' },
    });
    // The footer's social icons have no addresses (spec): no sameAs until they do.
    expect(org).not.toHaveProperty('sameAs');
    expect(data.find((d) => d['@type'] === 'WebSite')).toMatchObject({
      name: SITE.name,
      url: `${SITE.url}/`,
      publisher: { '@id': org['@id'] },
    });
  });
});
