import qrcode from 'qrcode-generator';

/** The dark/light module matrix of a QR code for `text` (error correction M, smallest version that fits). */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

/** An SVG of the matrix with a 4-module quiet zone, one path so the file stays small. */
export function qrSvg(matrix: boolean[][], label: string): string {
  const quiet = 4;
  const size = matrix.length + quiet * 2;
  let d = '';
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) d += `M${c + quiet} ${r + quiet}h1v1h-1z`;
    }),
  );
  const esc = label.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 4}" height="${size * 4}" shape-rendering="crispEdges" role="img"><title>${esc}</title><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${d}"/></svg>`;
}
