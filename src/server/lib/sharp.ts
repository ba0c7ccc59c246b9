import type sharp from 'sharp';

let loading: Promise<typeof sharp> | undefined;

/**
 * sharp, imported on first use: loading its native library is a few hundred milliseconds that a
 * start which has not yet handled an image need not wait for (issue 18).
 */
export function loadSharp(): Promise<typeof sharp> {
  return (loading ??= import('sharp').then((m) => m.default));
}
