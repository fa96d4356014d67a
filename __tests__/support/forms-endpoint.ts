// Imported first by a test of the forms on a site built with a receiver: the forms read
// NEXT_PUBLIC_FORMS_ENDPOINT as their modules load (the build writes its value in; Jest does not).
process.env.NEXT_PUBLIC_FORMS_ENDPOINT = 'https://forms.example.org/api/forms';
process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY = '';
