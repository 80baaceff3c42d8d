// Logo mark (PNG + SVG) and the page banner (+ phone/webp variants).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { P, ids, svgDoc, writeImage, writeBuffer, glow, linGrad, wavePath, dotGrid, written } from './lib.ts';

/** The brand mark in a 48x48 box (source of truth for both outputs). */
function logoMarkSvg(size = 48) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">` +
    `<rect width="48" height="48" rx="11" fill="${P.ink}"/>` +
    `<path d="M12 34 L24 14 L36 34" fill="none" stroke="${P.green2}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M18 34 L30 34" fill="none" stroke="${P.saffron}" stroke-width="5" stroke-linecap="round"/>` +
    `</svg>`
  );
}

async function logo(DATA: string) {
  const svgPath = path.join(DATA, 'images/logo-mark.svg');
  fs.mkdirSync(path.dirname(svgPath), { recursive: true });
  const svg = logoMarkSvg(48) + '\n';
  fs.writeFileSync(svgPath, svg);
  written.push({ path: svgPath, bytes: Buffer.byteLength(svg), width: 48, height: 48 });
  console.log(`wrote ${svgPath} (svg, ${Buffer.byteLength(svg)} B)`);
  await writeImage(path.join(DATA, 'images/logo-mark.png'), logoMarkSvg(1024), { format: 'png' });
}

function bannerSvg(W: number, H: number) {
  const nid = ids('b');
  const bg = nid();
  let defs = linGrad(bg, [[0, P.ink], [0.6, P.ink], [1, P.navy]], 0);
  let body = `<rect width="${W}" height="${H}" fill="url(#${bg})"/>`;
  const glows = [
    glow(nid, W * 0.95, H * 0.1, H * 0.9, P.green2, 0.32),
    glow(nid, W * 0.82, H * 1.0, H * 0.7, P.saffron, 0.16),
    glow(nid, W * 0.02, H * 1.05, H * 0.55, P.green2, 0.1),
  ];
  for (const g of glows) {
    defs += g.defs;
    body += g.body;
  }
  // flowing wave lines, brighter on the right, fading on the left
  const fade = nid();
  defs += `<linearGradient id="${fade}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${P.white}" stop-opacity="0.02"/><stop offset="0.55" stop-color="${P.white}" stop-opacity="0.06"/><stop offset="1" stop-color="${P.white}" stop-opacity="0.3"/></linearGradient>`;
  const fadeG = nid();
  defs += `<linearGradient id="${fadeG}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${P.green2}" stop-opacity="0.03"/><stop offset="0.6" stop-color="${P.green2}" stop-opacity="0.15"/><stop offset="1" stop-color="${P.green2}" stop-opacity="0.75"/></linearGradient>`;
  for (let i = 0; i < 9; i++) {
    const y = H * (0.45 + i * 0.06);
    body += `<path d="${wavePath(W, y, H * (0.06 + i * 0.008), W * 0.9, i * 0.12 + 0.3)}" fill="none" stroke="url(#${i === 4 ? fadeG : fade})" stroke-width="${i === 4 ? 5 : 2.5}" gradientUnits="userSpaceOnUse"/>`;
  }
  body += `<circle cx="${W * 0.86}" cy="${H * 0.36}" r="${H * 0.22}" fill="none" stroke="${P.green2}" stroke-opacity="0.35" stroke-width="4"/>`;
  body += `<circle cx="${W * 0.86}" cy="${H * 0.36}" r="${H * 0.3}" fill="none" stroke="${P.white}" stroke-opacity="0.08" stroke-width="3"/>`;
  body += `<circle cx="${W * 0.93}" cy="${H * 0.64}" r="18" fill="${P.saffron}"/>`;
  body += dotGrid(W * 0.7, H * 0.14, 7, 5, 28, 3, P.white, 0.16);
  return svgDoc(W, H, body, defs);
}

async function banner(STATIC: string) {
  const dir = path.join(STATIC, 'images/site');
  const svg = bannerSvg(2400, 800);
  await writeImage(path.join(dir, 'banner1.jpg'), svg, { quality: 80 });
  const base = await sharp(Buffer.from(svg)).png().toBuffer();
  await writeBuffer(path.join(dir, 'banner1.webp'), await sharp(base).webp({ quality: 78, effort: 6 }).toBuffer());
  const small = await sharp(base).resize(960, 320).png().toBuffer();
  await writeBuffer(path.join(dir, 'banner1-960.jpg'), await sharp(small).jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer());
  await writeBuffer(path.join(dir, 'banner1-960.webp'), await sharp(small).webp({ quality: 78, effort: 6 }).toBuffer());
}

export async function brand(DATA: string, STATIC: string) {
  await logo(DATA);
  await banner(STATIC);
}
