import manifest from '../generated/client-manifest.json';
import type { CssGroup } from '../lib/css-groups';
import type { InlineHashes } from './csp';

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
  /** Rules only some pages draw in their first screen (src/lib/css-groups.ts, split by src/build/split-css.ts), inlined there, each with its hash. */
  cssGroups: Partial<Record<CssGroup, { css: string; hash: string }>>;
  /** The rest of the stylesheet (footer, toasts, chat, and every group), linked by the boot script after the first paint. */
  css: string[];
  /** Chunks each island needs (its own, React's, shared ones), for modulepreload hints. */
  islands: Record<string, string[]>;
};

/** The client build's files, from the Vite build (or the dev server). */
export const clientAssets: ClientAssets = manifest;

/** One inline <style> a page carries, with the CSP hash the build computed for it. */
export type InlineStyle = { css: string; hash: string };

/**
 * What a page with these CSS groups inlines: the base critical CSS, then each group's rules (in the order given), and
 * the hashes its CSP must allow (those styles and the boot script). The renderer calls this once per page and passes the
 * same result to the document head and to the CSP, so the two cannot disagree.
 */
export function pageInline(
  groups: readonly CssGroup[],
  assets: ClientAssets = clientAssets,
): { styles: InlineStyle[]; hashes: InlineHashes } {
  const candidates = [{ css: assets.criticalCss, hash: assets.criticalCssHash }, ...groups.map((name) => assets.cssGroups[name])];
  const styles = candidates.filter((s): s is InlineStyle => Boolean(s?.css && s.hash));
  return { styles, hashes: { scripts: assets.boot ? [assets.boot.hash] : [], styles: styles.map((s) => s.hash) } };
}
