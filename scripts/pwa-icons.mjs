// The installed app's icons (public/pwa-192.png, public/pwa-512.png): the favicon's "M" on the
// theme's primary blue, full bleed and inside the maskable safe zone (the middle 80 %), so one
// file serves as "any" and "maskable". Run once after changing the logo: node scripts/pwa-icons.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** src/theme.ts BRAND_BLUE (the light theme's primary colour, the manifest's theme_color). */
const BLUE = '#1565c0';
// The favicon's path lives in a 32-unit box; here it takes the middle 18 units of 32 (56 %).
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BLUE}"/>
<g transform="translate(16 16) scale(0.5625) translate(-16 -16)"><path d="M7 24V8h3.2l5.8 8.4L21.8 8H25v16h-3.4V14l-5.6 8-5.6-8v10z" fill="#fff"/></g></svg>`;

for (const size of [192, 512]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, 'public', `pwa-${size}.png`));
}
