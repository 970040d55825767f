import { describe, expect, it } from 'vitest';
import { defaultListQuery } from '../../../src/domain/listQuery';
import { translator } from '../../../src/i18n/translator';
import {
  companyDeliveryFormValuesOf,
  paidFormValuesOf,
  riderFormValuesOf,
  validateCompanyDeliveryForm,
  validatePaidForm,
  validateRiderForm,
  type RiderFormValues,
} from '../../../src/ui/delivery/deliveryForms';
import { deliveryErrorText, deliveryMessageText } from '../../../src/ui/delivery/deliveryTexts';
import { NO_RIDER_FILTERS } from '../../../src/ui/delivery/RiderFilterBar';
import { parseRiderFilters, RIDER_FILTER_PARAMS, RIDER_LIST, searchSettingsPage, toRiderListFilters, toRiderPaginatorQuery } from '../../../src/bindings/deliveryQueries';
import { toCompanyDeliveryCreate, toPaidBody, toRiderCreate } from '../../../src/bindings/deliveryBodies';
import { parseRiderPanel, riderPanelChanges } from '../../../src/routes/delivery/riderAddress';
import { otherParams, withListQuery } from '../../../src/routes/lists/usePagedList';
import { parseListQuery, serializeListQuery } from '../../../src/domain/listQuery';
import { RIDER, SETTINGS } from '../../../stories/delivery/deliveryFixtures';

const VALID: RiderFormValues = {
  name: 'Joana Entregadora',
  phone: '(11) 91234-5678',
  cpf: '529.982.247-25',
  typeOfVehicle: 'moto',
  company: '64c000000000000000000001',
  flag: 'FREE',
};
const en = translator('en');
const pt = translator('ptBr');

describe('the rider form rules', () => {
  it('accepts a rider with a CPF whose check digits are right, written with or without separators', () => {
    expect(validateRiderForm(VALID)).toEqual({});
    expect(validateRiderForm({ ...VALID, cpf: '52998224725' })).toEqual({});
  });

  it('refuses a CPF by its check digits, its length, or one repeated digit, with a clear message', () => {
    const wrong = validateRiderForm({ ...VALID, cpf: '529.982.247-24' }).cpf;
    expect(wrong).toEqual({ kind: 'cpfDigits' });
    expect(deliveryMessageText(en, wrong ?? { kind: 'cpfDigits' })).toBe('CPF is not valid: its check digits do not match');
    expect(deliveryMessageText(pt, wrong ?? { kind: 'cpfDigits' })).toBe('O CPF não é válido: os dígitos verificadores não conferem');
    expect(validateRiderForm({ ...VALID, cpf: '529.982.247' }).cpf).toEqual({ kind: 'cpfLength' });
    expect(validateRiderForm({ ...VALID, cpf: '529x982' }).cpf).toEqual({ kind: 'cpfLength' });
    expect(validateRiderForm({ ...VALID, cpf: '111.111.111-11' }).cpf).toEqual({ kind: 'cpfDigits' });
    expect(deliveryMessageText(en, validateRiderForm({ ...VALID, cpf: ' ' }).cpf ?? { kind: 'cpfLength' })).toBe('CPF is required');
  });

  it('takes phones of 10 to 13 digits with the usual punctuation', () => {
    for (const phone of ['1130005065', '(11) 91234-5678', '+55 (11) 91234-5678', '55 11 3000-5065']) {
      expect(validateRiderForm({ ...VALID, phone }).phone, phone).toBeUndefined();
    }
    for (const phone of ['123456789', '+55 (11) 91234-56789', '11 9123a-5678']) {
      expect(validateRiderForm({ ...VALID, phone }).phone, phone).toEqual({ kind: 'phone' });
    }
  });

  it('needs a name of 3 to 100 characters, a vehicle and a company, with the generic templates', () => {
    const messages = validateRiderForm({ ...VALID, name: 'Jo', typeOfVehicle: '', company: '' });
    expect(deliveryMessageText(en, messages.name ?? { kind: 'cpfLength' })).toBe('minimum length is 3');
    expect(deliveryMessageText(en, messages.typeOfVehicle ?? { kind: 'cpfLength' })).toBe('Vehicle type is required');
    expect(deliveryMessageText(pt, messages.company ?? { kind: 'cpfLength' })).toBe('O campo Empresa é obrigatório');
    expect(validateRiderForm({ ...VALID, name: 'x'.repeat(101) }).name).toEqual({ kind: 'maxLength', max: 100 });
  });

  it('starts from the rider, or empty with the only company', () => {
    expect(riderFormValuesOf(RIDER)).toEqual({ name: 'Adriano Gomes', phone: '5511912345678', cpf: '52998224725', typeOfVehicle: 'moto', company: RIDER.company?._id, flag: 'FREE' });
    expect(riderFormValuesOf(null, 'c1')).toEqual({ name: '', phone: '', cpf: '', typeOfVehicle: '', company: 'c1', flag: 'FREE' });
  });

  it('sends the CPF and the phone as digits, the name trimmed', () => {
    expect(toRiderCreate({ ...VALID, name: '  Joana Entregadora ' })).toEqual({
      person: { name: 'Joana Entregadora' },
      phone: '11912345678',
      cpf: '52998224725',
      typeOfVehicle: 'moto',
      company: VALID.company,
      flag: 'FREE',
    });
  });
});

describe('the payment rules', () => {
  const now = new Date('2025-05-12T15:00:00');

  it('starts from the stored date, or now when not paid', () => {
    expect(paidFormValuesOf(RIDER, now)).toEqual({ paid: false, paidAt: '2025-05-12T15:00' });
    expect(paidFormValuesOf({ deliverymanPaid: true, deliveryManPaidDate: new Date('2025-05-10T20:30:00').toISOString() }, now)).toEqual({
      paid: true,
      paidAt: '2025-05-10T20:30',
    });
  });

  it('needs a date not later than now when paid, and none when not paid', () => {
    expect(validatePaidForm({ paid: true, paidAt: '2025-05-12T15:00' }, now)).toEqual({});
    expect(validatePaidForm({ paid: true, paidAt: '2025-05-13T09:00' }, now)).toEqual({ paidAt: { kind: 'futureDate' } });
    expect(validatePaidForm({ paid: true, paidAt: '' }, now)).toEqual({ paidAt: { kind: 'required', input: 'paidDate' } });
    expect(validatePaidForm({ paid: false, paidAt: '' }, now)).toEqual({});
  });

  it('sends an instant when paid and a null date when not', () => {
    expect(toPaidBody({ paid: false, paidAt: '2025-05-12T15:00' })).toEqual({ deliverymanPaid: false, deliveryManPaidDate: null });
    expect(toPaidBody({ paid: true, paidAt: '2025-05-12T15:00' })).toEqual({
      deliverymanPaid: true,
      deliveryManPaidDate: new Date('2025-05-12T15:00').toISOString(),
    });
  });
});

describe('the company delivery rules', () => {
  it('needs a company and numbers within the contract', () => {
    const values = { ...companyDeliveryFormValuesOf(null, 'c1'), deliveryRadiusKm: '0', deliveryFee: '7,90', minimumOrder: 'abc', estimatedTimeMinutes: '40.5' };
    const messages = validateCompanyDeliveryForm(values);
    expect(messages).toEqual({
      deliveryRadiusKm: { kind: 'range', min: 0, max: 100, exclusiveMin: true },
      minimumOrder: { kind: 'number', input: 'minimumOrder' },
      estimatedTimeMinutes: { kind: 'integer' },
    });
    expect(deliveryMessageText(en, messages.deliveryRadiusKm ?? { kind: 'integer' })).toBe('Give a value above 0, up to 100');
    expect(validateCompanyDeliveryForm({ ...values, company: '' }).company).toEqual({ kind: 'required', input: 'company' });
  });

  it('sends numbers, with a comma read as the decimal point', () => {
    const values = { ...companyDeliveryFormValuesOf(SETTINGS[0] ?? null), deliveryFee: '9,90' };
    expect(toCompanyDeliveryCreate(values)).toEqual({ deliveryRadiusKm: 5, deliveryFee: 9.9, minimumOrder: 30, estimatedTimeMinutes: 40, isActive: true, isOpen: true });
  });

  it('searches settings by company name, accents and case aside, a page at a time', () => {
    const query = { ...defaultListQuery(RIDER_LIST), search: 'PRECO', size: 3 as const };
    expect(searchSettingsPage(SETTINGS, query, '').items.map((row) => row._id)).toEqual(['cd2']);
    expect(searchSettingsPage(SETTINGS, { ...query, search: 'a' }, SETTINGS[0]?.company._id ?? '').totalCount).toBe(1);
  });
});

describe('the delivery errors', () => {
  it('are translated by their stable code, else by status', () => {
    expect(deliveryErrorText(en, { statusCode: 409, code: 'cpf_taken' })).toBe('This CPF is already registered for another delivery person.');
    expect(deliveryErrorText(en, { statusCode: 400, code: 'invalid_cpf' })).toBe('The server refused the CPF: its check digits do not match.');
    expect(deliveryErrorText(en, { statusCode: 422, code: 'idempotency_key_reused' })).toBe(
      'This form was sent before with other values: check the list, and save again if the record is not there.',
    );
    expect(deliveryErrorText(pt, { statusCode: 400, code: 'paid_date_future' })).toBe('A data do pagamento não pode ser posterior a agora.');
    expect(deliveryErrorText(en, { statusCode: 404, code: 'not_found' })).toBe('This record no longer exists, or belongs to another company.');
    expect(deliveryErrorText(en, { statusCode: 403 })).toBe('You are not allowed to manage delivery for this company.');
    expect(deliveryErrorText(en, { statusCode: 0, code: 'network' })).toBe('The server could not be reached. Check your connection.');
    expect(deliveryErrorText(en, { statusCode: 500 })).toBe('Something went wrong on the server. Please try again later.');
  });
});

describe('the rider list address', () => {
  it('reads the filters by the contract names; a bad value means no filter', () => {
    expect(parseRiderFilters(parseListQuery('?isOnline=false&flag=ON_ROUTE&cpf=529&typeOfVehicle=moto', RIDER_LIST).filters)).toEqual({
      isOnline: false,
      flag: 'ON_ROUTE',
      cpf: '529',
      typeOfVehicle: 'moto',
    });
    expect(parseRiderFilters(parseListQuery('?isOnline=yes&flag=BUSY&cpf=52a', RIDER_LIST).filters)).toEqual(NO_RIDER_FILTERS);
  });

  it('writes the filters back after the list query, an absent one leaving its parameter out', () => {
    expect(toRiderListFilters({ ...NO_RIDER_FILTERS, isOnline: true })).toEqual({ isOnline: 'true' });
    const query = { ...parseListQuery('?page=2', RIDER_LIST), filters: toRiderListFilters({ isOnline: false, flag: 'FREE', cpf: '529', typeOfVehicle: 'moto' }) };
    expect(serializeListQuery(query, RIDER_LIST)).toBe('?page=2&isOnline=false&flag=FREE&cpf=529&typeOfVehicle=moto');
  });

  it('asks the paginator for the page, the name and the filters set', () => {
    const query = { page: 2, size: 5 as const, sort: { field: 'name', direction: 'asc' as const }, search: ' ana ', filters: { isOnline: 'true', cpf: '529' } };
    expect(toRiderPaginatorQuery(query)).toEqual({ pageIn: 2, pageOut: 5, person: 'ana', isOnline: true, cpf: '529' });
    expect(toRiderPaginatorQuery({ ...query, search: '', filters: {} })).toEqual({ pageIn: 2, pageOut: 5 });
  });

  it('names the panel open, one at a time', () => {
    expect(parseRiderPanel(new URLSearchParams('edit=new'))).toEqual({ kind: 'create' });
    expect(parseRiderPanel(new URLSearchParams('history=64d1&isOnline=true'))).toEqual({ kind: 'history', id: '64d1' });
    expect(parseRiderPanel(new URLSearchParams('paid=../x'))).toBeNull();
    expect(riderPanelChanges({ kind: 'paid', id: 'r1' })).toEqual({ edit: null, paid: 'r1', history: null });
    expect(riderPanelChanges(null)).toEqual({ edit: null, paid: null, history: null });
  });

  it('keeps the panel open next to the list query and its filters', () => {
    expect(otherParams('?page=2&isOnline=true&q=ana&history=r1', RIDER_FILTER_PARAMS).toString()).toBe('history=r1');
    expect(withListQuery('?history=r1&page=2', '?page=3')).toBe('?page=3&history=r1');
    expect(withListQuery('?page=2', '')).toBe('');
    expect(withListQuery('?page=2&history=r1', '')).toBe('?history=r1');
  });
});
