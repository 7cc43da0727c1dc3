import { describe, expect, it } from 'vitest';
import { isOnStep, isVolumeValid, stepVolume } from '@/terminal/domain/volume.ts';

const lots = { minVolume: 0.01, maxVolume: 50, volumeStep: 0.01 };

describe('lot sizes', () => {
  it('accepts whole steps despite binary floats', () => {
    expect(isOnStep(0.07, 0.01)).toBe(true);
    expect(isOnStep(0.3, 0.1)).toBe(true);
    expect(isOnStep(0.015, 0.01)).toBe(false);
  });

  it('checks limits and step together', () => {
    expect(isVolumeValid(0.01, lots)).toBe(true);
    expect(isVolumeValid(50, lots)).toBe(true);
    expect(isVolumeValid(0.005, lots)).toBe(false);
    expect(isVolumeValid(50.01, lots)).toBe(false);
    expect(isVolumeValid(Number.NaN, lots)).toBe(false);
  });

  it('steps up and down without float noise and within the limits', () => {
    expect(stepVolume(0.1, 1, lots)).toBe(0.11);
    expect(stepVolume(0.3, -1, lots)).toBe(0.29);
    expect(stepVolume(0.01, -1, lots)).toBe(0.01);
    expect(stepVolume(50, 1, lots)).toBe(50);
  });

  it('snaps an off-grid size to the grid before stepping', () => {
    expect(stepVolume(0.123, 1, lots)).toBe(0.12);
    expect(stepVolume(Number.NaN, 1, lots)).toBe(0.01);
  });
});
