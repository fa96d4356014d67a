import { lazy } from 'react';

// The success screen is fetched when a valid form starts its simulated wait, not with the page.
export const preloadFormSuccess = () => import('./form-success');
export const FormSuccess = lazy(preloadFormSuccess);
