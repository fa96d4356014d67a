import { render, screen, within } from '@testing-library/react';
import { ContentSections, type ContentSection } from '@/components/content/content-sections';
import { axe } from '../../support/axe';

const articleSections: ContentSection[] = [
  { type: 'paragraph', content: 'The first paragraph.' },
  { type: 'heading', content: 'Boards that ask for ranges' },
  {
    type: 'quote',
    text: 'We used to spend the meeting defending a number.',
    author: 'President commissioner of a listed company',
  },
  {
    type: 'list',
    content: 'The boards shared these practices:',
    items: ['They agree the signals in advance.', 'They keep a list of reversible decisions.'],
  },
  {
    type: 'image',
    src: '/images/articles/leading-through-uncertainty-lessons-from-indonesian-boardrooms.webp',
    imageAlt: 'A forecast line splitting into several paths',
    caption: 'Scenario planning turns one forecast into several paths.',
  },
];

const newsSections: ContentSection[] = [
  { type: 'highlight', content: '“Ten years ago twelve of us met around one table.” — Ketua Umum' },
  { type: 'list', items: ['Energy transition', 'Food security'] },
  {
    type: 'image',
    src: '/images/news/nusantara-ceo-summit-2027-announced.webp',
    imageAlt: 'The convention hall',
  },
];

describe('the body of an article', () => {
  it('renders every block type, accessibly', async () => {
    const { container } = render(<ContentSections sections={articleSections} />);
    expect(screen.getByText('The first paragraph.').tagName).toBe('P');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Boards that ask for ranges' }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders a quote as a blockquote with its author in a <cite>', () => {
    const { container } = render(<ContentSections sections={articleSections} />);
    const quote = container.querySelector('blockquote')!;
    expect(quote).toHaveTextContent('We used to spend the meeting defending a number.');
    const cite = container.querySelector('figure cite')!;
    expect(cite).toHaveTextContent('President commissioner of a listed company');
    expect(quote.contains(cite)).toBe(false);
  });

  it('renders a list after its introduction', () => {
    render(<ContentSections sections={articleSections} />);
    const intro = screen.getByText('The boards shared these practices:');
    const list = screen.getByRole('list');
    expect(intro.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['They agree the signals in advance.', 'They keep a list of reversible decisions.']);
  });

  it('renders an image with its alt text, size and caption', () => {
    render(<ContentSections sections={articleSections} />);
    const image = screen.getByRole('img', { name: 'A forecast line splitting into several paths' });
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image.closest('figure')).toHaveTextContent(
      'Scenario planning turns one forecast into several paths.',
    );
  });
});

describe('the body of a news item', () => {
  it('renders a highlight, a list without introduction and an image without caption', async () => {
    const { container } = render(<ContentSections sections={newsSections} />);
    expect(
      screen.getByText('“Ten years ago twelve of us met around one table.” — Ketua Umum').tagName,
    ).toBe('P');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const image = screen.getByRole('img', { name: 'The convention hall' });
    expect(image.closest('figure')!.querySelector('figcaption')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('hostile content', () => {
  it('is shown as text, never as markup', () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script> 🦄 مرحبا';
    const { container } = render(
      <ContentSections
        sections={[
          { type: 'paragraph', content: hostile },
          { type: 'heading', content: hostile },
          { type: 'quote', text: hostile, author: hostile },
          { type: 'list', content: hostile, items: [hostile, hostile] },
          { type: 'paragraph', content: 'x'.repeat(10_000) },
        ]}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText(hostile)).toHaveLength(7);
  });
});
