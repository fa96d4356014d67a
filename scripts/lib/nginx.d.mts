export const NGINX: string | null;
type DeployOptions = {
  port?: number;
  root?: string;
  receiverPort?: number;
  headers?: boolean;
  tls?: { httpPort: number; httpsPort: number; certificate: string; key: string };
};
export function deployNginxConfig(options: DeployOptions): string;
export function deployNginxArgs(options: DeployOptions): string[];
