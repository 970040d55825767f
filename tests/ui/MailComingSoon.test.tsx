// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MailComingSoon } from '../../src/ui/auth/MailComingSoon';
import { renderUi } from './render';

afterEach(cleanup);

describe('MailComingSoon', () => {
  it('says the mail area is coming soon, in a region named after it', () => {
    renderUi(<MailComingSoon />, 'en');
    expect(screen.getByRole('region', { name: 'Mail' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Coming soon');
  });
});
