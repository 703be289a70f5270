import { describe, expect, it } from 'vitest';
import { prescriptionImageProblem } from '@/domain/prescription-images';

describe('prescription images', () => {
  it('takes jpg, png and gif up to 2 MB, five in all', () => {
    expect(prescriptionImageProblem({ type: 'image/png', size: 1000 }, 0)).toBeNull();
    expect(prescriptionImageProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 }, 4)).toBeNull();
    expect(prescriptionImageProblem({ type: 'application/pdf', size: 10 }, 0)).toBe('type');
    expect(prescriptionImageProblem({ type: 'image/webp', size: 10 }, 0)).toBe('type');
    expect(prescriptionImageProblem({ type: 'image/gif', size: 2 * 1024 * 1024 + 1 }, 0)).toBe(
      'size',
    );
    expect(prescriptionImageProblem({ type: 'image/png', size: 10 }, 5)).toBe('count');
  });
});
