export function backendFromEnv(env: Record<string, string | undefined>): {
  name: 'github' | 'gitlab' | 'gitea' | 'git-gateway';
  branch: string;
  repo?: string;
  base_url?: string;
  auth_endpoint?: string;
  app_id?: string;
  api_root?: string;
  auth_type?: string;
} | null;
