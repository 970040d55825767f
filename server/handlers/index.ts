import { applicationHandlers } from './applications';
import { authHandlers } from './auth';
import { callCenterHandlers } from './callCenter';
import { companyHandlers } from './companies';
import { companyDeliveryHandlers } from './companyDelivery';
import { deliveryManHandlers } from './deliveryMen';
import { helpdeskHandlers } from './helpdesk';
import { openingHoursHandlers } from './openingHours';
import { orderEventHandlers } from './orderEvents';
import { orderHandlers } from './orders';
import { orderReportHandlers } from './orderReports';
import { publicPageHandlers } from './publicPages';
import { roleHandlers } from './roles';
import { userHandlers } from './users';
import type { Handlers } from './types';

/**
 * The handler of every implemented operation, by operationId. An operation of the
 * contract that is missing here answers 501 (see tests/server/not-implemented.test.ts).
 */
export const handlers: Handlers = {
  ...authHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...companyHandlers,
  ...openingHoursHandlers,
  ...deliveryManHandlers,
  ...companyDeliveryHandlers,
  ...callCenterHandlers,
  ...applicationHandlers,
  ...publicPageHandlers,
  ...orderHandlers,
  ...orderReportHandlers,
  ...orderEventHandlers(),
  ...helpdeskHandlers,
};
