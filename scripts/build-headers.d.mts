export declare function buildHeaders(
  outDir: string,
  env?: Record<string, string | undefined>,
): { pages: number; scriptHashes: number; rules: number };
