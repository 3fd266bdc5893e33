import manifest from '../generated/client-manifest.json';

export type ClientAssets = {
  dev: boolean;
  /** The client entry (a few KB of plain TypeScript: header, menus, banner, QR, toasts and the island scheduler). */
  entry: string;
  preload: string[];
  /** Inlined in <head> so the first paint needs one round trip; allowed by its hash in the CSP. */
  criticalCss: string;
  criticalCssHash: string;
  /** The rest of the stylesheet (footer, banner, toasts, chat panel), linked before the footer. */
  css: string[];
  /** Chunks each island needs (its own, React's, shared ones), for modulepreload hints. */
  islands: Record<string, string[]>;
};

/** The client build's files, from the Vite build (or the dev server). */
export const clientAssets: ClientAssets = manifest;
