import { render, screen, within } from '@testing-library/react';
import AboutPage, { metadata } from '@/app/(site)/about/page';
import { axe } from '../support/axe';

describe('the About Us page', () => {
  it('tells the history: begun in 2016, 3,000 members by the end of 2024', () => {
    render(<AboutPage />);
    const history = screen.getByRole('region', { name: 'Our History' });
    expect(history).toHaveTextContent('began in 2016');
    expect(history).toHaveTextContent('By the end of 2024 the community counted 3,000 members');
  });

  it('states the vision, five missions and the values Creative, Empowerment, Optimistic', () => {
    render(<AboutPage />);
    expect(screen.getByRole('region', { name: 'Our Vision' })).toHaveTextContent(
      /better Indonesia/,
    );
    expect(
      within(screen.getByRole('region', { name: 'Our Missions' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    const values = within(screen.getByRole('region', { name: 'What C-E-O stands for' }));
    expect(values.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Creative',
      'Empowerment',
      'Optimistic',
    ]);
    expect(
      screen.getByRole('region', { name: 'Closing quote' }).querySelector('blockquote'),
    ).not.toBeNull();
  });

  it('has one h1, its own metadata and no axe violations', async () => {
    const { container } = render(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(metadata.title).toBe('About Us');
    expect(metadata.alternates?.canonical).toBe('/about');
    expect(await axe(container)).toHaveNoViolations();
  });
});
