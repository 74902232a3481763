import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { readJson } from './read-json';

const Level = new GraphQLEnumType({ name: 'Level', values: { HIGH_SCHOOL: {}, DONATION_DATE: {} } });
const Step = new GraphQLInputObjectType({
  name: 'Step',
  fields: { title: { type: new GraphQLNonNull(GraphQLString) }, order: { type: GraphQLInt } },
});
const Input = new GraphQLInputObjectType({
  name: 'Input',
  fields: {
    name: { type: GraphQLString },
    amount: { type: GraphQLFloat },
    count: { type: GraphQLInt },
    active: { type: GraphQLBoolean },
    level: { type: Level },
    steps: { type: new GraphQLList(new GraphQLNonNull(Step)) },
    programId: { type: GraphQLInt },
  },
});

function read(value: unknown) {
  const errors: Record<string, string> = {};
  return { value: readJson(Input, value, '', { errors, lenientIds: true }), errors };
}

describe('reading a JSON body by its GraphQL input type', () => {
  it('takes numbers in Persian digits with separators, booleans as text and enums as people write them', () => {
    expect(read({ amount: '۱۲٬۵۰۰', count: '۷', active: 'true', level: 'High School' }).value).toEqual({
      amount: 12_500,
      count: 7,
      active: true,
      level: 'HIGH_SCHOOL',
    });
    expect(read({ level: 'donationDate' }).value).toEqual({ level: 'DONATION_DATE' });
  });

  it('drops keys the input does not have and reads nested lists', () => {
    expect(read({ name: 'سارا', role: 'ADMIN', steps: [{ title: 'ثبت‌نام', order: 1 }] }).value).toEqual({
      name: 'سارا',
      steps: [{ title: 'ثبت‌نام', order: 1 }],
    });
  });

  it('names each field of the wrong type, nested ones by their path', () => {
    const { errors } = read({ name: 5, count: 1.5, active: 'yes', level: 'nope', steps: [{ order: 'x' }] });
    expect(Object.keys(errors).sort()).toEqual([
      'active',
      'count',
      'level',
      'name',
      'steps.0.order',
      'steps.0.title',
    ]);
    expect(errors.name).toBe('مقدار «نام» نامعتبر است');
    expect(errors['steps.0.order']).toBe('مقدار «ترتیب» نامعتبر است');
    expect(read({ count: 2 ** 31 }).errors).toEqual({ count: 'count نمی‌تواند بیشتر از ۲٬۱۴۷٬۴۸۳٬۶۴۷ باشد' });
    expect(errors.count).toBe('count باید عددی صحیح و بدون اعشار باشد');
  });

  it('reads an unreadable optional record id as no id', () => {
    expect(read({ programId: 'x' })).toEqual({ value: { programId: null }, errors: {} });
  });
});
