// Draws public/share-card.png, the picture WhatsApp, Facebook and X show when a page without
// its own image is shared: `npx tsx scripts/make-share-image.ts`, then commit the PNG.
// It shows the logo and what the lab does, in words that stay true whatever the staff set:
// no lab name (a setting, and already in the preview's title), no price, no claim.
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { SHARE_CARD, SHARE_CARD_LINES } from "../app/lib/seo.ts";

const BRAND = { dark: "#115e59", main: "#0f766e", light: "#f0fdfa" } as const;

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function cardSvg(): string {
  const { width, height } = SHARE_CARD;
  const [headline, places, services] = SHARE_CARD_LINES.map(escapeXml);
  // Centred, so the square crop some apps show still holds the logo and most of the words.
  // The logo's cross, as in app/components/layout/logo.tsx, drawn at 5×.
  const logoSize = 160;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${BRAND.main}"/>
  <rect x="0" y="${height - 24}" width="${width}" height="24" fill="${BRAND.dark}"/>
  <g transform="translate(${(width - logoSize) / 2} 88) scale(${logoSize / 32})">
    <rect width="32" height="32" rx="7" fill="#ffffff"/>
    <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="${BRAND.main}"/>
  </g>
  <g font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="#ffffff" text-anchor="middle">
    <text x="${width / 2}" y="348" font-size="60" font-weight="bold">${headline}</text>
    <text x="${width / 2}" y="428" font-size="38" fill="${BRAND.light}">${places}</text>
    <text x="${width / 2}" y="496" font-size="34" fill="${BRAND.light}">${services}</text>
  </g>
</svg>`;
}

const target = fileURLToPath(new URL(`../public${SHARE_CARD.path}`, import.meta.url));
const info = await sharp(Buffer.from(cardSvg())).png({ compressionLevel: 9, palette: true }).toFile(target);
console.log(`Wrote ${target}: ${info.width}×${info.height}, ${info.size} bytes`);
