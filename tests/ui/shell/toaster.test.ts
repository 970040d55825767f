import { describe, expect, it } from 'vitest';
import { toaster } from '../../../src/ui/toaster';

// Seed 000 section 9: the snackbar shows at the bottom, for 10,000 ms by default.
describe('the notices', () => {
  it('show at the bottom of the page, for 10,000 ms unless a screen asks otherwise', () => {
    expect(toaster.attrs.placement).toBe('bottom-end');
    const plain = toaster.create({ type: 'success', title: 'User has been deleted' });
    const userSaved = toaster.create({ type: 'success', title: 'User successfully has been saved.', duration: 5000 });
    const shown = toaster.getVisibleToasts();
    expect(shown.find((toast) => toast.id === plain)?.duration).toBe(10_000);
    expect(shown.find((toast) => toast.id === userSaved)?.duration).toBe(5000);
    toaster.remove();
  });
});
