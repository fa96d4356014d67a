// The staff account the forms suite's stacks are started with (playwright.forms.config.ts).
export const STAFF_EMAIL = 'e2e@example.org';
export const STAFF_PASSWORD = 'e2e-staff-password-2026';
