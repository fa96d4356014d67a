export declare const HEADERS_FILE: string;
export declare const NGINX_HEADERS_FILE: string;
export declare const MAX_RULES: number;
export declare const MAX_LINE: number;
export declare const TURNSTILE_ORIGIN: string;
export declare const HSTS_MAX_AGE: number;
export type Directives = Record<string, string[]>;
export type Headers = Record<string, string>;
export type HeaderRule = { path: string; headers: Headers };
export declare function hashSource(text: string): string;
export declare function executedInlineScripts(html: string): string[];
export declare function policyText(directives: Directives): string;
export declare function sitePolicy(options: {
  scriptHashes: string[];
  formsEndpoint?: string;
  turnstile?: boolean;
}): Directives;
export declare function adminPolicy(options: {
  backend: { name: string; api_root?: string; base_url?: string } | null;
  localBackend: string;
}): Directives;
export declare const COMMON_HEADERS: Headers;
export declare function scopedHeaders(policy: Directives, options?: { admin?: boolean }): Headers;
export declare function headerRules(options: {
  topLevel: { name: string; folder: boolean }[];
  site: Headers;
  admin: Headers;
}): HeaderRule[];
export declare function ruleMatches(path: string, pathname: string): boolean;
export declare function headersFor(rules: HeaderRule[], pathname: string): Headers;
export declare function headersFile(rules: HeaderRule[]): string;
export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function nginxHeaders(options: { site: Headers; admin: Headers }): string;
