import { encode } from 'uqr';

/** Each QR module is drawn this many pixels wide in the saved file, large enough to print. */
const MODULE_PX = 8;

/**
 * The link as a QR code in SVG. Always dark on white with a 4-module quiet zone whatever the theme: phone
 * scanners read that best, also when the code sits on a dark card or is printed.
 */
export function referralQrSvg(link: string) {
  const { size, data } = encode(link, { ecc: 'M', border: 4 });
  let modules = '';
  data.forEach((row, y) =>
    row.forEach((isDark, x) => {
      if (isDark) modules += `M${x} ${y}h1v1h-1z`;
    }),
  );
  const px = size * MODULE_PX;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#ffffff"/><path fill="#000000" d="${modules}"/></svg>`
  );
}
