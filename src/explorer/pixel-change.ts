/**
 * The share of pixels that differ between two pictures of one state (before and after a change):
 * a pixel differs when any channel moved by more than `tolerance` (anti-aliasing, not a change);
 * where one picture is larger, the area only it covers counts as changed.
 */
export type Pixels = { width: number; height: number; data: ArrayLike<number> };

export function changedShare(before: Pixels, after: Pixels, tolerance = 16): number {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  if (width * height === 0) return 0;
  let changed = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (x >= before.width || y >= before.height || x >= after.width || y >= after.height) {
        changed++;
        continue;
      }
      const a = (y * before.width + x) * 4;
      const b = (y * after.width + x) * 4;
      for (let channel = 0; channel < 4; channel++)
        if (Math.abs(before.data[a + channel]! - after.data[b + channel]!) > tolerance) {
          changed++;
          break;
        }
    }
  return changed / (width * height);
}

async function pixelsOf(url: string): Promise<Pixels> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** The share of changed pixels between two same-origin pictures (`/flows-data/…`). */
export async function comparePictures(beforeUrl: string, afterUrl: string): Promise<number> {
  const [before, after] = await Promise.all([pixelsOf(beforeUrl), pixelsOf(afterUrl)]);
  return changedShare(before, after);
}
