// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { routeTable } from '../../../src/domain/routeTable';
import { PUBLIC_PAGES } from '../../../src/routes/pages/publicPages';
import { AskDeleteAccountForm, type AskDeleteAccountFormProps } from '../../../src/ui/public/AskDeleteAccountForm';
import { PrivacyTerms, type PrivacyTermsProps } from '../../../src/ui/public/PrivacyTerms';
import { TERMS } from '../../../stories/public/publicFixtures';
import { renderUi } from '../render';
import { ticketStatusOf, ticketVariantOf } from '../../../src/routes/pages/OrderPrintPage';

afterEach(cleanup);

describe('the public pages of the route table', () => {
  it('each has its page, besides sign-in and the error pages', () => {
    const publicPatterns = routeTable.filter((rule) => rule.access.kind === 'public' && rule.layout !== 'auth' && !rule.pattern.startsWith('/error/')).map((rule) => rule.pattern);
    expect(Object.keys(PUBLIC_PAGES).sort()).toEqual([...publicPatterns].sort());
    expect(publicPatterns).toContain('/user-privacy/:application/:userType');
  });

  it('the print pages are told apart by their address: the fiscal one, and the order ticket', () => {
    expect(ticketVariantOf('/shopping-cart/restaurant/print')).toBe('ticket');
    expect(ticketVariantOf('/shopping-cart/supermarket/print')).toBe('ticket');
    expect(ticketVariantOf('/shopping-cart/supermarket/print-fiscal')).toBe('fiscal');
  });

  it('a refused print link and a gone order say so; other failures are failures', () => {
    const failed = (statusCode: number) => ({ status: 'failed' as const, result: null, error: { statusCode, error: 'x', message: 'x' } });
    expect(ticketStatusOf(failed(403))).toBe('invalidLink');
    expect(ticketStatusOf(failed(404))).toBe('notFound');
    expect(ticketStatusOf(failed(0))).toBe('failed');
    expect(ticketStatusOf({ status: 'loading', result: null, error: null })).toBe('loading');
  });
});

function privacyProps(overrides: Partial<PrivacyTermsProps> = {}): PrivacyTermsProps {
  return { status: 'ready', terms: TERMS, deleteAccountHref: '/ask-delete-account/64a000000000000000000001', onRetry: vi.fn(), ...overrides };
}

describe('PrivacyTerms', () => {
  it("shows the application's terms paragraph by paragraph, and the way to ask for deletion", () => {
    renderUi(<PrivacyTerms {...privacyProps()} />, 'en');
    expect(screen.getByRole('heading', { name: 'Privacy terms of Delivery Brasil' })).toBeTruthy();
    expect(screen.getByText('Updated on May 14, 2026')).toBeTruthy();
    expect(screen.getByText(/^Coletamos nome, telefone/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for my account to be deleted' }).getAttribute('href')).toBe('/ask-delete-account/64a000000000000000000001');
  });

  it('names the user type of its own terms', () => {
    renderUi(<PrivacyTerms {...privacyProps({ terms: { ...TERMS, userType: 'deliveryman' } })} />, 'en');
    expect(screen.getByText('Terms for: deliveryman')).toBeTruthy();
  });

  it('says clearly when there are no terms, and offers a retry when they could not be loaded', () => {
    renderUi(<PrivacyTerms {...privacyProps({ status: 'notFound', terms: null })} />);
    expect(screen.getByRole('heading', { name: 'Termos de privacidade não encontrados' })).toBeTruthy();
    cleanup();
    const p = privacyProps({ status: 'failed', terms: null });
    renderUi(<PrivacyTerms {...p} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
  });
});

function formProps(overrides: Partial<AskDeleteAccountFormProps> = {}): AskDeleteAccountFormProps {
  return { status: 'editing', onSubmit: vi.fn(), ...overrides };
}

describe('AskDeleteAccountForm', () => {
  it('needs a valid e-mail before it raises anything', async () => {
    const p = formProps();
    renderUi(<AskDeleteAccountForm {...p} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the deletion' }));
    await screen.findByText('Email is required');
    fireEvent.change(screen.getByLabelText(/^Account's e-mail/), { target: { value: 'ana@' } });
    await screen.findByText('Email is not valid');
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('raises the values typed', async () => {
    const p = formProps();
    renderUi(<AskDeleteAccountForm {...p} />, 'en');
    fireEvent.change(screen.getByLabelText(/^Account's e-mail/), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Não uso mais.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the deletion' }));
    await waitFor(() => expect(p.onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', name: '', phone: '', reason: 'Não uso mais.' }));
  });

  it('confirms a recorded request with its protocol', () => {
    renderUi(<AskDeleteAccountForm {...formProps({ status: 'recorded', protocol: '20260514-K7QX2M' })} />, 'en');
    expect(screen.getByRole('heading', { name: 'Request recorded' })).toBeTruthy();
    expect(screen.getByText('20260514-K7QX2M')).toBeTruthy();
  });

  it('shows a refusal above the form, keeping what was typed', () => {
    renderUi(
      <AskDeleteAccountForm
        {...formProps({ status: 'refused', errorMessage: 'Too many requests from this connection. Please try again later.', defaultValues: { email: 'ana@example.com', name: '', phone: '', reason: '' } })}
      />,
      'en',
    );
    expect(screen.getByRole('alert').textContent).toContain('Too many requests from this connection. Please try again later.');
    expect((screen.getByLabelText(/^Account's e-mail/) as HTMLInputElement).value).toBe('ana@example.com');
  });
});

