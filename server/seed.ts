import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { CompanyType } from '../src/domain/company';
import { permissionCatalogue } from '../src/domain/permissionCatalogue';
import { hashPassword } from './auth/passwords';
import { inTransaction, type Db } from './db';
import { seedCallCenter } from './seedCallCenter';
import { seedDeliveryData } from './seedDelivery';
import { seedHelpdesk } from './seedHelpdesk';
import { seedOpeningHours } from './seedOpeningHours';
import { seedOrders } from './seedOrders';

/** The sign-in e-mails of the demo users that each show one kind of caller. */
export const DEMO_USERS = {
  root: 'root@example.com',
  application: 'app@example.com',
  franchise: 'franchise@example.com',
  restaurant: 'restaurant@example.com',
  market: 'market@example.com',
  partner: 'partner@example.com',
  staff: 'staff@example.com',
} as const;

/** Fixed ids of the demo application, franchise and companies, so links and tests can name them. */
export const DEMO_IDS = {
  application: '64a000000000000000000001',
  franchise: '64b000000000000000000001',
  restaurant: '64c000000000000000000001',
  supermarket: '64c000000000000000000002',
  partner: '64c000000000000000000003',
  otherRestaurant: '64c000000000000000000004',
} as const;

const FIRST_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João',
  'Karina', 'Lucas', 'Mariana', 'Nicolas', 'Olívia', 'Pedro', 'Quésia', 'Rafael', 'Sofia', 'Thiago',
];
/** Streets of São Paulo for the demo users' addresses (the user form requires one). */
const STREETS = [
  'Rua Augusta', 'Avenida Paulista', 'Rua Oscar Freire', 'Rua da Consolação', 'Avenida Brigadeiro Faria Lima',
  'Rua Haddock Lobo', 'Rua Teodoro Sampaio', 'Avenida Rebouças', 'Rua Vergueiro', 'Rua Bela Cintra',
];

/** The demo address of the `n`-th demo user. */
export function demoAddress(n: number): string {
  const street = STREETS[n % STREETS.length] as string;
  return JSON.stringify({
    addressLine: `${street}, ${100 + ((n * 37) % 1900)}`,
    city: 'São Paulo',
    state: 'SP',
    postCode: `0${1300 + ((n * 53) % 700)}-${String((n * 7) % 1000).padStart(3, '0')}`,
  });
}

const LAST_NAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Costa', 'Almeida', 'Ribeiro', 'Carvalho'];

function ascii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** A password for the demo users: 16 random letters and digits. */
export function randomPassword(): string {
  return randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16);
}

/** True when the database holds no user yet (a first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n === 0;
}

/**
 * Fills an empty database with demo data: the permission catalogue, roles (one of
 * them core), one company of each type, and users of every kind, all signing in
 * with `password`. Everything is written in one transaction.
 */
export async function seedDemoData(db: Db, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (trx) => {
    await seedPermissionCatalogue(trx);
    const permissionIds = new Map(
      (await trx.selectFrom('permissions').select(['id', 'name']).execute()).map((p) => [p.name, p.id]),
    );
    const role = async (title: string, names: readonly string[], isCore = false) => {
      const row = await trx.insertInto('roles').values({ title, is_core_role: isCore }).returning('id').executeTakeFirstOrThrow();
      const ids = names.map((n) => permissionIds.get(n)).filter((id): id is number => id !== undefined);
      if (ids.length > 0) {
        await trx.insertInto('role_permissions').values(ids.map((permission_id) => ({ role_id: row.id, permission_id }))).execute();
      }
      return row.id;
    };
    await role('Administrador', [...permissionIds.keys()], true);
    const deliveryRole = await role('Operador de entregas', [
      'accessToSectionCompany', 'accessToCompanyDelivery', 'accessToHoursCompany',
      'accessToSectionReports', 'accessToWhatsappMessages',
    ]);
    await role('Atendimento', [
      'accessToSectionSupport', 'accessToWhatsAppChat', 'accessToWhatsAppContacts',
      'accessToSectionHelpDesk', 'accessToHelpDeskTickets',
    ]);
    await role('Financeiro', ['accessToSectionFinance', 'accessToTransactions', 'accessToReportFinance', 'acessToPayableReceivable']);

    const companies: { id: string; name: string; type: CompanyType; franchise: boolean }[] = [
      { id: DEMO_IDS.restaurant, name: 'Cantina da Nonna', type: 'restaurant', franchise: true },
      { id: DEMO_IDS.supermarket, name: 'Supermercado Bom Preço', type: 'supermarket', franchise: true },
      { id: DEMO_IDS.partner, name: 'Entregas Parceiras Ltda', type: 'partner', franchise: false },
      { id: DEMO_IDS.otherRestaurant, name: 'Sabor Mineiro', type: 'restaurant', franchise: false },
    ];
    await trx
      .insertInto('companies')
      .values(
        companies.map((c) => ({
          id: c.id,
          name: c.name,
          type: c.type,
          shopping_flow: null,
          application_id: DEMO_IDS.application,
          franchise_id: c.franchise ? DEMO_IDS.franchise : null,
          is_open: true,
        })),
      )
      .execute();

    const base = { password_hash: passwordHash, pic: null, occupation: null, company_name: null, phone: null, address: null, social_networks: null };
    const users = [
      { ...base, username: 'root', email: DEMO_USERS.root, fullname: 'Raquel Root', is_root: true, application_id: null, company_id: null },
      { ...base, username: 'app', email: DEMO_USERS.application, fullname: 'Alberto Aplicativo', is_application: true, application_id: DEMO_IDS.application, company_id: null },
      { ...base, username: 'franchise', email: DEMO_USERS.franchise, fullname: 'Fernanda Franquia', franchises: [DEMO_IDS.franchise], application_id: null, company_id: null },
      { ...base, username: 'restaurant', email: DEMO_USERS.restaurant, fullname: 'Rodrigo Restaurante', application_id: null, company_id: DEMO_IDS.restaurant, company_name: 'Cantina da Nonna' },
      { ...base, username: 'market', email: DEMO_USERS.market, fullname: 'Marta Mercado', application_id: null, company_id: DEMO_IDS.supermarket, company_name: 'Supermercado Bom Preço' },
      { ...base, username: 'partner', email: DEMO_USERS.partner, fullname: 'Paulo Parceiro', application_id: null, company_id: DEMO_IDS.partner, company_name: 'Entregas Parceiras Ltda' },
      { ...base, username: 'staff', email: DEMO_USERS.staff, fullname: 'Sandra Equipe', application_id: null, company_id: DEMO_IDS.restaurant, company_name: 'Cantina da Nonna', occupation: 'Operadora de entregas' },
    ];
    const more = Array.from({ length: 40 }, (_, i) => {
      const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
      const last = LAST_NAMES[(i * 7) % LAST_NAMES.length] as string;
      const company = companies[i % companies.length] as (typeof companies)[number];
      const handle = `${ascii(first)}.${ascii(last)}${i + 1}`;
      return {
        ...base,
        username: handle,
        email: `${handle}@example.com`,
        fullname: `${first} ${last}`,
        application_id: null,
        company_id: company.id,
        company_name: company.name,
        phone: `1199${String(1000000 + i * 7919).slice(0, 7)}`,
        occupation: i % 3 === 0 ? 'Atendente' : i % 3 === 1 ? 'Gerente' : 'Entregador',
      };
    });
    const everyone = [...users, ...more].map((user, n) => ({ ...user, address: demoAddress(n) }));
    const inserted = await trx.insertInto('users').values(everyone).returning(['id', 'email']).execute();
    const idOf = (email: string) => inserted.find((u) => u.email === email)?.id;
    const staff = idOf(DEMO_USERS.staff);
    if (staff !== undefined) await trx.insertInto('user_roles').values({ user_id: staff, role_id: deliveryRole }).execute();
    await seedCallCenter(trx, DEMO_IDS);
    await seedDeliveryData(trx, DEMO_IDS);
    await seedOpeningHours(trx, DEMO_IDS);
    const operator = (email: string, fullname: string) => {
      const id = idOf(email);
      return id === undefined ? null : { id, fullname };
    };
    await seedOrders(trx, {
      restaurant: { id: DEMO_IDS.restaurant, operator: operator(DEMO_USERS.restaurant, 'Rodrigo Restaurante') },
      supermarket: { id: DEMO_IDS.supermarket, operator: operator(DEMO_USERS.market, 'Marta Mercado') },
    });
    const rootUser = operator(DEMO_USERS.root, 'Raquel Root');
    if (rootUser) {
      const latestOrder = await trx.selectFrom('orders').select('id').where('company_id', '=', DEMO_IDS.restaurant).orderBy('number', 'desc').executeTakeFirst();
      await seedHelpdesk(trx, {
        staff: rootUser,
        companies: {
          restaurant: { id: DEMO_IDS.restaurant, operator: operator(DEMO_USERS.restaurant, 'Rodrigo Restaurante') },
          supermarket: { id: DEMO_IDS.supermarket, operator: operator(DEMO_USERS.market, 'Marta Mercado') },
          partner: { id: DEMO_IDS.partner, operator: operator(DEMO_USERS.partner, 'Paulo Parceiro') },
        },
        restaurantOrderId: latestOrder?.id ?? null,
      });
    }
  });
}

/** Writes the two-level permission catalogue, parents first, in the catalogue's order. */
async function seedPermissionCatalogue(db: Db): Promise<void> {
  let sort = 0;
  for (const parent of permissionCatalogue) {
    const row = await db
      .insertInto('permissions')
      .values({ name: parent.name, title: parent.title.ptBr, level: 1, parent_id: null, sort: sort++ })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (parent.children.length > 0) {
      await db
        .insertInto('permissions')
        .values(parent.children.map((child) => ({ name: child.name, title: child.title.ptBr, level: 2, parent_id: row.id, sort: sort++ })))
        .execute();
    }
  }
}
