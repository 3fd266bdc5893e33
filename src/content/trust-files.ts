/** The files the claims and business-fact check reads: content, pages, components, islands, lib and the assistant's replies. */
export const scannedPaths = (path: string): boolean => {
  const p = path.replace(/\\/g, '/');
  return (
    /^src\/(content|pages|components|islands|server\/assistant|lib)\/.*\.tsx?$/.test(p) &&
    !/\.test\.tsx?$/.test(p) &&
    !/src\/content\/trust-(scan|guard|files)\.ts$/.test(p) &&
    // The safety layer's lexicons and rule examples are what visitors might write, matched to refuse it: not our voice.
    !/^src\/server\/assistant\/safety\/(lexicon\/|rules\.ts$)/.test(p)
  );
};
