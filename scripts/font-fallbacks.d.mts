export function fallbackFaces(): string;
