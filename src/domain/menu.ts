// The side menu of seed 001 §2.1. Shared by the SPA and the server: no DOM or Node imports.
import type { CompanyType } from './company';
import { hasAnyPermission } from './permissions';
import { normalizePath } from './routePattern';
import { screenOpensFor, screenPatternAt } from './screens';

export { normalizePath };

/** The fixed set of icon names the menu uses; the UI maps each to a glyph. */
export type MenuIcon =
  | 'dashboard'
  | 'company'
  | 'delivery'
  | 'chat'
  | 'report'
  | 'finance'
  | 'settings'
  | 'users'
  | 'lock'
  | 'tools'
  | 'help'
  | 'store'
  | 'food'
  | 'cart'
  | 'palette'
  | 'mobile'
  | 'megaphone'
  | 'handshake'
  | 'box'
  | 'file'
  | 'map'
  | 'link'
  | 'school'
  | 'share'
  | 'bell'
  | 'image'
  | 'money'
  | 'chart';

/** A bilingual title. */
export interface MenuTitle {
  ptBr: string;
  en: string;
}

/** One side-menu entry; a parent's `permissions` is the union of its submenu's. */
export interface MenuEntry {
  page: string;
  titleKey: string;
  title: MenuTitle;
  icon: MenuIcon;
  permissions: readonly string[];
  submenu?: readonly MenuEntry[];
  /** The company type the entry is for: a company user sees it only for its own type (staff see every type). */
  companyType?: CompanyType;
}

/** A group of entries under an optional heading (null heading: the unheaded top of the menu). */
export interface MenuSection {
  heading: MenuTitle | null;
  entries: readonly MenuEntry[];
}

const G = 'accessToGlobal';
const ROOT = 'accessToRoot';

// The permission list seed 001 §2.2 gives to shopping-cart/{type} and loose-delivery/{type}
// (besides accessToGlobal). The seed names it per route pattern, not per type, so the
// restaurant and the supermarket entries both carry all four names.
const CART_ROUTE_PERMISSIONS = ['accessToShoppingCart', 'accessToFoodOrders', 'accessToMarketOrders', 'accessToAccessoriesMenu'];
const REPORT_CART_PERMISSIONS = ['accessToSupport', 'accessToCart'];

/**
 * Pairings made where the seeds are silent about an entry's permissions: the entry takes
 * accessToGlobal plus the name that plainly belongs to it (mostly from the company fallback
 * sets of seed 000 §6, so that a company user's fallback set opens the screens it names).
 * Entries the seeds do name (the §2.2 table, §6) are not here; entries with no plain name
 * take accessToGlobal alone.
 *
 * Deliberately left unpaired, because the seeds already name the entry's list or no entry fits:
 * accessToApplications (/admin/applications is accessToRoot per §6), accessToFranchises
 * (/franchises/ is accessToRoot per the §2.2 table), accessToReportOrder (/report/order is
 * accessToSupport or accessToCart per the table), accessToDashboard (/dashboard is open to
 * every signed-in user), accessToFinancial and accessToReportFinance (no entry plainly
 * theirs), accessToMail, accessToWhatsAppChat and accessToWhatsAppContacts (their routes
 * are not in the menu; see ROUTE_PERMISSION_PAIRINGS in routeTable.ts).
 */
export const MENU_PERMISSION_PAIRINGS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  '/page-links/links': ['accessToLinksPage'],
  '/academy-ecbr': ['accessToHelpDeskAcademyecbr'],
  '/graphic-studio/share': ['accessToGraphicStudioShare'],
  '/company/delivery': ['accessToCompanyDelivery'],
  '/helpdesk/tickets': ['accessToHelpDeskTickets'],
  '/food-menu': ['accessToFoodMenu'],
  '/multi-menu': ['accessToMultiMenu'],
  // Product registration is what /product is.
  '/product': ['accessToRegisterProduct'],
  // Theme models and the per-company history are studio configuration, beside customers/parameters/histories.
  '/graphic-studio/themes-model': ['accessToGraphicStudioSettings'],
  '/graphic-studio/histories-company': ['accessToGraphicStudioSettings'],
  '/support/bug-orders': ['accessToSupport'],
  '/report/whatsapp-messages': ['accessToWhatsappMessages'],
  '/marketing/campaign': ['accessToCampanha'],
  // Both spellings occur in the menu (seed 001 §6); either grants the entry.
  '/marketing/lead': ['accessToLead', 'accessToLeads'],
  '/partners/licenses': ['accessToPartnersLicense'],
  '/finance/payable-receivable': ['acessToPayableReceivable'],
  '/finance/braspag/transactions': ['accessToTransactions'],
});

// Turns the pairing table into permission lists, so the table is the single source.
function paired(page: string): string[] {
  const names = MENU_PERMISSION_PAIRINGS[page];
  if (names === undefined) throw new Error(`no pairing recorded for ${page}`);
  return [G, ...names];
}

function entry(page: string, key: string, ptBr: string, en: string, icon: MenuIcon, permissions: readonly string[]): MenuEntry {
  return Object.freeze({
    page,
    titleKey: `MENU.${key}`,
    title: Object.freeze({ ptBr, en }),
    icon,
    permissions: Object.freeze([...permissions]),
  });
}

/** A parent entry; its permission list is computed as the union of its children's, never written by hand. */
function parentEntry(page: string, key: string, ptBr: string, en: string, icon: MenuIcon, submenu: readonly MenuEntry[]): MenuEntry {
  // A child with an empty list is visible to all, so the parent must be too.
  const open = submenu.some((c) => c.permissions.length === 0);
  const union = open ? [] : [...new Set(submenu.flatMap((c) => c.permissions))];
  return Object.freeze({
    page,
    titleKey: `MENU.${key}`,
    title: Object.freeze({ ptBr, en }),
    icon,
    permissions: Object.freeze(union),
    submenu: Object.freeze([...submenu]),
  });
}

/** The entry of one company type's page of a `{type}` route (shopping-cart/{type}, loose-delivery/{type}). */
function typedEntry(companyType: CompanyType, ...args: Parameters<typeof entry>): MenuEntry {
  return Object.freeze({ ...entry(...args), companyType });
}

function section(title: MenuTitle | null, entries: readonly MenuEntry[]): MenuSection {
  return Object.freeze({
    heading: title === null ? null : Object.freeze({ ...title }),
    entries: Object.freeze([...entries]),
  });
}

/** Every entry of seed 001 §2.1, in the seed's order and sections. */
export const menu: readonly MenuSection[] = Object.freeze([
  // "Start" and "Top level" are unheaded in the seed; they form the top of the menu.
  section(null, [
    // No list: every signed-in user sees the dashboard.
    entry('/dashboard', 'DASHBOARD', 'Painel', 'Dashboard', 'dashboard', []),
    entry('/admin/applications', 'APPLICATIONS', 'Aplicações', 'Applications', 'mobile', [G, ROOT]),
    entry('/franchises/', 'FRANCHISES', 'Franquias', 'Franchises', 'store', [G, ROOT]),
    entry('/page-links/links', 'LINKS_PAGE', 'Página de links', 'Links page', 'link', paired('/page-links/links')),
    // The menu gates show-terms by accessToShowTerms alone (seed 001 §2.2, last paragraph).
    entry('/show-terms', 'SHOW_TERMS', 'Termos de uso', 'Terms of use', 'file', ['accessToShowTerms']),
    entry('/academy-ecbr', 'ACADEMY_ECBR', 'Academia ECBR', 'ECBR Academy', 'school', paired('/academy-ecbr')),
    entry('/graphic-studio/share', 'GRAPHIC_STUDIO_SHARE', 'Compartilhar artes', 'Share artwork', 'share', paired('/graphic-studio/share')),
  ]),
  section({ ptBr: 'Empresas', en: 'Companies' }, [
    entry('/company/group', 'COMPANY_GROUP', 'Grupos de empresas', 'Company groups', 'company', [G, 'accessToCompanyGroup']),
    entry('/company/company', 'COMPANY_COMPANY', 'Empresas', 'Companies', 'company', [G, 'accessToCompanyCompany']),
    entry('/company/delivery', 'COMPANY_DELIVERY', 'Entrega', 'Delivery', 'delivery', paired('/company/delivery')),
    entry('/company/segment', 'COMPANY_SEGMENT', 'Segmentos', 'Segments', 'company', [G]),
    entry('/company/contract', 'COMPANY_CONTRACT', 'Contratos', 'Contracts', 'file', [G]),
    entry('/company/opening-hours', 'COMPANY_OPENING_HOURS', 'Horário de funcionamento', 'Opening hours', 'company', [G, 'accessToHoursCompany']),
    entry('/company/coupon', 'COMPANY_COUPON', 'Cupons', 'Coupons', 'money', [G, 'accessToCouponsCoupon']),
  ]),
  section({ ptBr: 'Permissões', en: 'Permissions' }, [
    // accessToRoot gates permission groups and routes (seed 001 §6).
    entry('/adm/acl-groups', 'ACL_GROUPS', 'Grupos de permissão', 'Permission groups', 'lock', [G, ROOT]),
    entry('/adm/acl-routes', 'ACL_ROUTES', 'Rotas', 'Routes', 'lock', [G, ROOT]),
  ]),
  section({ ptBr: 'Ferramentas', en: 'Tools' }, [
    entry('/tools-notifications', 'TOOLS_NOTIFICATIONS', 'Notificações', 'Notifications', 'bell', [G]),
    entry('/tools/integrations', 'TOOLS_INTEGRATIONS', 'Integrações', 'Integrations', 'tools', [G]),
    entry('/establishment-slider', 'ESTABLISHMENT_SLIDER', 'Slider de estabelecimentos', 'Establishment slider', 'image', [G]),
    entry('/topic-notification', 'TOPIC_NOTIFICATION', 'Notificação por tópico', 'Topic notification', 'bell', [G]),
  ]),
  section({ ptBr: 'App de ofertas', en: 'Offer app' }, [
    parentEntry('/appoffer', 'APPOFFER', 'App de ofertas', 'Offer app', 'megaphone', [
      entry('/appoffer/dashboard', 'APPOFFER_DASHBOARD', 'Painel', 'Dashboard', 'dashboard', [G]),
      entry('/appoffer/company', 'APPOFFER_COMPANY', 'Empresas', 'Companies', 'company', [G]),
      entry('/appoffer/store', 'APPOFFER_STORE', 'Lojas', 'Stores', 'store', [G]),
      entry('/appoffer/fonts', 'APPOFFER_FONTS', 'Fontes', 'Fonts', 'palette', [G]),
      entry('/appoffer/slider', 'APPOFFER_SLIDER', 'Slider', 'Slider', 'image', [G]),
      entry('/appoffer/tabloids', 'APPOFFER_TABLOIDS', 'Tabloides', 'Tabloids', 'file', [G]),
      entry('/appoffer/favorites', 'APPOFFER_FAVORITES', 'Favoritos', 'Favourites', 'box', [G]),
      entry('/appoffer/person', 'APPOFFER_PERSON', 'Pessoas', 'People', 'users', [G]),
      entry('/appoffer/region/cities', 'APPOFFER_CITIES', 'Cidades', 'Cities', 'map', [G]),
      entry('/appoffer/region/states', 'APPOFFER_STATES', 'Estados', 'States', 'map', [G]),
      entry('/appoffer/region/countries', 'APPOFFER_COUNTRIES', 'Países', 'Countries', 'map', [G]),
      entry('/appoffer/site', 'APPOFFER_SITE', 'Site', 'Site', 'link', [G]),
    ]),
  ]),
  section({ ptBr: 'Central de ajuda', en: 'Help desk' }, [
    entry('/helpdesk/tickets', 'HELPDESK_TICKETS', 'Chamados', 'Tickets', 'help', paired('/helpdesk/tickets')),
    entry('/helpdesk/faq', 'HELPDESK_FAQ', 'Perguntas frequentes', 'FAQ', 'help', [G]),
  ]),
  section({ ptBr: 'Restaurantes', en: 'Restaurants' }, [
    typedEntry('restaurant', '/shopping-cart/restaurant', 'SHOPPING_CART_RESTAURANT', 'Pedidos', 'Orders', 'cart', [G, ...CART_ROUTE_PERMISSIONS]),
    typedEntry('restaurant', '/loose-delivery/restaurant', 'LOOSE_DELIVERY_RESTAURANT', 'Entregas avulsas', 'Loose deliveries', 'delivery', [G, ...CART_ROUTE_PERMISSIONS]),
    entry('/food-menu', 'FOOD_MENU', 'Cardápio', 'Food menu', 'food', paired('/food-menu')),
    entry('/multi-menu', 'MULTI_MENU', 'Multicardápio', 'Multi-menu', 'food', paired('/multi-menu')),
  ]),
  section({ ptBr: 'Supermercado', en: 'Supermarket' }, [
    typedEntry('supermarket', '/shopping-cart/supermarket', 'SHOPPING_CART_SUPERMARKET', 'Pedidos', 'Orders', 'cart', [G, ...CART_ROUTE_PERMISSIONS]),
    typedEntry('supermarket', '/loose-delivery/supermarket', 'LOOSE_DELIVERY_SUPERMARKET', 'Entregas avulsas', 'Loose deliveries', 'delivery', [G, ...CART_ROUTE_PERMISSIONS]),
    entry('/product', 'PRODUCT', 'Produtos', 'Products', 'box', paired('/product')),
    entry('/bankproduct-without-integration', 'BANKPRODUCT_WITHOUT_INTEGRATION', 'Banco de produtos sem integração', 'Product bank without integration', 'box', [G, 'accessToRegisterProduct']),
    entry('/supermarketonline/bankofarts', 'SUPERMARKET_BANK_OF_ARTS', 'Banco de artes', 'Bank of artwork', 'image', [G]),
    entry('/supermarketonline-paymentmethods', 'SUPERMARKET_PAYMENT_METHODS', 'Formas de pagamento', 'Payment methods', 'money', [G]),
    entry('/supermarketonline/integrations', 'SUPERMARKET_INTEGRATIONS', 'Integrações', 'Integrations', 'tools', [G]),
  ]),
  section({ ptBr: 'Estúdio gráfico', en: 'Graphic studio' }, [
    parentEntry('/graphic-studio', 'GRAPHIC_STUDIO', 'Estúdio gráfico', 'Graphic studio', 'palette', [
      // The seed labels graphic-studio/customers "themes/header".
      entry('/graphic-studio/customers', 'GRAPHIC_STUDIO_CUSTOMERS', 'Temas / cabeçalho', 'Themes / header', 'palette', [G, 'accessToGraphicStudioSettings']),
      entry('/graphic-studio/themes-model', 'GRAPHIC_STUDIO_THEMES_MODEL', 'Modelos de tema', 'Theme models', 'palette', paired('/graphic-studio/themes-model')),
      entry('/graphic-studio/parameters', 'GRAPHIC_STUDIO_PARAMETERS', 'Parâmetros', 'Parameters', 'settings', [G, 'accessToGraphicStudioSettings']),
      entry('/graphic-studio/histories', 'GRAPHIC_STUDIO_HISTORIES', 'Históricos', 'Histories', 'file', [G, 'accessToGraphicStudioSettings']),
      entry('/graphic-studio/histories-company', 'GRAPHIC_STUDIO_HISTORIES_COMPANY', 'Históricos por empresa', 'Histories by company', 'file', paired('/graphic-studio/histories-company')),
    ]),
  ]),
  section({ ptBr: 'Aplicativo', en: 'Application' }, [
    entry('/app/category', 'APP_CATEGORY', 'Categorias', 'Categories', 'mobile', [G]),
    entry('/app/terms', 'APP_TERMS', 'Termos', 'Terms', 'file', [G]),
    entry('/app/popup', 'APP_POPUP', 'Pop-up', 'Pop-up', 'mobile', [G, 'accessToToolsPopup']),
  ]),
  section({ ptBr: 'Configurações', en: 'Settings' }, [
    entry('/emails/types', 'EMAILS_TYPES', 'Tipos de e-mail', 'E-mail types', 'settings', [G]),
    entry('/emails/templates', 'EMAILS_TEMPLATES', 'Modelos de e-mail', 'E-mail templates', 'settings', [G]),
    entry('/settings-city', 'SETTINGS_CITY', 'Cidades', 'Cities', 'map', [G]),
    entry('/settings-types-users', 'SETTINGS_TYPES_USERS', 'Tipos de usuário', 'User types', 'users', [G]),
    entry('/packing-packing', 'PACKING', 'Embalagens', 'Packaging', 'box', [G]),
    entry('/acl-module', 'ACL_MODULE', 'Módulos', 'Modules', 'lock', [G]),
    entry('/settings-controller', 'SETTINGS_CONTROLLER', 'Controladores', 'Controllers', 'settings', [G]),
  ]),
  section({ ptBr: 'Cadastros', en: 'Registers' }, [
    entry('/delivery-deliveryrecord', 'DELIVERY_RECORD', 'Entregadores', 'Delivery people', 'delivery', [G]),
    entry('/shopper-shopper', 'SHOPPER', 'Shoppers', 'Shoppers', 'cart', [G]),
    entry('/user-user', 'USER', 'Usuários', 'Users', 'users', [G]),
    entry('/person-person', 'PERSON', 'Pessoas', 'People', 'users', [G]),
    entry('/department-department', 'DEPARTMENT', 'Departamentos', 'Departments', 'company', [G]),
  ]),
  section({ ptBr: 'Administração', en: 'Admin' }, [
    entry('/adm/roles', 'ADM_ROLES', 'Perfis', 'Roles', 'lock', [G]),
    entry('/adm/products-bank', 'ADM_PRODUCTS_BANK', 'Banco de produtos', 'Product bank', 'box', [G]),
    entry('/adm/permissions', 'ADM_PERMISSIONS', 'Permissões', 'Permissions', 'lock', [G]),
    entry('/management-imagebank', 'IMAGE_BANK', 'Banco de imagens', 'Image bank', 'image', [G]),
    entry('/logs-log', 'LOGS', 'Logs', 'Logs', 'file', [G]),
    entry('/accessgroup-accessGroup', 'ACCESS_GROUP', 'Grupos de acesso', 'Access groups', 'lock', [G]),
  ]),
  section({ ptBr: 'Suporte', en: 'Support' }, [
    entry('/support/bug-orders', 'SUPPORT_BUG_ORDERS', 'Pedidos com erro', 'Bug orders', 'tools', paired('/support/bug-orders')),
  ]),
  section({ ptBr: 'Relatórios', en: 'Reports' }, [
    entry('/report/order', 'REPORT_ORDER', 'Pedidos', 'Orders', 'report', [G, ...REPORT_CART_PERMISSIONS]),
    entry('/report/new-order', 'REPORT_NEW_ORDER', 'Novos pedidos', 'New orders', 'report', [G, ...REPORT_CART_PERMISSIONS]),
    entry('/report/group-order', 'REPORT_GROUP_ORDER', 'Pedidos por grupo', 'Orders by group', 'report', [G, ...REPORT_CART_PERMISSIONS]),
    entry('/report/deliverymanlive', 'REPORT_DELIVERYMAN_LIVE', 'Entregadores ao vivo', 'Live delivery people', 'map', [G]),
    entry('/report/noc', 'REPORT_NOC', 'NOC', 'NOC', 'chart', [G]),
    entry('/report/shopping-cart', 'REPORT_SHOPPING_CART', 'Carrinhos de compras', 'Shopping carts', 'cart', [G, ...REPORT_CART_PERMISSIONS]),
    entry('/report/customer', 'REPORT_CUSTOMER', 'Clientes', 'Customers', 'users', [G]),
    entry('/report/partners', 'REPORT_PARTNERS', 'Parceiros', 'Partners', 'handshake', [G]),
    entry('/report/favorite-products', 'REPORT_FAVORITE_PRODUCTS', 'Produtos favoritos', 'Favourite products', 'box', [G]),
    entry('/report/access-flow', 'REPORT_ACCESS_FLOW', 'Fluxo de acessos', 'Access flow', 'chart', [G]),
    entry('/report/contracts', 'REPORT_CONTRACTS', 'Contratos', 'Contracts', 'file', [G]),
    entry('/report/theme-rank', 'REPORT_THEME_RANK', 'Ranking de temas', 'Theme ranking', 'chart', [G]),
    entry('/report/whatsapp-messages', 'REPORT_WHATSAPP_MESSAGES', 'Mensagens do WhatsApp', 'WhatsApp messages', 'chat', paired('/report/whatsapp-messages')),
  ]),
  section({ ptBr: 'Painéis', en: 'Dashboards' }, [
    // accessToRoot only, without accessToGlobal (seed 001 §2.2 table, §6).
    entry('/dashboard/graphic-studio', 'DASHBOARD_GRAPHIC_STUDIO', 'Estúdio gráfico', 'Graphic studio', 'chart', [ROOT]),
    entry('/dashboard/white-label', 'DASHBOARD_WHITE_LABEL', 'White label', 'White label', 'chart', [ROOT]),
    entry('/dashboard/link-page', 'DASHBOARD_LINK_PAGE', 'Página de links', 'Links page', 'chart', [ROOT]),
    entry('/dashboard/sales-delivery', 'DASHBOARD_SALES_DELIVERY', 'Vendas e entregas', 'Sales and deliveries', 'chart', [ROOT]),
  ]),
  section({ ptBr: 'Marketing', en: 'Marketing' }, [
    entry('/marketing/campaign', 'MARKETING_CAMPAIGN', 'Campanhas', 'Campaigns', 'megaphone', paired('/marketing/campaign')),
    entry('/marketing/lead', 'MARKETING_LEAD', 'Leads', 'Leads', 'megaphone', paired('/marketing/lead')),
  ]),
  section({ ptBr: 'Parceiros', en: 'Partners' }, [
    entry('/partners/licenses', 'PARTNERS_LICENSES', 'Licenças', 'Licenses', 'handshake', paired('/partners/licenses')),
  ]),
  section({ ptBr: 'Financeiro', en: 'Finance' }, [
    entry('/finance/payable-receivable', 'FINANCE_PAYABLE_RECEIVABLE', 'Contas a pagar e receber', 'Payables and receivables', 'finance', paired('/finance/payable-receivable')),
    entry('/finance/cost-centers', 'FINANCE_COST_CENTERS', 'Centros de custo', 'Cost centres', 'finance', [G]),
    entry('/finance/type-payments', 'FINANCE_TYPE_PAYMENTS', 'Tipos de pagamento', 'Payment types', 'finance', [G]),
    entry('/finance/methods-payments', 'FINANCE_METHODS_PAYMENTS', 'Meios de pagamento', 'Payment methods', 'finance', [G]),
    entry('/finance/braspag/subordinates', 'FINANCE_BRASPAG_SUBORDINATES', 'Subordinados Braspag', 'Braspag subordinates', 'finance', [G]),
    entry('/finance/invoice', 'FINANCE_INVOICE', 'Faturas', 'Invoices', 'file', [G, 'accessToTransactions']),
    entry('/finance/braspag/transactions', 'FINANCE_BRASPAG_TRANSACTIONS', 'Transações Braspag', 'Braspag transactions', 'money', paired('/finance/braspag/transactions')),
  ]),
  section({ ptBr: 'Entregas avulsas (financeiro)', en: 'Loose deliveries (finance)' }, [
    entry('/finance/credits', 'FINANCE_CREDITS', 'Créditos', 'Credits', 'money', [G, 'accessToTransactions']),
    entry('/finance/company-history/periodic', 'FINANCE_HISTORY_PERIODIC', 'Histórico periódico', 'Periodic history', 'finance', [G, 'accessToTransactions']),
    entry('/finance/company-history/pix', 'FINANCE_HISTORY_PIX', 'Histórico PIX', 'PIX history', 'finance', [G, 'accessToTransactions']),
  ]),
]);

/** Every entry that leads to a page, i.e. without a submenu, in menu order. */
export function leafEntries(sections: readonly MenuSection[] = menu): MenuEntry[] {
  const walk = (e: MenuEntry): MenuEntry[] => (e.submenu ? e.submenu.flatMap(walk) : [e]);
  return sections.flatMap((s) => s.entries.flatMap(walk));
}

/**
 * True when a caller holding `held`, of a company of `companyType` (null: staff, of no company),
 * sees the leaf entry: it holds one of the entry's names, the contract lets it make the main call
 * of the screen the entry opens (src/domain/screens.ts), and the entry is for its company type.
 */
export function entryOpensFor(e: MenuEntry, held: readonly string[], companyType: CompanyType | null = null): boolean {
  if (!hasAnyPermission(held, e.permissions)) return false;
  if (companyType !== null && e.companyType !== undefined && e.companyType !== companyType) return false;
  const screen = screenPatternAt(e.page);
  return screen === null || screenOpensFor(screen, held);
}

// Children first, so that a parent is judged by what is left of its submenu.
function visibleEntry(e: MenuEntry, held: readonly string[], companyType: CompanyType | null): MenuEntry | null {
  if (e.submenu) {
    const kept = e.submenu.map((c) => visibleEntry(c, held, companyType)).filter((c): c is MenuEntry => c !== null);
    if (kept.length === 0) return null;
    return { ...e, submenu: kept };
  }
  return entryOpensFor(e, held, companyType) ? e : null;
}

/**
 * The menu as a user holding `held` sees it (of a company of `companyType`, or null for staff):
 * hidden entries, emptied parents and empty sections dropped.
 */
export function visibleMenu(sections: readonly MenuSection[], held: readonly string[], companyType: CompanyType | null = null): MenuSection[] {
  return sections
    .map((s) => ({ ...s, entries: s.entries.map((e) => visibleEntry(e, held, companyType)).filter((e): e is MenuEntry => e !== null) }))
    .filter((s) => s.entries.length > 0);
}

/** The leaf menu entry whose page is `path` (after normalisation), or null. */
export function menuEntryFor(path: string): MenuEntry | null {
  const wanted = normalizePath(path);
  return leafEntries(menu).find((e) => normalizePath(e.page) === wanted) ?? null;
}
