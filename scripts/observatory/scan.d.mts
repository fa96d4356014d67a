export type ScanTest = { result: string; pass: boolean; scoreModifier: number } & Record<
  string,
  unknown
>;
export type ScanResult = {
  scan: { grade: string; score: number; testsPassed: number; testsFailed: number } & Record<
    string,
    unknown
  >;
  tests: Record<string, ScanTest>;
};
export function installScanner(): void;
export function scan(options: {
  host?: string;
  httpPort: number;
  httpsPort: number;
  ca: string;
}): ScanResult;
