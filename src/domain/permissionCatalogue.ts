// The two-level permission catalogue: seeded into the database and shown as the role
// checklist. Children are the permission names of both seeds, spelled exactly as the
// seeds spell them (accessToLead AND accessToLeads, accessToCampanha,
// acessToPayableReceivable, accessToWhatsappMessages beside accessToWhatsAppChat).
//
// Parent names (`accessToSection<Name>`) are this product's own: the seeds name no
// parent permissions. Parents follow the side-menu sections of seed 001 §2.1, in menu
// order, after a "General" parent for names that gate top-level entries or span
// sections. Sections for which the seeds name no permission (Permissions, Tools,
// Offer app, Settings, Registers, Admin, Dashboards) get no parent: a parent needs at
// least one child, and their entries are gated by accessToGlobal/accessToRoot.

/** One permission of the checklist with its Brazilian Portuguese and English titles. */
export interface CatalogueChild {
  name: string;
  title: { ptBr: string; en: string };
}

/** A checklist section: a permission in its own right, with its child permissions. */
export interface CatalogueParent extends CatalogueChild {
  children: readonly CatalogueChild[];
}

function child(name: string, ptBr: string, en: string): CatalogueChild {
  return Object.freeze({ name, title: Object.freeze({ ptBr, en }) });
}

function parent(name: string, ptBr: string, en: string, children: readonly CatalogueChild[]): CatalogueParent {
  return Object.freeze({ name, title: Object.freeze({ ptBr, en }), children: Object.freeze([...children]) });
}

/** Every permission, grouped by menu section; parents in menu order, each name once. */
export const permissionCatalogue: readonly CatalogueParent[] = Object.freeze([
  parent('accessToSectionGeneral', 'Geral', 'General', [
    child('accessToGlobal', 'Acesso global', 'Global access'),
    child('accessToRoot', 'Acesso root', 'Root access'),
    child('accessToApplications', 'Aplicações', 'Applications'),
    child('accessToFranchises', 'Franquias', 'Franchises'),
    child('accessToDashboard', 'Painel inicial', 'Home dashboard'),
    child('accessToShowTerms', 'Termos de uso', 'Terms of use'),
    child('accessToMail', 'E-mail', 'Mail'),
    child('accessToLinksPage', 'Página de links', 'Links page'),
    // Gates shopping-cart/{type} and loose-delivery/{type} for restaurants and supermarkets alike.
    child('accessToShoppingCart', 'Carrinhos de compras', 'Shopping carts'),
    // With accessToSupport, gates the order and shopping-cart reports.
    child('accessToCart', 'Carrinho', 'Cart'),
  ]),
  parent('accessToSectionCompany', 'Empresas', 'Companies', [
    child('accessToCompanyGroup', 'Grupos de empresas', 'Company groups'),
    child('accessToCompanyCompany', 'Cadastro de empresas', 'Company records'),
    child('accessToCompanyDelivery', 'Entrega da empresa', 'Company delivery'),
    child('accessToHoursCompany', 'Horário de funcionamento', 'Opening hours'),
    child('accessToCouponsCoupon', 'Cupons', 'Coupons'),
  ]),
  parent('accessToSectionHelpDesk', 'Central de ajuda', 'Help desk', [
    child('accessToHelpDeskTickets', 'Chamados', 'Tickets'),
    // /academy-ecbr is a top-level menu entry, but the name places it in the help desk.
    child('accessToHelpDeskAcademyecbr', 'Academia ECBR', 'ECBR Academy'),
  ]),
  parent('accessToSectionRestaurants', 'Restaurantes', 'Restaurants', [
    child('accessToFoodOrders', 'Pedidos de comida', 'Food orders'),
    child('accessToFoodMenu', 'Cardápio', 'Food menu'),
    child('accessToMultiMenu', 'Multicardápio', 'Multi-menu'),
    child('accessToAccessoriesMenu', 'Adicionais do cardápio', 'Menu add-ons'),
  ]),
  parent('accessToSectionSupermarket', 'Supermercado', 'Supermarket', [
    child('accessToMarketOrders', 'Pedidos do mercado', 'Market orders'),
    child('accessToRegisterProduct', 'Cadastro de produtos', 'Product registration'),
  ]),
  parent('accessToSectionGraphicStudio', 'Estúdio gráfico', 'Graphic studio', [
    child('accessToGraphicStudioSettings', 'Configurações do estúdio', 'Studio settings'),
    child('accessToGraphicStudioShare', 'Compartilhar artes', 'Share artwork'),
  ]),
  parent('accessToSectionApplication', 'Aplicativo móvel', 'Mobile app', [
    // The name says Tools, but its route (app/popup) sits in the Application section.
    child('accessToToolsPopup', 'Pop-up do aplicativo', 'App pop-up'),
  ]),
  parent('accessToSectionSupport', 'Suporte', 'Support', [
    child('accessToSupport', 'Ferramentas de suporte', 'Support tools'),
    // The chat routes are not in the menu list; they serve customer support.
    child('accessToWhatsAppChat', 'Chat do WhatsApp', 'WhatsApp chat'),
    child('accessToWhatsAppContacts', 'Contatos do WhatsApp', 'WhatsApp contacts'),
  ]),
  parent('accessToSectionReports', 'Relatórios', 'Reports', [
    child('accessToReportOrder', 'Relatório de pedidos', 'Order report'),
    child('accessToWhatsappMessages', 'Mensagens do WhatsApp', 'WhatsApp messages'),
  ]),
  parent('accessToSectionMarketing', 'Marketing', 'Marketing', [
    child('accessToCampanha', 'Campanhas', 'Campaigns'),
    // The menu uses both spellings; both are kept so either entry can be granted.
    child('accessToLead', 'Lead', 'Lead'),
    child('accessToLeads', 'Leads', 'Leads'),
  ]),
  parent('accessToSectionPartners', 'Parceiros', 'Partners', [
    child('accessToPartnersLicense', 'Licenças de parceiros', 'Partner licenses'),
  ]),
  parent('accessToSectionFinance', 'Financeiro', 'Finance', [
    child('accessToFinancial', 'Visão financeira', 'Financial overview'),
    child('accessToTransactions', 'Transações', 'Transactions'),
    child('accessToReportFinance', 'Relatório financeiro', 'Financial report'),
    child('acessToPayableReceivable', 'Contas a pagar e receber', 'Payables and receivables'),
  ]),
]);

/** Every permission name in the catalogue, each parent followed by its children. */
export const allPermissionNames: readonly string[] = Object.freeze(
  permissionCatalogue.flatMap((p) => [p.name, ...p.children.map((c) => c.name)]),
);
