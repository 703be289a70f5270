import type { ProfilePhoto } from '@/domain/profile';

/**
 * What the profile rules need to know of a chosen file: name, type, size and pixel size. A file
 * the browser cannot decode reads as 0×0 (refused by the 1:1 rule).
 */
export async function describeImage(file: File): Promise<ProfilePhoto> {
  let width = 0;
  let height = 0;
  try {
    const bitmap = await createImageBitmap(file);
    width = bitmap.width;
    height = bitmap.height;
    bitmap.close();
  } catch {
    // Not an image the browser can read.
  }
  return { name: file.name, type: file.type, size: file.size, width, height };
}
