import manifest from '../generated/client-manifest.json';

export type ClientAssets = { dev: boolean; entry: string; css: string[]; preload: string[] };

/** The client entry, its stylesheets and chunks to preload, from the Vite build (or the dev server). */
export const clientAssets: ClientAssets = manifest;
