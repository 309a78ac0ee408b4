/** What scripts/build-cli.ts writes beside the bundle: each input's `size:mtimeMs`. */
export interface CliBundleStamp {
  inputs: Record<string, string>;
}
export const CLI_OUT: string;
export const STAMP_NAME: string;
export function fingerprintOf(relative: string): string;
export function cliBundleIsStale(outDir?: string): boolean;
