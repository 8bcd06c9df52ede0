const SIZE = 16;
/** The demo's brand colour as BGRA, the byte order of ICO bitmaps. */
const PIXEL = [0xb3, 0x56, 0x00, 0xff];

/**
 * A 16×16 single-colour `favicon.ico`, drawn in code. Browsers ask for it on their own, and a
 * 404 would print a console error that the end-to-end tests count as a page problem.
 */
export function renderFavicon(): Buffer {
  const pixels = SIZE * SIZE * 4;
  // The AND mask has one bit per pixel, each row padded to 4 bytes; all zero means fully opaque.
  const mask = SIZE * 4;
  const imageSize = 40 + pixels + mask;
  const icon = Buffer.alloc(6 + 16 + imageSize);
  icon.writeUInt16LE(0, 0);
  icon.writeUInt16LE(1, 2); // type: icon
  icon.writeUInt16LE(1, 4); // one image
  icon.writeUInt8(SIZE, 6);
  icon.writeUInt8(SIZE, 7);
  icon.writeUInt16LE(1, 10); // colour planes
  icon.writeUInt16LE(32, 12); // bits per pixel
  icon.writeUInt32LE(imageSize, 14);
  icon.writeUInt32LE(22, 18); // image offset
  icon.writeUInt32LE(40, 22); // BITMAPINFOHEADER size
  icon.writeInt32LE(SIZE, 26);
  icon.writeInt32LE(SIZE * 2, 30); // height counts the colour bitmap and the mask
  icon.writeUInt16LE(1, 34);
  icon.writeUInt16LE(32, 36);
  for (let offset = 62; offset < 62 + pixels; offset += 4) icon.set(PIXEL, offset);
  return icon;
}
