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
         * @description Lists users of the caller's broker, newest first (spec 4.1). Filters combine with AND; text filters match case-insensitively. `search` matches a substring of the e-mail, first and last names, business name or phone number. `authId` is a user id filter (at most one result).
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
         *     Next steps: fetch the onboarding link (GET /api/users/{id}/link), complete the verification, and accept the terms (POST /api/users/{id}/terms/accept).<!-- sandbox --> In sandbox mode the e-mail's local part picks the verification outcome (`+review`, `+fail`, anything else approved).<!-- /sandbox -->
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
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user
         * @description Extension (the specification only lists users, with `GET /api/users`). Returns one user of the caller's broker, in the same shape as the list: the caller user or any other user of its broker. A user of another broker answers 404 code 1, exactly like a missing id.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
         * @description Uploads one identity or company document of a user of the caller's broker (spec 4.5) as `multipart/form-data` with two parts: `document` (the file) and `documentType` (see DocumentType). As RFC 7578 allows, `Content-Disposition` parameters may be quoted or not (`name=document`) and the file part needs no `filename`; the file part is recognized by its `filename` or its own `Content-Type`. A body that does not parse as multipart answers 400 code 9 naming `body`. The file must be a PDF, JPEG or PNG (`application/pdf`, `image/jpeg`, `image/png`; the content is checked, not only the declared type: anything else answers 415 code 12) and at most 5 MiB (5242880 bytes; larger answers 413 code 11). The document is stored with its type, size, content type and SHA-256 hash; uploading again with the same `documentType` adds another document. Answers the JSON string `"OK"`. Errors: codes 19 and 1.
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
         *     The first call moves the country's onboarding from `none` to `started` and starts the session that `providerVerificationSessionUrl` then shows; later calls while the verification is open (`started`, `legalRepresentativeApproved`) return the same session's link again. Once verification is finished (`approved`, `failed`, `legalRepresentativeFailed`) or in `review`, the answer is 409 code 29.
         *
         *     `{base_url}` is the server's `CAMBIO_PUBLIC_BASE_URL` setting (required in production mode); a sandbox server without it uses the origin each request was sent to (only the session is stored, so every answer, this one and the user's `providerVerificationSessionUrl`, carries its own request's origin).
         *
         *     <!-- sandbox -->Sandbox mode: the page offers Approve, Send to review and Fail buttons (the same as POST /api/sandbox/users/{id}/verification). Without an explicit outcome the e-mail decides: a local part ending in `+review` gives `review`, `+fail` gives `failed`, anything else `approved`. Business users first pass `legalRepresentativeApproved` (or end in `legalRepresentativeFailed`), then `approved`.<!-- /sandbox --> Every status change emits the `user.onboardingStatusChanged` event.
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
    "/api/users/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a verification decision
         * @description The manual verification of this service: an operator of the broker, having checked the user's identity and documents, records the decision for one country (`country`, default: the user's first onboarding country). This is how users are approved in production mode, where the hosted page only shows the status; sandbox mode has it too<!-- sandbox -->, beside `POST /api/sandbox/users/{id}/verification`<!-- /sandbox -->.
         *
         *     One call is one verification step, with the statuses and events of the sandbox's: a country still in `none` is started first; individual users go from `started` or `review` to the decision; business users go through two steps (the first call moves `started` to `legalRepresentativeApproved`, or to `legalRepresentativeFailed` when the decision is `failed`; the second moves `legalRepresentativeApproved` or `review` to the decision). From `approved`, `failed` or `legalRepresentativeFailed` the answer is 409 code 29. Each change emits `user.onboardingStatusChanged`. Needs a `createAndModify` key whose caller user is approved (the operator user `npm run keys -- init` makes is). Answers the user.
         */
        post: operations["recordVerificationDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description Extension. Lists the orders of the users of the caller's broker, newest first, optionally filtered by user, status and client reference. The total number of matching orders is in `X-Total-Count`. Filters that name another broker's user match nothing (empty array).
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Book a quote into an order
         * @description Books a quote into an order (spec 4.9) and answers 201 with the order. Requires the createAndModify
         *     role and a caller user approved in at least one country (403 code 19). The order's user (the
         *     quote's user) must be approved in the quote's country (422 code 27) and have accepted the terms
         *     (422 code 26). The quote must exist for the caller (404 code 3), be unexpired (409 code 21) and not
         *     yet booked (409 code 22). Payout destination: `settlement.payout.addressId` is required for a
         *     stablecoin destination (an address of the order's user on the destination network; unknown: 404
         *     code 6); `settlement.payout.bankAccountId` names a bank account of the order's user in the order's
         *     country and payout currency (unknown: 404 code 5). A destination of the wrong kind, user, network,
         *     country or currency is 400 code 9. `clientReferenceId` is unique per user: a repeat is 409 code 20,
         *     and the message names the existing order.
         *
         *     A market order runs its set-up steps inside this request and is returned `awaitingPayment`, with
         *     the payment details under `settlement.payment.instructions` and the deadline in
         *     `settlement.payment.dueDate`. A cryptoToFiat order created without `bankAccountId` is returned in
         *     `awaitingBankPayoutDetails`; the next bank account created for its user with the order's country and
         *     payout currency (`POST /api/bank/accounts`) is attached in the same request and the order moves on:
         *     to `awaitingPayment` with its deposit instructions and a new `dueDate` when no funds arrived yet, or,
         *     when the bank rejected its payout earlier, back to `awaitingPayout` (attribute `payoutRescheduled`).
         *     Creation emits one `order.created` event (webhook type `orders`) whose `data` is the order as this
         *     request returns it: the set-up steps taken inside the request are part of its creation and emit no
         *     event of their own. Every later status change emits an `order.statusChanged` event.
         *
         *     A limit order is returned in `awaitingTimeInForceToStart` (before `timeInForceStartsAt`) or
         *     `awaitingLimitPriceCondition` (inside the window), with the limit quote's amounts, `netPrice` equal
         *     to `limitNetPrice`, and no payment instructions, `dueDate` or `valueDate` yet. From the window's start
         *     the service prices the order's `origin.amount` at the current service price every 60 seconds
         *     (sandbox clock). When that pricing gives `netPrice` >= `limitNetPrice`, the order executes: it is
         *     re-priced on a new quote (new `quoteId`, the limit quote appended to `expiredQuotes`, `fixedLeg`
         *     `origin`, so the customer pays `origin.amount` and receives at least the limit quote's
         *     `destination.amount`), moves to `created` and runs the set-up steps of a market order in the same
         *     step, up to `awaitingPayment` (or `awaitingBankPayoutDetails`). The executed price holds for a payment
         *     within the limit quote's lifetime; a later payment is re-quoted like any other. At
         *     `timeInForceEndsAt` an order that has not executed ends in `timeInForceEnded`. A waiting limit order
         *     can be cancelled.
         *
         *     Transitions (the machine is also in `x-state-machine` of `OrderStatus`; F2C fiatToCrypto, C2F
         *     cryptoToFiat, C2C cryptoToCrypto):
         *
         *     | State | Trigger | Next | Flows |
         *     |---|---|---|---|
         *     | (none) | this request, market quote | `created` | all |
         *     | (none) | this request, limit quote, window not started | `awaitingTimeInForceToStart` | all |
         *     | (none) | this request, limit quote, inside the window | `awaitingLimitPriceCondition` | all |
         *     | `awaitingTimeInForceToStart` | `timeInForceStartsAt` reached | `awaitingLimitPriceCondition` | all |
         *     | `awaitingLimitPriceCondition` | service price reaches `limitNetPrice`; re-priced (new `quoteId`) | `created` | all |
         *     | `awaitingLimitPriceCondition` | `timeInForceEndsAt` reached | `timeInForceEnded` | all |
         *     | `created` | destination address screened | `addressCheckPassed` | F2C, C2C |
         *     | `addressCheckPassed` | bank payment details generated | `bankPaymentDetailsAdded` | F2C |
         *     | `bankPaymentDetailsAdded` | instructions issued, `dueDate` set | `awaitingPayment` | F2C |
         *     | `created` | no `bankAccountId` given | `awaitingBankPayoutDetails` | C2F |
         *     | `awaitingBankPayoutDetails` | matching bank account created and attached | `bankPayoutDetailsAdded` | C2F |
         *     | `created` (C2F), `addressCheckPassed` (C2C), `bankPayoutDetailsAdded` (no funds yet) | deposit address assigned | `depositAddressCreated` | C2F, C2C |
         *     | `depositAddressCreated` | instructions issued, `dueDate` set | `awaitingPayment` | C2F, C2C |
         *     | `awaitingPayment` | full bank payment received | `paid` | F2C |
         *     | `awaitingPayment` | full bank payment received after the quote expired: re-quoted (new `quoteId`, old one in `expiredQuotes`) | `paid` | F2C |
         *     | `awaitingPayment` | bank payment announced (bank check in production) or bulk deposit being reconciled | `awaitingAsyncPayment` | F2C |
         *     | `awaitingAsyncPayment` | funds verified (re-quoted if the quote had expired) | `paid` | F2C |
         *     | `awaitingAsyncPayment` | funds not found within the verification window | `awaitingPayment` | F2C |
         *     | `awaitingPayment`, `awaitingAsyncPayment` | amount received differs from the amount due | `incorrectAmountPaid` | F2C |
         *     | `awaitingPayment` | deposit seen on chain | `processing` | C2F, C2C |
         *     | `processing` | deposit confirmed, full amount (re-quoted if it arrived after the quote expired) | `depositConfirmed` | C2F, C2C |
         *     | `processing` | deposit confirmed, different amount | `incorrectAmountPaid` | C2F, C2C |
         *     | `incorrectAmountPaid` | child order created for the amount received (its `parentOrderId` is this order) | `filled` | all |
         *     | `awaitingPayment`, `awaitingBankPayoutDetails` (no funds yet) | payment `dueDate` passed | `expired` | all |
         *     | `paid`, `depositConfirmed` | liquidity sourcing started | `sourcingLiquidity` | all |
         *     | `sourcingLiquidity` | liquidity acquired | `liquiditySourced` | all |
         *     | `liquiditySourced` | payout scheduled for the value date | `awaitingPayout` | all |
         *     | `awaitingPayout` | payout transfer(s) submitted | `awaitingAsyncPayout` | all |
         *     | `awaitingAsyncPayout` | every transfer confirmed | `complete` | all |
         *     | `awaitingAsyncPayout` | bank rejected the payout | `awaitingBankPayoutDetails` | C2F |
         *     | `bankPayoutDetailsAdded` (funds received) | new bank account attached | `awaitingPayout` | C2F |
         *     | `created`, `awaitingTimeInForceToStart`, `awaitingLimitPriceCondition`, `addressCheckPassed`, `bankPaymentDetailsAdded`, `depositAddressCreated`, `awaitingPayment`, `awaitingBankPayoutDetails`, `bankPayoutDetailsAdded` (no funds yet) | `POST /api/orders/{id}/cancel` | `cancelled` | all |
         *     | `awaitingPayment`, `awaitingAsyncPayment` | bank payment from an account that is not the user's | `paymentOriginMismatch` | F2C |
         *     | `processing` | deposit from an address that is not the user's | `paymentOriginMismatch` | C2F, C2C |
         *     | `created` (no funds: final), `liquiditySourced` (funded) | destination address fails screening | `addressCheckFailed` | F2C, C2C |
         *     | `paymentOriginMismatch`, `addressCheckFailed` (funds received) | amount received sent back to its origin, no fees | `refundInitiated` | all (`addressCheckFailed`: F2C, C2C) |
         *     | `refundInitiated` | refund confirmed | `refundComplete` | all |
         *     | `refundInitiated` | refund rejected | `refundFailed` | all |
         *
         *     The last six rows lead to statuses that extend the specification's list (see `OrderStatus`). In this
         *     version production mode has no operation that reports them, so a production order never takes
         *     them<!-- sandbox -->; in sandbox mode `POST /api/sandbox/orders/{id}/outcome` takes them on
         *     demand<!-- /sandbox -->.
         *
         *     A child order starts in `paid` (fiat origin) or `depositConfirmed` (crypto origin), priced at the
         *     current price for the amount received. When no child order can be made (the amount does not cover
         *     the fees), the order stays `incorrectAmountPaid` and the funds are returned outside the API. With the
         *     server's instant-booking setting on, late payments are not re-quoted.
         *
         *     <!-- sandbox -->
         *     Sandbox mode: pay with `POST /api/payments/bank/check`, `POST /api/payments/crypto/check` or a
         *     simulated deposit (`POST /api/sandbox/deposits`); the asynchronous steps run as jobs with configurable
         *     delays (`POST /api/sandbox/jobs/run`, `POST /api/sandbox/clock/advance`). Magic amounts are listed
         *     in the bank check operation.
         *     <!-- /sandbox -->
         *
         *     Production mode: a fiat payment's instructions name the service's bank account configured for the
         *     country and currency (503 code 45 when none is), a crypto payment's an address of the operator's
         *     pool for the network, handed to this order only (503 code 44 when the pool is used up). Either way
         *     nothing is booked.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export orders as CSV by e-mail
         * @description Queues an export of the orders of the caller's broker that match the filters (spec 4.8) and answers
         *     202 at once with the export id. `GET /api/orders/exports/{id}` then tells its progress (`queued`,
         *     `running`, `sent` or `failed` with the reason). A job builds the CSV and sends it to `email` as the
         *     attachment of a MIME message with a short text part (the filters and the row count): through the
         *     server's mail relay when one is configured (SMTP on Node, Cloudflare's `send_email` binding on
         *     Workers), otherwise written as one `.eml` file to the server's outbox (`<data dir>/outbox` on Node,
         *     `outbox/` in the R2 bucket on Workers), so no mail server is needed.<!-- sandbox --> In sandbox mode
         *     every message is also kept in the outbox, readable with `GET /api/sandbox/outbox`.<!-- /sandbox --> A
         *     failed send is retried 4 times (after
         *     2, 4, 8 and 16 seconds of the service clock), then the export ends `failed` with the reason. Delivery
         *     is at least once: a server stopped between sending and recording it sends the message again (same
         *     `Message-ID`). No webhook event is emitted. Requires the createAndModify role (our decision: it sends
         *     mail); approval is not required.
         *
         *     **The CSV** is UTF-8 (no byte order mark), comma-separated with RFC 4180 quoting and CRLF line ends
         *     (written by the csv-stringify library), one header row and one row per order, oldest first
         *     (`createdAt`, then `id`), named `cambio-orders-<exportId>.csv`. Columns, in this order: `id`, `createdAt`, `userId`,
         *     `clientReferenceId`, `status`, `statusGroup`, `flow`, `side` (`buy`, `sell` or empty), `type`,
         *     `country`, `originAsset`, `originNetwork`, `originAmount`, `destinationAsset`, `destinationNetwork`,
         *     `destinationAmount`, `fixedLeg`, `marketPrice`, `netPrice`, `limitNetPrice`, `platformFee`,
         *     `platformFeeTax`, `networkFee`, `networkFeeTax`, `nextDaySettlementFee`, `nextDaySettlementFeeTax`
         *     (each fee in its own asset, empty when absent), `serviceFeeFiat`, `serviceFeeFiatTax`,
         *     `orderSizeUSD`, `paymentReceivedAt`, `quoteId`, `parentOrderId`, `notes`. Timestamps are ISO 8601
         *     UTC with milliseconds. Amounts, fees and taxes are plain decimals (no exponent, `.` as the decimal
         *     separator) written with exactly their asset's scale (fiat 2 decimals, stablecoins 6), the same values
         *     `GET /api/orders/{id}` answers; prices are written as stored (up to 12 decimals); `orderSizeUSD` has 6
         *     decimals (see `minOrderSize`). An empty cell means the field is absent on the order.
         *
         *     **Spreadsheet formulas.** A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return
         *     (or the full-width `＝`, `＋`, `－`, `＠`) would run as a formula when the file is opened in a
         *     spreadsheet; such cells are written with a single quote `'` in front (`=HYPERLINK(…)` becomes
         *     `'=HYPERLINK(…)`). This concerns the client's own text (`clientReferenceId`, `notes`); numeric
         *     columns are never changed.
         *
         *     **Size.** A CSV of more than 5 MiB (5,242,880 bytes) is sent gzip-compressed, as
         *     `cambio-orders-<exportId>.csv.gz` (`application/gzip`); a smaller one as is (`text/csv`). An export
         *     whose attachment would still exceed 10 MiB compressed is not sent: it ends `failed` at once, with a
         *     reason asking for narrower filters (mail servers commonly refuse larger messages).
         *
         *     Errors: 400 code 9 for an invalid body, naming the field (a bad e-mail, an unknown field, `endDate`
         *     not after `startDate`, `maxOrderSize` below `minOrderSize`).
         */
        post: operations["exportOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order export
         * @description Extension. The progress of an order export made with `POST /api/orders/export`: `queued`, `running`, `sent` (with the number of rows, the attachment's size and when it was sent) or `failed` (with the reason). An export of another broker answers 404 code 38 like a missing one.
         */
        get: operations["getOrderExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order
         * @description Extension. Returns one order of a user of the caller's broker, with its current status, settlement legs, instructions and transactions. Poll it or subscribe to `orders` webhooks to follow an order. An order of another broker answers 404 code 2 like a missing one.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order
         * @description Cancels an order of a user of the caller's broker (spec 4.10) and answers 200 with the order in `cancelled`; both settlement legs become `cancelled` and an `order.statusChanged` event is emitted. No body. Requires the createAndModify role and a caller user approved in at least one country (403 code 19). Cancelling is allowed only before any money has arrived: from `created`, `awaitingTimeInForceToStart`, `awaitingLimitPriceCondition`, `addressCheckPassed`, `bankPaymentDetailsAdded`, `depositAddressCreated`, `awaitingPayment`, `awaitingBankPayoutDetails` and `bankPayoutDetailsAdded`, and only while the payment leg has received nothing (no deposit being confirmed, none held for its bulk bank payment). In any other case, including an order that is already cancelled, it answers 409 code 23. An order in a bulk bank payment leaves it, and the bulk payment's `amount` drops accordingly. An order of another broker answers 404 code 2.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/payout/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report the payout transfers sent
         * @description The operator's back office reports the transfer(s) it sent to pay out an order, with their real
         *     trace. In production mode, where no bank or chain is connected to the server, an order's automatic
         *     steps stop at `awaitingPayout`, before any money leaves: this report moves it on. Sandbox mode has
         *     it too, so a back office can be rehearsed; there the simulation also sends the payout a moment after
         *     the order reaches `awaitingPayout`, and a report that comes after it answers 409 code 48. Needs a
         *     `createAndModify` key whose caller user is approved (the operator user `npm run keys -- init` makes
         *     is).
         *
         *     The order must be `awaitingPayout`, else 409 code 48. The transfers' amounts must add up to the
         *     payout amount (`settlement.payout.amount`), each bank transfer at most the order's
         *     `payoutTransferLimit`, each amount within the asset's scale (400 code 9 naming `body.transfers`).
         *     A blockchain payout needs `blockchainTxId` on every transfer; a bank payout `reference` and, in
         *     Mexico, the tracking number of its rail (`SPEITrackingNumber` for MXN, `SPIDTrackingNumber` for
         *     USD); fields of the other rail are refused (400 code 9).
         *
         *     The order moves to `awaitingAsyncPayout` (`order.statusChanged`), its payout leg to `sent`, and
         *     each transfer is added to `settlement.payout.transactions` exactly as reported (with the time of
         *     the report, the recipient's address for a blockchain payout and the destination CLABE for a
         *     Mexican bank payout); a bank payout's transfers are also added to its bulk bank payout's
         *     `payoutsSent`, which becomes `awaitingAsyncPayout`. The server adds no trace of its own. Then
         *     report the outcome (`POST /api/orders/{id}/payout/outcome`). A concurrent change answers 409 code 36
         *     and changes nothing. Answers the order.
         */
        post: operations["recordPayoutTransfers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/payout/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report the payout's outcome
         * @description The operator's back office reports how the payout it sent for an order ended: `complete` once every
         *     transfer is confirmed, `failed` when the bank rejected it. This is how orders complete in
         *     production mode; sandbox mode has it too<!-- sandbox -->, where the simulation also confirms the
         *     payout a moment after it is sent (a report that comes after it answers 409 code 48)<!-- /sandbox -->.
         *     Needs a `createAndModify` key whose caller user is approved.
         *
         *     The order must be `awaitingAsyncPayout` (its transfers reported with
         *     `POST /api/orders/{id}/payout/transfers`), else 409 code 48. `complete`: the order becomes
         *     `complete`, its payout leg `complete` with `amountSettled` the payout amount, it counts towards its
         *     user's volume, and its bulk bank payout (bank payouts) becomes `complete` when all its orders are.
         *     `failed` (bank payouts only; a blockchain payout answers 409 code 48): the payout leg `failed` and its
         *     bank account detached, the bulk bank payout `failed`, the order back to
         *     `awaitingBankPayoutDetails`; the next bank account created for the user in the order's country and
         *     currency reschedules it (`awaitingPayout`), to be sent and reported again. Each change emits
         *     `order.statusChanged`. A concurrent change answers 409 code 36 and changes nothing. Answers the
         *     order.
         */
        post: operations["recordPayoutOutcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a quote
         * @description Extension. Prices a conversion for a user of the caller's broker and answers 201 with the quote,
         *     bookable with `POST /api/orders` until `expiresAt` (lifetime `lifetimeSeconds`, 5 to 600 seconds,
         *     default 600), at most once. Requires the createAndModify role and a caller user approved in at least
         *     one country (our decision; 403 code 19). The quote's own user need not be approved to get a quote;
         *     booking it requires that (`POST /api/orders`, 422 codes 26 and 27).
         *
         *     Give both legs and exactly one amount: that leg is `fixedLeg` and the other is derived. `flow`
         *     follows from the assets: fiat to stablecoin `fiatToCrypto`, stablecoin to fiat `cryptoToFiat`,
         *     stablecoin to stablecoin (different asset or network) `cryptoToCrypto`. Fiat to fiat, a fiat that is
         *     not the country's (MX: MXN, USD; PE: PEN, USD; CO: COP, USD), a stablecoin on a network it is not
         *     offered on, or two identical legs answer 422 code 28. An unknown user answers 404 code 1.
         *
         *     Pricing: `marketPrice` is the service price for the side (the provider rate plus spread, an
         *     after-hours fee outside the country's banking hours and a peg adjustment); `providerMarketPrice` is
         *     the raw rate. The fee lines use the user's platform fee tier for the country and side, chosen by the
         *     accumulated 30-day volume in USD, plus the network fee of a crypto payout and, when the fiat leg
         *     settles the next business day, the next-day settlement fee; each fee carries the country's tax (MX
         *     16 %, PE 18 %, CO 19 %). Rounding never favours the customer by a fraction: amounts are computed
         *     with decimal arithmetic, fees are rounded up and the derived leg is rounded down to the asset's scale
         *     (USD, MXN, PEN, COP 2 decimals; USDC, USDCe, EURC, USDT 6 decimals). A fixed amount with more
         *     decimals than its asset allows, or too small to cover the fees, is 400 code 9.
         *
         *     Limit quotes (`type: limit`) need `limitNetPrice` (at most 12 decimals) and `timeInForceEndsAt` (in
         *     the future, at most 30 days ahead); `timeInForceStartsAt` is optional (absent: the window starts when
         *     the quote is booked). Their amounts are shown at the limit: `netPrice` is `limitNetPrice`, and the
         *     leg that is not fixed is derived from it (for a fixed origin the destination is `origin.amount x
         *     limitNetPrice` rounded down; for a fixed destination the origin is `destination.amount /
         *     limitNetPrice` rounded up). `marketPrice`, `providerMarketPrice` and the fee lines are those of the
         *     current service price for that origin amount, for reference only: the order books at the limit and
         *     is re-priced when it executes (see `POST /api/orders`), paying `origin.amount` and receiving at least
         *     `destination.amount`. Sandbox mode prices from the deterministic simulated feed; production mode
         *     from the operator's price feed (503 code 43 while it fails or is stale, and no quote is made).
         */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a quote
         * @description Extension. Returns one quote of a user of the caller's broker, booked or not: `bookedAt` and `orderId` are `null` until it is booked. Quotes left unbooked are purged 7 days after they expire and then answer 404 code 3, as does a quote of another broker.
         */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/bank/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a bulk bank payment
         * @description Groups fiat orders of one user, currency and country under one bank deposit and one reference
         *     (spec 4.11) and answers 201 with the bulk bank payment: deposit `amount` to the account shown,
         *     quoting `reference`, and its orders are paid by that one deposit. Requires the createAndModify role
         *     and a caller user approved in at least one country (403 code 19). Every order in it carries the bulk
         *     payment's id in `settlement.payment.bulkBankPaymentId`; it keeps its own reference too.
         *
         *     Either list the orders in `orderIds` (each must be `awaitingPayment` on a bank rail and in no other
         *     bulk payment, otherwise 409 code 31; all of one user, fiat and country, otherwise 400 code 9; unknown
         *     ids 404 code 2; `fiat`, `country` and `userId`, when also sent, must match them, otherwise 400 code 9);
         *     the bulk payment starts in `awaitingPayment`. Or omit `orderIds` and give `fiat`, `country` and
         *     `userId` (unknown user 404 code 1; a currency the country does not use 400 code 9): the bulk payment
         *     takes that user's orders in that currency and country that await payment now and are in no other bulk
         *     payment, and every such order that reaches `awaitingPayment` later (created, or a limit order
         *     executed), until the first deposit to its reference arrives; at most 100 orders. It starts in
         *     `awaitingOrders` when there are none yet, and is `cancelled` when none joined within 24 hours. Only
         *     one such collecting bulk payment may exist per user, fiat and country (409 code 35, the message names
         *     it); a new one can be made once a deposit reached it. When `orderIds` is omitted, `fiat`, `country`
         *     and `userId` must all be provided (400 code 9).
         *
         *     The deposit is matched by `reference` (`amountReceived` counts every deposit to it):
         *     - the full `amount` pays every order: each moves as for an individual payment (`paid`, re-quoted at
         *       the current price when its quote expired, then on to its payout) and the bulk payment goes to
         *       `awaitingAsyncPayoutForOrders`, then `complete` when every order is `complete`;
         *     - less pays the orders oldest first, each in full, while the money lasts, stopping at the first it
         *       cannot pay: those move to `orderIdsPaid`, the rest stay `awaitingPayment` in `orderIds` and the
         *       bulk payment is `insufficientAmountReceived`. The remainder is held: a further deposit to the same
         *       reference adds to it and pays the remaining orders the same way. While money is held, its waiting
         *       orders cannot be cancelled (409 code 23) and do not expire;
         *     - more pays every order and the bulk payment ends in `excessAmountReceived`; the excess is returned
         *       to the sender outside the API.
         *
         *     An order cancelled or expired before any deposit, or paid on its own reference (a payment check or a
         *     deposit to `settlement.payment.instructions.reference`), leaves the bulk payment and `amount` drops; a
         *     bulk payment left without orders before any deposit is `cancelled`.<!-- sandbox --> Sandbox mode:
         *     deposit with `POST /api/sandbox/deposits` to the bulk reference, any amount.<!-- /sandbox -->
         */
        post: operations["createBulkBankPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/bank/bulk/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bulk bank payment
         * @description Extension. Returns one bulk bank payment of a user of the caller's broker, with its current status and which of its orders are paid (`orderIdsPaid`) or still pending (`orderIds`). A bulk bank payment of another broker answers 404 code 8 like a missing one. `amountReceived` is what arrived at its reference so far: with `amount` it tells how much a top-up of an `insufficientAmountReceived` bulk payment needs.
         */
        get: operations["getBulkBankPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/bank/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a bank payment
         * @description Confirms the bank payment of an order whose payment leg is a bank transfer (spec 4.12) and answers
         *     `"OK"`. Requires the createAndModify role and a caller user approved in at least one country (403
         *     code 19). The order must be `awaitingPayment` with a fiat payment leg; otherwise 409 code 31 (also
         *     for crypto-origin orders). An order of another broker answers 404 code 2.
         *
         *     <!-- sandbox -->
         *     Sandbox mode: simulates a successful payment of the amount due, received now from a test account.
         *     The order moves to `paid` (re-quoted first when its quote has expired: advance the sandbox clock past
         *     `expiresAt` to try it) and the following steps run as jobs. An order in a bulk bank payment is paid
         *     alone and leaves the bulk payment.
         *     <!-- /sandbox -->
         *
         *     Production mode: only needed, and only accepted, for PEN, COP and USD payments; an MXN payment over
         *     SPEI needs no announcement, and a check for one answers 422 code 32. The check announces that the
         *     customer sent the transfer: the order moves to `awaitingAsyncPayment` until the operator records
         *     the funds that arrived (`POST /api/payments/deposits`: `paid`, or `incorrectAmountPaid` for another
         *     amount) or, when none are recorded within 4 hours, back to `awaitingPayment` (a later record still
         *     pays it).
         *
         *     <!-- sandbox -->
         *     Sandbox magic amounts force outcomes that are otherwise hard to reach. They look at the cents of an
         *     order's amount (for stablecoins the first two decimals, the rest zero, such as `1000.130000`), and
         *     only of the amount the caller fixed on the quote (`fixedLeg`): a payment ending counts when the origin
         *     amount was given, a payout ending when the destination amount was given. An amount derived from the
         *     price never triggers one, so no order fails by chance:
         *
         *     | Amount | Ending | Outcome |
         *     |---|---|---|
         *     | payment (origin) | `.14` | the check delivers 1 unit (1.00) less than due: `incorrectAmountPaid`, then a child order for the amount received and the parent `filled` |
         *     | payment (origin) | `.15` | the check delivers 1 unit more than due: the same path as `.14` |
         *     | payment (origin) | `.16` | bank check only: the payment stays `awaitingAsyncPayment` and is not found: back to `awaitingPayment` after 10 minutes of sandbox clock |
         *     | fiat payout (destination) | `.13` | the bank rejects the payout once: the bulk bank payout `failed`, the payout leg `failed`, the order back to `awaitingBankPayoutDetails`; the next bank account created for the user in the order's country and currency reschedules it (`awaitingPayout`) and it goes through |
         *
         *     Fix the amount on the leg you want to control when creating the quote (for example
         *     `destination.amount: 2000.13` for a failed payout).
         *     <!-- /sandbox -->
         */
        post: operations["checkBankPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/crypto/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a crypto payment (sandbox)
         * @description Simulates a successful crypto deposit for an order whose payment leg is a stablecoin (spec 4.13) and answers `"OK"`. Meant only for the sandbox: in production mode the operator records crypto deposits as they arrive (`POST /api/payments/deposits`) and this operation answers 422 code 32 (it exists in both modes, unlike the Sandbox operations). Requires the createAndModify role and a caller user approved in at least one country (403 code 19). The order must be `awaitingPayment` with a crypto payment leg; otherwise 409 code 31 (also for fiat-origin orders). An order of another broker answers 404 code 2.<!-- sandbox --> In sandbox mode the deposit of the amount due is recorded with a simulated transaction hash and sender address, and the order passes `processing` to `depositConfirmed` in this request (re-quoted first when its quote has expired); the following steps run as jobs. The sandbox magic payment amounts `.14` and `.15` of the bank check operation apply here too.<!-- /sandbox -->
         */
        post: operations["checkCryptoPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an incoming payment
         * @description The operator's back office records money that arrived on the service's bank account or at a
         *     deposit address, with the transfer's trace. This is how payments are received in production mode,
         *     where no bank or chain is connected to the server: nothing is paid until the operator records it.
         *     Sandbox mode has it too, so a back office can be rehearsed<!-- sandbox -->, beside the simulations
         *     (`POST /api/sandbox/deposits` and the payment checks)<!-- /sandbox -->. Needs a `createAndModify`
         *     key whose caller user is approved (the operator user `npm run keys -- init` makes is).
         *
         *     Give exactly one of `reference` (bank transfers: the reference the transfer quoted) and
         *     `depositAddress` (crypto deposits: the address the money arrived at, with `depositMemo` where the
         *     instructions carry a memo), else 400 code 9. The deposit is recorded (`depositId`) and, when
         *     `matched`, applied in the same transaction, as a payment check or a deposit to a reference would:
         *
         *     - an order's own `reference` or deposit address: the order must await its payment
         *       (`awaitingPayment`, or `awaitingAsyncPayment` after a bank check). The amount due pays it (`paid`,
         *       or for crypto `processing` then `depositConfirmed`; re-quoted at the current price when its quote
         *       expired: in production mode
         *       a failing or stale price feed then answers 503 code 43 and records nothing), then on to its payout; any other amount makes it `incorrectAmountPaid` and a child order
         *       (`parentOrderId`) is filled for the amount received. The order leaves any bulk bank payment it was
         *       in.
         *     - a bulk bank payment's `reference` (`awaitingPayment`, or `insufficientAmountReceived` for a
         *       top-up): with any amount held from earlier deposits, it pays the bulk payment's orders oldest
         *       first, each in full, and stops at the first it cannot pay.
         *
         *     Each order paid gets one entry in `settlement.payment.transactions`: the amount applied to it, the
         *     time of the report, the reference (bank) and the `transaction` trace exactly as given; the server
         *     adds no trace of its own. A crypto deposit needs `transaction.blockchainTxId` and a Mexican bank
         *     transfer its tracking number (`SPEITrackingNumber` for MXN, `SPIDTrackingNumber` for USD); fields
         *     of the other rail are refused (400 code 9). An amount with more decimals than the asset's scale
         *     answers 400 code 9.
         *
         *     A reference or address that matches nothing awaiting payment (unknown, another broker's, an order
         *     or bulk payment no longer awaiting money) or an `asset` other than the one expected is recorded with
         *     `matched: false` and has no effect (200): send the money back or settle it by hand. Every change
         *     emits its events (`order.statusChanged`). A concurrent change to the order or bulk payment answers
         *     409 code 36 and records nothing; retry. Send an `Idempotency-Key` so that a retried report is
         *     applied once.
         */
        post: operations["recordDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/bank/bulk/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bulk bank payout
         * @description Returns one bulk bank payout of a user of the caller's broker (spec 4.14): the orders it pays out, the destination account, its status and every transfer sent (`payoutsSent`, with SPEI/SPID tracking numbers and CEP links for Mexican transfers). The id is in an order's `settlement.payout.bulkBankPayoutId`. Requires a caller user approved in at least one country (403 code 19); the read role suffices. A missing bulk bank payout, or one of another broker, answers 404 code 4 (`Bulk bank payout not found`).<!-- sandbox --> Sandbox mode: a payout amount whose cents are `.13` makes the bank reject it (status `failed`).<!-- /sandbox -->
         */
        get: operations["getBulkBankPayout"];
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
         *     `providerMarketPrice` is the data providers' rate. `serviceMarketPrice` is the rate quotes are built from: it adds the spread of the side, an after-hours fee outside the country's banking hours (weekdays 09:00-17:00 local time: America/Mexico_City, America/Lima, America/Bogota) and an adjustment when the stablecoin is off its USD peg. The `buy` service price is never below the `sell` one. In sandbox mode prices come from a deterministic simulated feed that publishes new rates once a second, as a provider's feed does: every request within one second sees that second's provider rate, and `asOf` is the start of that second. In production mode they come from the operator's price feed (`asOf` is when it published them); while the feed fails or its rates are older than the configured maximum age the answer is 503 code 43, never an invented price.
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
         * @description Extension. Adds a bank account to a user of the caller's broker (a user of another broker answers 404 code 1). The identifier fields needed depend on country and currency (see CreateBankAccountRequest): MX + MXN a CLABE with a valid check digit; MX + USD a CLABE or a US account number and routing number; PE a 20-digit CCI; CO + COP an account number (6-20 digits) and account type; CO + USD an account number and an ABA routing number (checksum). A broken rule answers 422 code 33 with a message that says why; a field of the wrong type 400 code 9. The same identifier twice for one user answers 409 code 35. Emits `bankAccount.created`. The user's cryptoToFiat orders waiting in `awaitingBankPayoutDetails` with the account's country and currency get the account in the same request (see `POST /api/orders`).
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
         * @description Deletes a bank account of a user of the caller's broker (spec 4.16). Requires the createAndModify role and a caller user approved in at least one country (403 code 19 otherwise). An account that is the payment or payout account of an order that is not final (not `complete`, `filled`, `cancelled`, `expired` or `timeInForceEnded`) answers 409 code 30, and the message names the order. An account of another broker answers 404 code 5. Answers 204 with no body and emits `bankAccount.deleted`.
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
        /**
         * Register a webhook
         * @description Extension. Registers a URL that receives the events of one `type` (`orders`, `bank-accounts` or `users`) about one user (`userId`, default the caller user; a user of another broker answers 404 code 1). The answer carries the registration id and its signing secret (`whsec_…`), shown only here: keep it to verify deliveries (see the Webhooks tag).
         *
         *     URL rules: absolute `https` URL (`http` also accepted in sandbox mode), no user name or password in it, at most 2048 characters; in production mode the host must be a public unicast address (IP literals, `localhost` and, on Node, the addresses a name resolves to now are checked; loopback, private, link-local, carrier-grade NAT, reserved, multicast, broadcast, site-local and IPv6 forms carrying such an IPv4 address are refused: the Webhooks tag, Targets); in sandbox mode link-local and cloud metadata addresses are refused. A broken rule answers 400 code 9 naming `body.url`. The same user, type and URL registered twice answers 409 code 35. A user has at most 10 registrations of all types: an 11th answers 422 code 47 (delete one first). In sandbox mode `faults` makes its deliveries misbehave on purpose, to test a receiver (the Webhooks tag, Faults on demand); a production server answers 400 code 9 naming `body.faults`.
         */
        post: operations["createWebhook"];
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
        post?: never;
        /**
         * Delete a webhook registration
         * @description Deletes a registration of the caller's broker (spec 4.19). Deliveries not yet attempted are dropped. Answers 204 with no body. A registration of another broker answers 404 code 7.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook registration
         * @description Extension. Changes the URL, the retry flag and/or, in sandbox mode, the faults of a registration of the caller's broker (at least one of them; `faults` replaces the registration's whole, `{}` removes them; a production server answers 400 code 9 naming `body.faults`). The URL rules of registration apply; the secret, user and type do not change. A URL already registered for the same user and type answers 409 code 35. Answers the registration.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/webhooks/{id}/secret/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a registration's signing secret
         * @description Extension. Issues a new signing secret for a registration of the caller's broker and answers it, once. For the next 24 hours every delivery carries two signatures in `webhook-signature`, one with the new secret and one with the previous, so a receiver can switch secrets without missing a delivery; after that only the new one signs. Rotating again within the 24 hours replaces the previous secret with the one being rotated out. A registration of another broker answers 404 code 7.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a registration's delivery attempts
         * @description Extension. The delivery log of a registration of the caller's broker, newest first: every attempt (scheduled deliveries and their retries, redeliveries, pings) with its time, duration, status code, the first 1,024 bytes of the answer or the network error, and when the next retry is due. `X-Total-Count` carries the number of matching attempts. A registration of another broker answers 404 code 7.
         */
        get: operations["listWebhookAttempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an event to a registration again
         * @description Extension. Sends one stored event (`eventId`, an event of the registration's user and type) to a registration of the caller's broker now, as a new attempt with the same `webhook-id` and body, signed at the time of sending, and answers that attempt when it has finished (up to the 10-second timeout). The answer is 200 whatever the receiver did: `outcome` says whether it accepted the delivery. A redelivery is not retried and does not change the scheduled delivery of the event. It works on disabled registrations too, so a receiver can be checked before it is enabled again. A registration of another broker answers 404 code 7; an event it would not receive, 404 code 37.
         */
        post: operations["redeliverWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to a registration
         * @description Extension. Sends a `webhook.ping` event (schema `WebhookPingEvent`), signed like every delivery, to a registration of the caller's broker now, and answers the attempt when it has finished (up to the 10-second timeout). The answer is 200 whatever the receiver did: `outcome`, `statusCode`, `responseBody` and `error` say what happened, so an endpoint can be checked from the first day. The ping is not stored as an event and not retried; it appears in the registration's delivery log. A registration of another broker answers 404 code 7.
         */
        post: operations["pingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Extension. The events of the caller's broker, newest first, with the same bodies that webhook deliveries carry, whether or not any registration receives them: a receiver that was down can reconcile without waiting for retries. Filters combine; a user, order or bank account of another broker matches nothing. `X-Total-Count` carries the number of matching events. **Reading on from an event (`since`).** With `since`, the page holds the events written after that event, oldest first: in ascending order of `createdAt`, then of `id` (the events of one change, which share a `createdAt`, in the order the change wrote them). The next page is `since` with the last id of this one (no `X-Next-Cursor` is sent); an empty page means nothing newer yet. An event's `createdAt` is the instant of its change, taken before the change commits, so an event committed a moment after a page was read can sort before that page's last event: a reader that must see every event reads on from an event a little older than the last it saw and drops the ones it has by `id`. An unknown or already purged `since` answers 400 code 9 naming `query.since` (rather than an empty page, which would look like "nothing new" for ever): start again with `from`. Events and delivery attempts are kept for the server's event retention (CAMBIO_EVENT_RETENTION_DAYS, 30 days by default), then purged by the hourly maintenance job (in the sandbox also when a move of the broker's clock passes it); a purged event answers 404 here and cannot be redelivered.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event
         * @description Extension. One event of the caller's broker, with the body its webhook deliveries carry. An event of another broker answers 404 code 37 like a missing one.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
    "/api/sandbox/users/{id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drive a user's onboarding to an outcome (sandbox)
         * @description Sandbox only (404 code 13 in production mode). Drives the onboarding of a user of the caller's
         *     broker in `country` (default: the country the user started with) to `outcome` (an
         *     `OnboardingStatus`), step by step through the same code as a person or operator: the link handed out
         *     (`GET /api/users/{id}/link`) and verification steps (the hosted page,
         *     `POST /api/sandbox/users/{id}/verification`) with an explicit outcome, whatever the e-mail's magic
         *     value. Each step is one commit and one `user.onboardingStatusChanged` event (and webhook). Answers
         *     the user as `GET /api/users/{id}` returns it. Its current status as `outcome`: 200, nothing changes.
         *     The steps, shortest path first:
         *
         *     | From | To | Step (what happens) |
         *     | --- | --- | --- |
         *     | `none` | `started` | the verification link is handed out |
         *     | `started` (individual) | `approved`, `review`, `failed` | a verification step with that outcome |
         *     | `started` (business) | `legalRepresentativeApproved` | the legal representative passes (a step with outcome `approved`) |
         *     | `started` (business) | `legalRepresentativeFailed` | the legal representative fails (a step with outcome `failed`) |
         *     | `started` (business) | `review` | a verification step with outcome `review` |
         *     | `legalRepresentativeApproved` (business) | `approved`, `review`, `failed` | a verification step with that outcome |
         *     | `review` | `approved`, `failed` | a verification step with that outcome |
         *
         *     So `approved` from `none` takes two steps for an individual user and three for a business user. A
         *     status it cannot reach from its current one answers 409 code 51, whose message names its current
         *     status and the path that reaches the outcome from a status that can (for example "`approved` is
         *     reached from `none`: the verification link is handed out → `started`, …; the individual user's
         *     onboarding is `failed`"): `approved`, `failed` and `legalRepresentativeFailed` are final, nothing
         *     leads back to `none`, and the `legalRepresentative…` statuses are a business user's only. The
         *     specification's `individualPassed`, `individualReview`, `individualFailed` and `bridge…` statuses are
         *     listed without a meaning or a transition, so this version does not produce them: 409 code 51 says
         *     so. A user of another broker answers 404 code 1 like a missing one; a country the user is not
         *     onboarding in, 400 code 9.
         */
        post: operations["reachSandboxOnboardingOutcome"];
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
    "/api/sandbox/brokers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a sandbox broker with everything it holds
         * @description Sandbox only (404 code 13 in production mode). Deletes the calling key's own broker, made with `POST /api/sandbox/brokers`, in one commit: its users with their onboardings and documents, keys, quotes, orders, bulk payments and payouts, deposits, bank accounts, addresses, webhook registrations with their pending deliveries and delivery log, events, exports, outbox messages, idempotency keys and scheduled jobs. Nothing of another broker is touched. Its keys stop working at once (401 code 19). The keys are the handle: any other broker's id answers 404 code 49, like a missing one. The server's first sandbox broker (`brk_sandbox`, whose keys it printed at its first start) is kept: 409 code 50. Answers 204 with no body.
         */
        delete: operations["deleteSandboxBroker"];
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
         * @description Sandbox only (404 code 13 in production mode). Simulates money arriving at a payment reference of
         *     the caller's broker, for any amount, so that exact, short and excess payments can be exercised. The
         *     deposit is recorded (`depositId`) and, when `matched`, applied in the same transaction:
         *
         *     - the `reference` of an order's `settlement.payment.instructions` (bank or crypto): the order must
         *       await its payment (`awaitingPayment`, or `awaitingAsyncPayment` for a bank payment). The amount
         *       due pays it exactly as a payment check does (`paid` or `depositConfirmed`, re-quoted at the current
         *       price when its quote expired, then on to its payout); any other amount makes it
         *       `incorrectAmountPaid`, and a child order (`parentOrderId`) is filled for the amount received, as
         *       with the magic amounts. The order leaves any bulk bank payment it was in.
         *     - the `reference` of a bulk bank payment awaiting payment (`awaitingPayment`, or
         *       `insufficientAmountReceived` for a top-up): together with any amount held from earlier deposits,
         *       it pays the bulk payment's orders oldest first, each in full, and stops at the first it cannot pay.
         *       All paid: `awaitingAsyncPayoutForOrders` (then `complete` with the orders), or
         *       `excessAmountReceived` when money is left over; otherwise `insufficientAmountReceived`.
         *
         *     A reference that matches nothing awaiting payment (unknown, another broker's, an order or bulk
         *     payment no longer awaiting money, a bulk payment still `awaitingOrders`) or an `asset` other than
         *     the one the reference expects is recorded with `matched: false` and has no effect (200). An amount
         *     with more decimals than the asset's scale is refused (400 code 9). A concurrent change to the order
         *     or bulk payment answers 409 code 36 and records nothing; retry.
         */
        post: operations["createSandboxDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/orders/{id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drive an order to an outcome (sandbox)
         * @description Sandbox only (404 code 13 in production mode). Drives an order of the caller's broker along its
         *     flow's state machine (`x-state-machine` of `OrderStatus`) to the status `outcome`, step by step, each
         *     step through the same code and the same `order.statusChanged` event (and webhook deliveries) as the
         *     real occurrence: the payment is a deposit of the amount due at the order's payment reference (as
         *     `POST /api/sandbox/deposits`; one unit less for `incorrectAmountPaid`), a child order is filled as
         *     for a real incorrect payment, the automatic steps are the order's own job steps, `expired` is the
         *     expiry (without waiting for the due date), `cancelled` the cancel operation, and a payment from an
         *     account that is not the user's, a failed address screening and the refund steps are recorded as
         *     `OrderStatus` describes them. The steps are the shortest path of the flow's machine from the order's
         *     status to `outcome` through steps the sandbox can take; each step is one commit of its own, so a
         *     failure leaves the order at a real status of the path. Steps that wait for someone else (a limit
         *     order's window, a set-up step inside booking, an announced bank payment) are not taken: docs/sandbox.md
         *     ("Every outcome on demand") lists which outcomes each flow reaches and from where.
         *
         *     Answers 200 with the order as `GET /api/orders/{id}` returns it. `outcome` equal to the order's status:
         *     200, nothing changes and no event is emitted. An outcome the order cannot reach from its status (a
         *     final status, another flow's status, one only passed inside a request): 409 code 51, and the message
         *     names the order's status and the path that reaches the outcome from a status that can, each step
         *     its trigger and the status it leads to, worded as for the other outcome operations (for example "…:
         *     `refundComplete` is reached from `awaitingPayment`: paymentFromOtherOrigin → `paymentOriginMismatch`,
         *     refundStarted → `refundInitiated`, refundSent → `refundComplete`; the order is `complete`"). An order that is not the caller's broker's: 404 code 2. A
         *     concurrent change to the order answers 409 code 36; read it again and retry. The automatic path
         *     goes on from an intermediate outcome (`paid`, `liquiditySourced`, …) on the broker's clock, as it
         *     would after a real payment.
         */
        post: operations["reachSandboxOrderOutcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/payments/bank/bulk/{id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drive a bulk bank payment to an outcome (sandbox)
         * @description Sandbox only (404 code 13 in production mode). Drives a bulk bank payment of the caller's broker to
         *     `outcome` along its real path, step by step, through the same code as a real occurrence, so that its
         *     orders move and their `order.statusChanged` events (and webhooks) are written as they would be.
         *     Answers the bulk bank payment as `GET /api/payments/bank/bulk/{id}` returns it. Its current status as
         *     `outcome`: 200, nothing changes. The steps, shortest path first:
         *
         *     | From | To | Step (what happens) |
         *     | --- | --- | --- |
         *     | `awaitingOrders` | `cancelled` | nothing joined: the 24-hour expiry runs now |
         *     | `awaitingPayment` | `insufficientAmountReceived` | a deposit 1 unit short of what is due at its `reference`: it pays its orders oldest first while it lasts, the rest wait |
         *     | `awaitingPayment` | `excessAmountReceived` | a deposit 1 unit over what is due: every order is paid |
         *     | `awaitingPayment` | `awaitingAsyncPayoutForOrders` | a deposit of what is due: every order is paid |
         *     | `awaitingPayment` | `cancelled` | every order is cancelled (as `POST /api/orders/{id}/cancel`), so each leaves it |
         *     | `insufficientAmountReceived` | `awaitingAsyncPayoutForOrders` | a top-up of what is missing: the waiting orders are paid |
         *     | `insufficientAmountReceived` | `excessAmountReceived` | a top-up 1 unit over what is missing |
         *     | `awaitingAsyncPayoutForOrders` | `complete` | every paid order takes its automatic steps now, its payout confirmed (also one with a `.13` magic amount) |
         *
         *     What is due is the sum of the waiting orders' payment amounts less what the bulk payment holds from
         *     earlier deposits. Each deposit is the one `POST /api/sandbox/deposits` makes at the bulk payment's
         *     `reference` (recorded, one commit with the orders it pays: `paid`, then on to their payouts on their
         *     own). Reaching `complete` takes each order's steps (`paid` → `sourcingLiquidity` → `liquiditySourced`
         *     → `awaitingPayout` → `awaitingAsyncPayout` → `complete`) one commit each, as its jobs would, with one
         *     event per step; an order already on its way continues from where it is.
         *
         *     A status it cannot reach from its current one answers 409 code 51, whose message names its current
         *     status and the path that reaches the outcome from a status that can (for example "`complete` is
         *     reached from `awaitingPayment`: a deposit of what is due → `awaitingAsyncPayoutForOrders`, …; the bulk
         *     bank payment is `cancelled`"): the final statuses (`complete`, `excessAmountReceived`, `cancelled`)
         *     lead nowhere, `awaitingOrders` and `awaitingPayment` are reached only by orders joining, and
         *     `complete` needs every paid order on its automatic path (not one awaiting new payout details).
         *     `awaitingAsyncPayment` and `failed` are not produced by this version (a deposit is applied as it
         *     arrives), and answer 409 code 51 saying so. A bulk bank payment of another broker answers 404 code 8
         *     like a missing one. A concurrent change answers 409 code 36; the steps taken until then stay, and the
         *     same request again continues from there.
         */
        post: operations["reachSandboxBulkBankPaymentOutcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/payouts/bank/bulk/{id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drive a bulk bank payout to an outcome (sandbox)
         * @description Sandbox only (404 code 13 in production mode). Drives a bulk bank payout of the caller's broker to
         *     `outcome` along its real path, step by step: each of its orders takes its payout steps through the
         *     same code as its jobs (the sandbox's bank), so that the orders move and their `order.statusChanged`
         *     events (and webhooks) are written as they would be. Answers the bulk bank payout as
         *     `GET /api/payouts/bank/bulk/{id}` returns it. Its current status as `outcome`: 200, nothing changes.
         *     The steps, shortest path first:
         *
         *     | From | To | Step (what happens) |
         *     | --- | --- | --- |
         *     | `awaitingPayout` | `awaitingAsyncPayout` | the transfers are sent: each order still in `awaitingPayout` submits its payout (`awaitingAsyncPayout`, its transfers in `payoutsSent`) |
         *     | `awaitingAsyncPayout` | `complete` | the bank confirms every transfer: each order not yet `complete` sends what it has not sent, then completes (also one with a `.13` magic amount) |
         *     | `awaitingAsyncPayout` | `failed` | the bank rejects the transfers: each order not yet `complete` sends what it has not sent, then its payout fails, as with the magic amount `.13`: the order moves to `awaitingBankPayoutDetails`, its bank account detached, and waits for the next bank account of its user, country and currency |
         *
         *     Each order step is one commit and one event, as the order's job would make it (each reads what the
         *     one before wrote), so a concurrent change (409 code 36) leaves the steps taken so far and the same
         *     request again continues from there.
         *
         *     A status it cannot reach from its current one answers 409 code 51, whose message names its current
         *     status and the path that reaches the outcome from a status that can (for example "`complete` is
         *     reached from `awaitingPayout`: the transfers are sent → `awaitingAsyncPayout`, …; the bulk bank payout
         *     is `failed`"): `complete` and `failed` are final. `awaitingOrders`, `awaitingPaymentForOrders`,
         *     `checkingLiquidity`, `sourcingLiquidity`, `liquiditySourced` and `awaitingAsyncPayoutRequest` are not
         *     produced by this version (a bulk bank payout is made at `awaitingPayout`, when its first order's
         *     payout is scheduled), nor is `cancelled` (no order leaves a bulk payout before it is sent): 409 code
         *     51 says so. A bulk bank payout of another broker answers 404 code 4 like a missing one.
         */
        post: operations["reachSandboxBulkBankPayoutOutcome"];
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
         * Read the caller's broker's clock
         * @description Sandbox only (404 code 13 in production mode). Returns the time of the calling key's broker: real time plus the offset its POST /api/sandbox/clock/advance added (each broker has a clock of its own). Every time the service reads for the broker follows it: quote expiry, payment due dates, limit-order windows and daily volumes, banking hours, scheduled jobs and webhook retries, and the retention of its data (purged as of its clock when it moves). Webhook signatures (`webhook-timestamp`) keep the real time.
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
         * Advance the caller's broker's clock
         * @description Sandbox only (404 code 13 in production mode). Moves the clock of the calling key's broker forward by `seconds` (1 to 31536000); it never moves back. Each broker has a clock of its own (a throwaway broker from POST /api/sandbox/brokers starts at the real time): no other broker's clock, jobs or deliveries move. It behaves like a test clock: the move stops at each instant within the span at which one of the broker's jobs or webhook deliveries is due (order steps, expiries, limit-order checks, fills, retries), stands the clock at that instant and runs what is due then, in due order, so that each runs at exactly its own due time and what it schedules within the span runs too. One move of a minute takes a paid order through every automatic step (the server's CAMBIO_STEP_SECONDS apart, 2 s by default) to `complete`, and the order's `order.statusChanged` events (GET /api/events) carry the times the steps were due; a move of one step's length takes one step. Jobs already overdue before the move run first, at the current time. At most 500 jobs and deliveries run per move (`caughtUp` false past that: the clock still moves by the whole span and the rest run at the new time). Then the broker's data past its retention at the new time is purged, as the hourly purge does on the real time: unbooked quotes 7 days after they expired (GET /api/quotes/{id} then 404 code 3), events and delivery attempts older than the event retention (CAMBIO_EVENT_RETENTION_DAYS; GET /api/events/{id} then 404 code 37). Nothing of another broker is purged. POST /api/sandbox/jobs/run stays for what is due now. Answers the clock and what ran.
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
         * @description Sandbox only (404 code 13 in production mode). Runs, at once, every job of the calling key's broker that is due by its clock (order steps, expiries, limit-order checks, exports), then every webhook delivery of the broker due (first attempts and retries, those the jobs just made included), so tests need not wait for the background worker. Other brokers' jobs are theirs to run. No body. `ran` counts the jobs and deliveries run (at most 500 of each per call); `remaining` counts the broker's still pending afterwards (scheduled for later, or due and left for the next call).
         */
        post: operations["runSandboxJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the outbox (sandbox)
         * @description Sandbox only (404 code 13 in production mode). The e-mail messages the server sent for the caller's broker (order exports), newest first, whichever way they left: in sandbox mode every message is kept in the outbox, also when a mail relay sent it. Read one, with its text and attachment, with `GET /api/sandbox/outbox/{id}`. `X-Total-Count` carries the number of messages.
         */
        get: operations["listSandboxOutboxMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/outbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an outbox message (sandbox)
         * @description Sandbox only (404 code 13 in production mode). One message of the outbox as a mail client would show it, read back from the stored `.eml` file: its headers in order, its text part and its attachments (the bytes in base64). A message sent for another broker answers 404 code 39 like a missing one.
         */
        get: operations["getSandboxOutboxMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/webhooks/{id}/receiver-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a registration's receiver (sandbox)
         * @description Sandbox only (404 code 13 in production mode). Sends the registration's URL eight test deliveries, one
         *     after the other, and answers the report (also kept: `GET /api/sandbox/receiver-checks/{id}`) when the
         *     last has been answered. Each says whether the receiver answered as a correct Standard Webhooks
         *     receiver does: a 2xx to `valid` and `replay`, a 4xx to every other case. A 5xx, a 3xx (redirects are
         *     not followed), a timeout, a network error or a 2xx where a 4xx is due is wrong.
         *
         *     They are sent like deliveries: the same HTTP client, `content-type: application/json`,
         *     `user-agent: cambio-webhooks/1`, the 10-second limit, the same target rules (sandbox mode delivers to
         *     loopback and private addresses). None of them is an event of the events API or an attempt in the
         *     registration's delivery log, and none is retried. The body of each is a `webhook.ping` test message,
         *     the one `POST /api/webhooks/{id}/ping` sends (schema `WebhookPingEvent`:
         *     `{"id":"<webhook-id>","type":"<registration type>","event":"webhook.ping","createdAt":"…","data":{"webhookId":"<registration id>"}}`),
         *     whose `id` is the case's `webhook-id`. A signature is the delivery's, `v1,<base64 HMAC-SHA256>` of
         *     `<webhook-id>.<webhook-timestamp>.<raw body>` with the registration's secret (both secrets during a
         *     rotation's overlap); "now" is the real time of the send, in unix seconds. The cases:
         *
         *     | case | `webhook-id` | `webhook-timestamp` | `webhook-signature` | body | correct answer |
         *     | --- | --- | --- | --- | --- | --- |
         *     | `valid` | new id A | now | signed | the message | 2xx |
         *     | `badSignature` | new id | now | `v1,` and the base64 of 32 random bytes | the message | 4xx |
         *     | `otherSecret` | new id | now | signed with a new random secret, not the registration's | the message | 4xx |
         *     | `staleTimestamp` | new id | now minus 10 minutes | signed (over that timestamp) | the message | 4xx |
         *     | `futureTimestamp` | new id | now plus 10 minutes | signed (over that timestamp) | the message | 4xx |
         *     | `replay` | A again | now | signed anew | `valid`'s body, byte for byte | 2xx: a receiver may acknowledge a duplicate without processing it again |
         *     | `tamperedBody` | new id | now | signed over the message | the message with `"tampered":true` added to `data` | 4xx |
         *     | `missingSignature` | new id | now | absent | the message | 4xx |
         *
         *     The timestamps are twice the 5-minute tolerance of Standard Webhooks libraries away from now, so a
         *     receiver whose clock is a little off is still judged right. Eight sends of at most 10 s each: the
         *     answer can take up to 80 s. On Cloudflare Workers the check runs inside the request: eight
         *     subrequests, well within a Worker's limit of subrequests per request, and time spent waiting for a
         *     receiver does not count as CPU time. A registration of another broker answers 404 code 7.
         */
        post: operations["runSandboxReceiverCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/receiver-checks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a receiver check (sandbox)
         * @description Sandbox only (404 code 13 in production mode). The report of a receiver check, as `POST /api/sandbox/webhooks/{id}/receiver-checks` answered it. Reports are kept until their broker is deleted, also after their registration is. A check of another broker answers 404 code 52, like a missing one.
         */
        get: operations["getSandboxReceiverCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the server and its database answer
         * @description Extension, and the one operation that takes no API key (`security: []`; a key sent anyway is ignored): load balancers, orchestrators and uptime checks call it. Answers 200 `{"status":"ok"}` when the server reads its database within 2 seconds, else 503 code 40. It says nothing about a tenant and changes nothing. It is never rate-limited, so that a flood of requests from a load balancer's address cannot take the server out of service: it is not counted, and its `RateLimit` field tells what is left of the address's quota for other requests without a valid key.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = {
    "order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order was booked
         * @description `data` is the order as its creation answered it. Sent by cambio to your URL with the Standard Webhooks headers (see the Webhooks tag); answer any 2xx within 10 seconds. No API key is sent: verify the signature.
         */
        post: operations["onOrderCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.statusChanged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order changed status
         * @description `data` is the order after the change; `previousStatus` its status before. Sent by cambio to your URL with the Standard Webhooks headers (see the Webhooks tag); answer any 2xx within 10 seconds. No API key is sent: verify the signature.
         */
        post: operations["onOrderStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bankAccount.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A bank account was created
         * @description `data` is the bank account. Sent by cambio to your URL with the Standard Webhooks headers (see the Webhooks tag); answer any 2xx within 10 seconds. No API key is sent: verify the signature.
         */
        post: operations["onBankAccountCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bankAccount.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A bank account was deleted
         * @description `data` is the bank account as it was. Sent by cambio to your URL with the Standard Webhooks headers (see the Webhooks tag); answer any 2xx within 10 seconds. No API key is sent: verify the signature.
         */
        post: operations["onBankAccountDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user was created
         * @description `data` is the new user. Sent by cambio to your URL with the Standard Webhooks headers (see the Webhooks tag); answer any 2xx within 10 seconds. No API key is sent: verify the signature.
         */
        post: operations["onUserCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user was updated
         * @description `data` is the user after the update. Sent by cambio to your URL with the Standard Webhooks headers (see the Webhooks tag); answer any 2xx within 10 seconds. No API key is sent: verify the signature.
         */
        post: operations["onUserUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.onboardingStatusChanged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user's onboarding status changed
         * @description `data` is the user after the change; `country` and `previousStatus` say which onboarding and where it was. Sent by cambio to your URL with the Standard Webhooks headers (see the Webhooks tag); answer any 2xx within 10 seconds. No API key is sent: verify the signature.
         */
        post: operations["onUserOnboardingStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.termsAccepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user accepted the terms
         * @description `data` is the user after it. Sent by cambio to your URL with the Standard Webhooks headers (see the Webhooks tag); answer any 2xx within 10 seconds. No API key is sent: verify the signature.
         */
        post: operations["onUserTermsAccepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.documentUploaded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user uploaded a document
         * @description `data` is the user. Sent by cambio to your URL with the Standard Webhooks headers (see the Webhooks tag); answer any 2xx within 10 seconds. No API key is sent: verify the signature.
         */
        post: operations["onUserDocumentUploaded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.additionalInformationAdded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user added additional information
         * @description `data` is the user after it. Sent by cambio to your URL with the Standard Webhooks headers (see the Webhooks tag); answer any 2xx within 10 seconds. No API key is sent: verify the signature.
         */
        post: operations["onUserAdditionalInformationAdded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test event
         * @description Sent only by `POST /api/webhooks/{id}/ping`. Sent by cambio to your URL with the Standard Webhooks headers (see the Webhooks tag); answer any 2xx within 10 seconds. No API key is sent: verify the signature.
         */
        post: operations["onWebhookPing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type components = {
    schemas: {
        /** @description An event: the body of a webhook delivery and an item of the events API. `event` tells which of the shapes it is; `data` is always the resource as its GET answered it at the change (an Order, a BankAccount, a User), never a reference to it. */
        WebhookEvent: components["schemas"]["OrderCreatedEvent"] | components["schemas"]["OrderStatusChangedEvent"] | components["schemas"]["BankAccountEvent"] | components["schemas"]["UserEvent"] | components["schemas"]["UserDocumentUploadedEvent"] | components["schemas"]["UserAdditionalInformationAddedEvent"] | components["schemas"]["UserOnboardingStatusChangedEvent"] | components["schemas"]["WebhookPingEvent"];
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
             * Format: int32
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
         * @description One fee tier. `min` and `max` bound the user's 30-day volume in USD of the tier's country and side (`accumulatedVolumeInUSD`: orders completed over the current UTC day and the 29 before, each valued in USD at completion at the order's own price); `min` inclusive, `max` exclusive, the top tier uses 1000000000000. Fees are rates: 0.005 is 0.5 %.
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
            /** @description Tiers for `buy`, the side of fiatToCrypto and cryptoToCrypto orders. */
            buy: components["schemas"]["FeeRange"][];
            /** @description Tiers for `sell`, the side of cryptoToFiat orders. */
            sell: components["schemas"]["FeeRange"][];
        };
        /**
         * @description Platform fee tiers per country (`BR` is a key here only) and side. The tier whose `[min, max)` contains the user's `accumulatedVolumeInUSD` of that country and side is chosen when a quote is priced (and when an order is re-priced): the USD value of the user's orders completed over the current UTC day and the 29 before, each valued at completion at the order's own price as `accumulatedVolumeInUSD` describes. Side `buy` covers fiatToCrypto and cryptoToCrypto orders, `sell` cryptoToFiat orders.
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
         * @description 30-day USD volume of one country, per side, up to 6 decimals (see `accumulatedVolumeInUSD`).
         * @example {
         *       "buy": 12500.5,
         *       "sell": 0
         *     }
         */
        VolumeBySide: {
            /**
             * @description Volume of completed fiatToCrypto and cryptoToCrypto orders, in USD.
             * @example 12500.5
             */
            buy: number;
            /**
             * @description Volume of completed cryptoToFiat orders, in USD.
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
             * @description The user's 30-day volume in USD per country and side, the input of the fee tiers of `platformFeeRanges`. What counts: the orders that reached `complete` on the current UTC day or one of the 29 before (an order counts on the UTC day it completed and leaves the sum 30 days later), under the order's country and side: `buy` for fiatToCrypto and cryptoToCrypto orders, `sell` for cryptoToFiat orders. An order's USD value is fixed once, when it completes: its origin amount (what the customer paid, fees included) in USD. A USD, USDC, USDCe or USDT origin counts at face value; otherwise, when the destination is USD, USDC, USDCe or USDT, the origin converts at the order's `marketPrice` (MXN, PEN, COP or EURC into that dollar asset, counted at face value); an order with no dollar leg (EURC against MXN, PEN, COP or EURC) counts its EURC amount (the origin, or the origin converted at `marketPrice`) at EURC's peg, the EUR/USD rate of the service's price source at completion. Each order's value is rounded down to 6 decimals and the volume is their exact sum. A quote, and the re-pricing of an order (late payment, limit execution, child order), takes the tier from the volume at that moment. Key `CO` is an extension.
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
         * Format: int32
         * @description Error code. Codes 19, 1 and 4 are the specification's; the rest are this service's catalogue (see `x-error-catalogue` and the table in the API description). A code keeps its meaning across versions; new codes may be added.
         * @example 19
         * @enum {integer}
         */
        ErrorCode: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31 | 32 | 33 | 34 | 35 | 36 | 37 | 38 | 39 | 40 | 41 | 42 | 43 | 44 | 45 | 46 | 47 | 48 | 49 | 50 | 51 | 52;
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
         * Format: email
         * @description E-mail address, unique per broker (case-insensitive). <!-- sandbox -->In sandbox mode its local part selects the verification outcome: ending in `+review` gives `review`, `+fail` gives `failed`, anything else `approved`.<!-- /sandbox -->
         * @example ana.garcia@example.com
         */
        NewUserEmail: string;
        /**
         * @description Phone number in E.164 form (`+`, country code, number; no spaces).
         * @example +525512345678
         */
        NewUserPhoneNumber: string;
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
         * @description A part of a person's name, 1 to 100 characters without control characters.
         * @example Ana
         */
        PersonName: string;
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
         * @description Broker of the new user. Optional; when sent it must be the caller's broker, any other value answers 400 code 9 naming `body.brokerId`.
         * @example brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G
         */
        NewUserBrokerId: string;
        /**
         * @description A new individual user: `firstName` and `lastName` are required, `middleName` and `secondLastName` optional; `businessName` is not a field of this form (400 code 9 naming it). Unknown fields are rejected.
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
        IndividualUserRequest: {
            country: components["schemas"]["Country"];
            email: components["schemas"]["NewUserEmail"];
            phoneNumber: components["schemas"]["NewUserPhoneNumber"];
            /**
             * @description An individual user. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            userType: "individual";
            address: components["schemas"]["PostalAddressInput"];
            /** @description First name. */
            firstName: components["schemas"]["PersonName"];
            /** @description Middle name. */
            middleName?: components["schemas"]["PersonName"];
            /** @description Last name. */
            lastName: components["schemas"]["PersonName"];
            /** @description Second surname. */
            secondLastName?: components["schemas"]["PersonName"];
            additionalInformation?: components["schemas"]["AdditionalInformation"];
            brokerId?: components["schemas"]["NewUserBrokerId"];
        };
        /**
         * @description A new business user: `businessName` is required; the individual name fields (`firstName`, `middleName`, `lastName`, `secondLastName`) are not fields of this form (400 code 9 naming them). Unknown fields are rejected.
         * @example {
         *       "country": "MX",
         *       "email": "compras@norte.example.com",
         *       "phoneNumber": "+525512345678",
         *       "userType": "business",
         *       "businessName": "Comercializadora Norte S.A. de C.V.",
         *       "address": {
         *         "street1": "Av. Constitución 400",
         *         "city": "Monterrey",
         *         "state": "Nuevo León",
         *         "country": "MX",
         *         "postalCode": "64000"
         *       }
         *     }
         */
        BusinessUserRequest: {
            country: components["schemas"]["Country"];
            email: components["schemas"]["NewUserEmail"];
            phoneNumber: components["schemas"]["NewUserPhoneNumber"];
            /**
             * @description A business user. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            userType: "business";
            address: components["schemas"]["PostalAddressInput"];
            /**
             * @description Legal name of the business.
             * @example Comercializadora Norte S.A. de C.V.
             */
            businessName: string;
            additionalInformation?: components["schemas"]["AdditionalInformation"];
            brokerId?: components["schemas"]["NewUserBrokerId"];
        };
        /**
         * @description A new user of the caller's broker (spec 4.2), one of two whole forms picked by `userType`: an `IndividualUserRequest` (`firstName` and `lastName` required, optionally `middleName` and `secondLastName`, no `businessName`) or a `BusinessUserRequest` (`businessName` required, none of the individual name fields). Both always require `country`, `email`, `phoneNumber`, `userType` and `address`. Breaking these rules answers 400 code 9 naming the field. The e-mail address must be unused among the broker's users (409 code 35).
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
        CreateUserRequest: components["schemas"]["IndividualUserRequest"] | components["schemas"]["BusinessUserRequest"];
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
                 * Format: int32
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
             * @description Absolute URL of the verification page, served by this service at `{base_url}/onboarding/{token}`. Open it in a browser. <!-- sandbox -->In sandbox mode the page offers Approve, Send to review and Fail buttons.<!-- /sandbox -->
             * @example http://localhost:8787/onboarding/ot_6kTz0Qd1pX9wV3yB7mN2cL
             */
            onboardingLink: string;
        };
        /**
         * @description An operator's decision on one verification step of a user (`POST /api/users/{id}/verification`).
         * @example {
         *       "country": "MX",
         *       "decision": "approved"
         *     }
         */
        VerificationDecision: {
            country?: components["schemas"]["Country"];
            /**
             * @description `approved`: the identity (for a business, first its legal representative) checks out; `review`: more is needed before a decision; `failed`: verification is refused.
             * @example approved
             * @enum {string}
             */
            decision: "approved" | "review" | "failed";
        };
        /**
         * @description Order status (spec 3.1). Which statuses an order passes through depends on its flow and type; the
         *     transitions are in `x-state-machine` and in the table of `POST /api/orders`.
         *
         *     - `awaitingTimeInForceToStart`: limit order before `timeInForceStartsAt`.
         *     - `awaitingLimitPriceCondition`: limit order inside its window, waiting for the service price to
         *       reach `limitNetPrice`.
         *     - `timeInForceEnded`: limit order whose window ended unexecuted (final).
         *     - `created`: order recorded; a market order leaves it within the create request.
         *     - `addressCheckPassed`: the destination crypto address passed screening (crypto destinations).
         *     - `bankPaymentDetailsAdded`: bank payment instructions generated (fiat origin).
         *     - `depositAddressCreated`: deposit address assigned (crypto origin).
         *     - `awaitingPayment`: instructions are in `settlement.payment.instructions`; waiting for the
         *       customer's payment until `settlement.payment.dueDate`.
         *     - `awaitingAsyncPayment`: a bank payment was announced (bank check in production for PEN, COP, USD)
         *       or a bulk bank payment deposit is being reconciled.
         *     - `processing`: a crypto deposit was seen on chain and waits for confirmations.
         *     - `paid`: the fiat payment was received in full. `depositConfirmed`: the same for a crypto deposit.
         *     - `incorrectAmountPaid`: the amount received differs from the amount due.
         *     - `filled`: an incorrectly paid order closed after a child order (`parentOrderId`) was created for
         *       the amount received (final).
         *     - `sourcingLiquidity`, `liquiditySourced`: the service buys, then holds, the destination asset.
         *     - `awaitingPayout`: payout scheduled (value date, batching into a bulk bank payout).
         *     - `awaitingAsyncPayout`: payout transfer(s) submitted, waiting for the bank or chain to confirm.
         *     - `awaitingBankPayoutDetails`: a fiat payout has no usable bank account (none given at creation,
         *       or the bank rejected the payout). `bankPayoutDetailsAdded`: a bank account was attached.
         *     - `complete`: payout delivered (final). `cancelled`, `expired`: final, see the cancel and expiry rules.
         *
         *     The last five values extend the specification's list (this service's decision, from the reference
         *     service's refund model). A paid order whose payout cannot be made, or whose payment came from an
         *     account that is not the user's, returns the amount received to its origin; fees are not charged on a
         *     refunded order and it is never re-quoted (`expiredQuotes` stays as it was):
         *
         *     - `paymentOriginMismatch`: the payment (bank transfer or deposit) came from an account or address
         *       that is not the user's. The payment leg records it (`amountSettled`, one transaction,
         *       `status: fundsReceived`); the payout leg is `cancelled` and will not be made.
         *     - `addressCheckFailed`: the destination crypto address failed screening, at booking (from `created`:
         *       no funds, final) or before the payout (from `liquiditySourced`: funded, the order goes on to a
         *       refund). The payout leg is `cancelled`.
         *     - `refundInitiated`: the amount received is on its way back to its origin, fees not deducted: the
         *       payment leg records the refund as one more transaction with `refund: true` and the amount received,
         *       and its status is `processing`; `amountSettled` keeps the amount received.
         *     - `refundComplete`: the refund was confirmed; the payment leg is `refunded` (final).
         *     - `refundFailed`: the refund was rejected; the payment leg is `failed` and the funds are held until
         *       the operator resolves it outside the API (final).
         *
         *     In this version production mode has no operation that reports these statuses, so a production order
         *     never reaches them<!-- sandbox -->; in sandbox mode `POST /api/sandbox/orders/{id}/outcome` reaches
         *     them on demand<!-- /sandbox -->.
         * @example awaitingPayment
         * @enum {string}
         */
        OrderStatus: "awaitingTimeInForceToStart" | "awaitingLimitPriceCondition" | "timeInForceEnded" | "created" | "addressCheckPassed" | "awaitingPayment" | "processing" | "paid" | "incorrectAmountPaid" | "sourcingLiquidity" | "liquiditySourced" | "filled" | "complete" | "depositAddressCreated" | "awaitingBankPayoutDetails" | "bankPayoutDetailsAdded" | "depositConfirmed" | "awaitingPayout" | "bankPaymentDetailsAdded" | "awaitingAsyncPayment" | "awaitingAsyncPayout" | "cancelled" | "expired" | "paymentOriginMismatch" | "addressCheckFailed" | "refundInitiated" | "refundComplete" | "refundFailed";
        /**
         * @description Direction of an order, derived from its two assets (spec 2.3): `fiatToCrypto` buys stablecoins (side `buy`), `cryptoToFiat` sells them (side `sell`), `cryptoToCrypto` swaps one stablecoin or network for another (no side).
         * @example fiatToCrypto
         * @enum {string}
         */
        OrderFlow: "fiatToCrypto" | "cryptoToFiat" | "cryptoToCrypto";
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
         * @description An order asset: a fiat currency (`FiatCurrency`, 2 decimals) or a stablecoin (`Stablecoin`, 6 decimals). No other asset values exist in this version.
         * @example USDC
         */
        Asset: components["schemas"]["FiatCurrency"] | components["schemas"]["Stablecoin"];
        /**
         * @description Blockchain network (spec 2.1). `ethereum`, `polygon`, `base`, `bsc` and `tempo` are EVM networks (addresses `0x` + 40 hex digits); `solana` uses base58 addresses, `stellar` `G…` strkeys (with an optional memo), `tron` base58check addresses starting with `T`.
         * @example polygon
         * @enum {string}
         */
        Network: "ethereum" | "polygon" | "solana" | "stellar" | "base" | "tempo" | "tron" | "bsc";
        /**
         * @description One side of a quote or order: `origin` is what the customer pays, `destination` what the customer receives. The amount is in the leg's own asset, rounded to its scale.
         * @example {
         *       "asset": "USDC",
         *       "amount": 1098.55196,
         *       "country": "MX",
         *       "network": "polygon"
         *     }
         */
        OrderLeg: {
            /** @description The leg's asset, a `FiatCurrency` or a `Stablecoin` value. */
            asset: components["schemas"]["Asset"];
            /**
             * @description Amount in the leg's asset (fiat 2 decimals, stablecoins 6 decimals).
             * @example 1098.55196
             */
            amount: number;
            /** @description Country of the order (the same on both legs). */
            country: components["schemas"]["Country"];
            /** @description Crypto legs only (extension field): the stablecoin's network. Absent on fiat legs. */
            network?: components["schemas"]["Network"];
        };
        /**
         * @description The leg whose amount the client specified (`origin` or `destination`); the other leg is derived from the price and the fees and rounded down. A re-quote on payment fixes `origin` (the amount paid).
         * @example origin
         * @enum {string}
         */
        FixedLeg: "origin" | "destination";
        /**
         * @description Kind of fee (the value set is this service's decision; the specification does not show it). `platform`: the platform fee rate of the user's tier in `platformFeeRanges[country][side]`, chosen by the user's accumulated 30-day volume in USD; for cryptoToCrypto orders the `buy` tiers apply. `network`: the gas of the crypto payout transfer. `nextDaySettlement`: the `nextDaySettlementFee` rate of the same tier, charged when the fiat leg settles the next business day (quoted outside the country's banking hours, weekdays 09:00-17:00 local time, or after the rail's cut-off).
         * @example platform
         * @enum {string}
         */
        FeeType: "platform" | "network" | "nextDaySettlement";
        /**
         * @description One fee (spec 2.3). `amount` and `tax` are in `asset`, rounded up to its scale. Platform and next-day-settlement fees are charged in the origin asset and deducted before conversion; the network fee is charged in the destination asset and deducted from the payout.
         * @example {
         *       "type": "platform",
         *       "amount": 100,
         *       "asset": "MXN",
         *       "tax": 16
         *     }
         */
        FeeLine: {
            type: components["schemas"]["FeeType"];
            /**
             * @description Fee before tax, in `asset`.
             * @example 100
             */
            amount: number;
            /** @description Asset the fee and its tax are charged in. */
            asset: components["schemas"]["Asset"];
            /**
             * @description Tax on the fee, in `asset`, at the country's rate (MX 16 %, PE 18 %, CO 19 %).
             * @example 16
             */
            tax: number;
        };
        /**
         * @description Fees charged on a quote or order (spec 2.3). They are already included in the amounts and in `netPrice`.
         * @example {
         *       "fees": [
         *         {
         *           "type": "platform",
         *           "amount": 100,
         *           "asset": "MXN",
         *           "tax": 16
         *         },
         *         {
         *           "type": "network",
         *           "amount": 0.01,
         *           "asset": "USDC",
         *           "tax": 0.0016
         *         }
         *       ]
         *     }
         */
        PricingDetails: {
            /**
             * @description Fee lines, at most one per type: `platform` always, `network` when the service pays gas for a crypto payout, `nextDaySettlement` when the fiat leg settles the next business day.
             * @example [
             *       {
             *         "type": "platform",
             *         "amount": 100,
             *         "asset": "MXN",
             *         "tax": 16
             *       }
             *     ]
             */
            fees: components["schemas"]["FeeLine"][];
        };
        /**
         * @description Settlement mode (the value set is this service's decision; the specification does not show it). `instant`: the payout is sent as soon as the payment is converted. `scheduled`: the payout is sent on `valueDate`.
         * @example instant
         * @enum {string}
         */
        SettlementMode: "instant" | "scheduled";
        /**
         * @description When the payout is delivered relative to booking (the value set is this service's decision): `immediate` (minutes after payment), `sameDay` (by the end of the booking business day), `nextDay` (on the next business day).
         * @example immediate
         * @enum {string}
         */
        SettlementTiming: "immediate" | "sameDay" | "nextDay";
        /**
         * @description Transfer rail of a settlement leg (the value set is this service's decision). `spei`: MXN in Mexico (CLABE). `spid`: USD in Mexico (CLABE of a USD account). `ach`: USD by US ACH (routing and account number). `wire`: USD by US domestic wire. `cci`: PEN or USD interbank transfer in Peru (CCI). `pse`: Colombian PSE online payment (reserved; this version issues `achColombia` instructions for COP payments). `achColombia`: COP bank transfer (account number and NIT). `blockchain`: stablecoin transfer on the leg's `network`.
         * @example spei
         * @enum {string}
         */
        SettlementRail: "spei" | "spid" | "ach" | "wire" | "cci" | "pse" | "achColombia" | "blockchain";
        /**
         * @description Status of one settlement leg (the specification shows only `awaitingFunds`; the rest of the list is this service's decision). `awaitingDetails`: the leg cannot proceed yet (payment instructions not issued while a limit order waits or a payout bank account is missing; payout without a bank account). `awaitingFunds`: waiting for the customer's payment (payment leg: instructions issued; payout leg: nothing received yet). `partiallyFunded`: less than the amount due was received. `fundsReceived`: the amount due or more was received (final for a payment leg). `processing`: a deposit is being confirmed, an announced payment verified or a refund sent (payment leg), or the payout is being prepared (payout leg). `sent`: payout transfer(s) submitted. `complete`: payout delivered and confirmed. `failed`: the bank rejected the payout, or (payment leg) the refund. `cancelled`, `expired`: the order was cancelled or expired (payout leg: also a payout that will not be made, the order being refunded). `refunded`: the amount received went back to its origin (payment leg).
         * @example awaitingFunds
         * @enum {string}
         */
        SettlementLegStatus: "awaitingFunds" | "fundsReceived" | "partiallyFunded" | "awaitingDetails" | "processing" | "sent" | "complete" | "failed" | "cancelled" | "expired" | "refunded";
        /**
         * @description How to pay the leg (spec 2.3), returned under `settlement.payment.instructions` once the order is `awaitingPayment`; absent before. Which fields appear depends on the rail: `spei`/`spid` (MX): `bankName`, `companyName`, `companyAddress`, `accountHolderName`, `CLABE`, `RFC`; `cci` (PE): `bankName`, `companyName`, `companyAddress`, `accountHolderName`, `accountNumber`, `CCI`, `RUC`; `achColombia` (CO): `bankName`, `companyName`, `companyAddress`, `accountHolderName`, `accountNumber`, `NIT`; `ach`/`wire` (USD): `bankName`, `bankAddress`, `accountHolderName`, `accountNumber`, `routingNumber`, `USBankTransferMethod`; `blockchain`: `blockchainAddress` and, on stellar, `blockchainMemo`. Every payment has a unique `reference`: put it in the transfer's reference or concept field so the payment can be matched.
         * @example {
         *       "bankName": "STP",
         *       "companyName": "Cambio Digital SA de CV",
         *       "companyAddress": "Av. Paseo de la Reforma 222, Piso 12, Col. Juárez, 06600 Ciudad de México, CDMX",
         *       "accountHolderName": "Cambio Digital SA de CV",
         *       "CLABE": "646180157000000004",
         *       "RFC": "CDI201015AB3",
         *       "reference": "CMB7K2Q9XRTZ4"
         *     }
         */
        PaymentInstructions: {
            /**
             * @description Deposit address on the leg's network.
             * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
             */
            blockchainAddress?: string;
            /**
             * @description Stellar only: memo to attach to the deposit (required there).
             * @example 4081729356
             */
            blockchainMemo?: string;
            /**
             * @description Bank that receives the payment.
             * @example STP
             */
            bankName?: string;
            /**
             * @description Legal name of the company that receives the payment.
             * @example Cambio Digital SA de CV
             */
            companyName?: string;
            /**
             * @description Address of that company.
             * @example Av. Paseo de la Reforma 222, Piso 12, Col. Juárez, 06600 Ciudad de México, CDMX
             */
            companyAddress?: string;
            /**
             * @description USD only: address of the receiving bank.
             * @example 1 Bank Plaza, New York, NY 10004, US
             */
            bankAddress?: string;
            /**
             * @description Name of the holder of the receiving account.
             * @example Cambio Digital SA de CV
             */
            accountHolderName?: string;
            /**
             * @description Receiving account number (PE, CO, USD).
             * @example 0123456789
             */
            accountNumber?: string;
            /**
             * @description USD only: ABA routing number (9 digits).
             * @example 021000021
             */
            routingNumber?: string;
            /**
             * @description Unique payment reference (`CMB` + 10 characters) to quote in the transfer.
             * @example CMB7K2Q9XRTZ4
             */
            reference?: string;
            /**
             * @description MX: 18-digit CLABE of the receiving account.
             * @example 646180157000000004
             */
            CLABE?: string;
            /**
             * @description PE: 20-digit interbank account code (CCI) of the receiving account.
             * @example 00219300123456789012
             */
            CCI?: string;
            /**
             * @description PE: RUC (tax id) of the receiving company.
             * @example 20601234567
             */
            RUC?: string;
            /**
             * @description MX: RFC (tax id) of the receiving company.
             * @example CDI201015AB3
             */
            RFC?: string;
            /**
             * @description CO: NIT (tax id) of the receiving company.
             * @example 901234567-8
             */
            NIT?: string;
            /**
             * @description USD only: the US transfer method to use (`ach` or `wire`; our value set).
             * @example ach
             * @enum {string}
             */
            USBankTransferMethod?: "ach" | "wire";
        };
        /**
         * @description One transfer of a settlement leg (spec 2.3): received from the customer on the payment leg (the sender's details), or sent to the customer on the payout leg (the recipient's details). Fields appear by rail. In production mode every trace (transaction hash, tracking number, CEP link, sender) is the one the operator reported (`POST /api/payments/deposits`, `POST /api/orders/{id}/payout/transfers`); the server adds none. The sandbox simulates them: outgoing SPEI tracking numbers `CAMBIO` + the value date `yyyymmdd` (Mexico City) + an 8-digit daily sequence (`CAMBIO2026112100001234`), SPID ones `CAMBIOD` + the same, and a `CEPLink` of Banxico's CEP lookup's shape that Banxico will not find.
         * @example {
         *       "amount": 10000,
         *       "createdAt": "2026-11-21T16:05:12.004Z",
         *       "SPEITrackingNumber": "CAMBIO2026112100001234",
         *       "CEPLink": "https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=CAMBIO2026112100001234&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=10000.00",
         *       "reference": "CMBP4X7K2Q9RT",
         *       "accountHolderName": "Comercializadora del Norte SA de CV",
         *       "CLABE": "012180015012345672"
         *     }
         */
        SettlementTransaction: {
            /**
             * @description Extension. Payment leg: true on the transfer that returned the amount received to its origin (order status refundInitiated and after); absent on every other transfer.
             * @example true
             */
            refund?: boolean;
            /**
             * @description Amount of the transfer, in the leg's asset.
             * @example 10000
             */
            amount: number;
            /**
             * Format: date-time
             * @description When the transfer was received or sent.
             * @example 2026-11-21T16:05:12.004Z
             */
            createdAt: string;
            /**
             * @description Blockchain transfers: transaction hash (signature on solana).
             * @example 0x3f1c2b9e8d7a6f5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d
             */
            blockchainTxId?: string;
            /**
             * @description Blockchain transfers: the sender (payment) or recipient (payout) address.
             * @example 0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359
             */
            blockchainAddress?: string;
            /**
             * @description SPEI (MXN) transfers: tracking number (clave de rastreo), at most 30 characters.
             * @example CAMBIO2026112100001234
             */
            SPEITrackingNumber?: string;
            /**
             * @description SPID (USD in Mexico) transfers: tracking number.
             * @example CAMBIOD2026112100000042
             */
            SPIDTrackingNumber?: string;
            /**
             * Format: uri
             * @description Mexican transfers (SPEI, SPID): link to the Banxico CEP (electronic payment receipt) lookup.
             * @example https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=CAMBIO2026112100001234&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=10000.00
             */
            CEPLink?: string;
            /**
             * @description Reference the transfer carried (the payment reference on the payment leg; the payout reference on the payout leg).
             * @example CMBP4X7K2Q9RT
             */
            reference?: string;
            /**
             * @description Bank transfers: holder of the sending (payment) or receiving (payout) account.
             * @example Comercializadora del Norte SA de CV
             */
            accountHolderName?: string;
            /**
             * @description Bank transfers in PE, CO and the US: the counterpart account number.
             * @example 0123456789
             */
            accountNumber?: string;
            /**
             * @description PE: the counterpart account's CCI.
             * @example 00219300123456789012
             */
            CCI?: string;
            /**
             * @description MX: the counterpart account's CLABE.
             * @example 012180015012345672
             */
            CLABE?: string;
        };
        /**
         * @description The `payment` or `payout` side of a settlement (spec 2.3; both share this shape).
         * @example {
         *       "asset": "MXN",
         *       "amount": 17845.89,
         *       "rail": "spei",
         *       "dueDate": "2026-11-21T16:30:00.000Z",
         *       "status": "complete",
         *       "amountSettled": 17845.89,
         *       "bankAccountId": "bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1",
         *       "bulkBankPayoutId": "bpo_01JD3ZD9E8F7G6H5J4K3M2N1P0",
         *       "transactions": [
         *         {
         *           "amount": 10000,
         *           "createdAt": "2026-11-21T16:05:12.004Z",
         *           "SPEITrackingNumber": "CAMBIO2026112100001234",
         *           "CEPLink": "https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=CAMBIO2026112100001234&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=10000.00",
         *           "reference": "CMBP4X7K2Q9RT",
         *           "accountHolderName": "Comercializadora del Norte SA de CV",
         *           "CLABE": "012180015012345672"
         *         },
         *         {
         *           "amount": 7845.89,
         *           "createdAt": "2026-11-21T16:05:12.310Z",
         *           "SPEITrackingNumber": "CAMBIO2026112100001235",
         *           "CEPLink": "https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=CAMBIO2026112100001235&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=7845.89",
         *           "reference": "CMBP4X7K2Q9RT",
         *           "accountHolderName": "Comercializadora del Norte SA de CV",
         *           "CLABE": "012180015012345672"
         *         }
         *       ]
         *     }
         */
        SettlementLeg: {
            /** @description Asset of the leg (the order's origin asset for payment, destination asset for payout). */
            asset: components["schemas"]["Asset"];
            /**
             * @description Amount due on this leg, in `asset` (fiat 2 decimals, stablecoins 6).
             * @example 20000
             */
            amount: number;
            rail: components["schemas"]["SettlementRail"];
            /** @description Crypto legs only (rail `blockchain`): the network of the transfer. */
            network?: components["schemas"]["Network"];
            /**
             * Format: date-time
             * @description Payment leg: deadline for the payment (24 hours after the instructions are issued for bank payments, 2 hours for crypto deposits; configurable), after which an unpaid order expires. Payout leg: when the payout is expected. Absent until known.
             * @example 2026-11-22T15:04:05.123Z
             */
            dueDate?: string;
            status: components["schemas"]["SettlementLegStatus"];
            /**
             * @description Amount received (payment leg) or sent and confirmed (payout leg) so far, in `asset`.
             * @example 0
             */
            amountSettled: number;
            /**
             * @description Payout leg with a fiat asset: the destination bank account. Absent until one is attached.
             * @example bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1
             */
            bankAccountId?: string;
            /**
             * @description Payout leg with a stablecoin: the destination crypto address.
             * @example adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3
             */
            addressId?: string;
            instructions?: components["schemas"]["PaymentInstructions"];
            /**
             * @description Transfers received (payment leg) or sent (payout leg), oldest first; empty until the first.
             * @example []
             */
            transactions: components["schemas"]["SettlementTransaction"][];
            /**
             * @description Payment leg: the bulk bank payment the order is paid through, when it is in one.
             * @example bbp_01JD3ZC5D6E7F8G9H0J1K2M3N4
             */
            bulkBankPaymentId?: string;
            /**
             * @description Payment leg: the bulk crypto payment the order is paid through. Reserved: this version does not group crypto payments, so the field is always absent.
             * @example bcp_01JD3ZJ1K2M3N4P5Q6R7S8T9V0
             */
            bulkCryptoPaymentId?: string;
            /**
             * @description Extension. Payout leg with a fiat asset: the bulk bank payout (`GET /api/payouts/bank/bulk/{id}`) the payout is sent in, once scheduled.
             * @example bpo_01JD3ZD9E8F7G6H5J4K3M2N1P0
             */
            bulkBankPayoutId?: string;
        };
        /**
         * @description How and when the order settles (spec 2.3). The service decides `mode` and `timing` from the payout rail and the time the order was priced (booked; re-quoted on a late payment; executed, for a limit order): anything priced outside the country's banking hours (weekdays 09:00-17:00 local; never for cryptoToCrypto) settles `scheduled`/`nextDay` on the next business day, as its `nextDaySettlement` fee line charges (and the order carries the `afterHours` attribute); otherwise USD bank payouts (SPID, ACH, wire) settle `scheduled`/`sameDay`, and stablecoin payouts and the instant bank rails (SPEI, CCI, ACH Colombia) `instant`/`immediate`. Business days are Monday to Friday (no holiday calendar in this version).
         * @example {
         *       "mode": "instant",
         *       "timing": "immediate",
         *       "valueDateOffset": 0,
         *       "effectiveValueDateOffset": 0,
         *       "valueDate": "2026-11-21T06:00:00.000Z",
         *       "payment": {
         *         "asset": "MXN",
         *         "amount": 20000,
         *         "rail": "spei",
         *         "status": "awaitingFunds",
         *         "amountSettled": 0,
         *         "dueDate": "2026-11-22T15:04:05.123Z",
         *         "transactions": [],
         *         "instructions": {
         *           "bankName": "STP",
         *           "CLABE": "646180157000000004",
         *           "RFC": "CDI201015AB3",
         *           "reference": "CMB7K2Q9XRTZ4"
         *         }
         *       },
         *       "payout": {
         *         "asset": "USDC",
         *         "amount": 1098.55196,
         *         "rail": "blockchain",
         *         "network": "polygon",
         *         "status": "awaitingFunds",
         *         "amountSettled": 0,
         *         "addressId": "adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3",
         *         "transactions": []
         *       }
         *     }
         */
        Settlement: {
            mode: components["schemas"]["SettlementMode"];
            timing: components["schemas"]["SettlementTiming"];
            /**
             * Format: int32
             * @description Business days between booking and the value date, as quoted (0 same day, 1 next business day).
             * @example 0
             */
            valueDateOffset: number;
            /**
             * Format: int32
             * @description The offset that actually applies: equal to `valueDateOffset` unless the payment of an order with a bank payout arrived after the value date's close (17:00 local) or on a later or non-business day: the value date then moves to the first business day open after the payment, and this offset by the business days missed. Stablecoin payouts settle any day.
             * @example 0
             */
            effectiveValueDateOffset: number;
            /**
             * Format: date-time
             * @description The day the payout is delivered (moved by a late payment, see `effectiveValueDateOffset`): the start of that day in the country's time zone, in UTC (00:00 in Mexico City is 06:00Z). Absent while a limit order waits for execution.
             * @example 2026-11-21T06:00:00.000Z
             */
            valueDate?: string;
            /** @description The leg the customer pays (the order's origin). */
            payment: components["schemas"]["SettlementLeg"];
            /** @description The leg the customer receives (the order's destination). */
            payout: components["schemas"]["SettlementLeg"];
        };
        /**
         * @description `market` executes at the quoted price; `limit` waits until the service price reaches `limitNetPrice` inside the time-in-force window.
         * @example market
         * @enum {string}
         */
        OrderType: "market" | "limit";
        /**
         * @description Mexican orders only (spec 2.3): the CFDI electronic invoice of the order's fees, issued after the order is `complete` when the user's `invoicing.MX.shouldInvoice` is true. Absent until issued and on orders of other countries. The links are signed and valid for 24 hours; read the order again for fresh ones.
         * @example {
         *       "PDFLink": "https://api.cambio.example/files/invoices/ord_01JD40M3N5P7Q9R1S3T5V7W9X1.pdf?sig=3f9a1c",
         *       "XMLLink": "https://api.cambio.example/files/invoices/ord_01JD40M3N5P7Q9R1S3T5V7W9X1.xml?sig=3f9a1c"
         *     }
         */
        Invoice: {
            /**
             * Format: uri
             * @description Link to the invoice as PDF.
             * @example https://api.cambio.example/files/invoices/ord_01JD40M3N5P7Q9R1S3T5V7W9X1.pdf?sig=3f9a1c
             */
            PDFLink: string;
            /**
             * Format: uri
             * @description Link to the stamped CFDI XML of the invoice.
             * @example https://api.cambio.example/files/invoices/ord_01JD40M3N5P7Q9R1S3T5V7W9X1.xml?sig=3f9a1c
             */
            XMLLink: string;
        };
        /**
         * @description Fees shown for information only (spec 2.3): the broker's service fee to its end user, from the user's `serviceFee[country][side]` rate applied to the fiat leg, with the country's tax. They never change the amounts or prices of the quote or order. Both are 0 when no service fee applies (cryptoToCrypto orders, countries without a `serviceFee` entry).
         * @example {
         *       "serviceFeeFiat": 20,
         *       "serviceFeeFiatTax": 3.2
         *     }
         */
        InformationalFees: {
            /**
             * @description Service fee in the order's fiat currency (2 decimals).
             * @example 20
             */
            serviceFeeFiat: number;
            /**
             * @description Tax on the service fee in the order's fiat currency (2 decimals).
             * @example 3.2
             */
            serviceFeeFiatTax: number;
        };
        /**
         * @description A booked conversion (spec 2.3). An order is created by booking a quote (`POST /api/orders`) and then moves through the statuses of its flow (see `OrderStatus` and its `x-state-machine`). Amounts are JSON numbers rounded to their asset's scale (fiat 2 decimals, stablecoins 6): the derived leg is rounded down and fees up, so rounding never favours the customer by a fraction.
         * @example {
         *       "id": "ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8",
         *       "quoteId": "quo_01JD3ZA1B2C3D4E5F6G7H8J9K0",
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "clientReferenceId": "inv-2026-000123",
         *       "status": "awaitingPayment",
         *       "flow": "fiatToCrypto",
         *       "origin": {
         *         "asset": "MXN",
         *         "amount": 20000,
         *         "country": "MX"
         *       },
         *       "destination": {
         *         "asset": "USDC",
         *         "amount": 1098.55196,
         *         "country": "MX",
         *         "network": "polygon"
         *       },
         *       "fixedLeg": "origin",
         *       "pricingDetails": {
         *         "fees": [
         *           {
         *             "type": "platform",
         *             "amount": 100,
         *             "asset": "MXN",
         *             "tax": 16
         *           },
         *           {
         *             "type": "network",
         *             "amount": 0.01,
         *             "asset": "USDC",
         *             "tax": 0.0016
         *           }
         *         ]
         *       },
         *       "settlement": {
         *         "mode": "instant",
         *         "timing": "immediate",
         *         "valueDateOffset": 0,
         *         "effectiveValueDateOffset": 0,
         *         "valueDate": "2026-11-21T06:00:00.000Z",
         *         "payment": {
         *           "asset": "MXN",
         *           "amount": 20000,
         *           "rail": "spei",
         *           "dueDate": "2026-11-22T15:04:05.123Z",
         *           "status": "awaitingFunds",
         *           "amountSettled": 0,
         *           "instructions": {
         *             "bankName": "STP",
         *             "companyName": "Cambio Digital SA de CV",
         *             "companyAddress": "Av. Paseo de la Reforma 222, Piso 12, Col. Juárez, 06600 Ciudad de México, CDMX",
         *             "accountHolderName": "Cambio Digital SA de CV",
         *             "CLABE": "646180157000000004",
         *             "RFC": "CDI201015AB3",
         *             "reference": "CMB7K2Q9XRTZ4"
         *           },
         *           "transactions": []
         *         },
         *         "payout": {
         *           "asset": "USDC",
         *           "amount": 1098.55196,
         *           "rail": "blockchain",
         *           "network": "polygon",
         *           "status": "awaitingFunds",
         *           "amountSettled": 0,
         *           "addressId": "adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3",
         *           "transactions": []
         *         }
         *       },
         *       "marketPrice": 0.05524862,
         *       "netPrice": 0.054927598,
         *       "type": "market",
         *       "attributes": [],
         *       "notes": "Treasury rebalancing, November",
         *       "expiredQuotes": [],
         *       "informationalFees": {
         *         "serviceFeeFiat": 20,
         *         "serviceFeeFiatTax": 3.2
         *       },
         *       "createdAt": "2026-11-21T15:04:05.123Z"
         *     }
         */
        Order: {
            /**
             * @description Order id (prefix `ord_`).
             * @example ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8
             */
            id: string;
            /**
             * @description Quote the order is currently priced on. It changes when the order is re-quoted (payment after the quote expired, limit condition met); earlier ids are in `expiredQuotes`.
             * @example quo_01JD3ZA1B2C3D4E5F6G7H8J9K0
             */
            quoteId: string;
            /**
             * @description Owner of the order (the quote's user).
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId: string;
            /**
             * @description The client's own reference, unique per user (at most 100 characters). Absent when none was given.
             * @example inv-2026-000123
             */
            clientReferenceId?: string;
            status: components["schemas"]["OrderStatus"];
            flow: components["schemas"]["OrderFlow"];
            origin: components["schemas"]["OrderLeg"];
            destination: components["schemas"]["OrderLeg"];
            fixedLeg: components["schemas"]["FixedLeg"];
            pricingDetails: components["schemas"]["PricingDetails"];
            settlement: components["schemas"]["Settlement"];
            /**
             * @description Service market price when the order was priced, in destination units per origin unit, before fees and taxes. Prices have up to 12 decimals; amounts are computed from the unrounded rate.
             * @example 0.05524862
             */
            marketPrice: number;
            /**
             * @description Final price including fees and taxes: `destination.amount / origin.amount` (destination units per origin unit). For a limit order that has not executed yet it equals `limitNetPrice`.
             * @example 0.054927598
             */
            netPrice: number;
            type: components["schemas"]["OrderType"];
            /**
             * @description Limit orders only: the worst `netPrice` the customer accepts, in the same units as `netPrice`. The order executes when the service price reaches it inside the time-in-force window.
             * @example 0.000252
             */
            limitNetPrice?: number;
            /**
             * Format: date-time
             * @description Limit orders only: earliest execution time (the booking time when the quote named none).
             * @example 2026-11-21T15:00:00.000Z
             */
            timeInForceStartsAt?: string;
            /**
             * Format: date-time
             * @description Limit orders only: latest execution time; after it the order ends in `timeInForceEnded`.
             * @example 2026-11-28T15:00:00.000Z
             */
            timeInForceEndsAt?: string;
            /**
             * @description Order attributes (may be empty). Values set by this version: `afterHours` (priced outside the country's banking hours: settles next day, see Settlement), `requoted` (paid after its quote expired, so re-quoted at the price of the payment's time; the old quote is in `expiredQuotes`), `childOrder` (spawned to fill an incorrectly paid order for the amount received; `parentOrderId` names it), `payoutRescheduled` (a payout the bank rejected was sent again to a bank account added afterwards). Clients must ignore values they do not know.
             * @example []
             */
            attributes: string[];
            /**
             * @description The client's note, as given at creation (at most 1000 characters). Absent when none.
             * @example Treasury rebalancing, November
             */
            notes?: string;
            /**
             * @description Maximum amount per payout transfer, in the destination asset. Larger payouts are split into transfers of at most this amount (one `transactions` / `payoutsSent` entry each). Absent: one transfer.
             * @example 10000
             */
            payoutTransferLimit?: number;
            /**
             * Format: date-time
             * @description When the customer's payment was received in full or in part. Absent until then.
             * @example 2026-11-21T15:20:41.512Z
             */
            paymentReceivedAt?: string;
            /**
             * @description Ids of earlier quotes of this order, oldest first (empty when never re-quoted).
             * @example []
             */
            expiredQuotes: string[];
            /**
             * @description Set on a child order spawned from a partial fill: the order whose incorrect payment it executes.
             * @example ord_01JD3Y7H6G5F4E3D2C1B0A9Z8Y
             */
            parentOrderId?: string;
            invoice?: components["schemas"]["Invoice"];
            informationalFees: components["schemas"]["InformationalFees"];
            /**
             * Format: date-time
             * @description When the order was created.
             * @example 2026-11-21T15:04:05.123Z
             */
            createdAt: string;
        };
        /**
         * @description Books a quote into an order (spec 4.9). The payout destination is the leg the customer receives: `settlement.payout.addressId` (required when the destination is a stablecoin) or `settlement.payout.bankAccountId` (fiat destination; optional: without it the order waits in `awaitingBankPayoutDetails`). Sending the field of the other kind is a 400 (code 9). Unknown fields are rejected.
         * @example {
         *       "quoteId": "quo_01JD3ZA1B2C3D4E5F6G7H8J9K0",
         *       "settlement": {
         *         "payout": {
         *           "addressId": "adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3"
         *         }
         *       },
         *       "clientReferenceId": "inv-2026-000123",
         *       "notes": "Treasury rebalancing, November"
         *     }
         */
        CreateOrderRequest: {
            /**
             * @description The quote to book. It must be unexpired (409 code 21) and not yet booked (409 code 22).
             * @example quo_01JD3ZA1B2C3D4E5F6G7H8J9K0
             */
            quoteId: string;
            /**
             * @description Settlement choices of the order.
             * @example {
             *       "payout": {
             *         "addressId": "adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3"
             *       }
             *     }
             */
            settlement?: {
                /**
                 * @description Where the customer receives the destination leg.
                 * @example {
                 *       "addressId": "adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3"
                 *     }
                 */
                payout?: {
                    /**
                     * @description Crypto address (from `POST /api/addresses`) of the quote's user, on the destination network, for stablecoin destinations. Unknown: 404 code 6.
                     * @example adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3
                     */
                    addressId?: string;
                    /**
                     * @description Bank account (from `POST /api/bank/accounts`) of the quote's user, in the order's country and payout currency, for fiat destinations. Unknown: 404 code 5.
                     * @example bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1
                     */
                    bankAccountId?: string;
                };
            };
            /**
             * @description The client's unique reference for the order (1 to 100 characters), unique per user: a second order of the same user with the same value is refused with 409 code 20, naming the existing order.
             * @example inv-2026-000123
             */
            clientReferenceId?: string;
            /**
             * @description Optional note stored on the order (at most 1000 characters).
             * @example Treasury rebalancing, November
             */
            notes?: string;
            /**
             * @description Extension: maximum amount per payout transfer, in the destination asset (greater than 0). Larger payouts are split into several transfers.
             * @example 10000
             */
            payoutTransferLimit?: number;
        };
        /**
         * @description Side of a conversion (spec 2.1): `buy` is fiat to stablecoin (the customer buys stablecoins), `sell` is stablecoin to fiat. The same name and values are used wherever a side appears (prices, export).
         * @example buy
         * @enum {string}
         */
        PriceDirection: "buy" | "sell";
        /**
         * @description Group of order statuses, used by the export filter `orderStatusGroups` (the value set is this
         *     service's decision; every status is in exactly one group, see `x-status-groups`):
         *
         *     - `open`: not payable yet (limit orders waiting, set-up steps, waiting for payout details).
         *     - `awaitingPayment`: `awaitingPayment`, `awaitingAsyncPayment`.
         *     - `inProgress`: money received, conversion or payout under way.
         *     - `completed`: `complete`, `filled`.
         *     - `cancelled`: `cancelled`.
         *     - `expired`: `expired`, `timeInForceEnded`.
         *     - `failed`: `incorrectAmountPaid` (an incorrect payment that could not be filled as a child order),
         *       `addressCheckFailed`, `refundFailed`.
         *     - `refunded`: `paymentOriginMismatch`, `refundInitiated`, `refundComplete` (the money received goes,
         *       or went, back to its origin).
         * @example completed
         * @enum {string}
         */
        OrderStatusGroup: "open" | "awaitingPayment" | "inProgress" | "completed" | "cancelled" | "expired" | "failed" | "refunded";
        /**
         * @description Filters of an order export (spec 4.8) and the e-mail address that receives the CSV. Only `email` is required. Filters combine with AND; the values inside `orderStatusGroups` combine with OR, and `status` with `orderStatusGroups` gives their intersection. Only orders of the caller's broker are exported: filters naming another broker's user, order or broker match nothing (the CSV has only the header row). The order side filter, unnamed in the specification, is `side` (the name of the spot price query). Unknown fields are rejected.
         * @example {
         *       "email": "finance@example.com",
         *       "startDate": "2026-11-01T00:00:00.000Z",
         *       "endDate": "2026-12-01T00:00:00.000Z",
         *       "fiat": "MXN",
         *       "side": "buy",
         *       "country": "MX",
         *       "minOrderSize": 1000,
         *       "orderStatusGroups": [
         *         "completed"
         *       ]
         *     }
         */
        ExportOrdersRequest: {
            /**
             * Format: email
             * @description Where the CSV is sent.
             * @example finance@example.com
             */
            email: string;
            /**
             * @description Only this order.
             * @example ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8
             */
            id?: string;
            /**
             * @description Only orders of this user.
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId?: string;
            /**
             * @description Only orders of users of this broker (the caller's own broker; any other matches nothing).
             * @example brk_01JD3Z7P6N5M4K3J2H1G0F9E8D
             */
            brokerId?: string;
            /**
             * Format: date-time
             * @description Only orders created at or after this time.
             * @example 2026-11-01T00:00:00.000Z
             */
            startDate?: string;
            /**
             * Format: date-time
             * @description Only orders created before this time (must be after `startDate`, otherwise 400 code 9).
             * @example 2026-12-01T00:00:00.000Z
             */
            endDate?: string;
            /** @description Only orders with a leg in this fiat currency. */
            fiat?: components["schemas"]["FiatCurrency"];
            /** @description Only orders with a leg in this stablecoin. */
            crypto?: components["schemas"]["Stablecoin"];
            /** @description Only `buy` (fiatToCrypto) or `sell` (cryptoToFiat) orders; cryptoToCrypto orders have no side and never match. */
            side?: components["schemas"]["PriceDirection"];
            /** @description Only orders in this status. */
            status?: components["schemas"]["OrderStatus"];
            /** @description Only orders of this country. */
            country?: components["schemas"]["Country"];
            /**
             * @description Only orders of at least this size. An order's size (the CSV's `orderSizeUSD`) is its value in USD as `accumulatedVolumeInUSD` values a completed order: its origin amount in USD at the order's `marketPrice`, rounded down to 6 decimals; an order without a dollar leg counts its EURC amount at the price source's EUR/USD rate at the order's creation, so an order's size is the same in every export. Compared as exact decimals.
             * @example 1000
             */
            minOrderSize?: number;
            /**
             * @description Only orders of at most this size in USD (not below `minOrderSize`, otherwise 400 code 9).
             * @example 50000
             */
            maxOrderSize?: number;
            /**
             * @description Only orders whose status is in one of these groups (see `OrderStatusGroup`).
             * @example [
             *       "completed"
             *     ]
             */
            orderStatusGroups?: components["schemas"]["OrderStatusGroup"][];
        };
        /**
         * @description The export was queued (spec 4.8: HTTP 202). A job builds the CSV and e-mails it; `GET /api/orders/exports/{id}` tells its progress. No event is emitted.
         * @example {
         *       "exportId": "exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
         *       "status": "queued"
         *     }
         */
        ExportAccepted: {
            /**
             * @description Export id (prefix `exp_`); it is in the e-mail's subject and the CSV's file name.
             * @example exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7
             */
            exportId: string;
            /**
             * @description Always `queued` in this response.
             * @example queued
             * @enum {string}
             */
            status: "queued";
        };
        /**
         * @description `queued`: waiting for the job (also between a failed attempt and its retry, with `error` and `nextAttemptAt` set); `running`: the job is building or sending the message; `sent`: the message was handed to the mail relay or written to the outbox; `failed`: given up, `error` says why.
         * @example sent
         * @enum {string}
         */
        OrderExportStatus: "queued" | "running" | "sent" | "failed";
        /**
         * @description An order export (extension) and its progress. `rowCount`, `size`, `fileName`, `compressed`, `delivery` and `sentAt` are `null` until it is sent.
         * @example {
         *       "id": "exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
         *       "status": "sent",
         *       "email": "finance@example.com",
         *       "attempts": 1,
         *       "rowCount": 42,
         *       "size": 18234,
         *       "fileName": "cambio-orders-exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7.csv",
         *       "compressed": false,
         *       "delivery": "outbox",
         *       "outboxMessageId": "eml_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
         *       "error": null,
         *       "nextAttemptAt": null,
         *       "createdAt": "2026-11-21T15:04:05.123Z",
         *       "sentAt": "2026-11-21T15:04:07.456Z"
         *     }
         */
        OrderExport: {
            /**
             * @description Export id (prefix `exp_`).
             * @example exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7
             */
            id: string;
            status: components["schemas"]["OrderExportStatus"];
            /**
             * @description Where the CSV is sent.
             * @example finance@example.com
             */
            email: string;
            /**
             * Format: int32
             * @description Attempts made to build and send the export so far: 0 while it waits for its first, the failed ones while it waits for a retry, and once `sent` or `failed` every attempt it took, the last included (5 at most; the fifth failure ends the export `failed`).
             * @example 0
             */
            attempts: number;
            /**
             * Format: int32
             * @description Orders in the CSV (header row not counted).
             * @example 42
             */
            rowCount: number | null;
            /**
             * Format: int32
             * @description Bytes of the attachment as sent (after compression when `compressed`).
             * @example 18234
             */
            size: number | null;
            /**
             * @description The attachment's file name, `cambio-orders-<exportId>.csv` or `.csv.gz`.
             * @example cambio-orders-exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7.csv
             */
            fileName: string | null;
            /**
             * @description Whether the CSV was gzip-compressed (it passed 5 MiB).
             * @example false
             */
            compressed: boolean | null;
            /**
             * @description How the message left: `smtp` (the Node server's SMTP relay), `sendEmail` (Cloudflare's `send_email` binding) or `outbox` (written to the outbox only: no relay is configured).
             * @example outbox
             * @enum {string|null}
             */
            delivery: "smtp" | "sendEmail" | "outbox" | null;
            /**
             * @description The outbox message (prefix `eml_`) holding a copy of what was sent, when the server keeps one (no relay configured, or sandbox mode)<!-- sandbox -->; readable with `GET /api/sandbox/outbox/{id}` in sandbox mode<!-- /sandbox -->.
             * @example eml_01JD3ZH8J9K0M1N2P3Q4R5S6T7
             */
            outboxMessageId: string | null;
            /**
             * @description Why the last attempt failed (the mail server's answer, or why the export cannot be sent); `null` when none failed. On a `failed` export, the reason it was given up.
             * @example null
             */
            error: string | null;
            /**
             * @description When the next attempt is due, while a failed attempt waits for its retry; else `null`.
             * @example null
             */
            nextAttemptAt: components["schemas"]["Timestamp"] | null;
            createdAt: components["schemas"]["Timestamp"];
            /**
             * @description When the message was sent; `null` until then.
             * @example 2026-11-21T15:04:07.456Z
             */
            sentAt: components["schemas"]["Timestamp"] | null;
        };
        /**
         * @description One payout transfer and its trace, recorded as given in the order's `settlement.payout.transactions` (and, for a bank payout, in its bulk bank payout's `payoutsSent`). A blockchain payout needs `blockchainTxId`; a bank payout needs `reference` (the payout reference the recipient sees) and, in Mexico, the tracking number of its rail (`SPEITrackingNumber` for MXN, `SPIDTrackingNumber` for USD). Fields of the other rail are refused (400 code 9).
         * @example {
         *       "amount": 1000,
         *       "blockchainTxId": "0x9a8b7c6d5e4f30211203f4e5d6c7b8a99a8b7c6d5e4f30211203f4e5d6c7b8a9"
         *     }
         */
        PayoutTransferReport: {
            /**
             * @description Amount of the transfer, in the payout's asset (fiat 2 decimals, stablecoins 6).
             * @example 10000
             */
            amount: number;
            /**
             * @description Blockchain payouts: the transaction hash (signature on solana).
             * @example 0x9a8b7c6d5e4f30211203f4e5d6c7b8a99a8b7c6d5e4f30211203f4e5d6c7b8a9
             */
            blockchainTxId?: string;
            /**
             * @description Bank payouts: the payout reference the recipient sees.
             * @example CMBP4X7K2Q9RT
             */
            reference?: string;
            /**
             * @description MXN payouts in Mexico: the SPEI tracking number (clave de rastreo).
             * @example 2026112190646CMB0000000012345
             */
            SPEITrackingNumber?: string;
            /**
             * @description USD payouts in Mexico: the SPID tracking number.
             * @example SPID20261121000042
             */
            SPIDTrackingNumber?: string;
            /**
             * Format: uri
             * @description Mexican payouts: the link to the transfer's Banxico CEP.
             * @example https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=2026112190646CMB0000000012345&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=10000.00
             */
            CEPLink?: string;
        };
        /**
         * @description The transfer(s) that paid out an order's payout leg, as the operator's back office sent them: their amounts add up to the payout amount (`settlement.payout.amount`), a bank transfer each at most the order's `payoutTransferLimit`.
         * @example {
         *       "transfers": [
         *         {
         *           "amount": 10000,
         *           "reference": "CMBP4X7K2Q9RT",
         *           "SPEITrackingNumber": "2026112190646CMB0000000012345",
         *           "CEPLink": "https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=2026112190646CMB0000000012345&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=10000.00"
         *         },
         *         {
         *           "amount": 7845.89,
         *           "reference": "CMBP4X7K2Q9RT",
         *           "SPEITrackingNumber": "2026112190646CMB0000000012346"
         *         }
         *       ]
         *     }
         */
        PayoutTransfersRequest: {
            /** @description The transfers, in the order they were sent. */
            transfers: components["schemas"]["PayoutTransferReport"][];
        };
        /**
         * @description How the payout sent for an order ended.
         * @example {
         *       "outcome": "complete"
         *     }
         */
        PayoutOutcomeRequest: {
            /**
             * @description `complete`: every transfer was confirmed (the bank's or the chain's confirmation). `failed`: the bank rejected the payout (bank payouts only).
             * @example complete
             * @enum {string}
             */
            outcome: "complete" | "failed";
        };
        /** @description The limit fields of a quote: `limitNetPrice` and `timeInForceEndsAt` are required for `type: limit`, and none of the three is allowed otherwise. */
        LimitQuoteTerms: Record<string, never>;
        /**
         * @description The end user the quote is for (a user of the caller's broker; otherwise 404 code 1).
         * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
         */
        QuoteUserId: string;
        /** @description `network` is required for a stablecoin and refused for a fiat currency (400 code 9 otherwise). */
        NetworkOfAsset: Record<string, never>;
        /**
         * @description The fixed leg of a quote request: its asset, its `network` for a stablecoin (`NetworkOfAsset`) and the `amount`, which has at most the asset's decimals (fiat 2, stablecoins 6) and must be large enough to cover the fees (both listed in the operation's `x-cross-field-rules`). Unknown fields are rejected.
         * @example {
         *       "asset": "MXN",
         *       "amount": 20000
         *     }
         */
        FixedQuoteLeg: {
            /** @description A `FiatCurrency` or `Stablecoin` value. */
            asset: components["schemas"]["Asset"];
            /** @description Stablecoin legs only: the network paid or received on. */
            network?: components["schemas"]["Network"];
            /**
             * @description The amount of this leg, in its asset.
             * @example 20000
             */
            amount: number;
        };
        /**
         * @description The leg of a quote request whose amount is derived: its asset and its `network` for a stablecoin (`NetworkOfAsset`); an `amount` here answers 400 code 9 (it belongs on the fixed leg). Unknown fields are rejected.
         * @example {
         *       "asset": "USDC",
         *       "network": "polygon"
         *     }
         */
        QuoteLegRequest: {
            /** @description A `FiatCurrency` or `Stablecoin` value. */
            asset: components["schemas"]["Asset"];
            /** @description Stablecoin legs only: the network paid or received on. */
            network?: components["schemas"]["Network"];
        };
        /**
         * @description Required for `limit`, refused for `market`: the worst net price accepted, in destination units per origin unit (after fees and taxes), with at most 12 decimals.
         * @example 0.000252
         */
        LimitNetPrice: number;
        /**
         * Format: date-time
         * @description Limit only, optional: earliest execution time (default: when the order is booked).
         * @example 2026-11-21T15:00:00.000Z
         */
        TimeInForceStartsAt: string;
        /**
         * Format: date-time
         * @description Required for `limit`: latest execution time, after `timeInForceStartsAt` and in the future, at most 30 days after the quote is made.
         * @example 2026-11-28T15:00:00.000Z
         */
        TimeInForceEndsAt: string;
        /**
         * Format: int32
         * @description How long the quote can be booked, in seconds (5 to 600, default 600). The server may be configured with a shorter default.
         * @default 600
         * @example 600
         */
        QuoteLifetimeSeconds: number;
        /**
         * @description A quote whose amount is on `origin`, what the customer pays. Unknown fields are rejected.
         * @example {
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "country": "MX",
         *       "origin": {
         *         "asset": "MXN",
         *         "amount": 20000
         *       },
         *       "destination": {
         *         "asset": "USDC",
         *         "network": "polygon"
         *       }
         *     }
         */
        QuoteFixingOrigin: {
            userId: components["schemas"]["QuoteUserId"];
            /** @description Country of the conversion: its fiats, fees and tax. */
            country: components["schemas"]["Country"];
            /** @description What the customer pays: the fixed leg. */
            origin: components["schemas"]["FixedQuoteLeg"];
            /** @description What the customer receives. */
            destination: components["schemas"]["QuoteLegRequest"];
            /**
             * @description `market` (default) or `limit`.
             * @default market
             */
            type?: components["schemas"]["OrderType"];
            limitNetPrice?: components["schemas"]["LimitNetPrice"];
            timeInForceStartsAt?: components["schemas"]["TimeInForceStartsAt"];
            timeInForceEndsAt?: components["schemas"]["TimeInForceEndsAt"];
            lifetimeSeconds?: components["schemas"]["QuoteLifetimeSeconds"];
        };
        /**
         * @description A quote whose amount is on `destination`, what the customer receives. Unknown fields are rejected.
         * @example {
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "country": "MX",
         *       "origin": {
         *         "asset": "USDC",
         *         "network": "polygon"
         *       },
         *       "destination": {
         *         "asset": "MXN",
         *         "amount": 20000
         *       }
         *     }
         */
        QuoteFixingDestination: {
            userId: components["schemas"]["QuoteUserId"];
            /** @description Country of the conversion: its fiats, fees and tax. */
            country: components["schemas"]["Country"];
            /** @description What the customer pays. */
            origin: components["schemas"]["QuoteLegRequest"];
            /** @description What the customer receives: the fixed leg. */
            destination: components["schemas"]["FixedQuoteLeg"];
            /**
             * @description `market` (default) or `limit`.
             * @default market
             */
            type?: components["schemas"]["OrderType"];
            limitNetPrice?: components["schemas"]["LimitNetPrice"];
            timeInForceStartsAt?: components["schemas"]["TimeInForceStartsAt"];
            timeInForceEndsAt?: components["schemas"]["TimeInForceEndsAt"];
            lifetimeSeconds?: components["schemas"]["QuoteLifetimeSeconds"];
        };
        /**
         * @description Asks for a priced quote (extension). Name the user, the country, both legs (asset, and `network` for a stablecoin leg) and exactly one amount, on `origin` or on `destination`: that leg becomes `fixedLeg`. One of two whole forms: `QuoteFixingOrigin` (the amount on `origin`) or `QuoteFixingDestination` (on `destination`); an amount on both legs or on neither answers 400 code 9 naming it. `flow` is derived from the assets. Supported: a country's fiat (MX: MXN, USD; PE: PEN, USD; CO: COP, USD) against a stablecoin, and a stablecoin against a different stablecoin or network; stablecoin networks as in `x-supported-networks`. Fiat to fiat, a fiat that is not the country's, an unsupported network and identical legs answer 422 code 28. Unknown fields are rejected. The limit fields are required for `type: limit` and refused otherwise (`LimitQuoteTerms`, 400 code 9); the window's dates and the amount's size are listed in the operation's `x-cross-field-rules`.
         * @example {
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "country": "MX",
         *       "origin": {
         *         "asset": "MXN",
         *         "amount": 20000
         *       },
         *       "destination": {
         *         "asset": "USDC",
         *         "network": "polygon"
         *       },
         *       "type": "market",
         *       "lifetimeSeconds": 600
         *     }
         */
        CreateQuoteRequest: components["schemas"]["QuoteFixingOrigin"] | components["schemas"]["QuoteFixingDestination"];
        /**
         * @description A priced quote (extension), bookable into an order with `POST /api/orders` until `expiresAt`, at most once. Amounts: the derived leg is rounded down to its asset's scale (fiat 2 decimals, stablecoins 6) and fees are rounded up, so rounding never favours the customer. Unbooked quotes are purged 7 days after they expire (then 404 code 3).
         * @example {
         *       "id": "quo_01JD3ZA1B2C3D4E5F6G7H8J9K0",
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "flow": "fiatToCrypto",
         *       "fixedLeg": "origin",
         *       "origin": {
         *         "asset": "MXN",
         *         "amount": 20000,
         *         "country": "MX"
         *       },
         *       "destination": {
         *         "asset": "USDC",
         *         "amount": 1098.55196,
         *         "country": "MX",
         *         "network": "polygon"
         *       },
         *       "country": "MX",
         *       "marketPrice": 0.05524862,
         *       "providerMarketPrice": 0.05540166,
         *       "netPrice": 0.054927598,
         *       "pricingDetails": {
         *         "fees": [
         *           {
         *             "type": "platform",
         *             "amount": 100,
         *             "asset": "MXN",
         *             "tax": 16
         *           },
         *           {
         *             "type": "network",
         *             "amount": 0.01,
         *             "asset": "USDC",
         *             "tax": 0.0016
         *           }
         *         ]
         *       },
         *       "informationalFees": {
         *         "serviceFeeFiat": 20,
         *         "serviceFeeFiatTax": 3.2
         *       },
         *       "type": "market",
         *       "expiresAt": "2026-11-21T15:13:50.000Z",
         *       "bookedAt": null,
         *       "orderId": null,
         *       "createdAt": "2026-11-21T15:03:50.000Z"
         *     }
         */
        Quote: {
            /**
             * @description Quote id (prefix `quo_`).
             * @example quo_01JD3ZA1B2C3D4E5F6G7H8J9K0
             */
            id: string;
            /**
             * @description The end user the quote is for.
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId: string;
            flow: components["schemas"]["OrderFlow"];
            fixedLeg: components["schemas"]["FixedLeg"];
            /** @description What the customer pays. */
            origin: components["schemas"]["OrderLeg"];
            /** @description What the customer receives. */
            destination: components["schemas"]["OrderLeg"];
            /** @description Country of the conversion. */
            country: components["schemas"]["Country"];
            /**
             * @description The service market price used (destination units per origin unit, before fees): the provider rate plus the side's spread, the after-hours fee outside banking hours and the peg adjustment.
             * @example 0.05524862
             */
            marketPrice: number;
            /**
             * @description The data providers' rate in the same units, for comparison (no spread or adjustments).
             * @example 0.05540166
             */
            providerMarketPrice: number;
            /**
             * @description `destination.amount / origin.amount` after fees and taxes. For `limit` quotes this is `limitNetPrice`: the leg that is not fixed is derived at the limit (a destination rounded down, an origin rounded up), while `marketPrice`, `providerMarketPrice` and the fee lines are those of the current service price for that origin amount, for reference.
             * @example 0.054927598
             */
            netPrice: number;
            pricingDetails: components["schemas"]["PricingDetails"];
            informationalFees: components["schemas"]["InformationalFees"];
            type: components["schemas"]["OrderType"];
            /**
             * @description Limit quotes only: the limit net price requested.
             * @example 0.000252
             */
            limitNetPrice?: number;
            /**
             * Format: date-time
             * @description Limit quotes only, when requested: earliest execution time.
             * @example 2026-11-21T15:00:00.000Z
             */
            timeInForceStartsAt?: string;
            /**
             * Format: date-time
             * @description Limit quotes only: latest execution time.
             * @example 2026-11-28T15:00:00.000Z
             */
            timeInForceEndsAt?: string;
            /**
             * Format: date-time
             * @description Last moment the quote can be booked (`createdAt` + `lifetimeSeconds`); later 409 code 21.
             * @example 2026-11-21T15:13:50.000Z
             */
            expiresAt: string;
            /**
             * Format: date-time
             * @description When the quote was booked into an order; `null` while unbooked.
             * @example null
             */
            bookedAt: string | null;
            /**
             * @description The order the quote was booked into (or re-priced); `null` while unbooked.
             * @example null
             */
            orderId: string | null;
            /**
             * Format: date-time
             * @description When the quote was made.
             * @example 2026-11-21T15:03:50.000Z
             */
            createdAt: string;
        };
        /**
         * @description User whose orders are paid. Unknown: 404 code 1.
         * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
         */
        BulkUserId: string;
        /**
         * @description Collecting in Mexico, in MXN or USD. Unknown fields are rejected.
         * @example {
         *       "fiat": "MXN",
         *       "country": "MX",
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST"
         *     }
         */
        CollectingBulkBankPaymentMX: {
            /**
             * @description A currency of Mexico.
             * @enum {string}
             */
            fiat: "MXN" | "USD";
            /**
             * @description Mexico. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            country: "MX";
            userId: components["schemas"]["BulkUserId"];
        };
        /**
         * @description Collecting in Peru, in PEN or USD. Unknown fields are rejected.
         * @example {
         *       "fiat": "PEN",
         *       "country": "PE",
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST"
         *     }
         */
        CollectingBulkBankPaymentPE: {
            /**
             * @description A currency of Peru.
             * @enum {string}
             */
            fiat: "PEN" | "USD";
            /**
             * @description Peru. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            country: "PE";
            userId: components["schemas"]["BulkUserId"];
        };
        /**
         * @description Collecting in Colombia, in COP or USD. Unknown fields are rejected.
         * @example {
         *       "fiat": "COP",
         *       "country": "CO",
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST"
         *     }
         */
        CollectingBulkBankPaymentCO: {
            /**
             * @description A currency of Colombia.
             * @enum {string}
             */
            fiat: "COP" | "USD";
            /**
             * @description Colombia. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            country: "CO";
            userId: components["schemas"]["BulkUserId"];
        };
        /**
         * @description No orders named: the bulk payment collects the user's orders in `fiat` and `country`, in one form per country (`country` picks it), each with that country's currencies (MX: MXN, USD; PE: PEN, USD; CO: COP, USD).
         * @example {
         *       "fiat": "MXN",
         *       "country": "MX",
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST"
         *     }
         */
        CollectingBulkBankPayment: components["schemas"]["CollectingBulkBankPaymentMX"] | components["schemas"]["CollectingBulkBankPaymentPE"] | components["schemas"]["CollectingBulkBankPaymentCO"];
        /**
         * @description The orders to pay together, named; `fiat`, `country` and `userId`, when sent, must be the orders' (the operation's `x-cross-field-rules`). Unknown fields are rejected.
         * @example {
         *       "orderIds": [
         *         "ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8",
         *         "ord_01JD43S6T8V0W2X4Y6Z8A0B2C4"
         *       ]
         *     }
         */
        BulkBankPaymentOfOrders: {
            /**
             * @description Orders to pay together: 1 to 100 distinct ids. Unknown ids: 404 code 2.
             * @example [
             *       "ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8",
             *       "ord_01JD43S6T8V0W2X4Y6Z8A0B2C4"
             *     ]
             */
            orderIds: string[];
            /** @description Optional: the orders' currency. */
            fiat?: components["schemas"]["FiatCurrency"];
            /** @description Optional: the orders' country. */
            country?: components["schemas"]["Country"];
            /** @description Optional: the orders' user. */
            userId?: components["schemas"]["BulkUserId"];
        };
        /**
         * @description Groups fiat orders into one bank deposit (spec 4.11), in one of two whole forms. `BulkBankPaymentOfOrders` names the orders in `orderIds` (all of one user, fiat currency and country, each `awaitingPayment` on a bank rail and in no other bulk payment; `fiat`, `country`, `userId`, when also sent, must match them). `CollectingBulkBankPayment` omits `orderIds` and requires `fiat`, `country` and `userId`: the bulk payment then collects that user's orders in that currency and country that await payment now or later, until a deposit arrives, up to 100 orders (at most one such collecting bulk payment per user, fiat and country: otherwise 409 code 35); its `fiat` is one of the country's currencies, a form per country. Breaking these rules answers 400 code 9 naming the field. Unknown fields are rejected.
         * @example {
         *       "orderIds": [
         *         "ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8",
         *         "ord_01JD43S6T8V0W2X4Y6Z8A0B2C4"
         *       ]
         *     }
         */
        CreateBulkBankPaymentRequest: components["schemas"]["CollectingBulkBankPayment"] | components["schemas"]["BulkBankPaymentOfOrders"];
        /**
         * @description Status of a bulk bank payment (spec 3.2; the meanings are this service's decision). `awaitingOrders`: created without `orderIds` and no order has joined yet; orders of its user, fiat and country that reach `awaitingPayment` join it. `awaitingPayment`: waiting for the deposit of `amount` to `reference` (orders keep joining until a deposit arrives). `awaitingAsyncPayment`: a deposit arrived (or was announced by a bank check in production for PEN, COP, USD) and is being reconciled; its orders are in `awaitingAsyncPayment`. `insufficientAmountReceived`: less than `amount` arrived; it paid the orders oldest first while it lasted (`orderIdsPaid`), the rest wait in `orderIds` and the remainder is held; a further deposit to the same reference tops it up and pays them. `excessAmountReceived`: more than `amount` arrived; every order is paid and proceeds, and the excess is returned to the sender outside the API (final). `awaitingAsyncPayoutForOrders`: the deposit paid every order; waiting for their payouts. `complete`: every order is `complete` (final). `failed`: the deposit could not be applied (returned to the sender); its orders leave the bulk payment and await payment on their own references (final). `cancelled`: every order left it (cancelled, expired or paid on its own reference) before a deposit, or nothing joined within 24 hours (final). This version applies a deposit as it arrives, so it does not show `awaitingAsyncPayment` or `failed`.
         * @example awaitingPayment
         * @enum {string}
         */
        BulkBankPaymentStatus: "awaitingPayment" | "awaitingAsyncPayment" | "awaitingAsyncPayoutForOrders" | "awaitingOrders" | "complete" | "failed" | "cancelled" | "insufficientAmountReceived" | "excessAmountReceived";
        /**
         * @description One bank deposit that pays several fiat orders of one user, fiat currency and country (spec 2.4). Pay `amount` to the account shown, quoting `reference`. Country fields: `CLABE` and `RFC` in Mexico, `CCI` and `RUC` in Peru (`CCI` is `null` elsewhere); the extension `instructions` carries the full details for every country and currency (including COP account number and NIT, and USD routing).
         * @example {
         *       "id": "bbp_01JD3ZC5D6E7F8G9H0J1K2M3N4",
         *       "createdAt": "2026-11-21T15:30:00.000Z",
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "orderIds": [
         *         "ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8",
         *         "ord_01JD43S6T8V0W2X4Y6Z8A0B2C4"
         *       ],
         *       "orderIdsPaid": [],
         *       "amount": 35000,
         *       "amountReceived": 0,
         *       "fiat": "MXN",
         *       "bankName": "STP",
         *       "companyName": "Cambio Digital SA de CV",
         *       "companyAddress": "Av. Paseo de la Reforma 222, Piso 12, Col. Juárez, 06600 Ciudad de México, CDMX",
         *       "status": "awaitingPayment",
         *       "CLABE": "646180157000000004",
         *       "RFC": "CDI201015AB3",
         *       "CCI": null,
         *       "reference": "CMBB9T4K7W2QX",
         *       "instructions": {
         *         "bankName": "STP",
         *         "companyName": "Cambio Digital SA de CV",
         *         "accountHolderName": "Cambio Digital SA de CV",
         *         "CLABE": "646180157000000004",
         *         "RFC": "CDI201015AB3",
         *         "reference": "CMBB9T4K7W2QX"
         *       }
         *     }
         */
        BulkBankPayment: {
            /**
             * @description Bulk bank payment id (prefix `bbp_`).
             * @example bbp_01JD3ZC5D6E7F8G9H0J1K2M3N4
             */
            id: string;
            /**
             * Format: date-time
             * @description When the bulk bank payment was created.
             * @example 2026-11-21T15:30:00.000Z
             */
            createdAt: string;
            /**
             * @description The user whose orders it pays.
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId: string;
            /**
             * @description Orders of the bulk payment still pending payment, oldest first: the order in which deposits pay them.
             * @example [
             *       "ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8",
             *       "ord_01JD43S6T8V0W2X4Y6Z8A0B2C4"
             *     ]
             */
            orderIds: string[];
            /**
             * @description Orders of the bulk payment already paid by deposits to its reference (moved here from `orderIds`), in the order they were paid.
             * @example []
             */
            orderIdsPaid: string[];
            /**
             * @description Total to deposit: the sum of the payment amounts of all its orders (`orderIds` and `orderIdsPaid`), in `fiat` (2 decimals). It changes while orders join or leave (cancelled, expired).
             * @example 35000
             */
            amount: number;
            /**
             * @description Extension. Total of the deposits to `reference` so far, in `fiat` (2 decimals). It pays the orders oldest first; `amount` minus `amountReceived` is what a top-up of an `insufficientAmountReceived` bulk payment needs, and anything above `amount` is returned (`excessAmountReceived`).
             * @example 0
             */
            amountReceived: number;
            /** @description Currency of the deposit. */
            fiat: components["schemas"]["FiatCurrency"];
            /**
             * @description Bank that receives the deposit.
             * @example STP
             */
            bankName: string;
            /**
             * @description Legal name of the company that receives the deposit.
             * @example Cambio Digital SA de CV
             */
            companyName: string;
            /**
             * @description Address of that company.
             * @example Av. Paseo de la Reforma 222, Piso 12, Col. Juárez, 06600 Ciudad de México, CDMX
             */
            companyAddress: string;
            status: components["schemas"]["BulkBankPaymentStatus"];
            /**
             * @description Mexico only: 18-digit CLABE to deposit to.
             * @example 646180157000000004
             */
            CLABE?: string;
            /**
             * @description Mexico only: RFC (tax id) of the receiving company.
             * @example CDI201015AB3
             */
            RFC?: string;
            /**
             * @description Peru only: 20-digit interbank account code to deposit to; `null` in other countries.
             * @example null
             */
            CCI: string | null;
            /**
             * @description Peru only: RUC of the receiving company.
             * @example 20601234567
             */
            RUC?: string;
            /**
             * @description Reference of the bulk payment (`CMBB` + 9 characters): quote it in the deposit. A deposit to an order's own reference pays only that order and removes it from the bulk payment.
             * @example CMBB9T4K7W2QX
             */
            reference: string;
            /** @description Extension. The full payment details, in the same shape as an order's instructions. */
            instructions: components["schemas"]["PaymentInstructions"];
        };
        /**
         * @description Names the order whose payment is confirmed (spec 4.12, 4.13). Unknown fields are rejected.
         * @example {
         *       "orderId": "ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8"
         *     }
         */
        PaymentCheckRequest: {
            /**
             * @description The order. Unknown, or of another broker: 404 code 2.
             * @example ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8
             */
            orderId: string;
        };
        /**
         * @description Amount received, in `asset` (fiat 2 decimals, stablecoins 6 decimals).
         * @example 18513.6
         */
        DepositAmount: number;
        /**
         * @description Asset received; defaults to the asset the reference or address expects. Another asset is recorded unmatched.
         * @example MXN
         */
        DepositAsset: components["schemas"]["FiatCurrency"] | components["schemas"]["Stablecoin"];
        /**
         * @description The trace of a received transfer, as the bank or the chain gives it; it appears as given in the paid order's `settlement.payment.transactions` (with the amount, the time of the report and, for bank transfers, the reference). Crypto deposits need `blockchainTxId` (and may give the sender's `blockchainAddress`); Mexican bank transfers need their tracking number (`SPEITrackingNumber` for MXN, `SPIDTrackingNumber` for USD); the other bank fields are optional. Fields of the other rail are refused (400 code 9).
         * @example {
         *       "blockchainTxId": "0x3f1c2b9e8d7a6f5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d",
         *       "blockchainAddress": "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"
         *     }
         */
        ReceivedTransaction: {
            /**
             * @description Crypto: the transaction hash (signature on solana).
             * @example 0x3f1c2b9e8d7a6f5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d
             */
            blockchainTxId?: string;
            /**
             * @description Crypto: the sender's address.
             * @example 0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359
             */
            blockchainAddress?: string;
            /**
             * @description MXN in Mexico: the SPEI tracking number (clave de rastreo).
             * @example 2026112140014BMOV0000412345678
             */
            SPEITrackingNumber?: string;
            /**
             * @description USD in Mexico: the SPID tracking number.
             * @example SPID20261121000042
             */
            SPIDTrackingNumber?: string;
            /**
             * Format: uri
             * @description Mexican transfers: the link to the transfer's Banxico CEP.
             * @example https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=2026112140014BMOV0000412345678&emisor=40014&receptor=40012&cuenta=012180009876543215&monto=18513.60
             */
            CEPLink?: string;
            /**
             * @description Bank transfers: the holder of the sending account.
             * @example Comercializadora del Norte SA de CV
             */
            accountHolderName?: string;
            /**
             * @description Bank transfers in PE, CO and the US: the sending account number.
             * @example 0123456789
             */
            accountNumber?: string;
            /**
             * @description PE: the sending account's CCI.
             * @example 00219300123456789012
             */
            CCI?: string;
            /**
             * @description MX: the sending account's CLABE.
             * @example 014180655001234566
             */
            CLABE?: string;
        };
        /**
         * @description A bank transfer (or a crypto deposit, when its reference is known) that quoted a payment reference. Unknown fields are rejected, `depositAddress` and `depositMemo` among them.
         * @example {
         *       "reference": "CMB7Q4K9X2",
         *       "amount": 18513.6,
         *       "asset": "MXN",
         *       "transaction": {
         *         "SPEITrackingNumber": "2026112140014BMOV0000412345678"
         *       }
         *     }
         */
        DepositByReference: {
            /**
             * @description The reference the transfer quoted, from `settlement.payment.instructions.reference` of an order or `reference` of a bulk bank payment.
             * @example CMB7Q4K9X2
             */
            reference: string;
            amount: components["schemas"]["DepositAmount"];
            asset?: components["schemas"]["DepositAsset"];
            transaction: components["schemas"]["ReceivedTransaction"];
        };
        /**
         * @description A crypto deposit at a deposit address, with the memo it carried when the address is shared. Unknown fields are rejected, `reference` among them.
         * @example {
         *       "depositAddress": "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
         *       "amount": 250.5,
         *       "asset": "USDC",
         *       "transaction": {
         *         "blockchainTxId": "0x3f1c2b9e8d7a6f5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d"
         *       }
         *     }
         */
        DepositByAddress: {
            /**
             * @description The deposit address the money arrived at (`settlement.payment.instructions.blockchainAddress` of an order awaiting a crypto payment).
             * @example 0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb
             */
            depositAddress: string;
            /**
             * @description For an address shared by several orders (`blockchainMemo` in the instructions, on stellar): the memo the deposit carried.
             * @example 4081729356
             */
            depositMemo?: string;
            amount: components["schemas"]["DepositAmount"];
            asset?: components["schemas"]["DepositAsset"];
            transaction: components["schemas"]["ReceivedTransaction"];
        };
        /**
         * @description Money that arrived on the service's bank account or at a deposit address, as the operator's back office saw it: where it arrived, how much, and the transfer's trace, recorded on the paid order as given. One of two whole forms: `DepositByReference` (a transfer that quoted a payment `reference`) or `DepositByAddress` (a deposit at a `depositAddress`, with its `depositMemo` when the address needs one). Exactly one of `reference` and `depositAddress`; `depositMemo` only with `depositAddress`; 400 code 9 naming the field otherwise.
         * @example {
         *       "reference": "CMB7Q4K9X2",
         *       "amount": 18513.6,
         *       "asset": "MXN",
         *       "transaction": {
         *         "SPEITrackingNumber": "2026112140014BMOV0000412345678",
         *         "CEPLink": "https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=2026112140014BMOV0000412345678&emisor=40014&receptor=40012&cuenta=012180009876543215&monto=18513.60",
         *         "accountHolderName": "Comercializadora del Norte SA de CV",
         *         "CLABE": "014180655001234566"
         *       }
         *     }
         */
        DepositRecordRequest: components["schemas"]["DepositByReference"] | components["schemas"]["DepositByAddress"];
        /**
         * @description A recorded incoming payment: what it was recorded against and whether it paid anything.
         * @example {
         *       "depositId": "dep_01JD3ZK2M3N4P5Q6R7S8T9V0W1",
         *       "reference": "CMB7Q4K9X2",
         *       "depositAddress": null,
         *       "amount": 18513.6,
         *       "asset": "MXN",
         *       "matched": true,
         *       "orderId": "ord_01JD40M3N5P7Q9R1S3T5V7W9X1",
         *       "bulkBankPaymentId": null
         *     }
         */
        Deposit: {
            /**
             * @description Deposit id (prefix `dep_`).
             * @example dep_01JD3ZK2M3N4P5Q6R7S8T9V0W1
             */
            depositId: string;
            /**
             * @description The reference given; `null` when the deposit was recorded by address.
             * @example CMB7Q4K9X2
             */
            reference: string | null;
            /**
             * @description The deposit address given; `null` when the deposit was recorded by reference.
             * @example null
             */
            depositAddress: string | null;
            /**
             * @description Amount received.
             * @example 18513.6
             */
            amount: number;
            /**
             * @description The asset received; `null` when none was given and the reference matched nothing.
             * @example MXN
             * @enum {string|null}
             */
            asset: "USD" | "MXN" | "PEN" | "COP" | "USDC" | "USDCe" | "EURC" | "USDT" | null;
            /**
             * @description Whether the deposit matched an order or bulk bank payment awaiting this payment (an unmatched deposit is kept and has no effect).
             * @example true
             */
            matched: boolean;
            /**
             * @description The order the deposit paid (its own reference or deposit address); otherwise `null`.
             * @example ord_01JD40M3N5P7Q9R1S3T5V7W9X1
             */
            orderId: string | null;
            /**
             * @description The bulk bank payment the deposit went to; otherwise `null`.
             * @example null
             */
            bulkBankPaymentId: string | null;
        };
        /**
         * @description Status of a bulk bank payout (spec 3.3; the meanings are this service's decision). Normal path: `awaitingOrders` → `awaitingPaymentForOrders` → `checkingLiquidity` → (`sourcingLiquidity` → `liquiditySourced`) → `awaitingAsyncPayoutRequest` → `awaitingPayout` → `awaitingAsyncPayout` → `complete`. `awaitingOrders`: open, collecting orders during the batching window. `awaitingPaymentForOrders`: some orders' payments have not been converted yet. `checkingLiquidity`: checking the fiat balance for the total. `sourcingLiquidity` / `liquiditySourced`: buying, then holding, the fiat needed (skipped when the balance suffices). `awaitingAsyncPayoutRequest`: waiting for the value date or the rail's next window to request the transfers. `awaitingPayout`: transfers ready to be sent. `awaitingAsyncPayout`: transfers sent, waiting for the bank's confirmation. `complete`: every transfer confirmed (final). `failed`: the bank rejected the transfers (as the operator reported<!-- sandbox -->; sandbox: also a payout amount whose cents are `.13`<!-- /sandbox -->); its orders move to `awaitingBankPayoutDetails` (final). `cancelled`: every order left before anything was sent (final).
         * @example complete
         * @enum {string}
         */
        BulkBankPayoutStatus: "awaitingOrders" | "awaitingPaymentForOrders" | "awaitingAsyncPayoutRequest" | "awaitingPayout" | "awaitingAsyncPayout" | "checkingLiquidity" | "sourcingLiquidity" | "liquiditySourced" | "complete" | "failed" | "cancelled";
        /**
         * @description One transfer of a bulk bank payout (spec 2.5). Mexican transfers carry a tracking number (`SPEITrackingNumber` for MXN, `SPIDTrackingNumber` for USD) and may carry a `CEPLink` to Banxico's CEP lookup; Peruvian and Colombian transfers carry only `reference`. In production mode these are the trace the operator reported (`POST /api/orders/{id}/payout/transfers`). The sandbox simulates them: SPEI `CAMBIO` + value date `yyyymmdd` + 8-digit daily sequence (`CAMBIO2026112100001234`), SPID `CAMBIOD` + the same, a CEP link Banxico will not find.
         * @example {
         *       "amount": 10000,
         *       "SPEITrackingNumber": "CAMBIO2026112100001234",
         *       "CEPLink": "https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=CAMBIO2026112100001234&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=10000.00",
         *       "reference": "CMBP4X7K2Q9RT",
         *       "sentAt": "2026-11-21T16:05:12.004Z"
         *     }
         */
        PayoutSent: {
            /**
             * @description Amount of the transfer, in the payout's fiat currency (2 decimals).
             * @example 10000
             */
            amount: number;
            /**
             * @description MXN transfers in Mexico: SPEI tracking number (clave de rastreo).
             * @example CAMBIO2026112100001234
             */
            SPEITrackingNumber?: string;
            /**
             * @description USD transfers in Mexico: SPID tracking number.
             * @example CAMBIOD2026112100000042
             */
            SPIDTrackingNumber?: string;
            /**
             * Format: uri
             * @description Mexican transfers: link to the Banxico CEP (electronic payment receipt) lookup.
             * @example https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=CAMBIO2026112100001234&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=10000.00
             */
            CEPLink?: string;
            /**
             * @description Payout reference shown to the recipient (`CMB` + 10 characters).
             * @example CMBP4X7K2Q9RT
             */
            reference: string;
            /**
             * Format: date-time
             * @description When the transfer was sent.
             * @example 2026-11-21T16:05:12.004Z
             */
            sentAt: string;
        };
        /**
         * @description Fiat payouts of one user's orders to one bank account, sent together (spec 2.5). Orders whose payouts go to the same bank account, with the same value date and the same `payoutTransferLimit`, become due within one batching window (5 minutes by default) and share a bulk bank payout. The total is sent in transfers of at most that limit (one transfer when there is none); each is a `payoutsSent` entry and also appears in the orders' `settlement.payout.transactions`. An order's payout leg names its bulk bank payout in `settlement.payout.bulkBankPayoutId`.
         * @example {
         *       "id": "bpo_01JD3ZD9E8F7G6H5J4K3M2N1P0",
         *       "createdAt": "2026-11-21T16:00:00.000Z",
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "orderIds": [
         *         "ord_01JD40M3N5P7Q9R1S3T5V7W9X1"
         *       ],
         *       "amount": 17845.89,
         *       "fiat": "MXN",
         *       "country": "MX",
         *       "bankName": "BBVA MEXICO",
         *       "CLABE": "012180015012345672",
         *       "status": "complete",
         *       "payoutBankAccountId": "bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1",
         *       "payoutsSent": [
         *         {
         *           "amount": 10000,
         *           "SPEITrackingNumber": "CAMBIO2026112100001234",
         *           "CEPLink": "https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=CAMBIO2026112100001234&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=10000.00",
         *           "reference": "CMBP4X7K2Q9RT",
         *           "sentAt": "2026-11-21T16:05:12.004Z"
         *         },
         *         {
         *           "amount": 7845.89,
         *           "SPEITrackingNumber": "CAMBIO2026112100001235",
         *           "CEPLink": "https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=CAMBIO2026112100001235&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=7845.89",
         *           "reference": "CMBP4X7K2Q9RT",
         *           "sentAt": "2026-11-21T16:05:12.310Z"
         *         }
         *       ]
         *     }
         */
        BulkBankPayout: {
            /**
             * @description Bulk bank payout id (prefix `bpo_`).
             * @example bpo_01JD3ZD9E8F7G6H5J4K3M2N1P0
             */
            id: string;
            /**
             * Format: date-time
             * @description When the bulk bank payout was opened.
             * @example 2026-11-21T16:00:00.000Z
             */
            createdAt: string;
            /**
             * @description The user who receives the payouts.
             * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
             */
            userId: string;
            /**
             * @description Orders paid out in this bulk bank payout.
             * @example [
             *       "ord_01JD40M3N5P7Q9R1S3T5V7W9X1"
             *     ]
             */
            orderIds: string[];
            /**
             * @description Total across its orders' payout legs, in `fiat` (2 decimals).
             * @example 17845.89
             */
            amount: number;
            /** @description Currency of the payout. */
            fiat: components["schemas"]["FiatCurrency"];
            /** @description Country of the destination account. */
            country: components["schemas"]["Country"];
            /**
             * @description The destination bank.
             * @example BBVA MEXICO
             */
            bankName: string;
            /**
             * @description Mexico only: CLABE of the destination account. Absent in other countries.
             * @example 012180015012345672
             */
            CLABE?: string;
            status: components["schemas"]["BulkBankPayoutStatus"];
            /**
             * @description The destination bank account.
             * @example bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1
             */
            payoutBankAccountId: string;
            /**
             * @description Transfers sent so far, oldest first (empty until the first).
             * @example []
             */
            payoutsSent: components["schemas"]["PayoutSent"][];
        };
        /**
         * @description Spot price of one stablecoin in one fiat currency, in fiat units per one stablecoin unit (spec 2.7). `providerMarketPrice` is the data providers' mid-market rate. `serviceMarketPrice` is the rate quotes are built from: the provider rate plus the spread for the side, plus an after-hours fee outside the country's banking hours (weekdays 09:00-17:00 in America/Mexico_City, America/Lima, America/Bogota), plus an adjustment when the stablecoin is off its peg (for example USDT at 0.998 USD). For the same asset pair the `buy` service price is never below the `sell` one. Both are rounded to at most 6 decimals. `side`, `fiat`, `crypto`, `country` and `network` are extensions that echo the request; `asOf`, also an extension, is the time of the provider rate.
         * @example {
         *       "providerMarketPrice": 18.4215,
         *       "serviceMarketPrice": 18.5136,
         *       "side": "buy",
         *       "fiat": "MXN",
         *       "crypto": "USDC",
         *       "country": "MX",
         *       "network": "polygon",
         *       "asOf": "2026-11-21T15:04:05.000Z"
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
         *       "bankName": "BBVA MEXICO",
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
             * @example BBVA MEXICO
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
         *     Other country/fiat pairs, a missing identifier, an identifier that does not belong to the pair, or a failed check answer 422 code 33 with a message that says why (for example `CLABE check digit does not match`). A field of the wrong type or format answers 400 code 9. For MX accounts with a CLABE the bank is the one the CLABE's bank code names (a `bankName` sent is replaced by it); for PE accounts `bankName` may be omitted when the CCI's bank code is a listed bank (002 BCP, 003 INTERBANK, 009 SCOTIABANK PERU, 011 BBVA PERU); otherwise it is required (422 code 33). The same identifier registered twice for one user answers 409 code 35 naming the existing account.
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
             * @description Name of the bank; for MX accounts taken from the CLABE's bank code, for PE derived from a listed CCI bank code when omitted.
             * @example BBVA MEXICO
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
         * @description Each delivery the receiver acknowledged (2xx) is sent once more right after, with the same `webhook-id` and body, signed anew (`injected: duplicate` in the log).
         * @example true
         */
        DuplicateFault: boolean;
        /**
         * @description The first event of each resource (`order.created`, `bankAccount.created`, `user.created`) is held back 30 seconds, on the service clock, so that what happens to the resource meanwhile (an `order.statusChanged`) arrives before it (`injected: outOfOrder` on its first attempt).
         * @example true
         */
        OutOfOrderFault: boolean;
        /**
         * Format: int32
         * @description Seconds each delivery's first attempt is held back after its event, on the service clock (0: none; `injected: delay` on the attempt).
         * @example 120
         */
        DelayFault: number;
        /**
         * Format: int32
         * @description How many requests each attempt of a delivery makes at the same moment, with the same `webhook-id` and body (1: one, as usual). The first decides the attempt's outcome and retries; the others are logged with `injected: burst`.
         * @example 3
         */
        BurstFault: number;
        /**
         * @description Extension, sandbox only. Faults a registration's scheduled deliveries carry on purpose, the way real delivery misbehaves, so that a receiver can be tested against each (the Webhooks tag, Faults on demand, says what a correct receiver does). They shape the deliveries events make and their retries; redeliveries, pings and receiver checks go out as asked. The delivery log marks the attempts a fault made (`injected`).
         * @example {
         *       "duplicate": true,
         *       "outOfOrder": false,
         *       "delaySeconds": 0,
         *       "burst": 1
         *     }
         */
        WebhookFaults: {
            duplicate: components["schemas"]["DuplicateFault"];
            outOfOrder: components["schemas"]["OutOfOrderFault"];
            delaySeconds: components["schemas"]["DelayFault"];
            burst: components["schemas"]["BurstFault"];
        };
        /**
         * @description A webhook registration (spec 2.6): events of `type` about `userId` are POSTed to `url`. The signing secret is never returned after creation.
         * @example {
         *       "id": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
         *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
         *       "type": "orders",
         *       "url": "https://hooks.example.com/cambio",
         *       "retryOnFailure": true,
         *       "createdAt": "2026-11-21T15:04:05.123Z",
         *       "disabledAt": null,
         *       "disabledReason": null,
         *       "previousSecretExpiresAt": null,
         *       "faults": null
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
             * @description Whether a failed delivery is retried (up to 5 retries on the schedule of the Webhooks tag); `false` means one attempt.
             * @example true
             */
            retryOnFailure: boolean;
            /** @description When the registration was made (extension). */
            createdAt: components["schemas"]["Timestamp"];
            /**
             * @description Extension. When deliveries stopped because the receiver answered `410 Gone`; null while the registration is enabled. Any update (`PATCH /api/webhooks/{id}`) enables it again.
             * @example null
             */
            disabledAt: components["schemas"]["Timestamp"] | null;
            /**
             * @description Extension. Why deliveries stopped (`the receiver answered 410 Gone`); null while enabled.
             * @example null
             */
            disabledReason: string | null;
            /**
             * @description Extension. After a secret rotation, until when deliveries also carry the previous secret's signature; null when they carry one signature.
             * @example null
             */
            previousSecretExpiresAt: components["schemas"]["Timestamp"] | null;
            /**
             * @description Extension, sandbox only. The faults its scheduled deliveries carry on purpose (the Webhooks tag, Faults on demand); null when they carry none, always in production mode.
             * @example null
             */
            faults: components["schemas"]["WebhookFaults"] | null;
        };
        /**
         * @description Extension, sandbox only: the faults to set (the Webhooks tag, Faults on demand). A fault left out is off; an empty object, or every fault off, sets none (the registration's `faults` reads null). In production mode a request carrying `faults` answers 400 code 9 naming `body.faults`: a production server delivers as usual only.
         * @example {
         *       "duplicate": true,
         *       "burst": 3
         *     }
         */
        WebhookFaultsRequest: {
            duplicate?: components["schemas"]["DuplicateFault"];
            outOfOrder?: components["schemas"]["OutOfOrderFault"];
            delaySeconds?: components["schemas"]["DelayFault"];
            burst?: components["schemas"]["BurstFault"];
        };
        /**
         * @description A new registration. `url` must be an absolute `https` URL (`http` is also accepted in sandbox mode), without user name or password, at most 2048 characters. In production mode its host must be a public unicast address or a name whose addresses all are: an IP literal or `localhost` outside public unicast (loopback, private, link-local, carrier-grade NAT, benchmarking, documentation, reserved, multicast, broadcast, unique-local, site-local, and IPv6 forms carrying a refused IPv4 address or tunnelling one) answers 400 code 9 naming `body.url`, and so, on Node, does a name that resolves to such an address at registration; deliveries check the resolved addresses again (the Webhooks tag, Targets). In sandbox mode only link-local and cloud metadata addresses are refused. One user may register the same type and URL once (409 code 35).
         * @example {
         *       "type": "orders",
         *       "url": "https://hooks.example.com/cambio",
         *       "retryOnFailure": true
         *     }
         */
        CreateWebhookRequest: {
            type: components["schemas"]["WebhookType"];
            /**
             * Format: uri
             * @description Delivery target; in production mode on a public unicast address only (the Webhooks tag, Targets).
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
            faults?: components["schemas"]["WebhookFaultsRequest"];
        };
        /**
         * @description Signing secret: `whsec_` followed by the standard base64 of 24 random bytes (the Standard Webhooks form). Verify deliveries with it (see the Webhooks tag).
         * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
         */
        WebhookSecret: string;
        /**
         * @description The new registration's id and signing secret. The secret is shown only in this response; store it to verify the signatures of deliveries (see the Webhooks tag).
         * @example {
         *       "id": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
         *     }
         */
        CreateWebhookResponse: {
            /**
             * @description Registration id.
             * @example whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5
             */
            id: string;
            secret: components["schemas"]["WebhookSecret"];
        };
        /**
         * @description Changes to a registration; at least one field. The URL rules of creation apply. The secret does not change (rotate it with `POST /api/webhooks/{id}/secret/rotate`). A registration disabled by a `410 Gone` is enabled again. `faults` (sandbox only) replaces the registration's faults whole: `{}` removes them.
         * @example {
         *       "retryOnFailure": false
         *     }
         */
        UpdateWebhookRequest: {
            /**
             * Format: uri
             * @description New delivery target; the rules of creation apply (in production mode a public unicast address only, the Webhooks tag, Targets).
             * @example https://hooks.example.com/cambio/v2
             */
            url?: string;
            /**
             * @description New retry flag.
             * @example false
             */
            retryOnFailure?: boolean;
            faults?: components["schemas"]["WebhookFaultsRequest"];
        };
        /**
         * @description The registration's new signing secret, shown only here. Until `previousSecretExpiresAt` every delivery carries a signature with the new secret and one with the previous one.
         * @example {
         *       "id": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
         *       "previousSecretExpiresAt": "2026-11-22T15:04:05.123Z"
         *     }
         */
        RotateWebhookSecretResponse: {
            /**
             * @description Registration id.
             * @example whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5
             */
            id: string;
            secret: components["schemas"]["WebhookSecret"];
            /** @description When deliveries stop carrying the previous secret's signature (24 hours after the rotation). */
            previousSecretExpiresAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description What happened. `order.created` (an order was booked, with the set-up steps its creation took), `order.statusChanged` (a later change of an order's status), `bankAccount.created`, `bankAccount.deleted`, `user.created`, `user.updated` (the caller user's profile changed), `user.onboardingStatusChanged` (the status of one country's onboarding changed), `user.termsAccepted`, `user.documentUploaded`, `user.additionalInformationAdded`. `webhook.ping` is only ever sent by the test operation (`POST /api/webhooks/{id}/ping`) and is not stored. A registration names an existing user, so `user.created` is never delivered: read it with the events API. Like orders, one change writes one event: a sandbox verification that moves an onboarding through several statuses at once writes one `user.onboardingStatusChanged`.
         * @example order.statusChanged
         * @enum {string}
         */
        EventName: "order.created" | "order.statusChanged" | "bankAccount.created" | "bankAccount.deleted" | "user.created" | "user.updated" | "user.onboardingStatusChanged" | "user.termsAccepted" | "user.documentUploaded" | "user.additionalInformationAdded" | "webhook.ping";
        /**
         * @description Event id (`evt_…`), the same in every delivery attempt of the event and in its `webhook-id` header: drop duplicates by it.
         * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
         */
        EventId: string;
        /**
         * @description One attempt to deliver an event to a registration: a scheduled delivery or one of its retries, a redelivery, or a ping.
         * @example {
         *       "id": "wat_01JD3ZJ9K0M1N2P3Q4R5S6T7V8",
         *       "webhookId": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
         *       "eventId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
         *       "event": "order.statusChanged",
         *       "trigger": "scheduled",
         *       "attempt": 1,
         *       "url": "https://hooks.example.com/cambio",
         *       "attemptedAt": "2026-11-21T15:04:05.321Z",
         *       "durationMs": 84,
         *       "outcome": "succeeded",
         *       "statusCode": 200,
         *       "responseBody": "ok",
         *       "error": null,
         *       "nextAttemptAt": null,
         *       "injected": null
         *     }
         */
        WebhookAttempt: {
            /**
             * @description Attempt id.
             * @example wat_01JD3ZJ9K0M1N2P3Q4R5S6T7V8
             */
            id: string;
            /**
             * @description The registration.
             * @example whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5
             */
            webhookId: string;
            eventId: components["schemas"]["EventId"];
            event: components["schemas"]["EventName"];
            /**
             * @description `scheduled` (the delivery the event made, and its retries), `redelivery` (`POST /api/webhooks/{id}/redeliver`) or `ping` (`POST /api/webhooks/{id}/ping`).
             * @example scheduled
             * @enum {string}
             */
            trigger: "scheduled" | "redelivery" | "ping";
            /**
             * Format: int32
             * @description 1 for a delivery's first attempt, 2 for its first retry, and so on; 1 for redeliveries and pings.
             * @example 1
             */
            attempt: number;
            /**
             * @description The URL the attempt was sent to.
             * @example https://hooks.example.com/cambio
             */
            url: string;
            /** @description When the attempt was made, on the service clock (<!-- sandbox -->in sandbox mode it moves with `POST /api/sandbox/clock/advance`; <!-- /sandbox -->the `webhook-timestamp` header is always the real time). */
            attemptedAt: components["schemas"]["Timestamp"];
            /**
             * Format: int32
             * @description Milliseconds from sending the request to the end of the answer (or the failure).
             * @example 84
             */
            durationMs: number;
            /**
             * @description `succeeded` (a 2xx answer within 10 seconds) or `failed`.
             * @example succeeded
             * @enum {string}
             */
            outcome: "succeeded" | "failed";
            /**
             * Format: int32
             * @description The receiver's HTTP status; null when none came (timeout, network error, refused target).
             * @example 200
             */
            statusCode: number | null;
            /**
             * @description The first 1,024 bytes of the receiver's answer, as text; null when none came.
             * @example ok
             */
            responseBody: string | null;
            /**
             * @description Why the attempt failed without an answer (`timeout after 10 s`, `network error: ECONNREFUSED`, `refused target address …`), or that a redirect was not followed; null otherwise.
             * @example null
             */
            error: string | null;
            /**
             * @description When the next retry is due; null when there will be none.
             * @example null
             */
            nextAttemptAt: components["schemas"]["Timestamp"] | null;
            /**
             * @description Extension, sandbox only: the fault of the registration that made this attempt (the Webhooks tag, Faults on demand). `duplicate` and `burst` are extra requests beside the delivery's own attempt (they decide nothing: no retry follows them); `delay` and `outOfOrder` mark a delivery's first attempt that was held back on purpose (`outOfOrder` when both held it). Null for an attempt as usual, always in production mode.
             * @example null
             * @enum {string|null}
             */
            injected: "duplicate" | "burst" | "delay" | "outOfOrder" | null;
        };
        /**
         * @description The event to send again.
         * @example {
         *       "eventId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7"
         *     }
         */
        RedeliverRequest: {
            /**
             * @description An event of the registration's user and type (else 404 code 37).
             * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
             */
            eventId: string;
        };
        /** @description An order was booked. `data` is the order as `POST /api/orders` answered it. */
        OrderCreatedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description Event family.
             * @enum {string}
             */
            type: "orders";
            /**
             * @description Event name. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            event: "order.created";
            createdAt: components["schemas"]["Timestamp"];
            data: components["schemas"]["Order"];
        };
        /** @description An order's status changed after its creation. `data` is the order after the change, as `GET /api/orders/{id}` answered it then; `previousStatus` is its status before. One event per change: when one change takes an order through several statuses at once (a payment that completes a step and starts the next), `previousStatus` is where it was and `data.status` where it ended. */
        OrderStatusChangedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description Event family.
             * @enum {string}
             */
            type: "orders";
            /**
             * @description Event name. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            event: "order.statusChanged";
            createdAt: components["schemas"]["Timestamp"];
            /** @description The order's status before the change. */
            previousStatus: components["schemas"]["OrderStatus"];
            data: components["schemas"]["Order"];
        };
        /** @description A bank account was created or deleted. `data` is the bank account as `GET /api/bank/accounts/{id}` answered it at the change (for a deletion: as it was before it went). */
        BankAccountEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description Event family.
             * @enum {string}
             */
            type: "bank-accounts";
            /**
             * @description Event name. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            event: "bankAccount.created" | "bankAccount.deleted";
            createdAt: components["schemas"]["Timestamp"];
            data: components["schemas"]["BankAccount"];
        };
        /** @description A user was created or updated, or accepted the terms. `data` is the user after the change, as `GET /api/users` shows it. */
        UserEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description Event family.
             * @enum {string}
             */
            type: "users";
            /**
             * @description Event name. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            event: "user.created" | "user.updated" | "user.termsAccepted";
            createdAt: components["schemas"]["Timestamp"];
            data: components["schemas"]["User"];
        };
        /** @description A user uploaded a document. `data` is the user (documents are not part of it); `documentId` and `documentType` say which document. */
        UserDocumentUploadedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description Event family.
             * @enum {string}
             */
            type: "users";
            /**
             * @description Event name. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            event: "user.documentUploaded";
            createdAt: components["schemas"]["Timestamp"];
            /**
             * @description The uploaded document's id.
             * @example doc_01JD3ZH8J9K0M1N2P3Q4R5S6T7
             */
            documentId: string;
            documentType: components["schemas"]["DocumentType"];
            data: components["schemas"]["User"];
        };
        /** @description A user's additional information was added to. `data` is the user (the additional information is not part of it); `keys` lists the top-level keys the request set. */
        UserAdditionalInformationAddedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description Event family.
             * @enum {string}
             */
            type: "users";
            /**
             * @description Event name. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            event: "user.additionalInformationAdded";
            createdAt: components["schemas"]["Timestamp"];
            /**
             * @description The keys the request added or replaced.
             * @example [
             *       "sourceOfFunds"
             *     ]
             */
            keys: string[];
            data: components["schemas"]["User"];
        };
        /** @description The status of a user's onboarding in one country changed. `data` is the user after the change; `country` says which onboarding and `previousStatus` its status before. */
        UserOnboardingStatusChangedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description Event family.
             * @enum {string}
             */
            type: "users";
            /**
             * @description Event name. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            event: "user.onboardingStatusChanged";
            createdAt: components["schemas"]["Timestamp"];
            /** @description The country whose onboarding changed. */
            country: components["schemas"]["Country"];
            /** @description The onboarding's status before the change. */
            previousStatus: components["schemas"]["OnboardingStatus"];
            data: components["schemas"]["User"];
        };
        /**
         * @description The test event sent by `POST /api/webhooks/{id}/ping`, signed like every delivery. `type` is the registration's type. Not stored and not listed by the events API.
         * @example {
         *       "id": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
         *       "type": "orders",
         *       "event": "webhook.ping",
         *       "createdAt": "2026-11-21T15:04:05.123Z",
         *       "data": {
         *         "webhookId": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5"
         *       }
         *     }
         */
        WebhookPingEvent: {
            id: components["schemas"]["EventId"];
            type: components["schemas"]["WebhookType"];
            /**
             * @description Event name. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            event: "webhook.ping";
            createdAt: components["schemas"]["Timestamp"];
            /** @description Which registration the ping tests. */
            data: {
                /**
                 * @description The registration pinged.
                 * @example whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5
                 */
                webhookId: string;
            };
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
         * @description The status to drive one country's onboarding of the user to.
         * @example {
         *       "country": "MX",
         *       "outcome": "approved"
         *     }
         */
        SandboxOnboardingOutcomeRequest: {
            /** @description The onboarding's country. Omitted, the country the user started with. */
            country?: components["schemas"]["Country"];
            /** @description The status to reach. */
            outcome: components["schemas"]["OnboardingStatus"];
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
             * @description Payment reference from `settlement.payment.instructions.reference` of an order (bank or crypto) or `reference` of a bulk bank payment.
             * @example CMB7Q4K9X2
             */
            reference: string;
            /**
             * @description Amount received, in `asset` (fiat 2 decimals, stablecoins 6 decimals).
             * @example 18513.6
             */
            amount: number;
            /** @description Asset received; defaults to the asset the reference expects. Another asset is recorded unmatched. */
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
             * @description Reference the deposit was made to, as sent (up to 100 characters, like the request's).
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
         * @description The status to drive the order to (`POST /api/sandbox/orders/{id}/outcome`).
         * @example {
         *       "outcome": "refundComplete"
         *     }
         */
        SandboxOrderOutcomeRequest: {
            outcome: components["schemas"]["OrderStatus"];
        };
        /**
         * @description The status to drive the bulk bank payment to.
         * @example {
         *       "outcome": "insufficientAmountReceived"
         *     }
         */
        SandboxBulkBankPaymentOutcomeRequest: {
            /** @description The status to reach. */
            outcome: components["schemas"]["BulkBankPaymentStatus"];
        };
        /**
         * @description The status to drive the bulk bank payout to.
         * @example {
         *       "outcome": "failed"
         *     }
         */
        SandboxBulkBankPayoutOutcomeRequest: {
            /** @description The status to reach. */
            outcome: components["schemas"]["BulkBankPayoutStatus"];
        };
        /**
         * @description A sandbox broker's clock (each broker has its own).
         * @example {
         *       "now": "2026-11-21T16:04:05.123Z",
         *       "offsetMs": 3600000
         *     }
         */
        SandboxClock: {
            /** @description The current sandbox time (real time plus `offsetMs`). */
            now: components["schemas"]["Timestamp"];
            /**
             * Format: int64
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
             * Format: int32
             * @description Seconds to advance, 1 to 31536000 (one year).
             * @example 600
             */
            seconds: number;
        };
        /**
         * @description The broker's clock after a move, and its jobs run at their due times within it.
         * @example {
         *       "now": "2026-11-21T16:05:05.123Z",
         *       "offsetMs": 3660000,
         *       "ran": 7,
         *       "caughtUp": true
         *     }
         */
        SandboxClockMoved: {
            /** @description The sandbox time after the move (real time plus `offsetMs`). */
            now: components["schemas"]["Timestamp"];
            /**
             * Format: int64
             * @description How far the sandbox clock is ahead of real time, in milliseconds.
             * @example 3660000
             */
            offsetMs: number;
            /**
             * Format: int32
             * @description Jobs and webhook deliveries run during the move, each at its own due time (at most 500 per move).
             * @example 7
             */
            ran: number;
            /**
             * @description True when every job due within the span ran at its time. False when the move stopped at 500 runs: the clock still moved by the whole span, and the jobs left due run at the new time (the next POST /api/sandbox/jobs/run, or the background runner).
             * @example true
             */
            caughtUp: boolean;
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
             * Format: int32
             * @description Jobs run by this call.
             * @example 3
             */
            ran: number;
            /**
             * Format: int32
             * @description The broker's jobs and deliveries still pending (due later, or left for the next call).
             * @example 1
             */
            remaining: number;
        };
        /**
         * @description An e-mail message the server sent for the broker, as the outbox lists it.
         * @example {
         *       "id": "eml_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
         *       "exportId": "exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
         *       "from": "cambio <exports@cambio.localhost>",
         *       "to": "finance@example.com",
         *       "subject": "cambio order export exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7: 42 orders",
         *       "size": 26102,
         *       "sentAt": "2026-11-21T15:04:07.456Z"
         *     }
         */
        OutboxMessageSummary: {
            /**
             * @description Outbox message id (prefix `eml_`); the `.eml` file is `<id>.eml` in the outbox.
             * @example eml_01JD3ZH8J9K0M1N2P3Q4R5S6T7
             */
            id: string;
            /**
             * @description The order export the message carries.
             * @example exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7
             */
            exportId: string;
            /**
             * @description The sender (the server's `CAMBIO_MAIL_FROM`).
             * @example cambio <exports@cambio.localhost>
             */
            from: string;
            /**
             * @description The recipient, the export's `email`.
             * @example finance@example.com
             */
            to: string;
            /**
             * @description The subject line.
             * @example cambio order export exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7: 42 orders
             */
            subject: string;
            /**
             * Format: int32
             * @description Bytes of the whole message (the `.eml` file).
             * @example 26102
             */
            size: number;
            sentAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description One header field of a message as written (unfolded; RFC 2047 encoded words are left as they are: the message's `subject` is the decoded subject).
         * @example {
         *       "name": "To",
         *       "value": "<finance@example.com>"
         *     }
         */
        OutboxHeader: {
            /**
             * @description Field name, as written.
             * @example Subject
             */
            name: string;
            /**
             * @description Field value.
             * @example <finance@example.com>
             */
            value: string;
        };
        /**
         * @description An attachment of a message, decoded from its transfer encoding.
         * @example {
         *       "fileName": "cambio-orders-exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7.csv",
         *       "contentType": "text/csv",
         *       "size": 21,
         *       "contentBase64": "aWQsY3JlYXRlZEF0Cm9yZF8xLDIwMjYK"
         *     }
         */
        OutboxAttachment: {
            /**
             * @description The attachment's file name.
             * @example cambio-orders-exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7.csv
             */
            fileName: string;
            /**
             * @description Its media type (`text/csv`, or `application/gzip` for a compressed CSV).
             * @example text/csv
             */
            contentType: string;
            /**
             * Format: int32
             * @description Bytes of the attachment.
             * @example 21
             */
            size: number;
            /**
             * @description The attachment's bytes, in base64.
             * @example aWQsY3JlYXRlZEF0Cm9yZF8xLDIwMjYK
             */
            contentBase64: string;
        };
        /**
         * @description An outbox message as a mail client shows it, parsed from the stored `.eml` file (the summary's fields, the headers, the text part and the attachments).
         * @example {
         *       "id": "eml_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
         *       "exportId": "exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
         *       "from": "cambio <exports@cambio.localhost>",
         *       "to": "finance@example.com",
         *       "subject": "cambio order export exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7: 1 order",
         *       "size": 2310,
         *       "sentAt": "2026-11-21T15:04:07.456Z",
         *       "headers": [
         *         {
         *           "name": "To",
         *           "value": "<finance@example.com>"
         *         }
         *       ],
         *       "text": "Your order export exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7 is attached: 1 order.\r\n",
         *       "attachments": [
         *         {
         *           "fileName": "cambio-orders-exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7.csv",
         *           "contentType": "text/csv",
         *           "size": 21,
         *           "contentBase64": "aWQsY3JlYXRlZEF0Cm9yZF8xLDIwMjYK"
         *         }
         *       ]
         *     }
         */
        OutboxMessage: {
            /**
             * @description Outbox message id (prefix `eml_`).
             * @example eml_01JD3ZH8J9K0M1N2P3Q4R5S6T7
             */
            id: string;
            /**
             * @description The order export the message carries.
             * @example exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7
             */
            exportId: string;
            /**
             * @description The sender.
             * @example cambio <exports@cambio.localhost>
             */
            from: string;
            /**
             * @description The recipient.
             * @example finance@example.com
             */
            to: string;
            /**
             * @description The subject line.
             * @example cambio order export exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7: 42 orders
             */
            subject: string;
            /**
             * Format: int32
             * @description Bytes of the whole message.
             * @example 26102
             */
            size: number;
            sentAt: components["schemas"]["Timestamp"];
            /** @description The message's header fields, in order. */
            headers: components["schemas"]["OutboxHeader"][];
            /**
             * @description The text part, decoded.
             * @example Your order export exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7 is attached: 42 orders.
             */
            text: string;
            /** @description The attachments (one, the CSV). */
            attachments: components["schemas"]["OutboxAttachment"][];
        };
        /**
         * @description A test delivery of the receiver check, sent in this order: `valid`, `badSignature`, `otherSecret`, `staleTimestamp`, `futureTimestamp`, `replay`, `tamperedBody`, `missingSignature` (the operation's description says exactly what each sends).
         * @example valid
         * @enum {string}
         */
        ReceiverCheckCaseName: "valid" | "badSignature" | "otherSecret" | "staleTimestamp" | "futureTimestamp" | "replay" | "tamperedBody" | "missingSignature";
        /** @description One test delivery of a receiver check and the receiver's answer. */
        ReceiverCheckCase: {
            name: components["schemas"]["ReceiverCheckCaseName"];
            /**
             * @description The `webhook-id` header sent (also the body's `id`).
             * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
             */
            webhookId: string;
            /**
             * @description `accept`: a 2xx is correct (the valid delivery and its replay). `reject`: a 4xx is correct.
             * @example accept
             * @enum {string}
             */
            expected: "accept" | "reject";
            /**
             * Format: int32
             * @description The receiver's HTTP status; null when it gave none (see `error`).
             * @example 200
             */
            statusCode: number | null;
            /**
             * @description Why no status was received: a network error, the timeout (`timeout after 10 s`), or a target address the server does not deliver to.
             * @example null
             */
            error: string | null;
            /**
             * Format: int32
             * @description How long the answer took, against `timeoutMs`.
             * @example 14
             */
            durationMs: number;
            /**
             * @description The answer is the expected one: a 2xx for `accept`, a 4xx for `reject`. A 5xx, a 3xx, a timeout, a network error, or a 2xx where a 4xx is due is wrong.
             * @example true
             */
            correct: boolean;
            /**
             * @description What is wrong with the answer, in words; null when it is correct.
             * @example null
             */
            problem: string | null;
        };
        /**
         * @description The report of a receiver check: what the registration's receiver answered to each test delivery, in the order they were sent, and whether each answer is the one a correct Standard Webhooks receiver gives.
         * @example {
         *       "id": "rck_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
         *       "webhookId": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
         *       "url": "https://hooks.example.com/cambio",
         *       "checkedAt": "2026-11-21T15:04:05.123Z",
         *       "timeoutMs": 10000,
         *       "passed": false,
         *       "cases": [
         *         {
         *           "name": "valid",
         *           "webhookId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
         *           "expected": "accept",
         *           "statusCode": 200,
         *           "error": null,
         *           "durationMs": 9,
         *           "correct": true,
         *           "problem": null
         *         },
         *         {
         *           "name": "badSignature",
         *           "webhookId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T8",
         *           "expected": "reject",
         *           "statusCode": 200,
         *           "error": null,
         *           "durationMs": 9,
         *           "correct": false,
         *           "problem": "answered 200 where a 4xx is due: it accepted a delivery it must refuse"
         *         },
         *         {
         *           "name": "otherSecret",
         *           "webhookId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T9",
         *           "expected": "reject",
         *           "statusCode": 401,
         *           "error": null,
         *           "durationMs": 9,
         *           "correct": true,
         *           "problem": null
         *         },
         *         {
         *           "name": "staleTimestamp",
         *           "webhookId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6TA",
         *           "expected": "reject",
         *           "statusCode": 400,
         *           "error": null,
         *           "durationMs": 9,
         *           "correct": true,
         *           "problem": null
         *         },
         *         {
         *           "name": "futureTimestamp",
         *           "webhookId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6TB",
         *           "expected": "reject",
         *           "statusCode": 400,
         *           "error": null,
         *           "durationMs": 9,
         *           "correct": true,
         *           "problem": null
         *         },
         *         {
         *           "name": "replay",
         *           "webhookId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
         *           "expected": "accept",
         *           "statusCode": 200,
         *           "error": null,
         *           "durationMs": 9,
         *           "correct": true,
         *           "problem": null
         *         },
         *         {
         *           "name": "tamperedBody",
         *           "webhookId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6TC",
         *           "expected": "reject",
         *           "statusCode": 401,
         *           "error": null,
         *           "durationMs": 9,
         *           "correct": true,
         *           "problem": null
         *         },
         *         {
         *           "name": "missingSignature",
         *           "webhookId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6TD",
         *           "expected": "reject",
         *           "statusCode": 400,
         *           "error": null,
         *           "durationMs": 9,
         *           "correct": true,
         *           "problem": null
         *         }
         *       ]
         *     }
         */
        ReceiverCheck: {
            /**
             * @description Receiver check id (prefix `rck_`).
             * @example rck_01JD3ZH8J9K0M1N2P3Q4R5S6T7
             */
            id: string;
            /**
             * @description The registration whose receiver was checked.
             * @example whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5
             */
            webhookId: string;
            /**
             * @description The URL the test deliveries went to (the registration's at the check).
             * @example https://hooks.example.com/cambio
             */
            url: string;
            checkedAt: components["schemas"]["Timestamp"];
            /**
             * Format: int32
             * @description How long a receiver has to answer, the same as for deliveries (10,000 ms).
             * @example 10000
             */
            timeoutMs: number;
            /**
             * @description Every case was answered correctly.
             * @example false
             */
            passed: boolean;
            /** @description One entry per test delivery, in the order they were sent. */
            cases: components["schemas"]["ReceiverCheckCase"][];
        };
        /**
         * @description The server and its database answer.
         * @example {
         *       "status": "ok"
         *     }
         */
        Health: {
            /**
             * @description Always `ok` (a failing check answers 503 with an error body instead).
             * @example ok
             * @enum {string}
             */
            status: "ok";
        };
    };
    responses: {
        /** @description Code 9, invalid request: a path or query parameter or a body field is missing, has the wrong type, is out of range or is not allowed (unknown body fields and query parameters the operation does not define are rejected). One entry per field at fault (the first 20, in the order of the schema); `field` names it (`body.email`, `query.limit` …) and the message says what is wrong, listing the allowed values of an enumeration. A body that is not valid JSON, or that nests objects and arrays more than 32 levels deep, or a multipart body that does not parse, answers code 9 with `field: body`, the message saying which. */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Code 19, not authorized: the `x-api-key` header is missing, or the key is unknown or revoked. The message is the specification's `Not authorized`; `field: header.x-api-key` names the header to send a valid key in. */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": 19,
                 *           "message": "Not authorized",
                 *           "field": "header.x-api-key"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Code 46, too many requests: the API key (policy `key`), or the client address of a request without a valid key (policy `address`), used up its requests of the current minute. Nothing was done. Wait `Retry-After` seconds (the end of the window) and send again. `RateLimit-Policy` says the quota, `RateLimit` what is left of it; every response carries both. */
        TooManyRequests: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Retry-After": components["headers"]["RetryAfter"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": 46,
                 *           "message": "Too many requests: this API key sends at most 6000 a minute; retry in 42 s"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Code 15: an unexpected error. It is logged under the request's id, which the `X-Request-Id` header and the message give (quote it when reporting the problem); the body never carries details. */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": 15,
                 *           "message": "Internal error (request id req_01JD3ZE2F3G4H5J6K7M8N9P0Q1)"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Code 19, not authorized: the key is valid but lacks the `createAndModify` role, or the operation requires the caller user (the key's user) to be approved in at least one country and it is not. The message is the specification's `Not authorized` followed by which of the two the operation needs. */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": 19,
                 *           "message": "Not authorized: this operation needs a key with the createAndModify role; this key has the read role"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description A resource named in the path or body does not exist for the caller: code 1 user, 2 order, 3 quote, 4 bulk bank payout, 5 bank account, 6 address, 7 webhook registration, 8 bulk bank payment, 37 event, 38 order export, 39 outbox message (sandbox), 49 sandbox broker (sandbox), 52 receiver check (sandbox); code 13 when no operation has the path (sandbox-only paths in production mode too). Ids of other brokers (tenants) answer exactly like missing ids, so they cannot be probed. */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The request conflicts with the current state: code 20 clientReferenceId already used, 21 quote expired, 22 quote already booked, 23 order not cancellable, 25 a request with the same Idempotency-Key is still running, 29 onboarding status does not allow the action, 30 bank account used by an open order, 31 order not awaiting this payment, 35 resource already exists (the message names the existing id), 36 the resource changed while the request was processed (nothing was applied; read it again and retry), 48 order not awaiting this payout report, 50 the first sandbox broker is kept, 51 the sandbox outcome cannot be reached from the resource's current status (the message names the path that reaches it). */
        Conflict: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Code 11: the request body is larger than the operation accepts (1 MiB for JSON bodies, 64 KiB for additional information, 5 MiB for an uploaded document). */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
        /** @description Code 12: the request's `Content-Type` is not one the operation accepts (JSON operations take `application/json`; the document upload takes `multipart/form-data` with a PDF, JPEG or PNG file). The message names the content type to send, and `field: header.Content-Type` the header; for an uploaded file of another type, the message names the allowed file types. */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": 12,
                 *           "message": "Unsupported media type: send the body as application/json (Content-Type header)",
                 *           "field": "header.Content-Type"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The request is well formed but breaks a business rule: code 24 Idempotency-Key already used for another request, 26 terms not accepted, 27 user not approved in this country, 28 unsupported asset combination, 32 not available in production mode for this currency, 33 invalid bank account details, 34 address invalid for the network, 47 the user's 10 webhook registrations reached. The message says why. */
        UnprocessableEntity: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Production mode only: what the operation needs from the operator's providers is not there, and nothing is made up in its place (nothing is booked or changed). Code 43: the price feed fails or is stale (retry shortly). Code 44: no deposit address of the order's network is left in the operator's pool. Code 45: the service has no bank account configured for the country and currency of the payment. */
        ProviderUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Code 40: the server does not reach its database (`GET /api/health`); a load balancer takes it out of rotation until it answers again. */
        ServiceUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": 40,
                 *           "message": "Service unavailable"
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
         * @description The event id, the same in every attempt of the event (Standard Webhooks).
         * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
         */
        WebhookIdHeader: string;
        /**
         * @description Unix seconds when this attempt was signed (Standard Webhooks).
         * @example 1763737445
         */
        WebhookTimestampHeader: string;
        /**
         * @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed with the secret's bytes; two, separated by a space, during the 24 hours after a secret rotation (Standard Webhooks).
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        WebhookSignatureHeader: string;
        /**
         * @description Page of results, from 1. A page past the last one answers an empty array. Offset pages reach the first 10,000 records (`page` x `limit` at most 10000, else 400 naming `query.page`); beyond, and for syncs and large walks, follow `X-Next-Cursor` with `cursor`.
         * @example 1
         */
        Page: number;
        /**
         * @description Maximum records per page, 1 to 100 (default 20).
         * @example 20
         */
        Limit: number;
        /**
         * @description Continues a list after the page whose `X-Next-Cursor` header gave this value; send the same filters and `limit` as you like. It reads by keyset, so any page costs what the first does at any depth, and records made meanwhile do not shift the pages (they are newer than the cursor). Use it to walk a large list or sync; a `page` other than 1 cannot be sent with it (400). A malformed cursor answers 400 naming `query.cursor`.
         * @example MjAyNi0xMS0yMVQxNjowNDowNS4xMjNafG9yZF8wMUpEM1pCN0syTTRONlA4UTBSMlM0VDZWOA
         */
        Cursor: string;
        /**
         * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
         * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
         */
        IdempotencyKey: string;
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
         * @description Order export id. An export of another broker answers 404 code 38, like a missing one.
         * @example exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7
         */
        ExportId: string;
        /**
         * @description Order id. An order of another broker answers 404 code 2, like a missing one.
         * @example ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8
         */
        OrderId: string;
        /**
         * @description Quote id. A quote of another broker answers 404 code 3, like a missing one.
         * @example quo_01JD3ZA1B2C3D4E5F6G7H8J9K0
         */
        QuoteId: string;
        /**
         * @description Bulk bank payment id. One of another broker answers 404 code 8, like a missing one.
         * @example bbp_01JD3ZC5D6E7F8G9H0J1K2M3N4
         */
        BulkBankPaymentId: string;
        /**
         * @description Bulk bank payout id. One of another broker answers 404 code 4, like a missing one.
         * @example bpo_01JD3ZD9E8F7G6H5J4K3M2N1P0
         */
        BulkBankPayoutId: string;
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
         * @description Event id. An event of another broker answers 404 code 37, like a missing one.
         * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
         */
        EventId: string;
        /**
         * @description Id of the calling key's broker (`brokerId` of `POST /api/sandbox/brokers`). Another broker's id answers 404 code 49, like a missing one.
         * @example brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G
         */
        SandboxBrokerId: string;
        /**
         * @description Outbox message id. A message sent for another broker answers 404 code 39, like a missing one.
         * @example eml_01JD3ZH8J9K0M1N2P3Q4R5S6T7
         */
        OutboxMessageId: string;
        /**
         * @description Receiver check id. A check of another broker answers 404 code 52, like a missing one.
         * @example rck_01JD3ZH8J9K0M1N2P3Q4R5S6T7
         */
        ReceiverCheckId: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The request's id, on every response. A valid `X-Request-Id` sent with the request (1 to 128 letters, digits, `_`, `-` or `=`) comes back unchanged, so that a caller can use its own trace ids; otherwise the server makes one (`req_` and a time-ordered id). The server's log lines of the request carry it, and a 500 answer's message names it: quote it when reporting a problem.
         * @example req_01JD3ZE2F3G4H5J6K7M8N9P0Q1
         */
        RequestId: string;
        /**
         * @description CORS: on the answer to a browser's request (one with an `Origin` header) from an origin the server allows, `*` or that origin (`CAMBIO_CORS_ORIGINS`; unset, any origin in sandbox mode and none in production mode). Absent otherwise. See "Browsers and caches" in the API description.
         * @example *
         */
        AccessControlAllowOrigin: string;
        /**
         * @description The caller's quota in the current window (IETF draft `RateLimit` field): the policy's name, `r` the requests left (0 once refused) and `t` the seconds until the window ends and the quota is whole again. Policy `key` counts the requests of one API key; policy `address` counts those without a valid key (the health check, refused keys) by client address. See `RateLimit-Policy`.
         * @example "key";r=5998;t=42
         */
        RateLimit: string;
        /**
         * @description The policy that counted the request (IETF draft `RateLimit-Policy` field): its name, `q` the requests allowed in a window and `w` the window in seconds (60). Set by the server's configuration (`CAMBIO_RATE_LIMIT_PER_MINUTE` per key, `CAMBIO_RATE_LIMIT_ANONYMOUS_PER_MINUTE` per address).
         * @example "key";q=6000;w=60
         */
        RateLimitPolicy: string;
        /**
         * @description Number of records that match the request's filters, over all pages. The lists that grow without bound give the exact number when nothing narrows them: the orders and the events with no filter, a registration's delivery attempts with no filter, and the users filtered by `brokerId` alone (a total kept as records are written and removed, read at no cost). Any other list, and these with a filter, count matches up to 10,000 so that a count never reads more than that: a list with more says 10000 and `X-Total-Count-Capped: true`. With the users' `search` or `onboardingStatus`, the matches among the users the request tried. The body holds at most `limit` of them.
         * @example 42
         */
        TotalCount: number;
        /**
         * @description `true` when a count stopped at 10,000 records (more match, and `X-Total-Count` says 10000); absent otherwise, and always absent with an exact total.
         * @example true
         */
        TotalCountCapped: boolean;
        /**
         * @description Present when more records may follow this page (it is full, or, for the users' `search` and `onboardingStatus`, its window of 10,000 users ended before the list did): send it as `cursor`, with the same filters, to read the next one. Absent on the last page.
         * @example MjAyNi0xMS0yMVQxNjowNDowNS4xMjNafG9yZF8wMUpEM1pCN0syTTRONlA4UTBSMlM0VDZWOA
         */
        NextCursor: string;
        /**
         * @description Seconds to wait before sending again: until the current rate-limit window ends (the `t` of `RateLimit`).
         * @example 42
         */
        RetryAfter: number;
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
                 * @description Free text, 1 to 100 characters, matched against e-mail, names, business name and phone. No index serves free text: it is tried on the next 10,000 users of the other filters, newest first from the cursor, per request. A page may then hold fewer matches than `limit` (none, even) with an `X-Next-Cursor` to go on from where it stopped, and `X-Total-Count` counts the matches among the users tried. The same holds for `onboardingStatus`.
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
                 * @description Page of results, from 1. A page past the last one answers an empty array. Offset pages reach the first 10,000 records (`page` x `limit` at most 10000, else 400 naming `query.page`); beyond, and for syncs and large walks, follow `X-Next-Cursor` with `cursor`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Maximum records per page, 1 to 100 (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Continues a list after the page whose `X-Next-Cursor` header gave this value; send the same filters and `limit` as you like. It reads by keyset, so any page costs what the first does at any depth, and records made meanwhile do not shift the pages (they are newer than the cursor). Use it to walk a large list or sync; a `page` other than 1 cannot be sent with it (400). A malformed cursor answers 400 naming `query.cursor`.
                 * @example MjAyNi0xMS0yMVQxNjowNDowNS4xMjNafG9yZF8wMUpEM1pCN0syTTRONlA4UTBSMlM0VDZWOA
                 */
                cursor?: components["parameters"]["Cursor"];
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    "X-Total-Count-Capped": components["headers"]["TotalCountCapped"];
                    "X-Next-Cursor": components["headers"]["NextCursor"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getUser: {
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
            /** @description The user. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    addAdditionalInformation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    uploadDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    acceptTerms: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    recordVerificationDecision: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                "application/json": components["schemas"]["VerificationDecision"];
            };
        };
        responses: {
            /** @description The user after the step. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /**
                 * @description Only records of this user. Omitted: records of every user of the caller's broker. A user of another broker matches nothing (empty array).
                 * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
                 */
                userId?: components["parameters"]["UserIdQuery"];
                /**
                 * @description Only orders in this status.
                 * @example awaitingLimitPriceCondition
                 */
                status?: components["schemas"]["OrderStatus"];
                /**
                 * @description Only the order with this client reference (unique per user, so at most one per user).
                 * @example inv-2026-000123
                 */
                clientReferenceId?: string;
                /**
                 * @description Page of results, from 1. A page past the last one answers an empty array. Offset pages reach the first 10,000 records (`page` x `limit` at most 10000, else 400 naming `query.page`); beyond, and for syncs and large walks, follow `X-Next-Cursor` with `cursor`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Maximum records per page, 1 to 100 (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Continues a list after the page whose `X-Next-Cursor` header gave this value; send the same filters and `limit` as you like. It reads by keyset, so any page costs what the first does at any depth, and records made meanwhile do not shift the pages (they are newer than the cursor). Use it to walk a large list or sync; a `page` other than 1 cannot be sent with it (400). A malformed cursor answers 400 naming `query.cursor`.
                 * @example MjAyNi0xMS0yMVQxNjowNDowNS4xMjNafG9yZF8wMUpEM1pCN0syTTRONlA4UTBSMlM0VDZWOA
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orders (possibly empty). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    "X-Total-Count-Capped": components["headers"]["TotalCountCapped"];
                    "X-Next-Cursor": components["headers"]["NextCursor"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "ord_01JD42R5S7T9V1W3X5Y7Z9A1B3",
                     *         "quoteId": "quo_01JD42Q4R6S8T0V2W4X6Y8Z0A2",
                     *         "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *         "clientReferenceId": "limit-cop-0007",
                     *         "status": "awaitingLimitPriceCondition",
                     *         "flow": "fiatToCrypto",
                     *         "origin": {
                     *           "asset": "COP",
                     *           "amount": 4000000,
                     *           "country": "CO"
                     *         },
                     *         "destination": {
                     *           "asset": "USDC",
                     *           "amount": 1008,
                     *           "country": "CO",
                     *           "network": "base"
                     *         },
                     *         "fixedLeg": "origin",
                     *         "pricingDetails": {
                     *           "fees": [
                     *             {
                     *               "type": "platform",
                     *               "amount": 20000,
                     *               "asset": "COP",
                     *               "tax": 3800
                     *             },
                     *             {
                     *               "type": "network",
                     *               "amount": 0.01,
                     *               "asset": "USDC",
                     *               "tax": 0.0019
                     *             }
                     *           ]
                     *         },
                     *         "settlement": {
                     *           "mode": "instant",
                     *           "timing": "immediate",
                     *           "valueDateOffset": 0,
                     *           "effectiveValueDateOffset": 0,
                     *           "payment": {
                     *             "asset": "COP",
                     *             "amount": 4000000,
                     *             "rail": "achColombia",
                     *             "status": "awaitingDetails",
                     *             "amountSettled": 0,
                     *             "transactions": []
                     *           },
                     *           "payout": {
                     *             "asset": "USDC",
                     *             "amount": 1008,
                     *             "rail": "blockchain",
                     *             "network": "base",
                     *             "status": "awaitingFunds",
                     *             "amountSettled": 0,
                     *             "addressId": "adr_01JD42P3Q5R7S9T1V3W5X7Y9Z1",
                     *             "transactions": []
                     *           }
                     *         },
                     *         "marketPrice": 0.00024691,
                     *         "netPrice": 0.000252,
                     *         "type": "limit",
                     *         "limitNetPrice": 0.000252,
                     *         "timeInForceStartsAt": "2026-11-21T14:00:00.000Z",
                     *         "timeInForceEndsAt": "2026-11-28T14:00:00.000Z",
                     *         "attributes": [],
                     *         "expiredQuotes": [],
                     *         "informationalFees": {
                     *           "serviceFeeFiat": 0,
                     *           "serviceFeeFiatTax": 0
                     *         },
                     *         "createdAt": "2026-11-21T14:00:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Order"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The quote to book and the order's settlement choices. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quoteId": "quo_01JD3ZA1B2C3D4E5F6G7H8J9K0",
                 *       "settlement": {
                 *         "payout": {
                 *           "addressId": "adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3"
                 *         }
                 *       },
                 *       "clientReferenceId": "inv-2026-000123",
                 *       "notes": "Treasury rebalancing, November"
                 *     }
                 */
                "application/json": components["schemas"]["CreateOrderRequest"];
            };
        };
        responses: {
            /** @description The order, usually `awaitingPayment` with payment instructions. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8",
                     *       "quoteId": "quo_01JD3ZA1B2C3D4E5F6G7H8J9K0",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "clientReferenceId": "inv-2026-000123",
                     *       "status": "awaitingPayment",
                     *       "flow": "fiatToCrypto",
                     *       "origin": {
                     *         "asset": "MXN",
                     *         "amount": 20000,
                     *         "country": "MX"
                     *       },
                     *       "destination": {
                     *         "asset": "USDC",
                     *         "amount": 1098.55196,
                     *         "country": "MX",
                     *         "network": "polygon"
                     *       },
                     *       "fixedLeg": "origin",
                     *       "pricingDetails": {
                     *         "fees": [
                     *           {
                     *             "type": "platform",
                     *             "amount": 100,
                     *             "asset": "MXN",
                     *             "tax": 16
                     *           },
                     *           {
                     *             "type": "network",
                     *             "amount": 0.01,
                     *             "asset": "USDC",
                     *             "tax": 0.0016
                     *           }
                     *         ]
                     *       },
                     *       "settlement": {
                     *         "mode": "instant",
                     *         "timing": "immediate",
                     *         "valueDateOffset": 0,
                     *         "effectiveValueDateOffset": 0,
                     *         "valueDate": "2026-11-21T06:00:00.000Z",
                     *         "payment": {
                     *           "asset": "MXN",
                     *           "amount": 20000,
                     *           "rail": "spei",
                     *           "dueDate": "2026-11-22T15:04:05.123Z",
                     *           "status": "awaitingFunds",
                     *           "amountSettled": 0,
                     *           "instructions": {
                     *             "bankName": "STP",
                     *             "companyName": "Cambio Digital SA de CV",
                     *             "companyAddress": "Av. Paseo de la Reforma 222, Piso 12, Col. Juárez, 06600 Ciudad de México, CDMX",
                     *             "accountHolderName": "Cambio Digital SA de CV",
                     *             "CLABE": "646180157000000004",
                     *             "RFC": "CDI201015AB3",
                     *             "reference": "CMB7K2Q9XRTZ4"
                     *           },
                     *           "transactions": []
                     *         },
                     *         "payout": {
                     *           "asset": "USDC",
                     *           "amount": 1098.55196,
                     *           "rail": "blockchain",
                     *           "network": "polygon",
                     *           "status": "awaitingFunds",
                     *           "amountSettled": 0,
                     *           "addressId": "adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3",
                     *           "transactions": []
                     *         }
                     *       },
                     *       "marketPrice": 0.05524862,
                     *       "netPrice": 0.054927598,
                     *       "type": "market",
                     *       "attributes": [],
                     *       "notes": "Treasury rebalancing, November",
                     *       "expiredQuotes": [],
                     *       "informationalFees": {
                     *         "serviceFeeFiat": 20,
                     *         "serviceFeeFiatTax": 3.2
                     *       },
                     *       "createdAt": "2026-11-21T15:04:05.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ProviderUnavailable"];
        };
    };
    exportOrders: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The filters and the destination e-mail address. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "finance@example.com",
                 *       "startDate": "2026-11-01T00:00:00.000Z",
                 *       "endDate": "2026-12-01T00:00:00.000Z",
                 *       "fiat": "MXN",
                 *       "side": "buy",
                 *       "country": "MX",
                 *       "minOrderSize": 1000,
                 *       "orderStatusGroups": [
                 *         "completed"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ExportOrdersRequest"];
            };
        };
        responses: {
            /** @description The export was queued; the CSV follows by e-mail. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "exportId": "exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
                     *       "status": "queued"
                     *     }
                     */
                    "application/json": components["schemas"]["ExportAccepted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getOrderExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Order export id. An export of another broker answers 404 code 38, like a missing one.
                 * @example exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                id: components["parameters"]["ExportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
                     *       "status": "sent",
                     *       "email": "finance@example.com",
                     *       "attempts": 1,
                     *       "rowCount": 42,
                     *       "size": 18234,
                     *       "fileName": "cambio-orders-exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7.csv",
                     *       "compressed": false,
                     *       "delivery": "outbox",
                     *       "outboxMessageId": "eml_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
                     *       "error": null,
                     *       "nextAttemptAt": null,
                     *       "createdAt": "2026-11-21T15:04:05.123Z",
                     *       "sentAt": "2026-11-21T15:04:07.456Z"
                     *     }
                     */
                    "application/json": components["schemas"]["OrderExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Order id. An order of another broker answers 404 code 2, like a missing one.
                 * @example ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8
                 */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ord_01JD40M3N5P7Q9R1S3T5V7W9X1",
                     *       "quoteId": "quo_01JD40K2M4N6P8Q0R2S4T6V8W0",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "clientReferenceId": "payout-2026-11-21-01",
                     *       "status": "complete",
                     *       "flow": "cryptoToFiat",
                     *       "origin": {
                     *         "asset": "USDC",
                     *         "amount": 1000,
                     *         "country": "MX",
                     *         "network": "polygon"
                     *       },
                     *       "destination": {
                     *         "asset": "MXN",
                     *         "amount": 17845.89,
                     *         "country": "MX"
                     *       },
                     *       "fixedLeg": "origin",
                     *       "pricingDetails": {
                     *         "fees": [
                     *           {
                     *             "type": "platform",
                     *             "amount": 5,
                     *             "asset": "USDC",
                     *             "tax": 0.8
                     *           }
                     *         ]
                     *       },
                     *       "settlement": {
                     *         "mode": "instant",
                     *         "timing": "immediate",
                     *         "valueDateOffset": 0,
                     *         "effectiveValueDateOffset": 0,
                     *         "valueDate": "2026-11-21T06:00:00.000Z",
                     *         "payment": {
                     *           "asset": "USDC",
                     *           "amount": 1000,
                     *           "rail": "blockchain",
                     *           "network": "polygon",
                     *           "dueDate": "2026-11-21T17:40:00.000Z",
                     *           "status": "fundsReceived",
                     *           "amountSettled": 1000,
                     *           "instructions": {
                     *             "blockchainAddress": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
                     *             "reference": "CMB3R8W1N6YHQ"
                     *           },
                     *           "transactions": [
                     *             {
                     *               "amount": 1000,
                     *               "createdAt": "2026-11-21T15:52:10.771Z",
                     *               "blockchainTxId": "0x3f1c2b9e8d7a6f5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d",
                     *               "blockchainAddress": "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"
                     *             }
                     *           ]
                     *         },
                     *         "payout": {
                     *           "asset": "MXN",
                     *           "amount": 17845.89,
                     *           "rail": "spei",
                     *           "dueDate": "2026-11-21T16:30:00.000Z",
                     *           "status": "complete",
                     *           "amountSettled": 17845.89,
                     *           "bankAccountId": "bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1",
                     *           "bulkBankPayoutId": "bpo_01JD3ZD9E8F7G6H5J4K3M2N1P0",
                     *           "transactions": [
                     *             {
                     *               "amount": 10000,
                     *               "createdAt": "2026-11-21T16:05:12.004Z",
                     *               "SPEITrackingNumber": "CAMBIO2026112100001234",
                     *               "CEPLink": "https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=CAMBIO2026112100001234&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=10000.00",
                     *               "reference": "CMBP4X7K2Q9RT",
                     *               "accountHolderName": "Comercializadora del Norte SA de CV",
                     *               "CLABE": "012180015012345672"
                     *             },
                     *             {
                     *               "amount": 7845.89,
                     *               "createdAt": "2026-11-21T16:05:12.310Z",
                     *               "SPEITrackingNumber": "CAMBIO2026112100001235",
                     *               "CEPLink": "https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=CAMBIO2026112100001235&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=7845.89",
                     *               "reference": "CMBP4X7K2Q9RT",
                     *               "accountHolderName": "Comercializadora del Norte SA de CV",
                     *               "CLABE": "012180015012345672"
                     *             }
                     *           ]
                     *         }
                     *       },
                     *       "marketPrice": 17.95,
                     *       "netPrice": 17.84589,
                     *       "type": "market",
                     *       "attributes": [],
                     *       "payoutTransferLimit": 10000,
                     *       "paymentReceivedAt": "2026-11-21T15:53:02.118Z",
                     *       "expiredQuotes": [],
                     *       "invoice": {
                     *         "PDFLink": "https://api.cambio.example/files/invoices/ord_01JD40M3N5P7Q9R1S3T5V7W9X1.pdf?sig=3f9a1c",
                     *         "XMLLink": "https://api.cambio.example/files/invoices/ord_01JD40M3N5P7Q9R1S3T5V7W9X1.xml?sig=3f9a1c"
                     *       },
                     *       "informationalFees": {
                     *         "serviceFeeFiat": 17.85,
                     *         "serviceFeeFiatTax": 2.86
                     *       },
                     *       "createdAt": "2026-11-21T15:40:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Order id. An order of another broker answers 404 code 2, like a missing one.
                 * @example ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8
                 */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled order. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ord_01JD41P4Q6R8S0T2V4W6X8Y0Z2",
                     *       "quoteId": "quo_01JD41N3P5Q7R9S1T3V5W7X9Y1",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "status": "cancelled",
                     *       "flow": "fiatToCrypto",
                     *       "origin": {
                     *         "asset": "PEN",
                     *         "amount": 5000,
                     *         "country": "PE"
                     *       },
                     *       "destination": {
                     *         "asset": "USDT",
                     *         "amount": 1312.20622,
                     *         "country": "PE",
                     *         "network": "tron"
                     *       },
                     *       "fixedLeg": "origin",
                     *       "pricingDetails": {
                     *         "fees": [
                     *           {
                     *             "type": "platform",
                     *             "amount": 30,
                     *             "asset": "PEN",
                     *             "tax": 5.4
                     *           },
                     *           {
                     *             "type": "network",
                     *             "amount": 1,
                     *             "asset": "USDT",
                     *             "tax": 0.18
                     *           }
                     *         ]
                     *       },
                     *       "settlement": {
                     *         "mode": "instant",
                     *         "timing": "immediate",
                     *         "valueDateOffset": 0,
                     *         "effectiveValueDateOffset": 0,
                     *         "valueDate": "2026-11-21T05:00:00.000Z",
                     *         "payment": {
                     *           "asset": "PEN",
                     *           "amount": 5000,
                     *           "rail": "cci",
                     *           "dueDate": "2026-11-22T17:10:00.000Z",
                     *           "status": "cancelled",
                     *           "amountSettled": 0,
                     *           "instructions": {
                     *             "bankName": "Banco de Crédito del Perú",
                     *             "companyName": "Cambio Digital Perú SAC",
                     *             "companyAddress": "Av. José Larco 1232, Miraflores, Lima 15074",
                     *             "accountHolderName": "Cambio Digital Perú SAC",
                     *             "accountNumber": "1932345678012",
                     *             "CCI": "00219300234567801234",
                     *             "RUC": "20601234567",
                     *             "reference": "CMB5J8M2T6VWD"
                     *           },
                     *           "transactions": []
                     *         },
                     *         "payout": {
                     *           "asset": "USDT",
                     *           "amount": 1312.20622,
                     *           "rail": "blockchain",
                     *           "network": "tron",
                     *           "status": "cancelled",
                     *           "amountSettled": 0,
                     *           "addressId": "adr_01JD41M2N4P6Q8R0S2T4V6W8X0",
                     *           "transactions": []
                     *         }
                     *       },
                     *       "marketPrice": 0.26455026,
                     *       "netPrice": 0.262441244,
                     *       "type": "market",
                     *       "attributes": [],
                     *       "expiredQuotes": [],
                     *       "informationalFees": {
                     *         "serviceFeeFiat": 5,
                     *         "serviceFeeFiatTax": 0.9
                     *       },
                     *       "createdAt": "2026-11-21T17:10:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    recordPayoutTransfers: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Order id. An order of another broker answers 404 code 2, like a missing one.
                 * @example ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8
                 */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutTransfersRequest"];
            };
        };
        responses: {
            /** @description The order, `awaitingAsyncPayout` with its payout transfers. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    recordPayoutOutcome: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Order id. An order of another broker answers 404 code 2, like a missing one.
                 * @example ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8
                 */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutOutcomeRequest"];
            };
        };
        responses: {
            /** @description The order after the outcome. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The user, the country, the two legs with one amount, and the order type. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateQuoteRequest"];
            };
        };
        responses: {
            /** @description The quote. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "quo_01JD3ZA1B2C3D4E5F6G7H8J9K0",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "flow": "fiatToCrypto",
                     *       "fixedLeg": "origin",
                     *       "origin": {
                     *         "asset": "MXN",
                     *         "amount": 20000,
                     *         "country": "MX"
                     *       },
                     *       "destination": {
                     *         "asset": "USDC",
                     *         "amount": 1098.55196,
                     *         "country": "MX",
                     *         "network": "polygon"
                     *       },
                     *       "country": "MX",
                     *       "marketPrice": 0.05524862,
                     *       "providerMarketPrice": 0.05540166,
                     *       "netPrice": 0.054927598,
                     *       "pricingDetails": {
                     *         "fees": [
                     *           {
                     *             "type": "platform",
                     *             "amount": 100,
                     *             "asset": "MXN",
                     *             "tax": 16
                     *           },
                     *           {
                     *             "type": "network",
                     *             "amount": 0.01,
                     *             "asset": "USDC",
                     *             "tax": 0.0016
                     *           }
                     *         ]
                     *       },
                     *       "informationalFees": {
                     *         "serviceFeeFiat": 20,
                     *         "serviceFeeFiatTax": 3.2
                     *       },
                     *       "type": "market",
                     *       "expiresAt": "2026-11-21T15:13:50.000Z",
                     *       "bookedAt": null,
                     *       "orderId": null,
                     *       "createdAt": "2026-11-21T15:03:50.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Quote"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ProviderUnavailable"];
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Quote id. A quote of another broker answers 404 code 3, like a missing one.
                 * @example quo_01JD3ZA1B2C3D4E5F6G7H8J9K0
                 */
                id: components["parameters"]["QuoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "quo_01JD42Q4R6S8T0V2W4X6Y8Z0A2",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "flow": "fiatToCrypto",
                     *       "fixedLeg": "origin",
                     *       "origin": {
                     *         "asset": "COP",
                     *         "amount": 4000000,
                     *         "country": "CO"
                     *       },
                     *       "destination": {
                     *         "asset": "USDC",
                     *         "amount": 1008,
                     *         "country": "CO",
                     *         "network": "base"
                     *       },
                     *       "country": "CO",
                     *       "marketPrice": 0.00024691,
                     *       "providerMarketPrice": 0.00024752,
                     *       "netPrice": 0.000252,
                     *       "pricingDetails": {
                     *         "fees": [
                     *           {
                     *             "type": "platform",
                     *             "amount": 20000,
                     *             "asset": "COP",
                     *             "tax": 3800
                     *           },
                     *           {
                     *             "type": "network",
                     *             "amount": 0.01,
                     *             "asset": "USDC",
                     *             "tax": 0.0019
                     *           }
                     *         ]
                     *       },
                     *       "informationalFees": {
                     *         "serviceFeeFiat": 0,
                     *         "serviceFeeFiatTax": 0
                     *       },
                     *       "type": "limit",
                     *       "limitNetPrice": 0.000252,
                     *       "timeInForceEndsAt": "2026-11-28T14:00:00.000Z",
                     *       "expiresAt": "2026-11-21T14:09:50.000Z",
                     *       "bookedAt": "2026-11-21T14:00:00.000Z",
                     *       "orderId": "ord_01JD42R5S7T9V1W3X5Y7Z9A1B3",
                     *       "createdAt": "2026-11-21T13:59:50.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createBulkBankPayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The orders to group, or the user, currency and country whose orders to collect. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBulkBankPaymentRequest"];
            };
        };
        responses: {
            /** @description The bulk bank payment with its payment details and reference. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bbp_01JD3ZC5D6E7F8G9H0J1K2M3N4",
                     *       "createdAt": "2026-11-21T15:30:00.000Z",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "orderIds": [
                     *         "ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8",
                     *         "ord_01JD43S6T8V0W2X4Y6Z8A0B2C4"
                     *       ],
                     *       "orderIdsPaid": [],
                     *       "amount": 35000,
                     *       "amountReceived": 0,
                     *       "fiat": "MXN",
                     *       "bankName": "STP",
                     *       "companyName": "Cambio Digital SA de CV",
                     *       "companyAddress": "Av. Paseo de la Reforma 222, Piso 12, Col. Juárez, 06600 Ciudad de México, CDMX",
                     *       "status": "awaitingPayment",
                     *       "CLABE": "646180157000000004",
                     *       "RFC": "CDI201015AB3",
                     *       "CCI": null,
                     *       "reference": "CMBB9T4K7W2QX",
                     *       "instructions": {
                     *         "bankName": "STP",
                     *         "companyName": "Cambio Digital SA de CV",
                     *         "companyAddress": "Av. Paseo de la Reforma 222, Piso 12, Col. Juárez, 06600 Ciudad de México, CDMX",
                     *         "accountHolderName": "Cambio Digital SA de CV",
                     *         "CLABE": "646180157000000004",
                     *         "RFC": "CDI201015AB3",
                     *         "reference": "CMBB9T4K7W2QX"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BulkBankPayment"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getBulkBankPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Bulk bank payment id. One of another broker answers 404 code 8, like a missing one.
                 * @example bbp_01JD3ZC5D6E7F8G9H0J1K2M3N4
                 */
                id: components["parameters"]["BulkBankPaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bulk bank payment. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bbp_01JD44T7V9W1X3Y5Z7A9B1C3D5",
                     *       "createdAt": "2026-11-21T18:00:00.000Z",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "orderIds": [],
                     *       "orderIdsPaid": [
                     *         "ord_01JD44S6T8V0W2X4Y6Z8A0B2C4",
                     *         "ord_01JD44V8W0X2Y4Z6A8B0C2D4E6"
                     *       ],
                     *       "amount": 12500,
                     *       "amountReceived": 12500,
                     *       "fiat": "PEN",
                     *       "bankName": "Banco de Crédito del Perú",
                     *       "companyName": "Cambio Digital Perú SAC",
                     *       "companyAddress": "Av. José Larco 1232, Miraflores, Lima 15074",
                     *       "status": "awaitingAsyncPayoutForOrders",
                     *       "CCI": "00219300234567801234",
                     *       "RUC": "20601234567",
                     *       "reference": "CMBB2H6N9Q4TZ",
                     *       "instructions": {
                     *         "bankName": "Banco de Crédito del Perú",
                     *         "companyName": "Cambio Digital Perú SAC",
                     *         "companyAddress": "Av. José Larco 1232, Miraflores, Lima 15074",
                     *         "accountHolderName": "Cambio Digital Perú SAC",
                     *         "accountNumber": "1932345678012",
                     *         "CCI": "00219300234567801234",
                     *         "RUC": "20601234567",
                     *         "reference": "CMBB2H6N9Q4TZ"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BulkBankPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    checkBankPayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The order whose bank payment is confirmed. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderId": "ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentCheckRequest"];
            };
        };
        responses: {
            /** @description The payment was recorded (sandbox) or announced (production). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ProviderUnavailable"];
        };
    };
    checkCryptoPayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The order whose crypto deposit is simulated. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderId": "ord_01JD40M3N5P7Q9R1S3T5V7W9X1"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentCheckRequest"];
            };
        };
        responses: {
            /** @description The simulated deposit was recorded. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    recordDeposit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositRecordRequest"];
            };
        };
        responses: {
            /** @description The deposit was recorded (and applied when `matched`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "depositId": "dep_01JD3ZK2M3N4P5Q6R7S8T9V0W1",
                     *       "reference": "CMB7Q4K9X2",
                     *       "depositAddress": null,
                     *       "amount": 18513.6,
                     *       "asset": "MXN",
                     *       "matched": true,
                     *       "orderId": "ord_01JD40M3N5P7Q9R1S3T5V7W9X1",
                     *       "bulkBankPaymentId": null
                     *     }
                     */
                    "application/json": components["schemas"]["Deposit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ProviderUnavailable"];
        };
    };
    getBulkBankPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Bulk bank payout id. One of another broker answers 404 code 4, like a missing one.
                 * @example bpo_01JD3ZD9E8F7G6H5J4K3M2N1P0
                 */
                id: components["parameters"]["BulkBankPayoutId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bulk bank payout. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bpo_01JD3ZD9E8F7G6H5J4K3M2N1P0",
                     *       "createdAt": "2026-11-21T16:00:00.000Z",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "orderIds": [
                     *         "ord_01JD40M3N5P7Q9R1S3T5V7W9X1"
                     *       ],
                     *       "amount": 17845.89,
                     *       "fiat": "MXN",
                     *       "country": "MX",
                     *       "bankName": "BBVA MEXICO",
                     *       "CLABE": "012180015012345672",
                     *       "status": "complete",
                     *       "payoutBankAccountId": "bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1",
                     *       "payoutsSent": [
                     *         {
                     *           "amount": 10000,
                     *           "SPEITrackingNumber": "CAMBIO2026112100001234",
                     *           "CEPLink": "https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=CAMBIO2026112100001234&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=10000.00",
                     *           "reference": "CMBP4X7K2Q9RT",
                     *           "sentAt": "2026-11-21T16:05:12.004Z"
                     *         },
                     *         {
                     *           "amount": 7845.89,
                     *           "SPEITrackingNumber": "CAMBIO2026112100001235",
                     *           "CEPLink": "https://www.banxico.org.mx/cep/?fecha=21-11-2026&criterio=CAMBIO2026112100001235&emisor=90646&receptor=40012&cuenta=012180015012345672&monto=7845.89",
                     *           "reference": "CMBP4X7K2Q9RT",
                     *           "sentAt": "2026-11-21T16:05:12.310Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BulkBankPayout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ProviderUnavailable"];
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
                 * @description Page of results, from 1. A page past the last one answers an empty array. Offset pages reach the first 10,000 records (`page` x `limit` at most 10000, else 400 naming `query.page`); beyond, and for syncs and large walks, follow `X-Next-Cursor` with `cursor`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Maximum records per page, 1 to 100 (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Continues a list after the page whose `X-Next-Cursor` header gave this value; send the same filters and `limit` as you like. It reads by keyset, so any page costs what the first does at any depth, and records made meanwhile do not shift the pages (they are newer than the cursor). Use it to walk a large list or sync; a `page` other than 1 cannot be sent with it (400). A malformed cursor answers 400 naming `query.cursor`.
                 * @example MjAyNi0xMS0yMVQxNjowNDowNS4xMjNafG9yZF8wMUpEM1pCN0syTTRONlA4UTBSMlM0VDZWOA
                 */
                cursor?: components["parameters"]["Cursor"];
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    "X-Total-Count-Capped": components["headers"]["TotalCountCapped"];
                    "X-Next-Cursor": components["headers"]["NextCursor"];
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
                     *         "bankName": "BBVA MEXICO",
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "country": "MX",
                     *       "fiat": "MXN",
                     *       "bankName": "BBVA MEXICO",
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ProviderUnavailable"];
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1",
                     *       "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *       "country": "MX",
                     *       "fiat": "MXN",
                     *       "bankName": "BBVA MEXICO",
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
            429: components["responses"]["TooManyRequests"];
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
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
                 * @description Page of results, from 1. A page past the last one answers an empty array. Offset pages reach the first 10,000 records (`page` x `limit` at most 10000, else 400 naming `query.page`); beyond, and for syncs and large walks, follow `X-Next-Cursor` with `cursor`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Maximum records per page, 1 to 100 (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Continues a list after the page whose `X-Next-Cursor` header gave this value; send the same filters and `limit` as you like. It reads by keyset, so any page costs what the first does at any depth, and records made meanwhile do not shift the pages (they are newer than the cursor). Use it to walk a large list or sync; a `page` other than 1 cannot be sent with it (400). A malformed cursor answers 400 naming `query.cursor`.
                 * @example MjAyNi0xMS0yMVQxNjowNDowNS4xMjNafG9yZF8wMUpEM1pCN0syTTRONlA4UTBSMlM0VDZWOA
                 */
                cursor?: components["parameters"]["Cursor"];
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    "X-Total-Count-Capped": components["headers"]["TotalCountCapped"];
                    "X-Next-Cursor": components["headers"]["NextCursor"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createCryptoAddress: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            429: components["responses"]["TooManyRequests"];
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            429: components["responses"]["TooManyRequests"];
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
                 * @description Page of results, from 1. A page past the last one answers an empty array. Offset pages reach the first 10,000 records (`page` x `limit` at most 10000, else 400 naming `query.page`); beyond, and for syncs and large walks, follow `X-Next-Cursor` with `cursor`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Maximum records per page, 1 to 100 (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Continues a list after the page whose `X-Next-Cursor` header gave this value; send the same filters and `limit` as you like. It reads by keyset, so any page costs what the first does at any depth, and records made meanwhile do not shift the pages (they are newer than the cursor). Use it to walk a large list or sync; a `page` other than 1 cannot be sent with it (400). A malformed cursor answers 400 naming `query.cursor`.
                 * @example MjAyNi0xMS0yMVQxNjowNDowNS4xMjNafG9yZF8wMUpEM1pCN0syTTRONlA4UTBSMlM0VDZWOA
                 */
                cursor?: components["parameters"]["Cursor"];
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    "X-Total-Count-Capped": components["headers"]["TotalCountCapped"];
                    "X-Next-Cursor": components["headers"]["NextCursor"];
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
                     *         "createdAt": "2026-11-21T15:04:05.123Z",
                     *         "disabledAt": null,
                     *         "disabledReason": null,
                     *         "previousSecretExpiresAt": null,
                     *         "faults": null
                     *       },
                     *       {
                     *         "id": "whk_01JD3ZT6V7W8X9Y0Z1A2B3C4D5",
                     *         "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *         "type": "users",
                     *         "url": "https://hooks.example.com/cambio/users",
                     *         "retryOnFailure": false,
                     *         "createdAt": "2026-11-20T09:30:00.000Z",
                     *         "disabledAt": null,
                     *         "disabledReason": null,
                     *         "previousSecretExpiresAt": null,
                     *         "faults": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["WebhookRegistration"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "orders",
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
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
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
                     *       "createdAt": "2026-11-21T15:04:05.123Z",
                     *       "disabledAt": null,
                     *       "disabledReason": null,
                     *       "previousSecretExpiresAt": null,
                     *       "faults": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookRegistration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
                     *       "createdAt": "2026-11-21T15:04:05.123Z",
                     *       "disabledAt": null,
                     *       "disabledReason": null,
                     *       "previousSecretExpiresAt": null,
                     *       "faults": null
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
            /** @description The new secret, not shown again. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                     *       "previousSecretExpiresAt": "2026-11-22T15:04:05.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["RotateWebhookSecretResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listWebhookAttempts: {
        parameters: {
            query?: {
                /**
                 * @description Only attempts of events with this name.
                 * @example order.statusChanged
                 */
                event?: components["schemas"]["EventName"];
                /**
                 * @description Only attempts of this event.
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                eventId?: string;
                /**
                 * @description Only attempts with this outcome.
                 * @example failed
                 */
                outcome?: "succeeded" | "failed";
                /**
                 * @description Page of results, from 1. A page past the last one answers an empty array. Offset pages reach the first 10,000 records (`page` x `limit` at most 10000, else 400 naming `query.page`); beyond, and for syncs and large walks, follow `X-Next-Cursor` with `cursor`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Maximum records per page, 1 to 100 (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Continues a list after the page whose `X-Next-Cursor` header gave this value; send the same filters and `limit` as you like. It reads by keyset, so any page costs what the first does at any depth, and records made meanwhile do not shift the pages (they are newer than the cursor). Use it to walk a large list or sync; a `page` other than 1 cannot be sent with it (400). A malformed cursor answers 400 naming `query.cursor`.
                 * @example MjAyNi0xMS0yMVQxNjowNDowNS4xMjNafG9yZF8wMUpEM1pCN0syTTRONlA4UTBSMlM0VDZWOA
                 */
                cursor?: components["parameters"]["Cursor"];
            };
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
            /** @description One page of attempts (possibly empty). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    "X-Total-Count-Capped": components["headers"]["TotalCountCapped"];
                    "X-Next-Cursor": components["headers"]["NextCursor"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "wat_01JD3ZJ9K0M1N2P3Q4R5S6T7V8",
                     *         "webhookId": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
                     *         "eventId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
                     *         "event": "order.statusChanged",
                     *         "trigger": "scheduled",
                     *         "attempt": 2,
                     *         "url": "https://hooks.example.com/cambio",
                     *         "attemptedAt": "2026-11-21T15:04:10.321Z",
                     *         "durationMs": 84,
                     *         "outcome": "succeeded",
                     *         "statusCode": 200,
                     *         "responseBody": "ok",
                     *         "error": null,
                     *         "nextAttemptAt": null,
                     *         "injected": null
                     *       },
                     *       {
                     *         "id": "wat_01JD3ZJ8H9J0K1M2N3P4Q5R6S7",
                     *         "webhookId": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
                     *         "eventId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
                     *         "event": "order.statusChanged",
                     *         "trigger": "scheduled",
                     *         "attempt": 1,
                     *         "url": "https://hooks.example.com/cambio",
                     *         "attemptedAt": "2026-11-21T15:04:05.321Z",
                     *         "durationMs": 10001,
                     *         "outcome": "failed",
                     *         "statusCode": null,
                     *         "responseBody": null,
                     *         "error": "timeout after 10 s",
                     *         "nextAttemptAt": "2026-11-21T15:04:10.321Z",
                     *         "injected": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["WebhookAttempt"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    redeliverWebhookEvent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                 *       "eventId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7"
                 *     }
                 */
                "application/json": components["schemas"]["RedeliverRequest"];
            };
        };
        responses: {
            /** @description The attempt, finished. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wat_01JD3ZJ9K0M1N2P3Q4R5S6T7V8",
                     *       "webhookId": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
                     *       "eventId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
                     *       "event": "order.statusChanged",
                     *       "trigger": "redelivery",
                     *       "attempt": 1,
                     *       "url": "https://hooks.example.com/cambio",
                     *       "attemptedAt": "2026-11-21T15:04:05.321Z",
                     *       "durationMs": 84,
                     *       "outcome": "succeeded",
                     *       "statusCode": 200,
                     *       "responseBody": "ok",
                     *       "error": null,
                     *       "nextAttemptAt": null,
                     *       "injected": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookAttempt"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    pingWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
            /** @description The attempt, finished. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wat_01JD3ZJ9K0M1N2P3Q4R5S6T7V8",
                     *       "webhookId": "whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5",
                     *       "eventId": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
                     *       "event": "webhook.ping",
                     *       "trigger": "ping",
                     *       "attempt": 1,
                     *       "url": "https://hooks.example.com/cambio",
                     *       "attemptedAt": "2026-11-21T15:04:05.321Z",
                     *       "durationMs": 12,
                     *       "outcome": "failed",
                     *       "statusCode": 404,
                     *       "responseBody": "Not Found",
                     *       "error": null,
                     *       "nextAttemptAt": null,
                     *       "injected": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookAttempt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /**
                 * @description Only events of this family.
                 * @example orders
                 */
                type?: components["schemas"]["WebhookType"];
                /**
                 * @description Only events with this name.
                 * @example order.statusChanged
                 */
                event?: components["schemas"]["EventName"];
                /**
                 * @description Only records of this user. Omitted: records of every user of the caller's broker. A user of another broker matches nothing (empty array).
                 * @example usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST
                 */
                userId?: components["parameters"]["UserIdQuery"];
                /**
                 * @description Only the events of this order (`order.created`, `order.statusChanged`), each with the order as it was at that change.
                 * @example ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8
                 */
                orderId?: string;
                /**
                 * @description Only the events of this bank account (`bankAccount.created`, `bankAccount.deleted`).
                 * @example bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1
                 */
                bankAccountId?: string;
                /**
                 * @description Only the events written after this event, oldest first (see the description above for the order and for paging).
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                since?: string;
                /**
                 * @description Only events created at or after this instant.
                 * @example 2026-11-21T00:00:00.000Z
                 */
                from?: string;
                /**
                 * @description Only events created before this instant.
                 * @example 2026-11-22T00:00:00.000Z
                 */
                to?: string;
                /**
                 * @description Page of results, from 1. A page past the last one answers an empty array. Offset pages reach the first 10,000 records (`page` x `limit` at most 10000, else 400 naming `query.page`); beyond, and for syncs and large walks, follow `X-Next-Cursor` with `cursor`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Maximum records per page, 1 to 100 (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Continues a list after the page whose `X-Next-Cursor` header gave this value; send the same filters and `limit` as you like. It reads by keyset, so any page costs what the first does at any depth, and records made meanwhile do not shift the pages (they are newer than the cursor). Use it to walk a large list or sync; a `page` other than 1 cannot be sent with it (400). A malformed cursor answers 400 naming `query.cursor`.
                 * @example MjAyNi0xMS0yMVQxNjowNDowNS4xMjNafG9yZF8wMUpEM1pCN0syTTRONlA4UTBSMlM0VDZWOA
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events (possibly empty). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    "X-Total-Count-Capped": components["headers"]["TotalCountCapped"];
                    "X-Next-Cursor": components["headers"]["NextCursor"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
                     *         "type": "bank-accounts",
                     *         "event": "bankAccount.created",
                     *         "createdAt": "2026-11-21T15:04:05.123Z",
                     *         "data": {
                     *           "id": "bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1",
                     *           "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *           "country": "MX",
                     *           "fiat": "MXN",
                     *           "bankName": "BBVA MEXICO",
                     *           "accountHolderName": "Ana García Pérez",
                     *           "CLABE": "012180001234567899",
                     *           "CCI": null,
                     *           "accountNumber": null,
                     *           "routingNumber": null,
                     *           "accountType": null,
                     *           "createdAt": "2026-11-21T15:04:05.123Z"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["WebhookEvent"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Event id. An event of another broker answers 404 code 37, like a missing one.
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                id: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
                     *       "type": "bank-accounts",
                     *       "event": "bankAccount.deleted",
                     *       "createdAt": "2026-11-21T15:04:05.123Z",
                     *       "data": {
                     *         "id": "bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1",
                     *         "userId": "usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST",
                     *         "country": "MX",
                     *         "fiat": "MXN",
                     *         "bankName": "BBVA MEXICO",
                     *         "accountHolderName": "Ana García Pérez",
                     *         "CLABE": "012180001234567899",
                     *         "CCI": null,
                     *         "accountNumber": null,
                     *         "routingNumber": null,
                     *         "accountType": null,
                     *         "createdAt": "2026-11-21T15:04:05.123Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    completeSandboxVerification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    reachSandboxOnboardingOutcome: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                 *       "country": "MX",
                 *       "outcome": "approved"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxOnboardingOutcomeRequest"];
            };
        };
        responses: {
            /** @description The user, its onboarding at the outcome. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createSandboxBroker: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new broker, its caller user and its keys. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxBroker"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSandboxBroker: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of the calling key's broker (`brokerId` of `POST /api/sandbox/brokers`). Another broker's id answers 404 code 49, like a missing one.
                 * @example brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G
                 */
                id: components["parameters"]["SandboxBrokerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with everything it held; no body. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createSandboxKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createSandboxDeposit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    reachSandboxOrderOutcome: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Order id. An order of another broker answers 404 code 2, like a missing one.
                 * @example ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8
                 */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "outcome": "refundComplete"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxOrderOutcomeRequest"];
            };
        };
        responses: {
            /** @description The order at the outcome. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    reachSandboxBulkBankPaymentOutcome: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Bulk bank payment id. One of another broker answers 404 code 8, like a missing one.
                 * @example bbp_01JD3ZC5D6E7F8G9H0J1K2M3N4
                 */
                id: components["parameters"]["BulkBankPaymentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "outcome": "insufficientAmountReceived"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxBulkBankPaymentOutcomeRequest"];
            };
        };
        responses: {
            /** @description The bulk bank payment at the outcome. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkBankPayment"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    reachSandboxBulkBankPayoutOutcome: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Bulk bank payout id. One of another broker answers 404 code 4, like a missing one.
                 * @example bpo_01JD3ZD9E8F7G6H5J4K3M2N1P0
                 */
                id: components["parameters"]["BulkBankPayoutId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "outcome": "failed"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxBulkBankPayoutOutcomeRequest"];
            };
        };
        responses: {
            /** @description The bulk bank payout at the outcome. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkBankPayout"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            /** @description The broker's clock. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            /** @description Code 9: a query parameter was sent; this operation takes none (`field` names it, as `query.<name>`). */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    advanceSandboxClock: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
            /** @description The sandbox clock after the move, and what ran within it. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-11-21T16:14:05.123Z",
                     *       "offsetMs": 4200000,
                     *       "ran": 7,
                     *       "caughtUp": true
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxClockMoved"];
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    runSandboxJobs: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What ran. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listSandboxOutboxMessages: {
        parameters: {
            query?: {
                /**
                 * @description Page of results, from 1. A page past the last one answers an empty array. Offset pages reach the first 10,000 records (`page` x `limit` at most 10000, else 400 naming `query.page`); beyond, and for syncs and large walks, follow `X-Next-Cursor` with `cursor`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Maximum records per page, 1 to 100 (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Continues a list after the page whose `X-Next-Cursor` header gave this value; send the same filters and `limit` as you like. It reads by keyset, so any page costs what the first does at any depth, and records made meanwhile do not shift the pages (they are newer than the cursor). Use it to walk a large list or sync; a `page` other than 1 cannot be sent with it (400). A malformed cursor answers 400 naming `query.cursor`.
                 * @example MjAyNi0xMS0yMVQxNjowNDowNS4xMjNafG9yZF8wMUpEM1pCN0syTTRONlA4UTBSMlM0VDZWOA
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages (possibly empty). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    "X-Total-Count-Capped": components["headers"]["TotalCountCapped"];
                    "X-Next-Cursor": components["headers"]["NextCursor"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "eml_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
                     *         "exportId": "exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
                     *         "from": "cambio <exports@cambio.localhost>",
                     *         "to": "finance@example.com",
                     *         "subject": "cambio order export exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7: 42 orders",
                     *         "size": 26102,
                     *         "sentAt": "2026-11-21T15:04:07.456Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OutboxMessageSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getSandboxOutboxMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Outbox message id. A message sent for another broker answers 404 code 39, like a missing one.
                 * @example eml_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                id: components["parameters"]["OutboxMessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "eml_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
                     *       "exportId": "exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7",
                     *       "from": "cambio <exports@cambio.localhost>",
                     *       "to": "finance@example.com",
                     *       "subject": "cambio order export exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7: 1 order",
                     *       "size": 2310,
                     *       "sentAt": "2026-11-21T15:04:07.456Z",
                     *       "headers": [
                     *         {
                     *           "name": "From",
                     *           "value": "cambio <exports@cambio.localhost>"
                     *         },
                     *         {
                     *           "name": "To",
                     *           "value": "<finance@example.com>"
                     *         }
                     *       ],
                     *       "text": "Your order export exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7 is attached: 1 order.\r\n",
                     *       "attachments": [
                     *         {
                     *           "fileName": "cambio-orders-exp_01JD3ZH8J9K0M1N2P3Q4R5S6T7.csv",
                     *           "contentType": "text/csv",
                     *           "size": 21,
                     *           "contentBase64": "aWQsY3JlYXRlZEF0Cm9yZF8xLDIwMjYK"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OutboxMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    runSandboxReceiverCheck: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry (up to 255 characters; a UUID is a good choice). The first completed answer for a key and broker is stored for 24 hours of real time (a move of the sandbox clock does not shorten them) and replayed, with the header `Idempotent-Replayed: true`, to a retry with the same API key, method, path and body. The same key with a different request answers 422 code 24; a retry while the first request is still running answers 409 code 25. A request rejected by validation (400) or failing with 5xx stores nothing, so it can be fixed and sent again with the same key. A key of other characters than printable ASCII (such as Latin-1 letters) answers 400 code 9 naming `header.Idempotency-Key`.
                 * @example 5f0c6d3e-8f7a-4b1e-9c2d-3a4b5c6d7e8f
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
            /** @description The report, kept. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiverCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getSandboxReceiverCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Receiver check id. A check of another broker answers 404 code 52, like a missing one.
                 * @example rck_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                id: components["parameters"]["ReceiverCheckId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiverCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server and its database answer. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Code 9: a query parameter was sent; the health check takes none (`field` names it, as `query.<name>`). */
            400: components["responses"]["BadRequest"];
            /** @description Never answered by the health check, which is not rate-limited; listed as on every operation. */
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    onOrderCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, the same in every attempt of the event (Standard Webhooks).
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description Unix seconds when this attempt was signed (Standard Webhooks).
                 * @example 1763737445
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed with the secret's bytes; two, separated by a space, during the 24 hours after a secret rotation (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery; the body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderStatusChanged: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, the same in every attempt of the event (Standard Webhooks).
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description Unix seconds when this attempt was signed (Standard Webhooks).
                 * @example 1763737445
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed with the secret's bytes; two, separated by a space, during the 24 hours after a secret rotation (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery; the body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBankAccountCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, the same in every attempt of the event (Standard Webhooks).
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description Unix seconds when this attempt was signed (Standard Webhooks).
                 * @example 1763737445
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed with the secret's bytes; two, separated by a space, during the 24 hours after a secret rotation (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankAccountEvent"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery; the body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBankAccountDeleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, the same in every attempt of the event (Standard Webhooks).
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description Unix seconds when this attempt was signed (Standard Webhooks).
                 * @example 1763737445
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed with the secret's bytes; two, separated by a space, during the 24 hours after a secret rotation (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankAccountEvent"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery; the body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onUserCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, the same in every attempt of the event (Standard Webhooks).
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description Unix seconds when this attempt was signed (Standard Webhooks).
                 * @example 1763737445
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed with the secret's bytes; two, separated by a space, during the 24 hours after a secret rotation (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserEvent"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery; the body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onUserUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, the same in every attempt of the event (Standard Webhooks).
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description Unix seconds when this attempt was signed (Standard Webhooks).
                 * @example 1763737445
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed with the secret's bytes; two, separated by a space, during the 24 hours after a secret rotation (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserEvent"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery; the body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onUserOnboardingStatusChanged: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, the same in every attempt of the event (Standard Webhooks).
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description Unix seconds when this attempt was signed (Standard Webhooks).
                 * @example 1763737445
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed with the secret's bytes; two, separated by a space, during the 24 hours after a secret rotation (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserOnboardingStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery; the body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onUserTermsAccepted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, the same in every attempt of the event (Standard Webhooks).
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description Unix seconds when this attempt was signed (Standard Webhooks).
                 * @example 1763737445
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed with the secret's bytes; two, separated by a space, during the 24 hours after a secret rotation (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserEvent"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery; the body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onUserDocumentUploaded: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, the same in every attempt of the event (Standard Webhooks).
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description Unix seconds when this attempt was signed (Standard Webhooks).
                 * @example 1763737445
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed with the secret's bytes; two, separated by a space, during the 24 hours after a secret rotation (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserDocumentUploadedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery; the body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onUserAdditionalInformationAdded: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, the same in every attempt of the event (Standard Webhooks).
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description Unix seconds when this attempt was signed (Standard Webhooks).
                 * @example 1763737445
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed with the secret's bytes; two, separated by a space, during the 24 hours after a secret rotation (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserAdditionalInformationAddedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery; the body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookPing: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, the same in every attempt of the event (Standard Webhooks).
                 * @example evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description Unix seconds when this attempt was signed (Standard Webhooks).
                 * @example 1763737445
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed with the secret's bytes; two, separated by a space, during the 24 hours after a secret rotation (Standard Webhooks).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPingEvent"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery; the body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
