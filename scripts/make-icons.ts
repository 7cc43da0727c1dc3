/**
 * Renders the PWA / touch icons from the product mark in public/icons/favicon.svg.
 *
 *   npx tsx scripts/make-icons.ts
 *
 * Outputs (public/icons/):
 *   icon-192.png          192x192, transparent corners (purpose "any")
 *   icon-512.png          512x512, transparent corners (purpose "any")
 *   maskable-512.png      512x512, full-bleed #0b0f17, mark inside the 80% safe-zone circle
 *   apple-touch-icon.png  180x180, full-bleed #0b0f17, mark centred at 75%
 */
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ICON_DIR = join(ROOT, 'public', 'icons');
const SOURCE = join(ICON_DIR, 'favicon.svg');

/** Intrinsic size of the mark's viewBox and the corner radius of its rounded square. */
const MARK_VIEWBOX = 32;
const MARK_RADIUS = 9;
const BACKGROUND = '#0b0f17';

/** Maskable safe zone: a centred circle whose diameter is 80% of the icon. */
const SAFE_ZONE_DIAMETER = 0.8;

type IconSpec = {
  readonly file: string;
  readonly size: number;
  /** Edge length of the mark as a fraction of the icon size. */
  readonly markScale: number;
  /** Full-bleed background colour; omitted keeps the rounded corners transparent. */
  readonly background?: string;
};

/**
 * Largest scale at which the rounded square still fits inside the safe-zone circle.
 * Its farthest point from the centre lies on a corner arc: sqrt(2) * (h - r) + r, h = half edge.
 */
function maskableScale(): number {
  const half = MARK_VIEWBOX / 2;
  const reach = Math.SQRT2 * (half - MARK_RADIUS) + MARK_RADIUS;
  const fits = SAFE_ZONE_DIAMETER * (half / reach);
  return Math.floor(fits * 1000) / 1000;
}

const ICONS: readonly IconSpec[] = [
  { file: 'icon-192.png', size: 192, markScale: 1 },
  { file: 'icon-512.png', size: 512, markScale: 1 },
  { file: 'maskable-512.png', size: 512, markScale: maskableScale(), background: BACKGROUND },
  { file: 'apple-touch-icon.png', size: 180, markScale: 0.75, background: BACKGROUND },
];

/** Rasterises the SVG directly at the target size so edges stay crisp. */
async function renderMark(svg: Buffer, edge: number): Promise<Buffer> {
  const density = (72 * edge) / MARK_VIEWBOX;
  return sharp(svg, { density }).resize(edge, edge, { fit: 'contain' }).png().toBuffer();
}

async function makeIcon(svg: Buffer, spec: IconSpec): Promise<string> {
  const edge = Math.round(spec.size * spec.markScale);
  const mark = await renderMark(svg, edge);
  const offset = Math.round((spec.size - edge) / 2);
  const out = join(ICON_DIR, spec.file);

  await sharp({
    create: {
      width: spec.size,
      height: spec.size,
      channels: 4,
      background: spec.background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: mark, top: offset, left: offset }])
    .png({ compressionLevel: 9, adaptiveFiltering: true, palette: true, quality: 100, effort: 10 })
    .toFile(out);

  const { size: bytes } = await stat(out);
  return `${relative(ROOT, out)}  ${spec.size}x${spec.size}  mark ${edge}px  ${(bytes / 1024).toFixed(1)} kB`;
}

async function main(): Promise<void> {
  const svg = await readFile(SOURCE);
  for (const spec of ICONS) {
    console.log(await makeIcon(svg, spec));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
