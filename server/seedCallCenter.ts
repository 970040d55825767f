import { DEFAULT_ADMIN_STYLE } from '../src/domain/adminStyle';
import type { Db } from './db';
import type { WhatsappMessagesTable } from './db/schema';
import type { Insertable } from 'kysely';

/**
 * Demo data of the call center and the public pages: applications (the demo companies'
 * one first, with privacy terms), admin styles, WhatsApp contacts with conversations in
 * every delivery state, and one pending account-deletion request. No message is left
 * queued: a server started later with a WhatsApp token would send it to a real number.
 */

/** Fixed ids of the demo applications, so links and tests can name them. */
export const DEMO_APPLICATION_IDS = {
  /** The demo companies' application (DEMO_IDS.application in seed.ts). */
  deliveryBrasil: '64a000000000000000000001',
  mercadoEmCasa: '64a000000000000000000003',
  withoutTerms: '64a000000000000000000006',
} as const;

/** The demo application's domain (its admin style and pages). */
export const DEMO_APPLICATION_DOMAIN = 'delivery.example.com';

type AppSeed = [id: string, name: string, typeApp: 'android' | 'ios' | 'web', status: 'active' | 'inactive' | 'maintenance', upgrade: boolean, version: string, domain: string | null];

const APPLICATIONS: readonly AppSeed[] = [
  [DEMO_APPLICATION_IDS.deliveryBrasil, 'Delivery Brasil', 'android', 'active', false, '2.23.0', DEMO_APPLICATION_DOMAIN],
  ['64a000000000000000000002', 'Delivery Brasil iOS', 'ios', 'active', true, '2.23.0', null],
  [DEMO_APPLICATION_IDS.mercadoEmCasa, 'Mercado em Casa', 'android', 'active', true, '1.8.2', 'mercado.example.com'],
  ['64a000000000000000000004', 'Mercado em Casa iOS', 'ios', 'maintenance', false, '1.8.0', null],
  ['64a000000000000000000005', 'Cantina Online', 'web', 'active', false, '3.1.0', 'cantina.example.com'],
  [DEMO_APPLICATION_IDS.withoutTerms, 'Parceiros Entregas', 'android', 'inactive', false, '0.9.4', null],
  ['64a000000000000000000007', 'Farmácia Rápida', 'web', 'active', false, '1.2.0', null],
  ['64a000000000000000000008', 'Pet Shop Delivery', 'ios', 'inactive', true, '1.0.3', null],
  ['64a000000000000000000009', 'Açougue do Bairro', 'android', 'maintenance', false, '1.4.1', null],
  ['64a000000000000000000010', 'Floricultura Expressa', 'web', 'active', false, '2.0.0', null],
  ['64a000000000000000000011', 'Hortifruti Fresco', 'android', 'active', true, '1.6.0', null],
  ['64a000000000000000000012', 'Padaria Pão Quente', 'ios', 'active', false, '1.1.5', null],
];

const DEFAULT_TERMS = [
  'Política de privacidade do aplicativo Delivery Brasil.',
  'Coletamos nome, telefone, e-mail e endereço de entrega para processar seus pedidos, e a localização do aparelho enquanto um pedido está a caminho.',
  'Seus dados são compartilhados apenas com o estabelecimento e o entregador do pedido, e com os meios de pagamento que você escolher.',
  'Você pode pedir a exclusão da sua conta e dos seus dados a qualquer momento pela página de exclusão de conta do aplicativo.',
].join('\n\n');

const DELIVERYMAN_TERMS = [
  'Política de privacidade para entregadores do Delivery Brasil.',
  'Enquanto você está on-line, sua localização é enviada ao estabelecimento e ao cliente do pedido em rota.',
  'Guardamos o histórico de corridas e pagamentos pelo prazo exigido pela legislação fiscal.',
].join('\n\n');

const MERCADO_TERMS = [
  'Política de privacidade do Mercado em Casa.',
  'Usamos seus dados de cadastro e o histórico de compras para entregar seus pedidos e sugerir ofertas.',
].join('\n\n');

type ContactSeed = [id: string, companyId: string, name: string, phone: string, userId: string | null];

/** Writes the demo data; `db` is the seeding transaction. */
export async function seedCallCenter(db: Db, companies: { restaurant: string; supermarket: string; otherRestaurant: string }): Promise<void> {
  await db
    .insertInto('applications')
    .values(
      APPLICATIONS.map(([id, name, typeApp, status, upgrade, version, domain]) => ({
        id, name, type_app: typeApp, status, upgrade, version, domain,
      })),
    )
    .execute();
  await db
    .insertInto('application_privacy_terms')
    .values([
      { application_id: DEMO_APPLICATION_IDS.deliveryBrasil, user_type: 'default', terms: DEFAULT_TERMS },
      { application_id: DEMO_APPLICATION_IDS.deliveryBrasil, user_type: 'deliveryman', terms: DELIVERYMAN_TERMS },
      { application_id: DEMO_APPLICATION_IDS.mercadoEmCasa, user_type: 'default', terms: MERCADO_TERMS },
    ])
    .execute();

  const defaultLook = {
    application_id: null,
    title_tab: DEFAULT_ADMIN_STYLE.titleTab,
    footer_title: DEFAULT_ADMIN_STYLE.footerTitle,
    tab_icon: DEFAULT_ADMIN_STYLE.tabIcon,
    background_login: DEFAULT_ADMIN_STYLE.backgroundLogin,
    logo: DEFAULT_ADMIN_STYLE.logo,
  };
  await db
    .insertInto('admin_styles')
    .values([
      { ...defaultLook, domain: 'localhost' },
      { ...defaultLook, domain: '127.0.0.1' },
      {
        ...defaultLook,
        domain: DEMO_APPLICATION_DOMAIN,
        application_id: DEMO_APPLICATION_IDS.deliveryBrasil,
        title_tab: 'Delivery Brasil | Back-office',
        footer_title: 'Delivery Brasil',
      },
    ])
    .execute();

  const contacts: readonly ContactSeed[] = [
    ['65c000000000000000000001', companies.restaurant, 'Ana Beatriz Lopes', '5511987650001', '65d000000000000000000001'],
    ['65c000000000000000000002', companies.restaurant, 'Carlos Eduardo Nunes', '5511987650002', '65d000000000000000000002'],
    ['65c000000000000000000003', companies.restaurant, 'Débora Martins', '5511987650003', '65d000000000000000000003'],
    ['65c000000000000000000004', companies.restaurant, 'Fábio Teixeira', '5511987650004', '65d000000000000000000004'],
    ['65c000000000000000000005', companies.restaurant, 'Gisele Rocha', '5511987650005', null],
    ['65c000000000000000000006', companies.restaurant, 'Hugo Barbosa', '5511987650006', '65d000000000000000000006'],
    ['65c000000000000000000007', companies.supermarket, 'Irene Cardoso', '5521987650007', '65d000000000000000000007'],
    ['65c000000000000000000008', companies.supermarket, 'Jorge Mendes', '5521987650008', '65d000000000000000000008'],
    ['65c000000000000000000009', companies.supermarket, 'Larissa Pinto', '5521987650009', '65d000000000000000000009'],
    ['65c000000000000000000010', companies.otherRestaurant, 'Marcos Vieira', '5531987650010', '65d000000000000000000010'],
  ];
  await db
    .insertInto('contacts')
    .values(contacts.map(([id, company_id, name, phone, user_id]) => ({ id, company_id, name, phone, user_id })))
    .execute();

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  let serial = 0;
  const message = (
    contact: ContactSeed,
    direction: 'outbound' | 'inbound',
    minutes: number,
    content: { body: string } | { media_url: string },
    status: WhatsappMessagesTable['status'],
    error: string | null = null,
  ): Insertable<WhatsappMessagesTable> => {
    serial++;
    const at = minutesAgo(minutes);
    return {
      id: `65e0000000000000000000${String(serial).padStart(2, '0')}`,
      company_id: contact[1],
      user_id: contact[4] ?? contact[3],
      direction,
      phone: contact[3],
      body: 'body' in content ? content.body : null,
      media_url: 'media_url' in content ? content.media_url : null,
      media_id: null,
      status,
      error,
      provider_id: `wamid.demo.${String(serial).padStart(4, '0')}`,
      created_at: at,
      updated_at: at,
    };
  };
  const [ana, carlos, debora, fabio, , , irene, jorge] = contacts as [ContactSeed, ContactSeed, ContactSeed, ContactSeed, ContactSeed, ContactSeed, ContactSeed, ContactSeed];
  await db
    .insertInto('whatsapp_messages')
    .values([
      message(ana, 'outbound', 190, { body: 'Olá, Ana! Seu pedido #1042 foi recebido pela Cantina da Nonna.' }, 'read'),
      message(ana, 'outbound', 185, { body: 'Ele já está em preparo e sai para entrega em cerca de 30 minutos.' }, 'read'),
      message(ana, 'inbound', 180, { body: 'Obrigada! Pode mandar sem cebola?' }, 'delivered'),
      message(ana, 'outbound', 178, { body: 'Claro, já avisamos a cozinha.' }, 'delivered'),
      message(carlos, 'outbound', 120, { media_url: 'https://example.com/menu/cardapio-semana.jpg' }, 'delivered'),
      message(carlos, 'inbound', 110, { body: 'Vocês entregam no domingo?' }, 'delivered'),
      message(debora, 'outbound', 60, { body: 'Débora, seu pedido saiu para entrega.' }, 'sent'),
      message(fabio, 'outbound', 30, { body: 'Fábio, confirmamos seu pedido #1051.' }, 'failed', 'Message undeliverable (code 131026)'),
      message(irene, 'outbound', 90, { body: 'Irene, sua compra do Supermercado Bom Preço está separada.' }, 'read'),
      message(irene, 'inbound', 85, { body: 'Ótimo, estou em casa.' }, 'delivered'),
      message(jorge, 'outbound', 45, { body: 'Jorge, faltou o item "Café 500 g". Podemos trocar por outra marca?' }, 'delivered'),
    ])
    .execute();

  await db
    .insertInto('account_deletion_requests')
    .values({
      id: '20260101-DEMO01',
      application_id: DEMO_APPLICATION_IDS.deliveryBrasil,
      application_name: 'Delivery Brasil',
      email: 'cliente.antigo@example.com',
      name: 'Cliente Antigo',
      phone: null,
      reason: 'Não uso mais o aplicativo.',
      requester_ip: '192.0.2.10',
      created_at: minutesAgo(60 * 24 * 3),
    })
    .execute();
}
