export const NGINX: string | null;
export function deployNginxArgs(options: {
  port: number;
  root?: string;
  receiverPort?: number;
}): string[];
