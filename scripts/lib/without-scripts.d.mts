export function withoutScripts(html: string): string;
