export { RidersList, type RidersListProps, type HistoryDeleteState } from './RidersList';
export { RiderFilterBar, NO_RIDER_FILTERS, type RiderFilterBarProps, type RiderFilters } from './RiderFilterBar';
export { RiderFormDialog, RIDER_FORM_WIDTH, type RiderFormDialogProps, type RiderFormStatus, type CompanyOption } from './RiderFormDialog';
export { RiderPaidDialog, RIDER_PAID_WIDTH, type RiderPaidDialogProps } from './RiderPaidDialog';
export { RiderHistoryDrawer, type RiderHistoryDrawerProps, type RiderHistoryStatus } from './RiderHistoryDrawer';
export { CompanyDeliveriesList, DELIVERY_OPEN_STATUSES, type CompanyDeliveriesListProps } from './CompanyDeliveriesList';
export { CompanyDeliveryFormDialog, COMPANY_DELIVERY_FORM_WIDTH, type CompanyDeliveryFormDialogProps } from './CompanyDeliveryFormDialog';
export * from './deliveryForms';
export { deliveryErrorText, flagText, vehicleText } from './deliveryTexts';
