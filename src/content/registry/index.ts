// The domain registry: one place for what the site and the assistant know. Imported by all; imports nothing of theirs.
export * from './compounds';
export * from './helplines';
export * from './modalities';
export * from './pages';
export * from './places';
export * from './services';
export * from './substances';
