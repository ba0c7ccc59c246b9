import { loadSharp } from '../../lib/sharp';
import { AppError } from '../../lib/errors';

/** The largest photo accepted (spec part 2 §5: only image files). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Longest side of the stored copy: plenty to read handwriting, a fraction of a phone photo. */
export const STORED_MAX_SIDE = 2400;
/** Refuse decompression bombs before decoding them (a 12 MP phone photo is 12e6). */
const MAX_INPUT_PIXELS = 80_000_000;

type Kind = 'jpeg' | 'png' | 'webp' | 'heif';

/** The image kind the first bytes announce, whatever the name or declared type say. */
export function sniffImage(bytes: Buffer): Kind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  // ISO-BMFF (HEIC/HEIF/AVIF from phones): 'ftyp' at offset 4 with an image brand.
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (['heic', 'heix', 'hevc', 'mif1', 'msf1', 'avif'].includes(brand)) return 'heif';
  }
  return null;
}

export const NOT_AN_IMAGE =
  'This file is not a photo we can read. Upload a JPEG, PNG or WebP image of your answer sheet.';

export interface StoredImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Checks a photo by its content (magic bytes, then a full decode) and re-encodes it: turned
 * upright from its EXIF orientation, shrunk to STORED_MAX_SIDE, saved as JPEG with no metadata
 * (EXIF, GPS, ICC) at all. Throws 415 for anything that is not a decodable raster image.
 */
export async function reencodePhoto(input: Buffer): Promise<StoredImage> {
  if (!sniffImage(input)) throw new AppError(415, 'unsupported_media_type', NOT_AN_IMAGE);
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(input, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
    })
      .rotate()
      .resize({
        width: STORED_MAX_SIDE,
        height: STORED_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new AppError(415, 'unsupported_media_type', NOT_AN_IMAGE);
  }
}
