import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from '@/components/ui/pagination';
import { paginate } from '@/lib/pagination';
import { getMessages } from '@/data/messages';
import { axe } from '../../support/axe';

const strings = getMessages('en').common.pagination;
const items = Array.from({ length: 120 }, (_, i) => i);

function renderPage(page: number, perPage = 12) {
  const onPageChange = jest.fn();
  const slice = paginate(items.slice(0, perPage === 0 ? 0 : items.length), page, perPage);
  const view = render(
    <Pagination {...slice} label="Members" strings={strings} onPageChange={onPageChange} />,
  );
  return { onPageChange, ...view };
}

describe('Pagination', () => {
  describe('with a single page', () => {
    it('is not shown', () => {
      const { container } = render(
        <Pagination
          {...paginate([1, 2, 3], 1, 12)}
          label="Members"
          strings={strings}
          onPageChange={jest.fn()}
        />,
      );
      expect(container).toBeEmptyDOMElement();
    });
  });

  describe('on the first of ten pages', () => {
    it('disables Previous, marks page 1 current, and sums up the range', async () => {
      renderPage(1);
      const nav = screen.getByRole('navigation', { name: 'Members pagination' });
      expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
      expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
      expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByText('Showing 1 to 12 of 120')).toBeInTheDocument();
      expect(await axe(nav)).toHaveNoViolations();
    });
  });

  describe('on page 5 of 10', () => {
    it('shows first, last, two either side, and disabled ellipsis markers', () => {
      renderPage(5);
      const nav = screen.getByRole('navigation', { name: 'Members pagination' });
      const pages = within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent);
      expect(pages).toEqual(['1', '2', '3', '4', '5', '6', '7', '10']);
      const ellipses = within(nav).getAllByRole('button', { name: 'More pages' });
      expect(ellipses).toHaveLength(1);
      expect(ellipses[0]).toBeDisabled();
      expect(within(nav).getByText('Showing 49 to 60 of 120')).toBeInTheDocument();
    });

    it('asks for the page chosen, the previous and the next', async () => {
      const user = userEvent.setup();
      const { onPageChange } = renderPage(5);
      await user.click(screen.getByRole('button', { name: 'Page 7' }));
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(onPageChange.mock.calls).toEqual([[7], [4], [6]]);
    });
  });

  describe('on the last page', () => {
    it('disables Next and shows the short last range', () => {
      render(
        <Pagination
          {...paginate(items.slice(0, 30), 3, 12)}
          label="Members"
          strings={strings}
          onPageChange={jest.fn()}
        />,
      );
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(screen.getByText('Showing 25 to 30 of 30')).toBeInTheDocument();
    });
  });

  describe('with at most 5 page numbers (the gallery)', () => {
    it('shows first, last and a run around the current page, five numbers in all', () => {
      render(
        <Pagination
          {...paginate(items, 5, 12)}
          label="Photos"
          strings={strings}
          maxPageNumbers={5}
          onPageChange={jest.fn()}
        />,
      );
      const nav = screen.getByRole('navigation', { name: 'Photos pagination' });
      const pages = within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent);
      expect(pages).toEqual(['1', '4', '5', '6', '10']);
      expect(within(nav).getAllByRole('button', { name: 'More pages' })).toHaveLength(2);
      expect(within(nav).getByText('Showing 49 to 60 of 120')).toBeInTheDocument();
    });
  });
});
