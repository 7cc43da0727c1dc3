import type { Instrument } from '../../contract/market.ts';
import { stepDecimals } from './format.ts';

type Limits = Pick<Instrument, 'minVolume' | 'maxVolume' | 'volumeStep'>;

/** Rounds away float noise (0.1 + 0.2) to the step's decimals. */
const roundTo = (value: number, step: number) => Number(value.toFixed(stepDecimals(step)));

/** Whether a size is a whole number of steps; a tolerance absorbs binary floats such as 0.07 / 0.01. */
export function isOnStep(volume: number, step: number) {
  const steps = volume / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

export const isVolumeValid = (volume: number, limits: Limits) =>
  Number.isFinite(volume) &&
  volume >= limits.minVolume - 1e-9 &&
  volume <= limits.maxVolume + 1e-9 &&
  isOnStep(volume, limits.volumeStep);

/** The stepper: snaps to the step grid, moves one step and stays within the limits. */
export function stepVolume(volume: number, direction: 1 | -1, limits: Limits) {
  const { minVolume, maxVolume, volumeStep } = limits;
  if (!Number.isFinite(volume)) return minVolume;
  const snapped = Math.round(volume / volumeStep) * volumeStep;
  const next = Math.abs(snapped - volume) < 1e-9 ? snapped + direction * volumeStep : snapped;
  return roundTo(Math.min(maxVolume, Math.max(minVolume, next)), volumeStep);
}
