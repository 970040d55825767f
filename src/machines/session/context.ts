import type { User } from '../../contract/schema.gen';
import { shoppingFlowOf } from '../../domain/company';
import type { MainCompany, Tokens } from '../../domain/sessionStorage';
import type { SessionContext } from './types';

/** The user's main company with its flow resolved (seed 000 section 6), or null for staff. */
export function mainCompanyOf(user: User): MainCompany | null {
  const { company } = user;
  if (!company) return null;
  return { _id: company._id, name: company.name, type: company.type, shoppingFlow: shoppingFlowOf(company) };
}

/** The session's tokens; the signed-in states are only entered with them, so getting here without them is a bug. */
export function tokensOf(context: SessionContext): Tokens {
  if (!context.tokens) throw new Error('sessionMachine: signed in without tokens');
  return context.tokens;
}
