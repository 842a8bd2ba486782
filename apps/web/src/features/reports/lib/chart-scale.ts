/**
 * A y axis for money bars: rounded steps (1, 2 or 5 × a power of ten, in whole rupees) that cover
 * `top` above zero and `bottom` below it. Values are paise.
 */
export interface AxisScale {
  max: number;
  min: number;
  ticks: number[];
}

const TARGET_STEPS = 4;

export function moneyAxis(top: number, bottom: number): AxisScale {
  const span = Math.max(top, 0) + Math.max(bottom, 0);
  if (span === 0) return { max: 100_00, min: 0, ticks: [0, 50_00, 100_00] };
  const rough = span / TARGET_STEPS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(100, ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power);
  const max = Math.ceil(Math.max(top, 0) / step) * step;
  const min = bottom > 0 ? -Math.ceil(bottom / step) * step : 0;
  const ticks: number[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { max: max || step, min, ticks: max ? ticks : [...ticks, step] };
}

/** Short money for axis labels: ₹950, ₹12K, ₹1.5L (lakh), ₹2Cr (crore). */
export function formatAxisPaise(paise: number): string {
  const rupees = paise / 100;
  const size = Math.abs(rupees);
  const sign = rupees < 0 ? '−' : '';
  const short = (value: number, unit: string) => `${sign}₹${Number(value.toFixed(1))}${unit}`;
  if (size >= 1_00_00_000) return short(size / 1_00_00_000, 'Cr');
  if (size >= 1_00_000) return short(size / 1_00_000, 'L');
  if (size >= 1_000) return short(size / 1_000, 'K');
  return `${sign}₹${size}`;
}
