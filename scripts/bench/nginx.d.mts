export function serveExport(
  outDir: string,
  port: number,
): Promise<{ origin: string; server: string; stop: () => void }>;
