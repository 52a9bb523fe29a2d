/**
 * Where ink starts on a band of colour. Each pixel is measured by how far its colour lies from the
 * band's (the sum of the channel differences, 0–765), so light text on a dark band and dark text
 * on a light one are alike: ink is what differs. The threshold is the band's own, by Otsu's
 * method on those distances, never below what colour noise and a coarse band colour reach.
 */

/** Distances are counted in bins this wide (765 / 3 = 255 bins). */
const BIN = 3;
/** The band's colour is known to a bin of 16 a channel: up to 48 off is still the band. */
export const MIN_INK_DISTANCE = 60;

/** Otsu's threshold of a histogram: the bin that best splits it into two classes. */
export function otsuThreshold(histogram: readonly number[]): number {
  let total = 0;
  let sum = 0;
  histogram.forEach((n, bin) => {
    total += n;
    sum += n * bin;
  });
  let [below, belowSum, best, bestSpread] = [0, 0, 0, -1];
  for (let bin = 0; bin < histogram.length; bin++) {
    below += histogram[bin]!;
    belowSum += bin * histogram[bin]!;
    const above = total - below;
    if (below === 0) continue;
    if (above === 0) break;
    const spread = below * above * (belowSum / below - (sum - belowSum) / above) ** 2;
    if (spread > bestSpread) [best, bestSpread] = [bin, spread];
  }
  return best;
}

/** The distance from the band's colour past which a pixel is ink. */
export function inkThreshold(distances: ArrayLike<number>): number {
  const histogram = new Array<number>(Math.ceil(766 / BIN)).fill(0);
  for (let i = 0; i < distances.length; i++) histogram[Math.floor(distances[i]! / BIN)]!++;
  return Math.max(MIN_INK_DISTANCE, (otsuThreshold(histogram) + 1) * BIN);
}
