import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { Crumb } from '../shell/SubHeader';

/**
 * The sub-header of a screen of the user-management area, in the seed's form (seed 000 section 2,
 * "User Management > Users > ..."): the area first, leading to it, then the crumbs given, the
 * last one the title. The users list, the roles list and the user edit screen all use it.
 * @example userManagementHeader(LL, [{ title: 'Roles' }], '/user-management') // Roles; User Management › Roles
 */
export function userManagementHeader(LL: TranslationFunctions, crumbs: [...Crumb[], Crumb], management: string): { title: string; crumbs: Crumb[] } {
  return {
    title: crumbs[crumbs.length - 1]?.title ?? '',
    crumbs: [{ title: LL.USERS.BREADCRUMBS.USER_MANAGEMENT(), page: management }, ...crumbs],
  };
}
