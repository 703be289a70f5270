import { describe, expect, it } from 'vitest';
import { distanceKm, project, unproject } from '@/domain/geo';

describe('offline map projection', () => {
  it('round-trips a point around a centre', () => {
    const centre = { lat: 23.78, lng: 90.41 };
    const point = { lat: 23.8, lng: 90.43 };
    const back = unproject(project(point, centre), centre);
    expect(back.lat).toBeCloseTo(point.lat, 10);
    expect(back.lng).toBeCloseTo(point.lng, 10);
  });
  it('puts north up', () => {
    expect(project({ lat: 23.8, lng: 90.41 }, { lat: 23.78, lng: 90.41 }).y).toBeLessThan(0);
  });
});

describe('distanceKm', () => {
  it('measures Gulshan 1 to Gulshan 2 at about 1.6 km', () => {
    expect(distanceKm({ lat: 23.7806, lng: 90.4163 }, { lat: 23.7925, lng: 90.4078 })).toBeCloseTo(
      1.58,
      1,
    );
  });
});
