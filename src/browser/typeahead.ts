/** Type-ahead for menus: letters typed within `resetMs` of each other form one search string. */
export function createTypeahead(resetMs = 1000) {
  let buffer = '';
  let last = 0;
  return (key: string, labels: string[], current: number, now = Date.now()): number => {
    buffer = now - last > resetMs ? key.toLowerCase() : buffer + key.toLowerCase();
    last = now;
    const order = labels.map((_, i) => (current + 1 + i) % labels.length);
    // A repeated single letter cycles through the matches; a longer buffer searches from the current item.
    const starts = buffer.length > 1 ? [current, ...order] : order;
    return starts.find((i) => labels[i]?.toLowerCase().startsWith(buffer)) ?? current;
  };
}
