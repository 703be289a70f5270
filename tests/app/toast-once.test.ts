import { describe, expect, it, vi } from 'vitest';
import { errorToast } from '@machines/effects';
import { ApiError } from '@/api/errors';
import { showToast } from '@/system/run-effects';
import { toaster } from '@/components/toaster';

describe('toasts', () => {
  it('show the same words of the same kind once while they show, other words beside them', async () => {
    // a change refused twice (sent again after the connection flickered): one toast
    const refused = errorToast(new ApiError(404, 'item', ['Item not found']));
    showToast(refused);
    showToast(refused);
    showToast(errorToast(new ApiError(403, 'stock', ['Out of stock'])));
    showToast({ type: 'toast', status: 'success', message: 'Item not found' });
    await vi.waitFor(() => expect(toaster.getCount()).toBeGreaterThanOrEqual(3));
    const titles = toaster.getVisibleToasts().map((toast) => [toast.type, toast.title]);
    expect(titles.sort()).toEqual(
      [
        ['error', 'Item not found'],
        ['error', 'Out of stock'],
        ['success', 'Item not found'],
      ].sort(),
    );
  });
});
