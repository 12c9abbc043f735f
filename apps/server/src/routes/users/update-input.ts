import type { UserUpdate } from '../../domain/users/update-user.ts';
import { invalidField } from '../../errors.ts';

/**
 * Rules of UpdateUserRequest that the generated schema cannot carry: every object sent has at least one
 * field (`minProperties: 1`), except `onboarding.<country>`, where `{}` adds the country; a birthday lies
 * in the past and is kept as the date at 00:00 UTC.
 */
export function checkedUpdate(body: UserUpdate, now: Date): UserUpdate {
  rejectEmptyObjects(body, 'body');
  const birthday = body.individualData?.birthday;
  if (typeof birthday !== 'string' || !body.individualData) return body;
  const day = `${birthday.slice(0, 10)}T00:00:00.000Z`;
  if (Date.parse(day) >= now.getTime())
    throw invalidField('body.individualData.birthday', 'must be in the past');
  return { ...body, individualData: { ...body.individualData, birthday: day } };
}

function rejectEmptyObjects(value: unknown, field: string): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
  const entries = Object.entries(value);
  const countryOnboarding = /^body\.onboarding\.[A-Z]{2}$/.test(field);
  if (entries.length === 0 && !countryOnboarding) throw invalidField(field, 'must have at least one field');
  for (const [key, child] of entries) rejectEmptyObjects(child, `${field}.${key}`);
}
