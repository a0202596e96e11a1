import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { expect } from 'vitest';

/**
 * The PDF's first page, rendered by poppler, has something drawn on it: a blank page is white
 * everywhere, so every channel's darkest pixel would be 255.
 */
export async function expectFirstPageDrawn(file: string) {
  const image = file.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', '-singlefile', file, image]);
  const { channels } = await sharp(`${image}.png`).stats();
  expect(Math.min(...channels.map((channel) => channel.min))).toBeLessThan(128);
}
