import type { SideMenuSection } from '../../src/ui/shell/SideMenu';

/** A menu as a franchise user with a few permissions sees it (titles in Portuguese, as the menu stores them translated). */
export const MENU_SECTIONS: SideMenuSection[] = [
  { heading: null, entries: [{ page: '/dashboard', title: 'Início', icon: 'dashboard' }] },
  {
    heading: 'Empresa',
    entries: [
      {
        page: '/company',
        title: 'Empresas',
        icon: 'company',
        children: [
          { page: '/company/group', title: 'Grupos', icon: 'users' },
          { page: '/company/company', title: 'Empresas', icon: 'store' },
          { page: '/company/opening-hours', title: 'Horários', icon: 'file' },
        ],
      },
      { page: '/company/delivery', title: 'Entregas', icon: 'delivery' },
      { page: '/company/coupon', title: 'Cupons', icon: 'megaphone' },
    ],
  },
  {
    heading: 'Restaurantes',
    entries: [
      { page: '/shopping-cart/restaurant', title: 'Pedidos', icon: 'cart' },
      { page: '/food-menu', title: 'Cardápio', icon: 'food' },
    ],
  },
  {
    heading: 'Relatórios',
    entries: [
      {
        page: '/report',
        title: 'Relatórios',
        icon: 'report',
        children: [
          { page: '/report/order', title: 'Pedidos', icon: 'file' },
          { page: '/report/deliverymanlive', title: 'Entregadores ao vivo', icon: 'map' },
        ],
      },
      { page: '/finance/payable-receivable', title: 'Financeiro', icon: 'finance' },
    ],
  },
  {
    heading: 'Administração',
    entries: [
      { page: '/adm/roles', title: 'Perfis', icon: 'lock' },
      { page: '/settings-city', title: 'Configurações', icon: 'settings' },
      { page: '/helpdesk/tickets', title: 'Atendimento', icon: 'help' },
    ],
  },
];

/** The crumbs of the company list. */
export const CRUMBS = [
  { title: 'Início', page: '/dashboard' },
  { title: 'Empresas', page: '/company' },
  { title: 'Empresas', page: '/company/company' },
];
