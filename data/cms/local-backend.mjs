// decap-server, the editor's local backend (`npm run cms`), listening on this machine only: the
// editor's setup (data/cms/config.ts) points Decap at it, and the editor's security policy
// (scripts/build-headers.mjs) lets it connect there.
export const LOCAL_BACKEND_URL = 'http://127.0.0.1:8081/api/v1';
