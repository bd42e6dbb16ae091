/** The smallest of 1, 2, 2.5, 5 or 10 times a power of ten at or above `rough`: an axis step that reads well. */
export function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 10 * power;
}

/**
 * The y axis of a chart in cents: a round top value at or above the largest bar, split into equal
 * steps, so the labels read as whole euros.
 */
export function chartScale(maxCents: number, steps = 4): { top: number; ticks: number[] } {
  if (maxCents <= 0) return { top: 100 * steps, ticks: Array.from({ length: steps + 1 }, (_, i) => i * 100) };
  const step = niceStep(maxCents / steps);
  // Whole euros at least: a step of 2.5 cents would label the axis with fractions of a cent.
  const rounded = Math.max(100, Math.ceil(step / 100) * 100);
  return { top: rounded * steps, ticks: Array.from({ length: steps + 1 }, (_, i) => i * rounded) };
}
