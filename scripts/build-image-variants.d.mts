/** An image a record names (data/artwork.ts ImageReference), as the step reads it. */
type Reference = {
  path: string;
  size?: { readonly width: number; readonly height: number };
  namedBy: string;
};

export declare const WIDTHS: number[];
export function buildDrawnVariants(root?: string): Promise<{ masters: number; written: number }>;
export function publishUploads(options: {
  root?: string;
  references: readonly Reference[];
  /** Where the originals are: relative to `root`, or absolute. */
  uploadsFolder: string;
  uploadsPath: string;
  /** The file names an upload may have (data/uploads.ts, UPLOAD_NAME_PATTERN). */
  uploadName: RegExp;
}): Promise<{ uploads: number; written: number; widths: number; removed: number }>;
export function buildImageVariants(): Promise<string>;
