import manifest from '../generated/client-manifest.json';

export type ClientAssets = {
  dev: boolean;
  /** The client entry (a few KB of plain TypeScript: header, menus, banner, QR, toasts and the island scheduler). */
  entry: string;
  preload: string[];
  /** Inlined in <head> so the first paint needs one round trip; allowed by its hash in the CSP. */
  criticalCss: string;
  criticalCssHash: string;
  /** The inline script that starts `entry` after the first paint (production builds), with its CSP hash. */
  boot: { script: string; hash: string } | null;
  /** Rules only some pages draw in their first screen (src/build/split-css.ts CSS_GROUPS), inlined there, each with its hash. */
  cssGroups: Partial<Record<string, { css: string; hash: string }>>;
  /** The rest of the stylesheet (footer, toasts, chat, and every group), linked by the boot script after the first paint. */
  css: string[];
  /** Chunks each island needs (its own, React's, shared ones), for modulepreload hints. */
  islands: Record<string, string[]>;
};

/** The client build's files, from the Vite build (or the dev server). */
export const clientAssets: ClientAssets = manifest;

/** The hashes of the inline <style> elements a page with these CSS groups carries (the CSP of an HTML page lists only these). */
export function pageStyleHashes(groups: string[]): string[] {
  return [clientAssets.criticalCssHash, ...groups.map((name) => clientAssets.cssGroups[name]?.hash)].filter((h): h is string => Boolean(h));
}

/** Every hash the CSP allows for inline <style> by default: the base critical CSS and each page group. */
export const inlineStyleHashes = [clientAssets.criticalCssHash, ...Object.values(clientAssets.cssGroups).map((g) => g?.hash)].filter(
  (h): h is string => Boolean(h),
);

/** Every hash the CSP allows for inline <script>: only the boot script. */
export const inlineScriptHashes = clientAssets.boot ? [clientAssets.boot.hash] : [];
