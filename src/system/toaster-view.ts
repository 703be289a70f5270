import { lazyView } from '@/components/lazy-view';

/** Toasts: loaded by the first one (`showToast`; the toaster's store keeps toasts made before). */
export const Toaster = lazyView(() => import('@/components/toaster'), { loadsItself: false });
