import { createRandom, deriveSeed } from '../prng.ts';

export type ImageVariant = 'visual' | 'thumbnail';

const SIZES: Record<ImageVariant, { width: number; height: number }> = {
  visual: { width: 1200, height: 675 },
  thumbnail: { width: 400, height: 300 },
};

/**
 * A deterministic abstract picture for an article (gradient sky, hills, a few shapes), so news
 * show pictures with no internet. Pure SVG, no script, no external reference.
 */
export function articleImageSvg(seed: number, article: number, variant: ImageVariant): string {
  const random = createRandom(deriveSeed(seed, 'media', article));
  const { width, height } = SIZES[variant];
  const hue = random.int(0, 359);
  const hue2 = (hue + random.int(30, 150)) % 360;
  const shapes: string[] = [];
  const shapeCount = random.int(3, 7);
  for (let i = 0; i < shapeCount; i += 1) {
    const x = Math.round(random.next() * width);
    const y = Math.round(random.next() * height * 0.7);
    const size = Math.round((0.05 + random.next() * 0.2) * width);
    const fill = `hsl(${(hue + random.int(0, 90)) % 360} 70% ${random.int(55, 85)}%)`;
    const opacity = (0.3 + random.next() * 0.5).toFixed(2);
    shapes.push(
      random.chance(0.6)
        ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" fill-opacity="${opacity}"/>`
        : `<rect x="${x}" y="${y}" width="${size}" height="${Math.round(size * 0.6)}" rx="${Math.round(size / 10)}" fill="${fill}" fill-opacity="${opacity}"/>`,
    );
  }
  const hill = (base: number, lightness: number): string => {
    const points: string[] = [`0,${height}`];
    const steps = 6;
    for (let i = 0; i <= steps; i += 1) {
      points.push(`${Math.round((i / steps) * width)},${Math.round(height * (base - random.next() * 0.15))}`);
    }
    points.push(`${width},${height}`);
    return `<polygon points="${points.join(' ')}" fill="hsl(${hue2} 40% ${lightness}%)"/>`;
  };
  const label = variant === 'visual' ? `<text x="${width - 24}" y="${height - 24}" text-anchor="end" font-family="sans-serif" font-size="${Math.round(height / 18)}" fill="#ffffff" fill-opacity="0.85">EPFL · ${article}</text>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Illustration ${article}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 55%)"/><stop offset="1" stop-color="hsl(${hue2} 60% 80%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${shapes.join('')}${hill(0.75, 45)}${hill(0.9, 30)}${label}</svg>`
  );
}
