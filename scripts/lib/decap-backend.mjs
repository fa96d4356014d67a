// Where a deployed editor saves, read from the environment at build (docs/editing.md).

/** The backend a deployed editor logs in to (docs/editing.md), or null for the local one. */
export function backendFromEnv(env) {
  const name = env.DECAP_BACKEND;
  if (!name) return null;
  const names = ['github', 'gitlab', 'gitea', 'git-gateway'];
  if (!names.includes(name))
    throw new Error(`DECAP_BACKEND is ${name}, not one of ${names.join(', ')}`);
  if (name !== 'git-gateway' && !/^[\w.-]+\/[\w.-]+$/.test(env.DECAP_REPO ?? '')) {
    throw new Error(`DECAP_BACKEND=${name} needs DECAP_REPO, the repository as owner/name`);
  }
  const optional = {
    repo: env.DECAP_REPO,
    base_url: env.DECAP_BASE_URL,
    auth_endpoint: env.DECAP_AUTH_ENDPOINT,
    app_id: env.DECAP_APP_ID,
    api_root: env.DECAP_API_ROOT,
    auth_type: env.DECAP_AUTH_TYPE,
  };
  return {
    name,
    branch: env.DECAP_BRANCH || 'main',
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
  };
}
