import type { ComponentType } from 'react';
import { loadNamespace } from '../../i18n/context';
import type { PageProps } from './types';

// The code of the shell's pages other than the dashboard, each with the catalogue namespaces its
// texts are in. The registry loads this module first (src/routes/pages/registry.tsx), so the
// list of the chunks each page needs is here rather than in the shell's own code, which would
// otherwise grow with every page (the signed-in shell's gzip budget, tests/e2e/bundle.e2e.test.ts).

/** A page's module. */
type PageModule = { default: ComponentType<PageProps> };

/** The page of `load` once the namespaces `names` have loaded with it. */
function withTexts(load: Promise<PageModule>, ...names: Parameters<typeof loadNamespace>[0][]): Promise<PageModule> {
  return Promise.all([load, ...names.map((name) => loadNamespace(name))]).then(([page]) => page);
}

export const mail = () => import('./MailPage');
export const roles = () => import('./RolesPage');
export const permissions = () => import('./PermissionsPage');
export const users = () => import('./UsersPage');
export const userEdit = () => import('./UserEditPage');
export const riderMap = () => import('./RiderMapPage');
export const privateChat = () => withTexts(import('./PrivateChatPage'), 'CALL_CENTER');
export const contacts = () => withTexts(import('./ContactsPage'), 'CALL_CENTER');
export const whatsappReport = () => withTexts(import('./WhatsappReportPage'), 'CALL_CENTER');
export const applications = () => withTexts(import('./ApplicationsPage'), 'APPLICATIONS');
export const deliveryMen = () => withTexts(import('./DeliveryMenPage'), 'DELIVERY');
export const companyDelivery = () => withTexts(import('./CompanyDeliveryPage'), 'DELIVERY');
export const orderDesk = () => withTexts(import('./OrderDeskPage'), 'ORDERS');
// The reports' own texts, with the order desk's words for statuses and payment types.
export const orderHistory = () => withTexts(import('./OrderHistoryPage'), 'ORDER_HISTORY', 'ORDERS');
export const newOrdersReport = () => withTexts(import('./NewOrdersReportPage'), 'ORDER_REPORTS', 'ORDERS');
export const orderTotalsReport = () => withTexts(import('./OrderTotalsReportPage'), 'ORDER_REPORTS', 'ORDERS');
export const lateOrdersReport = () => withTexts(import('./LateOrdersReportPage'), 'ORDER_REPORTS', 'ORDERS');
export const openingHours = () => withTexts(import('./OpeningHoursPage'), 'OPENING_HOURS', 'OPEN_SWITCH_REASON');
// The help desk's pages (issue 26); a ticket's order opens in the order desk's drawer, with its words.
export const ticketList = () => withTexts(import('./TicketListPage'), 'HELPDESK');
export const ticket = () => withTexts(import('./TicketPage'), 'HELPDESK', 'ORDERS');
export const faq = () => withTexts(import('./FaqPage'), 'HELPDESK');
