import { configureAxe, toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

/**
 * axe for components rendered on their own: WCAG 2.2 A/AA as in the browser suite, without the
 * `region` rule, since a lone component is not inside the page's landmarks.
 */
export const axe = configureAxe({
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'],
  },
  rules: { region: { enabled: false } },
});
