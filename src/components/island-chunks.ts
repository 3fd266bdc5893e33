import { createContext } from 'react';

/** Each island's chunks (React included), given by the document so islands that hydrate on load can preload them. */
export const IslandChunks = createContext<Partial<Record<string, string[]>>>({});
