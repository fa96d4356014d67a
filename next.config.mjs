import { availableParallelism } from 'node:os';
import { formsDelivery } from './lib/forms-env.mjs';
import { DEVICE_SIZES, IMAGE_SIZES } from './lib/image-widths.mjs';

// The form receiver's address and Turnstile's site key (lib/forms-env.mjs): a bad value stops the build.
const { formsEndpoint, turnstileSiteKey } = formsDelivery(process.env);

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The site ships as plain files to any static host or CDN.
  output: 'export',
  // `/about` is written as `about.html`; nginx and most CDNs resolve clean URLs to it.
  trailingSlash: false,
  // A static host has no image optimiser: variants are built ahead of time
  // (scripts/build-image-variants.mjs) and lib/image-loader.ts points next/image at them.
  images: {
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
  },
  reactStrictMode: true,
  // Always defined, '' when unset, so a simulated build compiles the receiver's code paths away.
  env: {
    NEXT_PUBLIC_FORMS_ENDPOINT: formsEndpoint,
    NEXT_PUBLIC_TURNSTILE_SITE_KEY: turnstileSiteKey,
  },
  experimental: {
    // Next keeps one core for itself by default (one worker on a 2-core machine); static generation
    // is nearly all the work of this build, so it gets every core.
    cpus: Math.max(1, availableParallelism()),
    // Two root layouts (English and /id): the 404 page brings its own document (app/global-not-found.tsx).
    globalNotFound: true,
  },
  poweredByHeader: false,
  typescript: {
    // `npm test` type-checks first (`npm run check`: route types from `next typegen`, then tsc over
    // the same tsconfig) and builds with TYPES_CHECKED=1, so the build does not check them again.
    // A build on its own still checks them.
    ignoreBuildErrors: process.env.TYPES_CHECKED === '1',
  },
};

export default nextConfig;
