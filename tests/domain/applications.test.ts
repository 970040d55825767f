import { describe, expect, it } from 'vitest';
import type { Application } from '../../src/contract/schema.gen';
import {
  APPLICATION_LIST,
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  applicationFormValuesOf,
  EMPTY_APPLICATION_FORM,
  isValidApplicationForm,
  NO_APPLICATION_FILTERS,
  searchNameParam,
  toApplicationCreate,
  toApplicationUpdate,
  toPaginatorQuery,
  upgradeQuery,
  validateApplicationForm,
  type ValidApplicationForm,
} from '../../src/domain/applications';
import { defaultListQuery, parseListQuery, serializeListQuery } from '../../src/domain/listQuery';

const STORED: Application = {
  _id: 'a1',
  name: 'Cantina Online',
  typeApp: 'web',
  status: 'active',
  upgrade: false,
  version: '3.1.0',
  domain: 'cantina.example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the paginator query', () => {
  it('sends pageIn and pageOut, and name, status and upgrade only when given', () => {
    expect(toPaginatorQuery(defaultListQuery(APPLICATION_LIST), NO_APPLICATION_FILTERS)).toEqual({ pageIn: 1, pageOut: 10 });
    expect(toPaginatorQuery({ ...defaultListQuery(APPLICATION_LIST), page: 2, size: 5, search: ' cantina ' }, { status: 'maintenance', upgrade: 'no' })).toEqual({
      pageIn: 2,
      pageOut: 5,
      name: 'cantina',
      status: 'maintenance',
      upgrade: false,
    });
    expect(toPaginatorQuery(defaultListQuery(APPLICATION_LIST), { status: '', upgrade: 'yes' })).toEqual({ pageIn: 1, pageOut: 10, upgrade: true });
  });
});

describe('the list order and the selects', () => {
  it('lists applications by name, A to Z, with a clean address for that order', () => {
    expect(defaultListQuery(APPLICATION_LIST).sort).toEqual({ field: 'name', direction: 'asc' });
    expect(serializeListQuery({ page: 1, size: 10, sort: { field: 'name', direction: 'asc' }, search: '', filters: {} }, APPLICATION_LIST)).toBe('');
    expect(parseListQuery('?sort=name:desc', APPLICATION_LIST).sort).toEqual({ field: 'name', direction: 'desc' });
    expect(parseListQuery('?sort=version:desc', APPLICATION_LIST).sort).toEqual({ field: 'name', direction: 'asc' });
    expect(parseListQuery('?sort=:desc', APPLICATION_LIST).sort).toEqual({ field: 'name', direction: 'asc' });
  });

  it('offers the platforms and the statuses in a fixed order', () => {
    expect(APPLICATION_TYPES).toEqual(['android', 'ios', 'web']);
    expect(APPLICATION_STATUSES).toEqual(['active', 'inactive', 'maintenance']);
  });
});

describe('the forced-upgrade lookup', () => {
  it('asks only when both the platform and the status are chosen', () => {
    expect(upgradeQuery('', '')).toBeNull();
    expect(upgradeQuery('android', '')).toBeNull();
    expect(upgradeQuery('', 'active')).toBeNull();
    expect(upgradeQuery('android', 'active')).toEqual({ typeApp: 'android', status: 'active' });
  });
});

describe('the name search', () => {
  it('is trimmed, and an empty one is sent as the text null (seed 001 section 7)', () => {
    expect(searchNameParam('  Cantina ')).toBe('Cantina');
    expect(searchNameParam('')).toBe('null');
    expect(searchNameParam('   ')).toBe('null');
  });

  it('is cut at 100 characters after trimming, and trimmed again after the cut', () => {
    expect(searchNameParam(` ${'a'.repeat(100)}`)).toBe('a'.repeat(100));
    expect(searchNameParam(`${'a'.repeat(100)}bbb`)).toBe('a'.repeat(100));
    expect(searchNameParam(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });
});

describe('the application form', () => {
  const valid: ValidApplicationForm = { ...EMPTY_APPLICATION_FORM, name: ' Empório ', typeApp: 'web', version: ' 1.0.0 ', domain: ' ', privacyTerms: ' Termos. ' };

  it('needs a name, a platform and a version; a domain is a host name with a port if wanted', () => {
    expect(validateApplicationForm(EMPTY_APPLICATION_FORM)).toEqual({ name: 'required', typeApp: 'required', version: 'required' });
    expect(validateApplicationForm({ ...valid, domain: 'app.example.com:8080' })).toEqual({});
    expect(validateApplicationForm({ ...valid, domain: 'https://app.example.com' })).toEqual({ domain: 'invalid_domain' });
    expect(validateApplicationForm({ ...valid, name: 'x'.repeat(101), version: 'v'.repeat(51) })).toEqual({ name: 'too_long', version: 'too_long' });
    expect(isValidApplicationForm(valid)).toBe(true);
    expect(isValidApplicationForm(EMPTY_APPLICATION_FORM)).toBe(false);
  });

  it('starts active, without forced upgrade and with every text blank', () => {
    expect(EMPTY_APPLICATION_FORM).toEqual({ name: '', typeApp: '', status: 'active', upgrade: false, version: '', domain: '', privacyTerms: '' });
  });

  it('counts the texts without the spaces around them and takes the longest ones exactly', () => {
    expect(validateApplicationForm({ ...valid, name: '   ', version: '  ' })).toEqual({ name: 'required', version: 'required' });
    expect(validateApplicationForm({ ...valid, name: ` ${'x'.repeat(100)} `, version: ` ${'v'.repeat(50)} `, domain: 'a'.repeat(253), privacyTerms: 't'.repeat(100000) })).toEqual({});
    expect(validateApplicationForm({ ...valid, domain: 'a'.repeat(254) })).toEqual({ domain: 'too_long' });
    expect(validateApplicationForm({ ...valid, privacyTerms: 't'.repeat(100001) })).toEqual({ privacyTerms: 'too_long' });
  });

  it('creates with the domain trimmed when one is given', () => {
    expect(toApplicationCreate({ ...valid, domain: ' app.example.com ' }).domain).toBe('app.example.com');
  });

  it('edits with every field of the form, the texts trimmed and no domain as null', () => {
    const form: ValidApplicationForm = { name: ' Cantina ', typeApp: 'ios', status: 'maintenance', upgrade: true, version: ' 3.2.0 ', domain: ' app.example.com:8080 ', privacyTerms: 'Termos.' };
    expect(toApplicationUpdate(form, 'Termos.')).toStrictEqual({
      name: 'Cantina',
      typeApp: 'ios',
      status: 'maintenance',
      upgrade: true,
      version: '3.2.0',
      domain: 'app.example.com:8080',
    });
    expect(toApplicationUpdate({ ...form, domain: '  ' }, 'Termos.').domain).toBeNull();
    expect(toApplicationUpdate({ ...form, domain: '' }, 'Termos.').domain).toBeNull();
  });

  it('compares the terms without the spaces around them before sending them', () => {
    const form: ValidApplicationForm = { ...valid, privacyTerms: ' Termos.\n' };
    expect(toApplicationUpdate(form, 'Termos.')).not.toHaveProperty('privacyTerms');
    expect(toApplicationUpdate({ ...form, privacyTerms: 'Termos.' }, ' Termos.\n')).not.toHaveProperty('privacyTerms');
    expect(toApplicationUpdate({ ...form, privacyTerms: ' Novos. ' }, 'Termos.').privacyTerms).toEqual({ default: 'Novos.' });
  });

  it('creates with the texts trimmed, no domain as null, and the default terms when written', () => {
    expect(toApplicationCreate(valid)).toEqual({
      name: 'Empório',
      typeApp: 'web',
      status: 'active',
      upgrade: false,
      version: '1.0.0',
      domain: null,
      privacyTerms: { default: 'Termos.' },
    });
    expect(toApplicationCreate({ ...valid, privacyTerms: '  ' })).not.toHaveProperty('privacyTerms');
  });

  it('edits from the stored values, and sends the terms only when they changed (emptied ones as null)', () => {
    const form = applicationFormValuesOf(STORED, 'Termos antigos.');
    expect(form).toEqual({ name: 'Cantina Online', typeApp: 'web', status: 'active', upgrade: false, version: '3.1.0', domain: 'cantina.example.com', privacyTerms: 'Termos antigos.' });
    if (!isValidApplicationForm(form)) throw new Error('the stored application is valid');
    expect(toApplicationUpdate(form, 'Termos antigos.')).not.toHaveProperty('privacyTerms');
    expect(toApplicationUpdate({ ...form, privacyTerms: 'Novos.' }, 'Termos antigos.').privacyTerms).toEqual({ default: 'Novos.' });
    expect(toApplicationUpdate({ ...form, privacyTerms: '' }, 'Termos antigos.').privacyTerms).toEqual({ default: null });
    expect(toApplicationUpdate({ ...form, privacyTerms: '' }, null)).not.toHaveProperty('privacyTerms');
    expect(applicationFormValuesOf({ ...STORED, domain: null }, null)).toMatchObject({ domain: '', privacyTerms: '' });
  });
});
