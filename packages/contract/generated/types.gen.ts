export type paths = {
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Lists users of the caller's broker, newest first (spec 4.1). Filters combine with AND; text filters match case-insensitively. `search` matches a substring of the e-mail, first, middle and last names, business name or phone number. `authId` is a user id filter (at most one result).
         *
         *     When no filter has a value (`page` and `limit` are not filters), the answer is the current user, that is the key's caller user, as a one-element array.
         *
         *     Users of other brokers are never returned: a `brokerId` other than the caller's broker matches nothing. `X-Total-Count` carries the number of matching users.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user
         * @description Creates an end user in the caller's broker (spec 4.2) and starts its onboarding for `country` in status `none`. Always required: `country`, `email`, `phoneNumber` (E.164), `userType`, `address`; business users also `businessName`, individual users `firstName` and `lastName` (fields of the other user type are refused). `brokerId` may be omitted; if sent it must be the caller's broker (otherwise 400 code 9 naming `body.brokerId`). The e-mail must be unused among the broker's users (409 code 35).
         *
         *     Next steps: fetch the onboarding link (GET /api/users/{id}/link), complete the verification, and accept the terms (POST /api/users/{id}/terms/accept). In sandbox mode the e-mail's local part picks the verification outcome (`+review`, `+fail`, anything else approved).
         *
         *     Errors: 400 code 9 for a missing or invalid field, 401/403 code 19, 404 code 1 (the code the specification lists; answered when the key's caller user no longer exists), 409 code 35.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the current user
         * @description Partially updates the current user, the key's caller user (spec 4.3). Only the fields sent change and nested objects are merged: `email`, `phoneNumber`, `individualData` (names, `birthday`) for individual users, `businessData` for business users, `address`, `invoicing.MX.shouldInvoice` and `invoicing.MX.fiscalRegimenCode`, and per country `onboarding.<country>.legalRepresentative` and `onboarding.<country>.address`. Naming a country the user is not onboarding in adds it in status `none`. Unknown fields are refused (400 code 9); a taken e-mail answers 409 code 35. Answers the updated user.
         */
        patch: operations["updateCurrentUser"];
        trace?: never;
    };
    "/api/users/{id}/additional-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add additional information
         * @description Stores free-form information about a user of the caller's broker (spec 4.4): any JSON object of key-value pairs (strings, numbers, booleans, arrays, objects). It is merged into what is stored: each top-level key replaces the stored value of the same key, other stored keys stay. The body is at most 64 KiB (413 code 11) and must be a JSON object (400 code 9). Answers the JSON string `"OK"`. Errors: codes 19 and 1 (a user of another broker answers 404 code 1 like a missing one).
         */
        post: operations["addAdditionalInformation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document
         * @description Uploads one identity or company document of a user of the caller's broker (spec 4.5) as `multipart/form-data` with two parts: `document` (the file) and `documentType` (see DocumentType). The file must be a PDF, JPEG or PNG (`application/pdf`, `image/jpeg`, `image/png`; the content is checked, not only the declared type: anything else answers 415 code 12) and at most 5 MiB (5242880 bytes; larger answers 413 code 11). The document is stored with its type, size, content type and SHA-256 hash; uploading again with the same `documentType` adds another document. Answers the JSON string `"OK"`. Errors: codes 19 and 1.
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/terms/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept terms and conditions
         * @description Records that a user of the caller's broker accepted the terms and conditions (spec 4.6): sets `hasAcceptedTerms` to true in the onboarding of every country the user is onboarding in (MX, PE, CO). No body. Accepting again changes nothing. Orders need an approved user who accepted the terms (otherwise order creation answers 422 code 26). Answers the user. Errors: codes 19 and 1.
         */
        post: operations["acceptTerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the onboarding link
         * @description Returns the link to the identity verification of a user of the caller's broker in one country (spec 4.7): an absolute URL of a hosted page served by this service, `{base_url}/onboarding/{token}`. `country` defaults to the first country the user onboarded in; a country the user is not onboarding in answers 400 code 9 (add it with PATCH /api/users first, for the current user).
         *
         *     The first call moves the country's onboarding from `none` to `started` and stores the URL as `providerVerificationSessionUrl`; later calls while the verification is open (`started`, `legalRepresentativeApproved`) return a link again. Once verification is finished (`approved`, `failed`, `legalRepresentativeFailed`) or in `review`, the answer is 409 code 29.
         *
         *     Sandbox mode: the page offers Approve, Send to review and Fail buttons (the same as POST /api/sandbox/users/{id}/verification). Without an explicit outcome the e-mail decides: a local part ending in `+review` gives `review`, `+fail` gives `failed`, anything else `approved`. Business users first pass `legalRepresentativeApproved` (or end in `legalRepresentativeFailed`), then `approved`. Every status change emits the `user.onboardingStatusChanged` event.
         */
        get: operations["getOnboardingLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/market/prices/spot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the spot market price
         * @description Returns the current spot price of a stablecoin in a fiat currency for one side and country (spec 4.15), in fiat units per one stablecoin unit. Requires a caller user approved in at least one country (403 code 19 otherwise).
         *
         *     `providerMarketPrice` is the data providers' rate. `serviceMarketPrice` is the rate quotes are built from: it adds the spread of the side, an after-hours fee outside the country's banking hours (weekdays 09:00-17:00 local time: America/Mexico_City, America/Lima, America/Bogota) and an adjustment when the stablecoin is off its USD peg. The `buy` service price is never below the `sell` one. In sandbox mode prices come from a deterministic simulated feed.
         *
         *     Offered combinations. Fiat per country: MX MXN or USD, PE PEN or USD, CO COP or USD. Stablecoins per network: USDC on ethereum, polygon, solana, stellar, base, tempo; USDCe on polygon; EURC on ethereum, solana, stellar, base; USDT on ethereum, polygon, solana, tron, bsc, tempo. `network` is optional; when given it must carry the stablecoin. Any other combination answers 422 code 28.
         */
        get: operations["getSpotPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank accounts
         * @description Extension. Lists bank accounts of the users of the caller's broker, newest first, optionally only those of one user. `X-Total-Count` carries the number of matching accounts.
         */
        get: operations["listBankAccounts"];
        put?: never;
        /**
         * Add a bank account
         * @description Extension. Adds a bank account to a user of the caller's broker (a user of another broker answers 404 code 1). The identifier fields needed depend on country and currency (see CreateBankAccountRequest): MX + MXN a CLABE with a valid check digit; MX + USD a CLABE or a US account number and routing number; PE a 20-digit CCI; CO + COP an account number (6-20 digits) and account type; CO + USD an account number and an ABA routing number (checksum). A broken rule answers 422 code 33 with a message that says why; a field of the wrong type 400 code 9. The same identifier twice for one user answers 409 code 35. Emits `bankAccount.created`.
         */
        post: operations["createBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bank account
         * @description Extension. Returns one bank account of a user of the caller's broker. An account of another broker answers 404 code 5 like a missing one.
         */
        get: operations["getBankAccount"];
        put?: never;
        post?: never;
        /**
         * Delete a bank account
         * @description Deletes a bank account of a user of the caller's broker (spec 4.16). Requires the createAndModify role and a caller user approved in at least one country (403 code 19 otherwise). An account that is the payment or payout account of an order that is not final (not `complete`, `cancelled`, `expired` or `timeInForceEnded`) answers 409 code 30. An account of another broker answers 404 code 5. Answers 204 with no body and emits `bankAccount.deleted`.
         */
        delete: operations["deleteBankAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List crypto addresses
         * @description Extension. Lists crypto addresses of the users of the caller's broker, newest first, optionally only those of one user and/or one network. `X-Total-Count` carries the number of matching addresses.
         */
        get: operations["listCryptoAddresses"];
        put?: never;
        /**
         * Add a crypto address
         * @description Extension. Adds a blockchain address to a user of the caller's broker (a user of another broker answers 404 code 1). The address is checked for its network: EVM networks (ethereum, polygon, base, bsc, tempo) `0x` + 40 hex digits with a matching EIP-55 checksum when mixed case; solana base58 decoding to 32 bytes; stellar a `G…` strkey with a valid checksum (and an optional `memo`, stellar only); tron base58check starting with `T`. A failed check answers 422 code 34 with a message that says why. The same network, address and memo twice for one user answers 409 code 35.
         */
        post: operations["createCryptoAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a crypto address
         * @description Extension. Returns one crypto address of a user of the caller's broker. An address of another broker answers 404 code 6 like a missing one.
         */
        get: operations["getCryptoAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook registrations
         * @description Lists webhook registrations of the caller's broker, newest first (spec 4.17), optionally only those of one user. `X-Total-Count` carries the number of matching registrations. Secrets are never returned.
         */
        get: operations["listWebhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook registration
         * @description Returns one webhook registration of the caller's broker (spec 4.18). A registration of another broker answers 404 code 7 like a missing one. The secret is not returned.
         */
        get: operations["getWebhook"];
        put?: never;
        /**
         * Register a webhook
         * @description Extension. `POST /api/webhooks/{type}` registers a URL that receives the events of one type (`orders`, `bank-accounts` or `users`) about one user (`userId`, default the caller user; a user of another broker answers 404 code 1). The answer carries the registration id and its signing secret (`whsec_…`), shown only here: keep it to verify deliveries (see the Webhooks tag).
         *
         *     URL rules: absolute `https` URL (`http` also accepted in sandbox mode), no user name or password in it, at most 2048 characters; in production mode targets on private, loopback or link-local addresses are refused. A broken rule answers 400 code 9 naming `body.url`. The same user, type and URL registered twice answers 409 code 35.
         */
        post: operations["createWebhook"];
        /**
         * Delete a webhook registration
         * @description Deletes a registration of the caller's broker (spec 4.19). Deliveries not yet attempted are dropped. Answers 204 with no body. A registration of another broker answers 404 code 7.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook registration
         * @description Extension. Changes the URL and/or the retry flag of a registration of the caller's broker (at least one of them). The URL rules of registration apply; the secret, user and type do not change. A URL already registered for the same user and type answers 409 code 35. Answers the registration.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/sandbox/users/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a verification step (sandbox)
         * @description Sandbox only (404 code 13 in production mode). Does what a person does on the hosted verification page: completes one verification step of a user of the caller's broker in `country` (default: the user's first onboarding country). A country still in `none` is started first.
         *
         *     `outcome` omitted: the e-mail decides (local part ending `+review` gives `review`, `+fail` gives `failed`, anything else `approved`). Individual users go from `started` or `review` to the outcome. Business users go through two steps: the first call moves `started` to `legalRepresentativeApproved` (or to `legalRepresentativeFailed` when the outcome is `failed`), the second moves `legalRepresentativeApproved` or `review` to the outcome. From `approved`, `failed` or `legalRepresentativeFailed` the answer is 409 code 29. Each change emits `user.onboardingStatusChanged`. Answers the user.
         */
        post: operations["completeSandboxVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/brokers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an isolated sandbox broker
         * @description Sandbox only (404 code 13 in production mode). Makes a new, empty broker (tenant) for tests: its caller user is a business user approved in MX with the terms accepted, and it gets one key per role (`read`, `createAndModify`). Nothing of the new broker is visible to the calling key's broker and the other way round. Any valid key may call it. The keys are shown only in this response. No body.
         */
        post: operations["createSandboxBroker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a sandbox key for a user
         * @description Sandbox only (404 code 13 in production mode). Makes an API key of the caller's broker that acts as `userId` (a user of the caller's broker, else 404 code 1) with the given role, for example to test what an unapproved caller user or a `read` key may do. The key is shown only in this response.
         */
        post: operations["createSandboxKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate an incoming payment (sandbox)
         * @description Sandbox only (404 code 13 in production mode). Simulates money arriving at a payment reference: the `reference` of an order's `settlement.payment.instructions` or of a bulk bank payment, for any amount, so that exact, short (`incorrectAmountPaid`, `insufficientAmountReceived`) and excess (`excessAmountReceived`) payments can be exercised. A reference that matches nothing awaiting payment is recorded with `matched: false` and has no effect.
         *
         *     Milestone: belongs to the money path (payments and payouts). Until that milestone ships, this server answers 501 code 10.
         */
        post: operations["createSandboxDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the sandbox clock
         * @description Sandbox only (404 code 13 in production mode). Returns the sandbox time of the caller's broker: real time plus the offset added by POST /api/sandbox/clock/advance. Quote expiry, payment due dates, limit-order windows and scheduled jobs of the broker follow this clock.
         *
         *     Milestone: belongs to the money path. Until that milestone ships, this server answers 501 code 10.
         */
        get: operations["getSandboxClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance the sandbox clock
         * @description Sandbox only (404 code 13 in production mode). Moves the sandbox clock of the caller's broker forward by `seconds` (1 to 31536000); it never moves back. Jobs that become due run on the next POST /api/sandbox/jobs/run (or by the background worker). Answers the clock.
         *
         *     Milestone: belongs to the money path. Until that milestone ships, this server answers 501 code 10.
         */
        post: operations["advanceSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/jobs/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run due jobs now (sandbox)
         * @description Sandbox only (404 code 13 in production mode). Runs, at once, every job of the caller's broker that is due by the sandbox clock (order steps, expiry, limit-order checks, webhook deliveries, exports), so tests need not wait for the background worker. No body. `remaining` counts the jobs still scheduled for later.
         *
         *     Milestone: belongs to the money path. Until that milestone ships, this server answers 501 code 10.
         */
        post: operations["runSandboxJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /**
         * @description Body of a webhook delivery (the event envelope). `id` stays the same across retries of one event, so receivers can drop duplicates. `data` is the resource after the change: an Order for `orders`, a BankAccount for `bank-accounts`, a User for `users`.
         * @example {
         *       "id": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
         *       "type": "users",
         *       "event": "user.onboardingStatusChanged",
         *       "createdAt": "2026-11-21T15:04:05.123Z",
         *       "data": {
         *         "id": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST"
         *       }
         *     }
         */
        WebhookEvent: {
            /**
             * @description Event id, stable across delivery attempts.
             * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
             */
            id: string;
            type: components["schemas"]["WebhookType"];
            /**
             * @description Event name, for example `order.created`, `order.statusChanged`, `bankAccount.created`, `bankAccount.deleted`, `user.onboardingStatusChanged`.
             * @example user.onboardingStatusChanged
             */
            event: string;
            createdAt: components["schemas"]["Timestamp"];
            /**
             * @description The resource the event is about, as the matching GET returns it.
             * @example {
             *       "id": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST"
             *     }
             */
            data: Record<string, never>;
        };
        /**
         * @description Kind of end user (spec 2.1).
         * @example individual
         * @enum {string}
         */
        UserType: "business" | "individual";
        /**
         * @description Onboarding status of one country (spec 3.4, values in the specification's order). This version produces: `none` (user created, verification not started), `started` (verification link fetched), `review` (manual review), `failed`, `approved`, and for business users the intermediate `legalRepresentativeApproved` / `legalRepresentativeFailed` (the legal representative's check, which comes before the company's). The other values are the specification's and are accepted as filters but not produced by this version. Only `approved` lets the user trade in that country.
         * @example approved
         * @enum {string}
         */
        OnboardingStatus: "approved" | "individualPassed" | "individualReview" | "individualFailed" | "legalRepresentativeApproved" | "legalRepresentativeFailed" | "bridgeToSAndKYCCompleted" | "bridgeKYCCompleted" | "bridgeKYCApproved" | "bridgeToSCompleted" | "started" | "failed" | "review" | "none";
        /**
         * Format: date-time
         * @description ISO 8601 UTC timestamp with milliseconds (spec 2.1).
         * @example 2026-11-21T15:04:05.123Z
         */
        Timestamp: string;
        /**
         * @description Personal data of an individual user.
         * @example {
         *       "firstName": "Ana",
         *       "middleName": "Lucía",
         *       "lastName": "García",
         *       "secondLastName": "Pérez",
         *       "birthday": "1990-04-12T00:00:00.000Z"
         *     }
         */
        IndividualData: {
            /**
             * @description First name.
             * @example Ana
             */
            firstName: string;
            /**
             * @description Middle name; `null` if none.
             * @example Lucía
             */
            middleName: string | null;
            /**
             * @description Last name (first surname).
             * @example García
             */
            lastName: string;
            /**
             * @description Second surname; `null` if none.
             * @example Pérez
             */
            secondLastName: string | null;
            /**
             * Format: date-time
             * @description Date of birth as a timestamp at 00:00 UTC; `null` until given.
             * @example 1990-04-12T00:00:00.000Z
             */
            birthday: string | null;
        };
        /**
         * @description Company data of a business user.
         * @example {
         *       "businessName": "Comercializadora Norte S.A. de C.V."
         *     }
         */
        BusinessData: {
            /**
             * @description Legal name of the business.
             * @example Comercializadora Norte S.A. de C.V.
             */
            businessName: string;
        };
        /**
         * @description Postal address as stored and returned (spec 2.2). `country` is the ISO 3166-1 alpha-2 code of the address; it is not limited to the countries of operation.
         * @example {
         *       "street1": "Av. Paseo de la Reforma 222",
         *       "street2": "Col. Juárez",
         *       "city": "Ciudad de México",
         *       "state": "CDMX",
         *       "country": "MX",
         *       "postalCode": "06600"
         *     }
         */
        PostalAddress: {
            /**
             * @description Street, number and interior number.
             * @example Av. Paseo de la Reforma 222
             */
            street1: string;
            /**
             * @description Second address line (neighbourhood, building); `null` when there is none.
             * @example Col. Juárez
             */
            street2: string | null;
            /**
             * @description City or municipality.
             * @example Ciudad de México
             */
            city: string;
            /**
             * @description State, region or department.
             * @example CDMX
             */
            state: string;
            /**
             * @description ISO 3166-1 alpha-2 country code of the address.
             * @example MX
             */
            country: string;
            /**
             * @description Postal code.
             * @example 06600
             */
            postalCode: string;
        };
        /**
         * @description Country of operation (spec 2.1). `BR` is not a country of operation: it appears only as a key of `platformFeeRanges`.
         * @example MX
         * @enum {string}
         */
        Country: "MX" | "PE" | "CO";
        /**
         * @description Legal representative of a business user for one country (the fields the specification shows).
         * @example {
         *       "firstName": "Mariana",
         *       "email": "mariana.lopez@example.com"
         *     }
         */
        LegalRepresentative: {
            /**
             * @description First name of the legal representative.
             * @example Mariana
             */
            firstName: string;
            /**
             * Format: email
             * @description E-mail address of the legal representative.
             * @example mariana.lopez@example.com
             */
            email: string;
        };
        /**
         * @description Onboarding of the user in one country. Created in status `none` when the user is created (or when an update names a new country); fetching the onboarding link moves it to `started`.
         * @example {
         *       "status": "approved",
         *       "country": "MX",
         *       "hasAcceptedTerms": true,
         *       "onboardingId": "onb_01JD3Z9A2B3C4D5E6F7G8H9J0K",
         *       "verificationProviderId": "vrf_01JD3Z9M4N5P6Q7R8S9T0V1W2X",
         *       "providerVerificationSessionUrl": "http://localhost:8787/onboarding/ot_6kTz0Qd1pX9wV3yB7mN2cL",
         *       "address": null,
         *       "legalRepresentative": null
         *     }
         */
        CountryOnboarding: {
            status: components["schemas"]["OnboardingStatus"];
            country: components["schemas"]["Country"];
            /**
             * @description Whether the user accepted the terms and conditions (POST /api/users/{id}/terms/accept). Orders need it.
             * @example true
             */
            hasAcceptedTerms: boolean;
            /**
             * @description Identifier of this country's onboarding.
             * @example onb_01JD3Z9A2B3C4D5E6F7G8H9J0K
             */
            onboardingId: string;
            /**
             * @description The verification provider's identifier of the applicant (the specification writes the provider-branded field under this name); `null` until verification has started.
             * @example vrf_01JD3Z9M4N5P6Q7R8S9T0V1W2X
             */
            verificationProviderId: string | null;
            /**
             * Format: uri
             * @description URL of the current verification session (the hosted verification page); `null` until the onboarding link was fetched.
             * @example http://localhost:8787/onboarding/ot_6kTz0Qd1pX9wV3yB7mN2cL
             */
            providerVerificationSessionUrl: string | null;
            /** @description Address given for this country's onboarding (for example the fiscal address); `null` if none. */
            address: components["schemas"]["PostalAddress"] | null;
            /** @description Legal representative (business users); `null` if none was given. */
            legalRepresentative: components["schemas"]["LegalRepresentative"] | null;
        };
        /**
         * @description Onboarding per country of operation, keyed by country code (the keyed shape of spec 2.2). Only the countries the user is onboarding in are present; every user has at least the country it was created with.
         * @example {
         *       "MX": {
         *         "status": "started",
         *         "country": "MX",
         *         "hasAcceptedTerms": false,
         *         "onboardingId": "onb_01JD3Z9A2B3C4D5E6F7G8H9J0K",
         *         "verificationProviderId": "vrf_01JD3Z9M4N5P6Q7R8S9T0V1W2X",
         *         "providerVerificationSessionUrl": "http://localhost:8787/onboarding/ot_6kTz0Qd1pX9wV3yB7mN2cL",
         *         "address": null,
         *         "legalRepresentative": null
         *       }
         *     }
         */
        Onboarding: {
            MX?: components["schemas"]["CountryOnboarding"];
            PE?: components["schemas"]["CountryOnboarding"];
            CO?: components["schemas"]["CountryOnboarding"];
        };
        /**
         * @description Invoicing settings of one country.
         * @example {
         *       "fiscalRegimenCode": 612,
         *       "shouldInvoice": true
         *     }
         */
        CountryInvoicing: {
            /**
             * @description SAT fiscal regime code (for example 601, 612, 626); `null` until given.
             * @example 612
             */
            fiscalRegimenCode: number | null;
            /**
             * @description Whether orders of this user in the country get an invoice.
             * @example true
             */
            shouldInvoice: boolean;
        };
        /**
         * @description Invoicing settings keyed by country. Only `MX` exists: Mexican orders can carry an electronic invoice (CFDI, order field `invoice`). Empty object until set.
         * @example {
         *       "MX": {
         *         "fiscalRegimenCode": 612,
         *         "shouldInvoice": true
         *       }
         *     }
         */
        Invoicing: {
            MX?: components["schemas"]["CountryInvoicing"];
        };
        /**
         * @description One fee tier. `min` and `max` bound the 30-day volume in USD (`min` inclusive, `max` exclusive; the top tier uses 1000000000000). Fees are rates: 0.005 is 0.5 %.
         * @example {
         *       "min": 0,
         *       "max": 10000,
         *       "fee": 0.005,
         *       "nextDaySettlementFee": 0.001,
         *       "_id": "fr_01JD3Z8R0A"
         *     }
         */
        FeeRange: {
            /**
             * @description Lower volume bound in USD, inclusive.
             * @example 0
             */
            min: number;
            /**
             * @description Upper volume bound in USD, exclusive.
             * @example 10000
             */
            max: number;
            /**
             * @description Platform fee rate of the tier (0.005 = 0.5 %).
             * @example 0.005
             */
            fee: number;
            /**
             * @description Rate of the `nextDaySettlement` fee line, charged where next-day settlement applies.
             * @example 0.001
             */
            nextDaySettlementFee: number;
            /**
             * @description Tier id.
             * @example fr_01JD3Z8R0A
             */
            _id: string;
        };
        /**
         * @description Fee tiers of one country, per side, ordered by `min`.
         * @example {
         *       "buy": [
         *         {
         *           "min": 0,
         *           "max": 10000,
         *           "fee": 0.005,
         *           "nextDaySettlementFee": 0.001,
         *           "_id": "fr_01JD3Z8R0A"
         *         }
         *       ],
         *       "sell": [
         *         {
         *           "min": 0,
         *           "max": 10000,
         *           "fee": 0.005,
         *           "nextDaySettlementFee": 0.001,
         *           "_id": "fr_01JD3Z8R0B"
         *         }
         *       ]
         *     }
         */
        FeeRangesBySide: {
            /** @description Tiers for `buy` (fiat to stablecoin). */
            buy: components["schemas"]["FeeRange"][];
            /** @description Tiers for `sell` (stablecoin to fiat). */
            sell: components["schemas"]["FeeRange"][];
        };
        /**
         * @description Platform fee tiers per country (`BR` is a key here only) and side. The tier whose `[min, max)` contains the user's `accumulatedVolumeInUSD` of that country and side is chosen at quote time.
         * @example {
         *       "MX": {
         *         "buy": [
         *           {
         *             "min": 0,
         *             "max": 1000000000000,
         *             "fee": 0.005,
         *             "nextDaySettlementFee": 0.001,
         *             "_id": "fr_01JD3Z8R0A"
         *           }
         *         ],
         *         "sell": [
         *           {
         *             "min": 0,
         *             "max": 1000000000000,
         *             "fee": 0.005,
         *             "nextDaySettlementFee": 0.001,
         *             "_id": "fr_01JD3Z8R0B"
         *           }
         *         ]
         *       },
         *       "PE": {
         *         "buy": [],
         *         "sell": []
         *       },
         *       "CO": {
         *         "buy": [],
         *         "sell": []
         *       },
         *       "BR": {
         *         "buy": [],
         *         "sell": []
         *       }
         *     }
         */
        PlatformFeeRanges: {
            MX: components["schemas"]["FeeRangesBySide"];
            PE: components["schemas"]["FeeRangesBySide"];
            CO: components["schemas"]["FeeRangesBySide"];
            BR: components["schemas"]["FeeRangesBySide"];
        };
        /**
         * @description USD volume (2 decimals) of one country, per side.
         * @example {
         *       "buy": 12500.5,
         *       "sell": 0
         *     }
         */
        VolumeBySide: {
            /**
             * @description Volume bought (fiat to stablecoin), in USD.
             * @example 12500.5
             */
            buy: number;
            /**
             * @description Volume sold (stablecoin to fiat), in USD.
             * @example 0
             */
            sell: number;
        };
        /**
         * @description A fee rate per side (0.002 = 0.2 %).
         * @example {
         *       "buy": 0.002,
         *       "sell": 0.002
         *     }
         */
        FeeRateBySide: {
            /**
             * @description Rate for `buy`.
             * @example 0.002
             */
            buy: number;
            /**
             * @description Rate for `sell`.
             * @example 0.002
             */
            sell: number;
        };
        /**
         * @description An end user (individual or business) of the caller's broker (spec 2.2). Fields that do not apply are present with `null` (`individualData` of a business, `businessData` of an individual). `accumulatedVolumeInUSD` and `serviceFee` carry the keys `MX` and `PE` of the specification and also `CO` (extension: Colombia is a country of operation here too).
         * @example {
         *       "id": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "type": "individual",
         *       "createdAt": "2026-11-21T15:04:05.123Z",
         *       "email": "ana.garcia@example.com",
         *       "phoneNumber": "+525512345678",
         *       "brokerId": "brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G",
         *       "attributes": [],
         *       "individualData": {
         *         "firstName": "Ana",
         *         "middleName": "Lucía",
         *         "lastName": "García",
         *         "secondLastName": "Pérez",
         *         "birthday": "1990-04-12T00:00:00.000Z"
         *       },
         *       "businessData": null,
         *       "address": {
         *         "street1": "Av. Paseo de la Reforma 222",
         *         "street2": "Col. Juárez",
         *         "city": "Ciudad de México",
         *         "state": "CDMX",
         *         "country": "MX",
         *         "postalCode": "06600"
         *       },
         *       "onboarding": {
         *         "MX": {
         *           "status": "approved",
         *           "country": "MX",
         *           "hasAcceptedTerms": true,
         *           "onboardingId": "onb_01JD3Z9A2B3C4D5E6F7G8H9J0K",
         *           "verificationProviderId": "vrf_01JD3Z9M4N5P6Q7R8S9T0V1W2X",
         *           "providerVerificationSessionUrl": "http://localhost:8787/onboarding/ot_6kTz0Qd1pX9wV3yB7mN2cL",
         *           "address": null,
         *           "legalRepresentative": null
         *         }
         *       },
         *       "invoicing": {
         *         "MX": {
         *           "fiscalRegimenCode": 612,
         *           "shouldInvoice": true
         *         }
         *       },
         *       "platformFeeRanges": {
         *         "MX": {
         *           "buy": [
         *             {
         *               "min": 0,
         *               "max": 10000,
         *               "fee": 0.005,
         *               "nextDaySettlementFee": 0.001,
         *               "_id": "fr_01JD3Z8R0A"
         *             },
         *             {
         *               "min": 10000,
         *               "max": 1000000000000,
         *               "fee": 0.003,
         *               "nextDaySettlementFee": 0.001,
         *               "_id": "fr_01JD3Z8R0B"
         *             }
         *           ],
         *           "sell": [
         *             {
         *               "min": 0,
         *               "max": 1000000000000,
         *               "fee": 0.005,
         *               "nextDaySettlementFee": 0.001,
         *               "_id": "fr_01JD3Z8R0C"
         *             }
         *           ]
         *         },
         *         "PE": {
         *           "buy": [
         *             {
         *               "min": 0,
         *               "max": 1000000000000,
         *               "fee": 0.006,
         *               "nextDaySettlementFee": 0.001,
         *               "_id": "fr_01JD3Z8R0D"
         *             }
         *           ],
         *           "sell": [
         *             {
         *               "min": 0,
         *               "max": 1000000000000,
         *               "fee": 0.006,
         *               "nextDaySettlementFee": 0.001,
         *               "_id": "fr_01JD3Z8R0E"
         *             }
         *           ]
         *         },
         *         "CO": {
         *           "buy": [
         *             {
         *               "min": 0,
         *               "max": 1000000000000,
         *               "fee": 0.007,
         *               "nextDaySettlementFee": 0.001,
         *               "_id": "fr_01JD3Z8R0F"
         *             }
         *           ],
         *           "sell": [
         *             {
         *               "min": 0,
         *               "max": 1000000000000,
         *               "fee": 0.007,
         *               "nextDaySettlementFee": 0.001,
         *               "_id": "fr_01JD3Z8R0G"
         *             }
         *           ]
         *         },
         *         "BR": {
         *           "buy": [
         *             {
         *               "min": 0,
         *               "max": 1000000000000,
         *               "fee": 0.008,
         *               "nextDaySettlementFee": 0.001,
         *               "_id": "fr_01JD3Z8R0H"
         *             }
         *           ],
         *           "sell": [
         *             {
         *               "min": 0,
         *               "max": 1000000000000,
         *               "fee": 0.008,
         *               "nextDaySettlementFee": 0.001,
         *               "_id": "fr_01JD3Z8R0J"
         *             }
         *           ]
         *         }
         *       },
         *       "accumulatedVolumeInUSD": {
         *         "MX": {
         *           "buy": 12500.5,
         *           "sell": 0
         *         },
         *         "PE": {
         *           "buy": 0,
         *           "sell": 0
         *         },
         *         "CO": {
         *           "buy": 0,
         *           "sell": 0
         *         }
         *       },
         *       "serviceFee": {
         *         "MX": {
         *           "buy": 0.002,
         *           "sell": 0.002
         *         },
         *         "PE": {
         *           "buy": 0.002,
         *           "sell": 0.002
         *         },
         *         "CO": {
         *           "buy": 0.002,
         *           "sell": 0.002
         *         }
         *       }
         *     }
         */
        User: {
            /**
             * @description User id.
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            id: string;
            type: components["schemas"]["UserType"];
            createdAt: components["schemas"]["Timestamp"];
            /**
             * Format: email
             * @description E-mail address (stored in lower case).
             * @example ana.garcia@example.com
             */
            email: string;
            /**
             * @description Phone number in E.164 form.
             * @example +525512345678
             */
            phoneNumber: string;
            /**
             * @description Broker (tenant) the user belongs to.
             * @example brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G
             */
            brokerId: string;
            /**
             * @description User attributes set by the service operator (the specification does not list the values); usually empty.
             * @example []
             */
            attributes: string[];
            /** @description Personal data of an individual user; `null` for business users. */
            individualData: components["schemas"]["IndividualData"] | null;
            /** @description Company data of a business user; `null` for individual users. */
            businessData: components["schemas"]["BusinessData"] | null;
            address: components["schemas"]["PostalAddress"];
            onboarding: components["schemas"]["Onboarding"];
            invoicing: components["schemas"]["Invoicing"];
            platformFeeRanges: components["schemas"]["PlatformFeeRanges"];
            /**
             * @description Completed-order volume of the last 30 days in USD (2 decimals) per country and side; it selects the tier of `platformFeeRanges` at quote time. Key `CO` is an extension.
             * @example {
             *       "MX": {
             *         "buy": 12500.5,
             *         "sell": 0
             *       },
             *       "PE": {
             *         "buy": 0,
             *         "sell": 0
             *       },
             *       "CO": {
             *         "buy": 0,
             *         "sell": 0
             *       }
             *     }
             */
            accumulatedVolumeInUSD: {
                MX: components["schemas"]["VolumeBySide"];
                PE: components["schemas"]["VolumeBySide"];
                CO: components["schemas"]["VolumeBySide"];
            };
            /**
             * @description Service fee rate per country and side (0.002 = 0.2 %). It yields the order's `informationalFees.serviceFeeFiat` and never changes quoted amounts. Key `CO` is an extension.
             * @example {
             *       "MX": {
             *         "buy": 0.002,
             *         "sell": 0.002
             *       },
             *       "PE": {
             *         "buy": 0.002,
             *         "sell": 0.002
             *       },
             *       "CO": {
             *         "buy": 0.002,
             *         "sell": 0.002
             *       }
             *     }
             */
            serviceFee: {
                MX: components["schemas"]["FeeRateBySide"];
                PE: components["schemas"]["FeeRateBySide"];
                CO: components["schemas"]["FeeRateBySide"];
            };
        };
        /**
         * @description Error code. Codes 19, 1 and 4 are the specification's; the rest are this service's catalogue (see `x-error-catalogue` and the table in the API description). A code keeps its meaning across versions; new codes may be added.
         * @example 19
         * @enum {integer}
         */
        ErrorCode: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31 | 32 | 33 | 34 | 35;
        /**
         * @description One error.
         * @example {
         *       "code": 9,
         *       "message": "body.email: must be a valid e-mail address",
         *       "field": "body.email"
         *     }
         */
        ErrorEntry: {
            code: components["schemas"]["ErrorCode"];
            /**
             * @description Human-readable message. The catalogue message, or for validation errors (code 9) a message that names the field and the problem.
             * @example Not authorized
             */
            message: string;
            /**
             * @description The request field at fault, as `body.<path>`, `query.<name>`, `path.<name>` or `header.<name>` (for example `body.email`, `body.address.postalCode`, `query.limit`). Only on field errors.
             * @example body.email
             */
            field?: string;
        };
        /**
         * @description Body of every error response (spec part 7): an `errors` array with at least one entry. Validation errors carry one entry per field at fault.
         * @example {
         *       "errors": [
         *         {
         *           "code": 19,
         *           "message": "Not authorized"
         *         }
         *       ]
         *     }
         */
        ErrorBody: {
            /** @description The errors, most relevant first. */
            errors: components["schemas"]["ErrorEntry"][];
        };
        /**
         * @description Postal address in a create request. Every field but `street2` is required; strings are trimmed and must not be empty (at most 200 characters each). Unknown fields are rejected.
         * @example {
         *       "street1": "Av. Paseo de la Reforma 222",
         *       "street2": "Col. Juárez",
         *       "city": "Ciudad de México",
         *       "state": "CDMX",
         *       "country": "MX",
         *       "postalCode": "06600"
         *     }
         */
        PostalAddressInput: {
            /**
             * @description Street, number and interior number.
             * @example Av. Paseo de la Reforma 222
             */
            street1: string;
            /**
             * @description Second address line; omit or send `null` when there is none.
             * @example Col. Juárez
             */
            street2?: string | null;
            /**
             * @description City or municipality.
             * @example Ciudad de México
             */
            city: string;
            /**
             * @description State, region or department.
             * @example CDMX
             */
            state: string;
            /**
             * @description ISO 3166-1 alpha-2 country code of the address (upper case).
             * @example MX
             */
            country: string;
            /**
             * @description Postal code.
             * @example 06600
             */
            postalCode: string;
        };
        /**
         * @description Free-form key-value pairs (spec 4.4): values may be strings, numbers, booleans, arrays or objects. Stored as given; top-level keys replace the stored value of the same key, other stored keys stay. At most 64 KiB of JSON (413 code 11).
         * @example {
         *       "sourceOfFunds": "salary",
         *       "expectedMonthlyVolumeUSD": 5000,
         *       "occupations": [
         *         "engineer"
         *       ],
         *       "references": [
         *         {
         *           "name": "Luis Pérez",
         *           "phoneNumber": "+525598765432"
         *         }
         *       ]
         *     }
         */
        AdditionalInformation: {
            [key: string]: unknown;
        };
        /**
         * @description A new user of the caller's broker (spec 4.2). Always required: `country`, `email`, `phoneNumber`, `userType`, `address`. Business users (`userType: business`) also need `businessName` and must not send the individual name fields; individual users need `firstName` and `lastName` (optionally `middleName`, `secondLastName`) and must not send `businessName`. Breaking these rules answers 400 code 9 naming the field. The e-mail address must be unused among the broker's users (409 code 35).
         * @example {
         *       "country": "MX",
         *       "email": "ana.garcia@example.com",
         *       "phoneNumber": "+525512345678",
         *       "userType": "individual",
         *       "firstName": "Ana",
         *       "lastName": "García",
         *       "address": {
         *         "street1": "Av. Paseo de la Reforma 222",
         *         "city": "Ciudad de México",
         *         "state": "CDMX",
         *         "country": "MX",
         *         "postalCode": "06600"
         *       }
         *     }
         */
        CreateUserRequest: {
            country: components["schemas"]["Country"];
            /**
             * Format: email
             * @description E-mail address, unique per broker (case-insensitive). In sandbox mode its local part selects the verification outcome: ending in `+review` gives `review`, `+fail` gives `failed`, anything else `approved`.
             * @example ana.garcia@example.com
             */
            email: string;
            /**
             * @description Phone number in E.164 form (`+`, country code, number; no spaces).
             * @example +525512345678
             */
            phoneNumber: string;
            userType: components["schemas"]["UserType"];
            address: components["schemas"]["PostalAddressInput"];
            /**
             * @description Legal name of the business; required for business users, not allowed for individuals.
             * @example Comercializadora Norte S.A. de C.V.
             */
            businessName?: string;
            /**
             * @description First name; required for individual users, not allowed for businesses.
             * @example Ana
             */
            firstName?: string;
            /**
             * @description Middle name; individual users only.
             * @example Lucía
             */
            middleName?: string;
            /**
             * @description Last name; required for individual users, not allowed for businesses.
             * @example García
             */
            lastName?: string;
            /**
             * @description Second surname; individual users only.
             * @example Pérez
             */
            secondLastName?: string;
            additionalInformation?: components["schemas"]["AdditionalInformation"];
            /**
             * @description Broker of the new user. Optional; when sent it must be the caller's broker, any other value answers 400 code 9 naming `body.brokerId`.
             * @example brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G
             */
            brokerId?: string;
        };
        /**
         * @description Id of the created user.
         * @example {
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST"
         *     }
         */
        CreateUserResponse: {
            /**
             * @description Id of the new user.
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId: string;
        };
        /**
         * @description Partial personal data; `null` clears an optional name or the birthday.
         * @example {
         *       "birthday": "1990-04-12T00:00:00.000Z"
         *     }
         */
        IndividualDataUpdate: {
            /**
             * @description First name.
             * @example Ana
             */
            firstName?: string;
            /**
             * @description Middle name; `null` clears it.
             * @example Lucía
             */
            middleName?: string | null;
            /**
             * @description Last name.
             * @example García
             */
            lastName?: string;
            /**
             * @description Second surname; `null` clears it.
             * @example Pérez
             */
            secondLastName?: string | null;
            /**
             * Format: date-time
             * @description Date of birth (the time part is ignored and stored as 00:00 UTC); must be in the past.
             * @example 1990-04-12T00:00:00.000Z
             */
            birthday?: string | null;
        };
        /**
         * @description Partial company data.
         * @example {
         *       "businessName": "Comercializadora Norte S.A. de C.V."
         *     }
         */
        BusinessDataUpdate: {
            /**
             * @description Legal name of the business.
             * @example Comercializadora Norte S.A. de C.V.
             */
            businessName?: string;
        };
        /**
         * @description Partial postal address in an update request: only the fields sent change (`street2: null` clears the second line). At least one field. Unknown fields are rejected.
         * @example {
         *       "street2": "Piso 12"
         *     }
         */
        PostalAddressUpdate: {
            /**
             * @description Street, number and interior number.
             * @example Av. Paseo de la Reforma 222
             */
            street1?: string;
            /**
             * @description Second address line; `null` clears it.
             * @example Piso 12
             */
            street2?: string | null;
            /**
             * @description City or municipality.
             * @example Ciudad de México
             */
            city?: string;
            /**
             * @description State, region or department.
             * @example CDMX
             */
            state?: string;
            /**
             * @description ISO 3166-1 alpha-2 country code of the address (upper case).
             * @example MX
             */
            country?: string;
            /**
             * @description Postal code.
             * @example 06600
             */
            postalCode?: string;
        };
        /**
         * @description Invoicing settings to change; only `MX` has invoicing.
         * @example {
         *       "MX": {
         *         "shouldInvoice": true
         *       }
         *     }
         */
        InvoicingUpdate: {
            /**
             * @description Mexican invoicing settings; fields sent replace the stored ones.
             * @example {
             *       "shouldInvoice": true,
             *       "fiscalRegimenCode": 612
             *     }
             */
            MX?: {
                /**
                 * @description Whether the user's Mexican orders get an invoice (CFDI).
                 * @example true
                 */
                shouldInvoice?: boolean;
                /**
                 * @description SAT fiscal regime code (c_RegimenFiscal, for example 601, 612, 626).
                 * @example 612
                 */
                fiscalRegimenCode?: number;
            };
        };
        /**
         * @description Legal representative in an update request; replaces the stored one as a whole. Unknown fields are rejected.
         * @example {
         *       "firstName": "Mariana",
         *       "email": "mariana.lopez@example.com"
         *     }
         */
        LegalRepresentativeInput: {
            /**
             * @description First name of the legal representative.
             * @example Mariana
             */
            firstName: string;
            /**
             * Format: email
             * @description E-mail address of the legal representative.
             * @example mariana.lopez@example.com
             */
            email: string;
        };
        /**
         * @description Onboarding data of one country that the user may set (spec 4.3). An empty object only adds the country (status `none`) when the user is not onboarding in it yet.
         * @example {
         *       "legalRepresentative": {
         *         "firstName": "Mariana",
         *         "email": "mariana.lopez@example.com"
         *       },
         *       "address": {
         *         "street2": "Piso 12"
         *       }
         *     }
         */
        CountryOnboardingUpdate: {
            legalRepresentative?: components["schemas"]["LegalRepresentativeInput"];
            address?: components["schemas"]["PostalAddressUpdate"];
        };
        /**
         * @description Onboarding data to change, keyed by country. A country the user is not onboarding in yet is added in status `none`.
         * @example {
         *       "MX": {
         *         "legalRepresentative": {
         *           "firstName": "Mariana",
         *           "email": "mariana.lopez@example.com"
         *         },
         *         "address": {
         *           "street2": "Piso 12"
         *         }
         *       }
         *     }
         */
        OnboardingUpdate: {
            MX?: components["schemas"]["CountryOnboardingUpdate"];
            PE?: components["schemas"]["CountryOnboardingUpdate"];
            CO?: components["schemas"]["CountryOnboardingUpdate"];
        };
        /**
         * @description Partial update of the caller user (spec 4.3): only the fields sent change, nested objects are merged. `individualData` only for individual users, `businessData` only for business users (else 400 code 9). `onboarding.<country>` for a country the user is not onboarding in adds that country in status `none`; an address sent for a country without one must then be complete. At least one field. Unknown fields are rejected at every level.
         * @example {
         *       "individualData": {
         *         "birthday": "1990-04-12T00:00:00.000Z"
         *       },
         *       "invoicing": {
         *         "MX": {
         *           "shouldInvoice": true
         *         }
         *       }
         *     }
         */
        UpdateUserRequest: {
            /**
             * Format: email
             * @description New e-mail address, unique per broker (409 code 35 if taken).
             * @example ana.garcia@example.com
             */
            email?: string;
            /**
             * @description New phone number in E.164 form.
             * @example +525512345678
             */
            phoneNumber?: string;
            individualData?: components["schemas"]["IndividualDataUpdate"];
            businessData?: components["schemas"]["BusinessDataUpdate"];
            address?: components["schemas"]["PostalAddressUpdate"];
            invoicing?: components["schemas"]["InvoicingUpdate"];
            onboarding?: components["schemas"]["OnboardingUpdate"];
        };
        /**
         * @description The literal string `OK`, sent as the JSON string `"OK"` with `Content-Type: application/json` (the specification's "the string OK" responses).
         * @example OK
         * @enum {string}
         */
        OkString: "OK";
        /**
         * @description Kind of an uploaded document: `passport`, `nationalId` (INE, DNI, cédula), `driversLicense`, `proofOfAddress` (utility bill, at most 3 months old), `taxIdCertificate` (constancia de situación fiscal, RUC or RUT certificate), `articlesOfIncorporation` (acta constitutiva), `powerOfAttorney` (poder notarial of the legal representative), `bankStatement`, `selfie`, `other`.
         * @example proofOfAddress
         * @enum {string}
         */
        DocumentType: "passport" | "nationalId" | "driversLicense" | "proofOfAddress" | "taxIdCertificate" | "articlesOfIncorporation" | "powerOfAttorney" | "bankStatement" | "selfie" | "other";
        /**
         * @description Multipart form of a document upload (spec 4.5): the file in `document` and its kind in `documentType`. PDF, JPEG or PNG, at most 5 MiB (5242880 bytes).
         * @example {
         *       "document": "%PDF-1.7 …",
         *       "documentType": "proofOfAddress"
         *     }
         */
        DocumentUpload: {
            /**
             * Format: binary
             * @description The file. Its part's content type must be `application/pdf`, `image/jpeg` or `image/png` (checked against the file's first bytes; otherwise 415 code 12); larger than 5242880 bytes answers 413 code 11.
             * @example %PDF-1.7 …
             */
            document: string;
            documentType: components["schemas"]["DocumentType"];
        };
        /**
         * @description Link to the hosted verification page.
         * @example {
         *       "onboardingLink": "http://localhost:8787/onboarding/ot_6kTz0Qd1pX9wV3yB7mN2cL"
         *     }
         */
        OnboardingLink: {
            /**
             * Format: uri
             * @description Absolute URL of the verification page, served by this service at `{base_url}/onboarding/{token}`. Open it in a browser. In sandbox mode the page offers Approve, Send to review and Fail buttons.
             * @example http://localhost:8787/onboarding/ot_6kTz0Qd1pX9wV3yB7mN2cL
             */
            onboardingLink: string;
        };
        /**
         * @description Side of a conversion (spec 2.1): `buy` is fiat to stablecoin (the customer buys stablecoins), `sell` is stablecoin to fiat. The same name and values are used wherever a side appears (prices, export).
         * @example buy
         * @enum {string}
         */
        PriceDirection: "buy" | "sell";
        /**
         * @description Fiat currency (spec 2.1). Fiat amounts have 2 decimals.
         * @example MXN
         * @enum {string}
         */
        FiatCurrency: "USD" | "MXN" | "PEN" | "COP";
        /**
         * @description Stablecoin (spec 2.1). Stablecoin amounts have 6 decimals. `USDCe` is bridged USDC on polygon.
         * @example USDC
         * @enum {string}
         */
        Stablecoin: "USDC" | "USDCe" | "EURC" | "USDT";
        /**
         * @description Blockchain network (spec 2.1). `ethereum`, `polygon`, `base`, `bsc` and `tempo` are EVM networks (addresses `0x` + 40 hex digits); `solana` uses base58 addresses, `stellar` `G…` strkeys (with an optional memo), `tron` base58check addresses starting with `T`.
         * @example polygon
         * @enum {string}
         */
        Network: "ethereum" | "polygon" | "solana" | "stellar" | "base" | "tempo" | "tron" | "bsc";
        /**
         * @description Spot price of one stablecoin in one fiat currency, in fiat units per one stablecoin unit (spec 2.7). `providerMarketPrice` is the data providers' mid-market rate. `serviceMarketPrice` is the rate quotes are built from: the provider rate plus the spread for the side, plus an after-hours fee outside the country's banking hours (weekdays 09:00-17:00 in America/Mexico_City, America/Lima, America/Bogota), plus an adjustment when the stablecoin is off its peg (for example USDT at 0.998 USD). For the same asset pair the `buy` service price is never below the `sell` one. Both are rounded to at most 6 decimals. `side`, `fiat`, `crypto`, `country`, `network` and `asOf` are extensions that echo the request.
         * @example {
         *       "providerMarketPrice": 18.4215,
         *       "serviceMarketPrice": 18.5136,
         *       "side": "buy",
         *       "fiat": "MXN",
         *       "crypto": "USDC",
         *       "country": "MX",
         *       "network": "polygon",
         *       "asOf": "2026-11-21T15:04:05.123Z"
         *     }
         */
        SpotPrice: {
            /**
             * @description Market rate from the price providers, fiat per stablecoin unit, without fees or adjustments.
             * @example 18.4215
             */
            providerMarketPrice: number;
            /**
             * @description Rate used to generate quotes, fiat per stablecoin unit: includes the side's spread, after-hours fees and peg adjustments.
             * @example 18.5136
             */
            serviceMarketPrice: number;
            side?: components["schemas"]["PriceDirection"];
            fiat?: components["schemas"]["FiatCurrency"];
            crypto?: components["schemas"]["Stablecoin"];
            country?: components["schemas"]["Country"];
            /** @description Network the price was asked for; `null` when the request named none. */
            network?: components["schemas"]["Network"] | null;
            /** @description Time of the provider rate the price is built from. */
            asOf?: components["schemas"]["Timestamp"];
        };
        /**
         * @description A bank account of a user, used as the payout account of orders that pay out fiat (and shown in payment details). The account identifier fields that do not apply to the account's country and currency are `null`: MX accounts carry `CLABE` (or, for USD, a US `accountNumber` and `routingNumber`), PE accounts `CCI`, CO accounts `accountNumber` and `accountType`, US-dollar accounts in CO `accountNumber` and `routingNumber`.
         * @example {
         *       "id": "bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1",
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "country": "MX",
         *       "fiat": "MXN",
         *       "bankName": "BBVA México",
         *       "accountHolderName": "Ana García Pérez",
         *       "CLABE": "012180001234567899",
         *       "CCI": null,
         *       "accountNumber": null,
         *       "routingNumber": null,
         *       "accountType": null,
         *       "createdAt": "2026-11-21T15:04:05.123Z"
         *     }
         */
        BankAccount: {
            /**
             * @description Bank account id.
             * @example bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1
             */
            id: string;
            /**
             * @description Owner of the account.
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId: string;
            country: components["schemas"]["Country"];
            fiat: components["schemas"]["FiatCurrency"];
            /**
             * @description Name of the bank.
             * @example BBVA México
             */
            bankName: string;
            /**
             * @description Name of the account holder as the bank knows it.
             * @example Ana García Pérez
             */
            accountHolderName: string;
            /**
             * @description Mexican 18-digit interbank account code (CLABE); `null` outside Mexico.
             * @example 012180001234567899
             */
            CLABE: string | null;
            /**
             * @description Peruvian 20-digit interbank account code (CCI); `null` outside Peru.
             * @example null
             */
            CCI: string | null;
            /**
             * @description Account number (Colombian accounts and US-dollar accounts); otherwise `null`.
             * @example null
             */
            accountNumber: string | null;
            /**
             * @description US ABA routing number, 9 digits (US-dollar accounts); otherwise `null`.
             * @example null
             */
            routingNumber: string | null;
            /**
             * @description Colombian account type (`savings` or `checking`); otherwise `null`.
             * @example null
             * @enum {string|null}
             */
            accountType: "savings" | "checking" | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description A new bank account for a user of the caller's broker. Which identifier fields are needed depends on `country` and `fiat`:
         *
         *     | country | fiat | needs | rail |
         *     |---|---|---|---|
         *     | MX | MXN | `CLABE` (18 digits, valid check digit) | SPEI |
         *     | MX | USD | `CLABE` (Mexican USD account) or `accountNumber` + `routingNumber` (US account) | SPID or US transfer |
         *     | PE | PEN or USD | `CCI` (20 digits) | CCE transfer |
         *     | CO | COP | `accountNumber` (6-20 digits) + `accountType` | ACH |
         *     | CO | USD | `accountNumber` + `routingNumber` (9 digits, ABA checksum) | US transfer |
         *
         *     Other country/fiat pairs, a missing identifier, an identifier that does not belong to the pair, or a failed check answer 422 code 33 with a message that says why (for example `CLABE check digit does not match`). A field of the wrong type or format answers 400 code 9. `bankName` may be omitted for MX accounts with a CLABE (it is derived from the CLABE's bank code); otherwise it is required (422 code 33). The same identifier registered twice for one user answers 409 code 35 naming the existing account.
         * @example {
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "country": "MX",
         *       "fiat": "MXN",
         *       "accountHolderName": "Ana García Pérez",
         *       "CLABE": "012180001234567899"
         *     }
         */
        CreateBankAccountRequest: {
            /**
             * @description Owner; a user of the caller's broker (else 404 code 1).
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId: string;
            country: components["schemas"]["Country"];
            fiat: components["schemas"]["FiatCurrency"];
            /**
             * @description Name of the account holder as the bank knows it.
             * @example Ana García Pérez
             */
            accountHolderName: string;
            /**
             * @description Name of the bank; derived from the CLABE for MX when omitted.
             * @example BBVA México
             */
            bankName?: string;
            /**
             * @description Mexican CLABE, 18 digits with a valid check digit.
             * @example 012180001234567899
             */
            CLABE?: string;
            /**
             * @description Peruvian CCI, 20 digits.
             * @example 00219300123456789012
             */
            CCI?: string;
            /**
             * @description Account number, digits only (CO 6-20 digits; US 4-17 digits).
             * @example 0012345678
             */
            accountNumber?: string;
            /**
             * @description US ABA routing number, 9 digits with a valid checksum.
             * @example 021000021
             */
            routingNumber?: string;
            /**
             * @description Colombian account type (CO + COP only).
             * @example savings
             * @enum {string}
             */
            accountType?: "savings" | "checking";
        };
        /**
         * @description A blockchain address of a user, used as the payout address of orders that pay out stablecoins.
         * @example {
         *       "id": "adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3",
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "network": "polygon",
         *       "address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
         *       "memo": null,
         *       "label": "Treasury wallet",
         *       "createdAt": "2026-11-21T15:04:05.123Z"
         *     }
         */
        CryptoAddress: {
            /**
             * @description Address id.
             * @example adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3
             */
            id: string;
            /**
             * @description Owner of the address.
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId: string;
            network: components["schemas"]["Network"];
            /**
             * @description The address as registered (EVM addresses in their EIP-55 checksummed form).
             * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
             */
            address: string;
            /**
             * @description Stellar memo (text, at most 28 bytes) sent with payouts; `null` if none or not stellar.
             * @example null
             */
            memo: string | null;
            /**
             * @description Client's label for the address; `null` if none.
             * @example Treasury wallet
             */
            label: string | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description A new address for a user of the caller's broker. The address is checked for its network:
         *
         *     | network | format |
         *     |---|---|
         *     | ethereum, polygon, base, bsc, tempo (EVM) | `0x` + 40 hex digits; when mixed case, the EIP-55 checksum must match |
         *     | solana | base58, decoding to 32 bytes |
         *     | stellar | `G…` account strkey (56 characters, valid CRC16 checksum); optional `memo` |
         *     | tron | base58check, 25 bytes, starting with `T` |
         *
         *     A failed check, or a `memo` on another network than stellar, answers 422 code 34 with a message that says why. The same network and address (and memo) registered twice for one user answers 409 code 35 naming the existing address.
         * @example {
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "network": "polygon",
         *       "address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
         *       "label": "Treasury wallet"
         *     }
         */
        CreateCryptoAddressRequest: {
            /**
             * @description Owner; a user of the caller's broker (else 404 code 1).
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId: string;
            network: components["schemas"]["Network"];
            /**
             * @description The address on `network`.
             * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
             */
            address: string;
            /**
             * @description Stellar memo (text, at most 28 bytes); stellar only.
             * @example 4242
             */
            memo?: string;
            /**
             * @description Client's label for the address.
             * @example Treasury wallet
             */
            label?: string;
        };
        /**
         * @description Family of events a webhook registration receives (spec 2.1): `orders` (order events), `bank-accounts` (bank account events), `users` (user and onboarding events).
         * @example orders
         * @enum {string}
         */
        WebhookType: "orders" | "bank-accounts" | "users";
        /**
         * @description A webhook registration (spec 2.6): events of `type` about `userId` are POSTed to `url`. The signing secret is never returned after creation.
         * @example {
         *       "id": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "type": "orders",
         *       "url": "https://hooks.example.com/cambio",
         *       "retryOnFailure": true,
         *       "createdAt": "2026-11-21T15:04:05.123Z"
         *     }
         */
        WebhookRegistration: {
            /**
             * @description Registration id.
             * @example whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5
             */
            id: string;
            /**
             * @description User whose events are delivered.
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId: string;
            type: components["schemas"]["WebhookType"];
            /**
             * Format: uri
             * @description Delivery target.
             * @example https://hooks.example.com/cambio
             */
            url: string;
            /**
             * @description Whether a failed delivery is retried (up to 5 retries with exponential backoff); `false` means one attempt.
             * @example true
             */
            retryOnFailure: boolean;
            /** @description When the registration was made (extension). */
            createdAt?: components["schemas"]["Timestamp"];
        };
        /**
         * @description A new registration. `url` must be an absolute `https` URL (`http` is also accepted in sandbox mode), without user name or password, at most 2048 characters; in production mode targets that resolve to private, loopback or link-local addresses are refused (400 code 9 naming `body.url`). One user may register the same type and URL once (409 code 35).
         * @example {
         *       "url": "https://hooks.example.com/cambio",
         *       "retryOnFailure": true
         *     }
         */
        CreateWebhookRequest: {
            /**
             * Format: uri
             * @description Delivery target.
             * @example https://hooks.example.com/cambio
             */
            url: string;
            /**
             * @description User whose events are delivered; a user of the caller's broker (else 404 code 1). Defaults to the caller user.
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId?: string;
            /**
             * @description Whether failed deliveries are retried.
             * @example true
             */
            retryOnFailure: boolean;
        };
        /**
         * @description The new registration's id and signing secret. The secret is shown only in this response; store it to verify the `Cambio-Signature` header of deliveries.
         * @example {
         *       "id": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
         *       "secret": "whsec_kT9yQ2mZx7VbN4pL0wR8sD3fH6jC1aE5"
         *     }
         */
        CreateWebhookResponse: {
            /**
             * @description Registration id.
             * @example whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5
             */
            id: string;
            /**
             * @description Signing secret (`whsec_` followed by random characters).
             * @example whsec_kT9yQ2mZx7VbN4pL0wR8sD3fH6jC1aE5
             */
            secret: string;
        };
        /**
         * @description Changes to a registration; at least one field. The URL rules of creation apply. The secret does not change.
         * @example {
         *       "retryOnFailure": false
         *     }
         */
        UpdateWebhookRequest: {
            /**
             * Format: uri
             * @description New delivery target.
             * @example https://hooks.example.com/cambio/v2
             */
            url?: string;
            /**
             * @description New retry flag.
             * @example false
             */
            retryOnFailure?: boolean;
        };
        /**
         * @description Completes one verification step of a user in sandbox mode. Both fields optional; an empty body or `{}` is allowed.
         * @example {
         *       "country": "MX",
         *       "outcome": "approved"
         *     }
         */
        SandboxVerificationRequest: {
            country?: components["schemas"]["Country"];
            /**
             * @description Outcome to apply. Omitted: the e-mail decides (local part ending `+review` gives `review`, `+fail` gives `failed`, anything else `approved`).
             * @example approved
             * @enum {string}
             */
            outcome?: "approved" | "review" | "failed";
        };
        /**
         * @description Role of an API key: `read` may call read operations; `createAndModify` may call every operation (it includes `read`).
         * @example createAndModify
         * @enum {string}
         */
        ApiKeyRole: "read" | "createAndModify";
        /**
         * @description A sandbox API key. `key` is shown only in the response that makes it; only its hash is stored.
         * @example {
         *       "id": "key_01JD3ZJ0K1M2N3P4Q5R6S7T8V9",
         *       "role": "createAndModify",
         *       "key": "sk_sandbox_8fJ2kQ9wL4mN7pR1sT5vX0yZ3bC6dF8gH2jK4mP7qR9",
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "brokerId": "brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G",
         *       "label": "unapproved caller",
         *       "createdAt": "2026-11-21T15:04:05.123Z"
         *     }
         */
        SandboxKey: {
            /**
             * @description Key id (not secret; used to revoke the key with the command-line tool).
             * @example key_01JD3ZJ0K1M2N3P4Q5R6S7T8V9
             */
            id: string;
            role: components["schemas"]["ApiKeyRole"];
            /**
             * @description The key to send in `x-api-key`.
             * @example sk_sandbox_8fJ2kQ9wL4mN7pR1sT5vX0yZ3bC6dF8gH2jK4mP7qR9
             */
            key: string;
            /**
             * @description Caller user the key acts as.
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId: string;
            /**
             * @description Broker (tenant) of the key.
             * @example brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G
             */
            brokerId: string;
            /**
             * @description Label given when the key was made; `null` if none.
             * @example unapproved caller
             */
            label?: string | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description A new isolated sandbox broker (tenant): its caller user (an approved business user who accepted the terms) and one key per role.
         * @example {
         *       "brokerId": "brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G",
         *       "user": {
         *         "id": "usr_01JD3ZM5N6P7Q8R9S0T1V2W3X4",
         *         "type": "business",
         *         "createdAt": "2026-11-21T15:04:05.123Z",
         *         "email": "finanzas@comercializadora-norte.example",
         *         "phoneNumber": "+528112345678",
         *         "brokerId": "brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G",
         *         "attributes": [],
         *         "individualData": null,
         *         "businessData": {
         *           "businessName": "Comercializadora Norte S.A. de C.V."
         *         },
         *         "address": {
         *           "street1": "Av. Constitución 400",
         *           "street2": null,
         *           "city": "Monterrey",
         *           "state": "Nuevo León",
         *           "country": "MX",
         *           "postalCode": "64000"
         *         },
         *         "onboarding": {
         *           "MX": {
         *             "status": "approved",
         *             "country": "MX",
         *             "hasAcceptedTerms": true,
         *             "onboardingId": "onb_01JD3ZN7P8Q9R0S1T2V3W4X5Y6",
         *             "verificationProviderId": "vrf_01JD3ZP9Q0R1S2T3V4W5X6Y7Z8",
         *             "providerVerificationSessionUrl": "http://localhost:8787/onboarding/ot_2vX9rT4kQ8mZ1nB6cW3pL5",
         *             "address": null,
         *             "legalRepresentative": {
         *               "firstName": "Mariana",
         *               "email": "mariana.lopez@example.com"
         *             }
         *           }
         *         },
         *         "invoicing": {},
         *         "platformFeeRanges": {
         *           "MX": {
         *             "buy": [
         *               {
         *                 "min": 0,
         *                 "max": 1000000000000,
         *                 "fee": 0.005,
         *                 "nextDaySettlementFee": 0.001,
         *                 "_id": "fr_01JD3ZQ1R0A"
         *               }
         *             ],
         *             "sell": [
         *               {
         *                 "min": 0,
         *                 "max": 1000000000000,
         *                 "fee": 0.005,
         *                 "nextDaySettlementFee": 0.001,
         *                 "_id": "fr_01JD3ZQ1R0B"
         *               }
         *             ]
         *           },
         *           "PE": {
         *             "buy": [],
         *             "sell": []
         *           },
         *           "CO": {
         *             "buy": [],
         *             "sell": []
         *           },
         *           "BR": {
         *             "buy": [],
         *             "sell": []
         *           }
         *         },
         *         "accumulatedVolumeInUSD": {
         *           "MX": {
         *             "buy": 0,
         *             "sell": 0
         *           },
         *           "PE": {
         *             "buy": 0,
         *             "sell": 0
         *           },
         *           "CO": {
         *             "buy": 0,
         *             "sell": 0
         *           }
         *         },
         *         "serviceFee": {
         *           "MX": {
         *             "buy": 0.002,
         *             "sell": 0.002
         *           },
         *           "PE": {
         *             "buy": 0.002,
         *             "sell": 0.002
         *           },
         *           "CO": {
         *             "buy": 0.002,
         *             "sell": 0.002
         *           }
         *         }
         *       },
         *       "keys": [
         *         {
         *           "id": "key_01JD3ZR2S3T4V5W6X7Y8Z9A0B1",
         *           "role": "read",
         *           "key": "sk_sandbox_Q3wE5rT7yU9iO1pA3sD5fG7hJ9kL1zX3cV5bN7mQ2wE",
         *           "userId": "usr_01JD3ZM5N6P7Q8R9S0T1V2W3X4",
         *           "brokerId": "brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G",
         *           "label": null,
         *           "createdAt": "2026-11-21T15:04:05.123Z"
         *         },
         *         {
         *           "id": "key_01JD3ZS4T5V6W7X8Y9Z0A1B2C3",
         *           "role": "createAndModify",
         *           "key": "sk_sandbox_Z8xC6vB4nM2qW0eR8tY6uI4oP2aS0dF8gH6jK4lZ9xC",
         *           "userId": "usr_01JD3ZM5N6P7Q8R9S0T1V2W3X4",
         *           "brokerId": "brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G",
         *           "label": null,
         *           "createdAt": "2026-11-21T15:04:05.123Z"
         *         }
         *       ]
         *     }
         */
        SandboxBroker: {
            /**
             * @description Id of the new broker.
             * @example brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G
             */
            brokerId: string;
            user: components["schemas"]["User"];
            /** @description One key per role (`read` and `createAndModify`), acting as `user`. */
            keys: components["schemas"]["SandboxKey"][];
        };
        /**
         * @description A new key acting as a user of the caller's broker.
         * @example {
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "role": "createAndModify",
         *       "label": "unapproved caller"
         *     }
         */
        SandboxKeyRequest: {
            /**
             * @description User the key acts as; a user of the caller's broker (else 404 code 1).
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId: string;
            role: components["schemas"]["ApiKeyRole"];
            /**
             * @description Free label.
             * @example unapproved caller
             */
            label?: string;
        };
        /**
         * @description A simulated incoming payment to a payment `reference` (of an order or a bulk bank payment), for any amount: exact, short or excess.
         * @example {
         *       "reference": "CMB7Q4K9X2",
         *       "amount": 18513.6,
         *       "asset": "MXN"
         *     }
         */
        SandboxDepositRequest: {
            /**
             * @description Payment reference from `settlement.payment.instructions.reference` of an order or `reference` of a bulk bank payment (a deposit address for crypto payments).
             * @example CMB7Q4K9X2
             */
            reference: string;
            /**
             * @description Amount received, in `asset` (fiat 2 decimals, stablecoins 6 decimals).
             * @example 18513.6
             */
            amount: number;
            /** @description Asset received; defaults to the asset the reference expects. */
            asset?: components["schemas"]["FiatCurrency"] | components["schemas"]["Stablecoin"];
        };
        /**
         * @description The recorded sandbox deposit.
         * @example {
         *       "depositId": "dep_01JD3ZK2M3N4P5Q6R7S8T9V0W1",
         *       "reference": "CMB7Q4K9X2",
         *       "amount": 18513.6,
         *       "matched": true
         *     }
         */
        SandboxDeposit: {
            /**
             * @description Deposit id.
             * @example dep_01JD3ZK2M3N4P5Q6R7S8T9V0W1
             */
            depositId: string;
            /**
             * @description Reference the deposit was made to.
             * @example CMB7Q4K9X2
             */
            reference: string;
            /**
             * @description Amount received.
             * @example 18513.6
             */
            amount: number;
            /**
             * @description Whether the reference matched an order or bulk bank payment awaiting payment (an unmatched deposit is kept and has no effect).
             * @example true
             */
            matched: boolean;
        };
        /**
         * @description The sandbox clock of the caller's broker.
         * @example {
         *       "now": "2026-11-21T16:04:05.123Z",
         *       "offsetMs": 3600000
         *     }
         */
        SandboxClock: {
            /** @description The broker's current sandbox time (real time plus `offsetMs`). */
            now: components["schemas"]["Timestamp"];
            /**
             * @description How far the sandbox clock is ahead of real time, in milliseconds.
             * @example 3600000
             */
            offsetMs: number;
        };
        /**
         * @description How far to move the sandbox clock forward.
         * @example {
         *       "seconds": 600
         *     }
         */
        SandboxClockAdvanceRequest: {
            /**
             * @description Seconds to advance, 1 to 31536000 (one year).
             * @example 600
             */
            seconds: number;
        };
        /**
         * @description Outcome of running due jobs.
         * @example {
         *       "ran": 3,
         *       "remaining": 1
         *     }
         */
        SandboxJobRunResult: {
            /**
             * @description Jobs run by this call.
             * @example 3
             */
            ran: number;
            /**
             * @description Jobs still scheduled (due later).
             * @example 1
             */
            remaining: number;
        };
    };
    responses: {
        /** @description Code 9, invalid request: a path or query parameter or a body field is missing, has the wrong type, is out of range or is not allowed (unknown body fields are rejected). One entry per field at fault; `field` names it (`body.email`, `query.limit` …) and the message says what is wrong. A body that is not valid JSON answers code 9 with `field: body`. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Code 19, not authorized: the `x-api-key` header is missing, or the key is unknown or revoked. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": 19,
                 *           "message": "Not authorized"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Code 15: an unexpected error. It is logged with the request id; the body never carries details. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": 15,
                 *           "message": "Internal error"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Code 19, not authorized: the key is valid but lacks the `createAndModify` role, or the operation requires the caller user (the key's user) to be approved in at least one country and it is not. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": 19,
                 *           "message": "Not authorized"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description A resource named in the path or body does not exist for the caller: code 1 user, 2 order, 3 quote, 4 bulk bank payout, 5 bank account, 6 address, 7 webhook registration, 8 bulk bank payment; code 13 when no operation has the path (sandbox-only paths in production mode too). Ids of other brokers (tenants) answer exactly like missing ids, so they cannot be probed. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The request conflicts with the current state: code 20 clientReferenceId already used, 21 quote expired, 22 quote already booked, 23 order not cancellable, 29 onboarding status does not allow the action, 30 bank account used by an open order, 31 order not awaiting this payment, 35 resource already exists (the message names the existing id). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Code 11: the request body is larger than the operation accepts (1 MiB for JSON bodies, 64 KiB for additional information, 5 MiB for an uploaded document). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": 11,
                 *           "message": "Request body too large"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Code 12: the request's `Content-Type` is not one the operation accepts (JSON operations take `application/json`; the document upload takes `multipart/form-data` with a PDF, JPEG or PNG file). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": 12,
                 *           "message": "Unsupported media type"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The request is well formed but breaks a business rule: code 26 terms not accepted, 27 user not approved in this country, 28 unsupported asset combination, 32 not available in production mode for this currency, 33 invalid bank account details, 34 address invalid for the network. The message says why. */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Code 10: the operation is part of the contract but this server version does not implement it yet. */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": 10,
                 *           "message": "Not available yet"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        /**
         * @description Page of results, from 1. A page past the last one answers an empty array.
         * @example 1
         */
        Page: number;
        /**
         * @description Maximum records per page, 1 to 100 (default 20).
         * @example 20
         */
        Limit: number;
        /**
         * @description User id. A user of another broker answers 404 code 1, like a missing one.
         * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
         */
        UserId: string;
        /**
         * @description Only records of this user. Omitted: records of every user of the caller's broker. A user of another broker matches nothing (empty array).
         * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
         */
        UserIdQuery: string;
        /**
         * @description Bank account id. An account of another broker answers 404 code 5, like a missing one.
         * @example bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1
         */
        BankAccountId: string;
        /**
         * @description Crypto address id. An address of another broker answers 404 code 6, like a missing one.
         * @example adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3
         */
        CryptoAddressId: string;
        /**
         * @description Webhook registration id. A registration of another broker answers 404 code 7, like a missing one.
         * @example whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5
         */
        WebhookId: string;
        /**
         * @description The webhook type to register: `orders`, `bank-accounts` or `users`. The request path is `/api/webhooks/{type}`; the parameter is named `id` in this document only because OpenAPI treats `/api/webhooks/{type}` and `/api/webhooks/{id}` as the same path.
         * @example orders
         */
        WebhookTypeInPath: components["schemas"]["WebhookType"];
    };
    requestBodies: never;
    headers: {
        /**
         * @description Total number of records that match the request's filters, over all pages. The body holds at most `limit` of them.
         * @example 42
         */
        TotalCount: number;
    };
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listUsers: {
        parameters: {
            query?: {
                /**
                 * @description Only users of this type.
                 * @example business
                 */
                type?: components["schemas"]["UserType"];
                /**
                 * @description Only users of this broker; only the caller's own broker can match.
                 * @example brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G
                 */
                brokerId?: string;
                /**
                 * @description Free text, 1 to 100 characters, matched against e-mail, names, business name and phone.
                 * @example garcia
                 */
                search?: string;
                /**
                 * @description User id filter.
                 * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
                 */
                authId?: string;
                /**
                 * @description Individual first name (exact match, case-insensitive).
                 * @example Ana
                 */
                firstName?: string;
                /**
                 * @description Individual last name (exact match, case-insensitive).
                 * @example García
                 */
                lastName?: string;
                /**
                 * @description Business name (exact match, case-insensitive).
                 * @example Comercializadora Norte S.A. de C.V.
                 */
                businessName?: string;
                /**
                 * @description Only users with this onboarding status in at least one country.
                 * @example approved
                 */
                onboardingStatus?: components["schemas"]["OnboardingStatus"];
                /**
                 * @description Page of results, from 1. A page past the last one answers an empty array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Maximum records per page, 1 to 100 (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching users (at most `limit`). */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserRequest"];
            };
        };
        responses: {
            /** @description The user was created; its onboarding in `country` is in status `none`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST"
                     *     }
                     */
                    "application/json": components["schemas"]["CreateUserResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    updateCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    addAdditionalInformation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description User id. A user of another broker answers 404 code 1, like a missing one.
                 * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdditionalInformation"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example OK */
                    "application/json": components["schemas"]["OkString"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    uploadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description User id. A user of another broker answers 404 code 1, like a missing one.
                 * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "document": "%PDF-1.7 …",
                 *       "documentType": "proofOfAddress"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["DocumentUpload"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example OK */
                    "application/json": components["schemas"]["OkString"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    acceptTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description User id. A user of another broker answers 404 code 1, like a missing one.
                 * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, with `hasAcceptedTerms` true in every onboarding country. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getOnboardingLink: {
        parameters: {
            query?: {
                /**
                 * @description Country of the onboarding; defaults to the user's first onboarding country.
                 * @example MX
                 */
                country?: components["schemas"]["Country"];
            };
            header?: never;
            path: {
                /**
                 * @description User id. A user of another broker answers 404 code 1, like a missing one.
                 * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "onboardingLink": "http://localhost:8787/onboarding/ot_6kTz0Qd1pX9wV3yB7mN2cL"
                     *     }
                     */
                    "application/json": components["schemas"]["OnboardingLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    getSpotPrice: {
        parameters: {
            query: {
                /**
                 * @description Price direction, `buy` (fiat to stablecoin) or `sell` (stablecoin to fiat).
                 * @example buy
                 */
                side: components["schemas"]["PriceDirection"];
                /**
                 * @description Fiat currency of the price.
                 * @example MXN
                 */
                fiat: components["schemas"]["FiatCurrency"];
                /**
                 * @description Country of operation; sets the fiat currencies offered and the banking hours.
                 * @example MX
                 */
                country: components["schemas"]["Country"];
                /**
                 * @description Stablecoin priced.
                 * @example USDC
                 */
                crypto: components["schemas"]["Stablecoin"];
                /**
                 * @description Network of the stablecoin; when given, the stablecoin must be offered on it.
                 * @example polygon
                 */
                network?: components["schemas"]["Network"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spot price. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpotPrice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    listBankAccounts: {
        parameters: {
            query?: {
                /**
                 * @description Only records of this user. Omitted: records of every user of the caller's broker. A user of another broker matches nothing (empty array).
                 * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
                 */
                userId?: components["parameters"]["UserIdQuery"];
                /**
                 * @description Page of results, from 1. A page past the last one answers an empty array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Maximum records per page, 1 to 100 (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching bank accounts (at most `limit`). */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1",
                     *         "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *         "country": "MX",
                     *         "fiat": "MXN",
                     *         "bankName": "BBVA México",
                     *         "accountHolderName": "Ana García Pérez",
                     *         "CLABE": "012180001234567899",
                     *         "CCI": null,
                     *         "accountNumber": null,
                     *         "routingNumber": null,
                     *         "accountType": null,
                     *         "createdAt": "2026-11-21T15:04:05.123Z"
                     *       },
                     *       {
                     *         "id": "bac_01JD3ZV8W9X0Y1Z2A3B4C5D6E7",
                     *         "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *         "country": "CO",
                     *         "fiat": "COP",
                     *         "bankName": "Bancolombia",
                     *         "accountHolderName": "Ana García Pérez",
                     *         "CLABE": null,
                     *         "CCI": null,
                     *         "accountNumber": "0012345678",
                     *         "routingNumber": null,
                     *         "accountType": "savings",
                     *         "createdAt": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["BankAccount"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBankAccountRequest"];
            };
        };
        responses: {
            /** @description The new bank account. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "country": "MX",
                     *       "fiat": "MXN",
                     *       "bankName": "BBVA México",
                     *       "accountHolderName": "Ana García Pérez",
                     *       "CLABE": "012180001234567899",
                     *       "CCI": null,
                     *       "accountNumber": null,
                     *       "routingNumber": null,
                     *       "accountType": null,
                     *       "createdAt": "2026-11-21T15:04:05.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Bank account id. An account of another broker answers 404 code 5, like a missing one.
                 * @example bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1
                 */
                id: components["parameters"]["BankAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "country": "MX",
                     *       "fiat": "MXN",
                     *       "bankName": "BBVA México",
                     *       "accountHolderName": "Ana García Pérez",
                     *       "CLABE": "012180001234567899",
                     *       "CCI": null,
                     *       "accountNumber": null,
                     *       "routingNumber": null,
                     *       "accountType": null,
                     *       "createdAt": "2026-11-21T15:04:05.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Bank account id. An account of another broker answers 404 code 5, like a missing one.
                 * @example bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1
                 */
                id: components["parameters"]["BankAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    listCryptoAddresses: {
        parameters: {
            query?: {
                /**
                 * @description Only records of this user. Omitted: records of every user of the caller's broker. A user of another broker matches nothing (empty array).
                 * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
                 */
                userId?: components["parameters"]["UserIdQuery"];
                /**
                 * @description Only addresses on this network.
                 * @example stellar
                 */
                network?: components["schemas"]["Network"];
                /**
                 * @description Page of results, from 1. A page past the last one answers an empty array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Maximum records per page, 1 to 100 (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching addresses (at most `limit`). */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3",
                     *         "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *         "network": "stellar",
                     *         "address": "GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7",
                     *         "memo": "4242",
                     *         "label": "Exchange deposit",
                     *         "createdAt": "2026-11-21T15:04:05.123Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CryptoAddress"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createCryptoAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCryptoAddressRequest"];
            };
        };
        responses: {
            /** @description The new address. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "network": "polygon",
                     *       "address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
                     *       "memo": null,
                     *       "label": "Treasury wallet",
                     *       "createdAt": "2026-11-21T15:04:05.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CryptoAddress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    getCryptoAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Crypto address id. An address of another broker answers 404 code 6, like a missing one.
                 * @example adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3
                 */
                id: components["parameters"]["CryptoAddressId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "network": "polygon",
                     *       "address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
                     *       "memo": null,
                     *       "label": "Treasury wallet",
                     *       "createdAt": "2026-11-21T15:04:05.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CryptoAddress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /**
                 * @description Only records of this user. Omitted: records of every user of the caller's broker. A user of another broker matches nothing (empty array).
                 * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
                 */
                userId?: components["parameters"]["UserIdQuery"];
                /**
                 * @description Page of results, from 1. A page past the last one answers an empty array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Maximum records per page, 1 to 100 (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching registrations (at most `limit`). */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
                     *         "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *         "type": "orders",
                     *         "url": "https://hooks.example.com/cambio",
                     *         "retryOnFailure": true,
                     *         "createdAt": "2026-11-21T15:04:05.123Z"
                     *       },
                     *       {
                     *         "id": "whk_01JD3ZT6V7W8X9Y0Z1A2B3C4D5",
                     *         "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *         "type": "users",
                     *         "url": "https://hooks.example.com/cambio/users",
                     *         "retryOnFailure": false,
                     *         "createdAt": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["WebhookRegistration"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Webhook registration id. A registration of another broker answers 404 code 7, like a missing one.
                 * @example whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5
                 */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "type": "orders",
                     *       "url": "https://hooks.example.com/cambio",
                     *       "retryOnFailure": true,
                     *       "createdAt": "2026-11-21T15:04:05.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookRegistration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The webhook type to register: `orders`, `bank-accounts` or `users`. The request path is `/api/webhooks/{type}`; the parameter is named `id` in this document only because OpenAPI treats `/api/webhooks/{type}` and `/api/webhooks/{id}` as the same path.
                 * @example orders
                 */
                id: components["parameters"]["WebhookTypeInPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/cambio",
                 *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                 *       "retryOnFailure": true
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Registered. The secret is not shown again. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
                     *       "secret": "whsec_kT9yQ2mZx7VbN4pL0wR8sD3fH6jC1aE5"
                     *     }
                     */
                    "application/json": components["schemas"]["CreateWebhookResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Webhook registration id. A registration of another broker answers 404 code 7, like a missing one.
                 * @example whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5
                 */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Webhook registration id. A registration of another broker answers 404 code 7, like a missing one.
                 * @example whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5
                 */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/cambio",
                 *       "retryOnFailure": true
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description The updated registration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "type": "orders",
                     *       "url": "https://hooks.example.com/cambio",
                     *       "retryOnFailure": true,
                     *       "createdAt": "2026-11-21T15:04:05.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookRegistration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    completeSandboxVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description User id. A user of another broker answers 404 code 1, like a missing one.
                 * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxVerificationRequest"];
            };
        };
        responses: {
            /** @description The user after the step. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    createSandboxBroker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new broker, its caller user and its keys. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxBroker"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    createSandboxKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                 *       "role": "read",
                 *       "label": "read-only caller"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxKeyRequest"];
            };
        };
        responses: {
            /** @description The new key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "key_01JD3ZJ0K1M2N3P4Q5R6S7T8V9",
                     *       "role": "read",
                     *       "key": "sk_sandbox_8fJ2kQ9wL4mN7pR1sT5vX0yZ3bC6dF8gH2jK4mP7qR9",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "brokerId": "brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G",
                     *       "label": "read-only caller",
                     *       "createdAt": "2026-11-21T15:04:05.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    createSandboxDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reference": "CMB7Q4K9X2",
                 *       "amount": 18513.6,
                 *       "asset": "MXN"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxDepositRequest"];
            };
        };
        responses: {
            /** @description The deposit was recorded (and applied when `matched`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "depositId": "dep_01JD3ZK2M3N4P5Q6R7S8T9V0W1",
                     *       "reference": "CMB7Q4K9X2",
                     *       "amount": 18513.6,
                     *       "matched": true
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxDeposit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-11-21T16:04:05.123Z",
                     *       "offsetMs": 3600000
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    advanceSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "seconds": 600
                 *     }
                 */
                "application/json": components["schemas"]["SandboxClockAdvanceRequest"];
            };
        };
        responses: {
            /** @description The sandbox clock after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-11-21T16:14:05.123Z",
                     *       "offsetMs": 4200000
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    runSandboxJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What ran. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ran": 3,
                     *       "remaining": 1
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxJobRunResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
}
