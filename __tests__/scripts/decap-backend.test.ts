/** @jest-environment node */
import { backendFromEnv } from '../../scripts/lib/decap-backend.mjs';

describe('where a deployed editor saves', () => {
  it('is decap-server on this machine unless DECAP_BACKEND is set', () => {
    expect(backendFromEnv({})).toBeNull();
  });

  it('is a Git host with its repository, the main branch unless told', () => {
    expect(
      backendFromEnv({
        DECAP_BACKEND: 'github',
        DECAP_REPO: 'nusantara-ceo/website',
        DECAP_BASE_URL: 'https://auth.nusantara-ceo.example',
      }),
    ).toEqual({
      name: 'github',
      repo: 'nusantara-ceo/website',
      branch: 'main',
      base_url: 'https://auth.nusantara-ceo.example',
    });
    expect(
      backendFromEnv({
        DECAP_BACKEND: 'gitea',
        DECAP_REPO: 'ncn/site',
        DECAP_BRANCH: 'content',
        DECAP_APP_ID: 'abc',
        DECAP_API_ROOT: 'https://git.nusantara-ceo.example/api/v1',
        DECAP_AUTH_TYPE: 'pkce',
      }),
    ).toMatchObject({ name: 'gitea', branch: 'content', app_id: 'abc', auth_type: 'pkce' });
  });

  it('fails the build loudly on an unknown host or a missing repository', () => {
    expect(() => backendFromEnv({ DECAP_BACKEND: 'dropbox' })).toThrow(/DECAP_BACKEND is dropbox/);
    expect(() => backendFromEnv({ DECAP_BACKEND: 'gitlab' })).toThrow(/needs DECAP_REPO/);
  });
});
