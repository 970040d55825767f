import type { Decorator } from '@storybook/react-vite';
import type { PrivacyTerms } from '../../src/contract/schema.gen';
import { PublicLayout } from '../../src/ui/public/PublicLayout';

/** Shows a public page as the route does: on the blank layout with the brand bar. */
export const onPublicPage: Decorator = (Story) => (
  <PublicLayout>
    <Story />
  </PublicLayout>
);

/** The default privacy terms of Delivery Brasil. */
export const TERMS: PrivacyTerms = {
  application: { _id: '64a000000000000000000001', name: 'Delivery Brasil' },
  userType: null,
  terms: [
    'Política de privacidade do aplicativo Delivery Brasil.',
    'Coletamos nome, telefone, e-mail e endereço de entrega para processar seus pedidos, e a localização do aparelho enquanto um pedido está a caminho.',
    'Você pode pedir a exclusão da sua conta e dos seus dados a qualquer momento pela página de exclusão de conta do aplicativo.',
  ].join('\n\n'),
  updatedAt: '2026-05-14T13:00:00.000Z',
};
