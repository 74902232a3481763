import {
  RestAdminPaymentMethodsDocument,
  RestCreatePaymentMethodDocument,
  RestDeletePaymentMethodDocument,
  RestTogglePaymentMethodDocument,
  RestUpdatePaymentMethodDocument,
} from '../../rest/gql/graphql';
import { defineRoute, type RestInput } from '../../rest/route';
import { bodyObject, readBoolean, readInt, readText } from '../rest-body';
import { paymentMethodAdminMessages as messages } from './payment-methods.messages';

const id = { id: { type: 'int', description: 'Payment method id' } } as const;

/** The form's payload; configJson may also arrive as an object (it is stored as JSON either way). */
function methodInput(input: RestInput) {
  const b = bodyObject(input);
  const config = b.configJson ?? b.config;
  return {
    code: readText(b.code),
    displayNameFa: readText(b.displayNameFa),
    displayNameEn: readText(b.displayNameEn),
    description: readText(b.description),
    icon: readText(b.icon),
    usageScope: (readText(b.usageScope)?.toUpperCase() ?? null) as 'BOTH' | 'PROGRAM' | 'COURSE' | null,
    provider: (readText(b.provider)?.toUpperCase() ?? null) as
      | 'ZARINPAL'
      | 'CARD_TO_CARD'
      | 'BANK_TRANSFER'
      | null,
    configJson: config && typeof config === 'object' ? JSON.stringify(config) : readText(config),
    sortOrder: readInt(b.sortOrder),
    isActive: readBoolean(b.isActive),
  };
}

export const paymentMethodAdminRoutes = [
  defineRoute({
    method: 'GET',
    path: '/admin/payment-methods',
    tag: 'admin',
    summary: 'Every payment method with its settings (admin)',
    operation: RestAdminPaymentMethodsDocument,
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/payment-methods',
    tag: 'admin',
    summary: 'Add a payment method (admin)',
    operation: RestCreatePaymentMethodDocument,
    variables: (input) => ({ input: methodInput(input) }),
    successStatus: 201,
    message: messages.created,
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/payment-methods/:id',
    tag: 'admin',
    summary: 'Edit a payment method; the code never changes (admin)',
    operation: RestUpdatePaymentMethodDocument,
    params: id,
    variables: (input) => ({ id: input.params.id as number, input: methodInput(input) }),
    message: messages.updated,
  }),
  defineRoute({
    method: 'DELETE',
    path: '/admin/payment-methods/:id',
    tag: 'admin',
    summary: 'Delete a payment method (admin)',
    operation: RestDeletePaymentMethodDocument,
    params: id,
    answer: () => null,
    messageFrom: (data) => data.deletePaymentMethod.message,
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/payment-methods/:id/toggle',
    tag: 'admin',
    summary: 'Switch a payment method on or off (admin)',
    operation: RestTogglePaymentMethodDocument,
    params: id,
    messageFrom: (data) => (data.togglePaymentMethod.isActive ? messages.activated : messages.deactivated),
  }),
];
