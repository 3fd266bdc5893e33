/** Which source files the trust check reads: the site's words (content, pages, components, islands) and the assistant's fixed replies. */
export const scannedPaths = (path: string): boolean =>
  /^src\/(content|pages|components|islands|server\/assistant|lib)\/.*\.tsx?$/.test(path.replace(/\\/g, '/')) &&
  !/\.test\.tsx?$/.test(path) &&
  !/src\/content\/trust-(scan|guard|files)\.ts$/.test(path);
