import { render } from '@testing-library/react';
import { Interpolate } from '@/components/ui/interpolate';

describe('Interpolate', () => {
  it('puts elements in place of their placeholders and keeps the words around them', () => {
    const { container } = render(
      <p>
        <Interpolate
          message="Write to {email} or call {phone}."
          values={{ email: <a href="mailto:a@b.example">a@b.example</a>, phone: <b>+62</b> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Write to <a href="mailto:a@b.example">a@b.example</a> or call <b>+62</b>.</p>',
    );
  });

  it('shows a message without placeholders, or with unknown ones, as text', () => {
    const { container } = render(
      <Interpolate message="<script>alert(1)</script> {nothing}" values={{}} />,
    );
    expect(container.textContent).toBe('<script>alert(1)</script> {nothing}');
    expect(container.querySelector('script')).toBeNull();
  });
});
