import manifest from '../generated/client-manifest.json';

/** The client entry, its stylesheets and chunks to preload, from the Vite build (or the dev server). */
export const clientAssets: { dev: boolean; entry: string; css: string[]; preload: string[] } = manifest;
