import { insertOnboarding, type OnboardingStatus } from '../../db/onboardings-queries.ts';
import { emailInUse, insertUser } from '../../db/user-changes-queries.ts';
import { foldName, type OnboardingRow, type UserRow } from '../../db/users-queries.ts';
import { zeroVolumes } from '../../db/volume-queries.ts';
import type { Statement } from '../../deps.ts';
import { ApiError, invalidField } from '../../errors.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { newId } from '../crypto.ts';
import type { JobDeps } from '../jobs/job-queue.ts';
import { defaultFeeProfile, type Profile } from './profile.ts';
import { userEvent } from './user-events.ts';

/**
 * A user to create: the document's request body as it is (its address's fields are stored as sent), one of
 * its two forms: an individual with `firstName` and `lastName`, or a business with `businessName`
 * (CreateUserRequest's `oneOf`, checked by its validator).
 */
export type NewUser = Schemas['CreateUserRequest'];

/** Creates a user of the broker with onboarding in status `none` for its country. */
export async function createUser(
  deps: JobDeps,
  brokerId: string,
  input: NewUser,
  at: Date,
  options: { onboardingStatus?: OnboardingStatus; acceptedTerms?: boolean } = {},
): Promise<string> {
  const { store } = deps;
  const { id, statements } = await newUserStatements(deps, brokerId, input, at, options);
  await store.commit(statements);
  return id;
}

/** The writes that create a user (user, onboarding, event), for a caller that commits them with more. */
export async function newUserStatements(
  deps: JobDeps,
  brokerId: string,
  input: NewUser,
  at: Date,
  options: { onboardingStatus?: OnboardingStatus; acceptedTerms?: boolean } = {},
): Promise<{ id: string; statements: Statement[] }> {
  const { store } = deps;
  if (input.brokerId !== undefined && input.brokerId !== brokerId) {
    throw invalidField('body.brokerId', "must be the caller's broker");
  }
  const email = input.email.toLowerCase();
  if (await emailInUse(store, brokerId, email)) {
    throw new ApiError('duplicateResource', { message: `A user with the e-mail ${email} already exists` });
  }
  const id = newId('usr', at);
  const user = userRow(input, { id, brokerId, email, at });
  const onboarding: OnboardingRow = {
    userId: id,
    country: input.country,
    status: options.onboardingStatus ?? 'none',
    hasAcceptedTerms: options.acceptedTerms ?? false,
    onboardingId: newId('onb', at),
    verificationProviderId: null,
    sessionToken: null,
    sessionUrl: null,
    address: null,
    legalRepresentative: null,
    updatedAt: user.createdAt,
  };
  const statements = [
    insertUser(store, user),
    insertOnboarding(store, onboarding),
    ...(await userEvent(deps, {
      event: 'user.created',
      user,
      onboardings: [onboarding],
      at,
      volumes: zeroVolumes(),
      // A new user has no onboarding link yet: no link to show, whatever the base.
      linkBase: '',
    })),
  ];
  return { id, statements };
}

/**
 * The stored user of a request: the one place its fields are taken, every one of them (noFieldsLeft), so a
 * field the document adds is a type error here. `country` starts the user's onboarding, `brokerId` is checked
 * against the caller's: both are read by newUserStatements.
 */
const noNames = {
  firstName: undefined,
  middleName: undefined,
  lastName: undefined,
  secondLastName: undefined,
  businessName: undefined,
};

function userRow(input: NewUser, given: { id: string; brokerId: string; email: string; at: Date }): UserRow {
  // Both forms' fields at once, those of the other form undefined.
  const {
    country: _country,
    brokerId: _brokerId,
    email: _email,
    userType,
    phoneNumber,
    address,
    firstName,
    middleName,
    lastName,
    secondLastName,
    businessName,
    additionalInformation,
    ...rest
  } = { ...noNames, ...input };
  noFieldsLeft(rest);
  const profile: Profile = {
    individualData:
      userType === 'individual'
        ? {
            firstName: firstName ?? '',
            middleName: middleName ?? null,
            lastName: lastName ?? '',
            secondLastName: secondLastName ?? null,
            birthday: null,
          }
        : null,
    businessData: userType === 'business' ? { businessName: businessName ?? '' } : null,
    address: { ...address, street2: address.street2 ?? null },
    attributes: [],
    invoicing: {},
    ...defaultFeeProfile(),
  };
  const now = given.at.toISOString();
  return {
    id: given.id,
    brokerId: given.brokerId,
    type: userType,
    email: given.email,
    phoneNumber,
    firstName: foldName(firstName),
    lastName: foldName(lastName),
    businessName: foldName(businessName),
    profile,
    additionalInformation: additionalInformation ?? {},
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
}
