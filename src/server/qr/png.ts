// Minimal PNG encoder (8-bit greyscale) for the downloadable QR code; zlib data comes from CompressionStream.

const crcTable = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function zlib(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Encodes a QR matrix as a PNG, `scale` pixels per module, with a 4-module white quiet zone. */
export async function qrPng(matrix: boolean[][], scale = 10): Promise<Uint8Array> {
  const quiet = 4;
  const side = (matrix.length + quiet * 2) * scale;
  const raw = new Uint8Array(side * (side + 1)).fill(255);
  for (let y = 0; y < side; y++) {
    raw[y * (side + 1)] = 0; // filter type: none
    const r = Math.floor(y / scale) - quiet;
    for (let x = 0; x < side; x++) {
      const c = Math.floor(x / scale) - quiet;
      if (matrix[r]?.[c]) raw[y * (side + 1) + 1 + x] = 0;
    }
  }
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, side);
  v.setUint32(4, side);
  ihdr.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter, no interlace
  const parts = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', await zlib(raw)),
    chunk('IEND', new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
